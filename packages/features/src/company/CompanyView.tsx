/**
 * An administrator's view of a company: its data and status (the generic view), its activation after a
 * confirmation, and its business units (the generic list scoped to the company) with the way to their
 * own screens.
 */
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '@vlegal/ui/Button';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import { pathHrefs } from '../resource-screens/hrefs.ts';
import { type ListState, listState } from '../resource-screens/listSearch.ts';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import { withFixed } from '../resource-screens/screen-config.ts';
import { COMPANY_PATH, unitsPath } from './companySearch.ts';
import { businessUnitScreen } from './configs/businessUnit.ts';
import { companyScreen } from './configs/company.ts';
import { FlagSwitches } from './FlagSwitches.tsx';

export interface CompanyViewProps {
  companyId: number;
  onNavigate: (href: string) => void;
  /** After the company was deleted (the app goes back to the list). */
  onDeleted: () => void;
}

export function CompanyView({ companyId, onNavigate, onDeleted }: CompanyViewProps) {
  const { t } = useTranslation();
  const row = rowOf(useQuery(itemQueryOptions(companyScreen, companyId)).data);
  return (
    <Stack gap="xl">
      <ResourceView config={companyScreen} id={companyId} basePath={COMPANY_PATH} onDeleted={onDeleted} />
      {row ? (
        <FlagSwitches
          config={companyScreen}
          row={row}
          flags={['active']}
          title="company.view.activation"
          subject="company"
        />
      ) : null}
      {row ? (
        <HeadingLevel level={2}>
          <CompanyUnits companyId={companyId} onNavigate={onNavigate} />
          <div>
            <LinkButton href={unitsPath(companyId)} variant="outline" intent="neutral">
              {t('company.view.allUnits', { name: companyScreen.rowLabel(row) })}
            </LinkButton>
          </div>
        </HeadingLevel>
      ) : null}
    </Stack>
  );
}

/** The company's units: the generic list with the company fixed, its state kept on the page. */
function CompanyUnits({ companyId, onNavigate }: Pick<CompanyViewProps, 'companyId' | 'onNavigate'>) {
  const config = useMemo(() => withFixed(businessUnitScreen, { companyId }), [companyId]);
  const [state, setState] = useState<ListState>(() => listState(config.resource, {}));
  return (
    <ResourceList
      config={config}
      state={{ ...state, filters: { ...state.filters, companyId: String(companyId) } }}
      onStateChange={setState}
      basePath={unitsPath(companyId)}
      hrefs={pathHrefs(unitsPath(companyId))}
      onNavigate={onNavigate}
    />
  );
}
