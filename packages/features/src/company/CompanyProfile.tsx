/**
 * The company of the signed-in user (the company of their first business unit): its data, which its
 * company administrators edit on the page (`?mode=edit`; the status stays the administrators'), and its
 * business units, which company administrators add and edit with the company fixed by the page.
 */
import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel, PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListState, listState, toListSearch } from '../resource-screens/listSearch.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import { type Row, withAuthorities, withFixed, withOffers } from '../resource-screens/screen-config.ts';
import { problemIs } from '../shared/problems.ts';
import { COMPANY_PROFILE_PATH, profileUnitHrefs } from './companySearch.ts';
import { businessUnitFormScreen, businessUnitScreen } from './configs/businessUnit.ts';
import { companyFormScreen, companyScreen } from './configs/company.ts';
import type { CompanyProfileSearch } from './profileSearch.ts';

/** The signed-in user's company: the company of their first unit. */
function useMyCompanyId() {
  const answer = useQuery(getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }));
  const unit = answer.data?.status === 200 ? answer.data.data[0] : undefined;
  return { answer, companyId: unit?.company.id };
}

/** What shows while the user's company is not known: loading, a refusal, a failure or no company. */
function Pending({ answer }: { answer: ReturnType<typeof useMyCompanyId>['answer'] }) {
  const { t } = useTranslation();
  if (answer.isPending) return <ProgressBar label={t('error.loading')} />;
  if (answer.isError)
    return (
      <Alert intent="danger" timeout={null}>
        {problemIs(answer.error, 'forbidden') ? t('companyProfile.forbidden') : t('companyProfile.error')}
        {problemIs(answer.error, 'forbidden') ? null : (
          <>
            {' '}
            <Button variant="outline" size="sm" onPress={() => void answer.refetch()}>
              {t('companyProfile.retry')}
            </Button>
          </>
        )}
      </Alert>
    );
  return (
    <Alert intent="info" timeout={null}>
      {t('companyProfile.noCompany')}
    </Alert>
  );
}

export interface CompanyProfileProps {
  /** The authorities of the signed-in user: company administrators edit, unit administrators read. */
  authorities: readonly string[];
  search: CompanyProfileSearch;
  onSearchChange: (next: CompanyProfileSearch) => void;
  onNavigate: (href: string) => void;
}

const isCompanyAdmin = (authorities: readonly string[]) => authorities.includes('ROLE_USER_ADMIN_COMPANY');

export function CompanyProfile({ authorities, search, onSearchChange, onNavigate }: CompanyProfileProps) {
  const { t } = useTranslation();
  const { answer, companyId } = useMyCompanyId();
  const editor = isCompanyAdmin(authorities);
  // What the company's roles let the account do: company administrators edit it, nobody here deletes it.
  const company = useMemo(() => withAuthorities(companyScreen, authorities), [authorities]);
  if (companyId === undefined)
    return (
      <Stack gap="lg">
        <PageHeader title={t('companyProfile.title')} />
        <Card>
          <Pending answer={answer} />
        </Card>
      </Stack>
    );
  if (search.mode === 'edit' && editor)
    return (
      <ResourceForm
        config={companyFormScreen}
        id={companyId}
        listHref={COMPANY_PROFILE_PATH}
        onSaved={() => onSearchChange({ companySaved: true })}
      />
    );
  const { companySaved, mode: _, ...list } = search;
  return (
    <Stack gap="xl">
      {companySaved ? (
        <Alert intent="success" onDismiss={() => onSearchChange(list)}>
          {t('companyProfile.saved')}
        </Alert>
      ) : null}
      <ResourceView
        config={company}
        id={companyId}
        basePath={COMPANY_PROFILE_PATH}
        hrefs={{
          list: COMPANY_PROFILE_PATH,
          new: COMPANY_PROFILE_PATH,
          view: () => COMPANY_PROFILE_PATH,
          edit: () => `${COMPANY_PROFILE_PATH}?mode=edit`,
        }}
        withBackLink={false}
        onDeleted={() => undefined}
      />
      <HeadingLevel level={2}>
        <ProfileUnits
          companyId={companyId}
          authorities={authorities}
          editor={editor}
          state={listState(businessUnitScreen.resource, list)}
          onStateChange={(next) => onSearchChange(toListSearch(next))}
          onNavigate={onNavigate}
        />
      </HeadingLevel>
    </Stack>
  );
}

interface ProfileUnitsProps {
  companyId: number;
  authorities: readonly string[];
  /** Whether the account opens the profile's unit form (company administrators). */
  editor: boolean;
  state: ListState;
  onStateChange: (next: ListState) => void;
  onNavigate: (href: string) => void;
}

/**
 * The company's units: company administrators add and edit them (their roles), here in the profile's own
 * form, which has no view of one unit; nobody here deletes one.
 */
function ProfileUnits({
  companyId,
  authorities,
  editor,
  state,
  onStateChange,
  onNavigate,
}: ProfileUnitsProps) {
  const config = useMemo(
    () =>
      withOffers(withAuthorities(withFixed(businessUnitScreen, { companyId }), authorities), {
        view: false,
        edit: editor,
      }),
    [companyId, authorities, editor],
  );
  return (
    <ResourceList
      config={config}
      state={{ ...state, filters: { ...state.filters, companyId: String(companyId) } }}
      onStateChange={({ filters: { companyId: _, ...filters }, ...next }) =>
        onStateChange({ ...next, filters })
      }
      basePath={COMPANY_PROFILE_PATH}
      hrefs={profileUnitHrefs}
      onNavigate={onNavigate}
    />
  );
}

export interface ProfileUnitFormProps {
  /** The unit to edit; without it the form adds one to the user's company. */
  businessUnitId?: number;
  onSaved: (row: Row) => void;
}

/** A company administrator's form of a unit of their company (the company fixed by the page). */
export function ProfileUnitForm({ businessUnitId, onSaved }: ProfileUnitFormProps) {
  const { t } = useTranslation();
  const { answer, companyId } = useMyCompanyId();
  const config = useMemo(
    () => (companyId === undefined ? undefined : withFixed(businessUnitFormScreen, { companyId })),
    [companyId],
  );
  if (!config)
    return (
      <Stack gap="lg">
        <PageHeader title={t('companyProfile.title')} />
        <Card>
          <Pending answer={answer} />
        </Card>
      </Stack>
    );
  return (
    <ResourceForm
      config={config}
      {...(businessUnitId === undefined ? {} : { id: businessUnitId })}
      listHref={COMPANY_PROFILE_PATH}
      onSaved={onSaved}
    />
  );
}
