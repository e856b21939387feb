/**
 * The administrators' screens of one company's business units (`/app/company/{companyId}/business-unit`
 * …): the generic list, form and view with the company fixed by the page, and on the view the unit's
 * status and locks, each changed after a confirmation.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@vlegal/ui/Alert';
import { LinkButton } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import { pathHrefs } from '../resource-screens/hrefs.ts';
import type { ListState } from '../resource-screens/listSearch.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import { type Row, withFixed } from '../resource-screens/screen-config.ts';
import { COMPANY_PATH, unitsPath } from './companySearch.ts';
import { businessUnitFormScreen, businessUnitScreen } from './configs/businessUnit.ts';
import { companyScreen } from './configs/company.ts';
import { FlagSwitches } from './FlagSwitches.tsx';

/** The link back to the company the units belong to, named after it once it is read. */
function BackToCompany({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const company = rowOf(useQuery(itemQueryOptions(companyScreen, companyId)).data);
  return (
    <div>
      <LinkButton href={`${COMPANY_PATH}/${companyId}/view`} variant="outline" intent="neutral">
        {company
          ? t('company.units.backTo', { name: companyScreen.rowLabel(company) })
          : t('company.units.back')}
      </LinkButton>
    </div>
  );
}

/** The unit's screen, or not found when the unit belongs to another company than the address says. */
function InCompany({
  companyId,
  businessUnitId,
  children,
}: {
  companyId: number;
  businessUnitId?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const answer = useQuery({
    ...itemQueryOptions(businessUnitScreen, businessUnitId ?? 0),
    enabled: businessUnitId !== undefined,
  });
  const row = rowOf(answer.data);
  if (row && row.companyId !== companyId)
    return (
      <Card>
        <Alert intent="danger" timeout={null}>
          {t('resources.form.notFound')}
        </Alert>
      </Card>
    );
  return children;
}

export interface UnitListProps {
  companyId: number;
  /** The list's state, kept in the address by the app (without the company, which the page fixes). */
  state: ListState;
  onStateChange: (next: ListState) => void;
  onNavigate: (href: string) => void;
}

export function UnitList({ companyId, state, onStateChange, onNavigate }: UnitListProps) {
  const config = useMemo(() => withFixed(businessUnitScreen, { companyId }), [companyId]);
  return (
    <Stack gap="lg">
      <ResourceList
        config={config}
        state={{ ...state, filters: { ...state.filters, companyId: String(companyId) } }}
        onStateChange={({ filters: { companyId: _, ...filters }, ...next }) =>
          onStateChange({ ...next, filters })
        }
        basePath={unitsPath(companyId)}
        onNavigate={onNavigate}
      />
      <BackToCompany companyId={companyId} />
    </Stack>
  );
}

export interface UnitFormProps {
  companyId: number;
  /** The unit to edit; without it the form creates one in the company. */
  businessUnitId?: number;
  onSaved: (row: Row) => void;
}

export function UnitForm({ companyId, businessUnitId, onSaved }: UnitFormProps) {
  const config = useMemo(() => withFixed(businessUnitFormScreen, { companyId }), [companyId]);
  return (
    <InCompany companyId={companyId} {...(businessUnitId === undefined ? {} : { businessUnitId })}>
      <ResourceForm
        config={config}
        {...(businessUnitId === undefined ? {} : { id: businessUnitId })}
        listHref={unitsPath(companyId)}
        onSaved={onSaved}
      />
    </InCompany>
  );
}

export interface UnitViewProps {
  companyId: number;
  businessUnitId: number;
  /** After the unit was deleted (the app goes back to the company's units). */
  onDeleted: () => void;
}

export function UnitView({ companyId, businessUnitId, onDeleted }: UnitViewProps) {
  const config = useMemo(() => withFixed(businessUnitScreen, { companyId }), [companyId]);
  const row = rowOf(useQuery(itemQueryOptions(config, businessUnitId)).data);
  return (
    <InCompany companyId={companyId} businessUnitId={businessUnitId}>
      <Stack gap="xl">
        <ResourceView
          config={config}
          id={businessUnitId}
          basePath={unitsPath(companyId)}
          hrefs={pathHrefs(unitsPath(companyId))}
          onDeleted={onDeleted}
        />
        {row ? (
          <FlagSwitches
            config={config}
            row={row}
            flags={['active', 'adminLocked', 'transLocked']}
            title="company.units.locks"
            subject="unit"
          />
        ) : null}
      </Stack>
    </InCompany>
  );
}
