/**
 * The profile of the signed-in user's business unit (their first): its name and code, and its records,
 * one tab per kind, the tabs in two groups (legality documents; sites and people). A tab shows the
 * generic list of its records scoped to the unit; new, view and edit open in the tab through the address
 * (`?tab=siup&record=12&mode=edit`), the unit (and for addresses its company) set by the page, never
 * typed. Business permits open on pages of their own, which also list the permit's products. New, edit
 * and delete are offered only to an account holding one of the resource's write roles.
 */
import { useQuery } from '@tanstack/react-query';
import { getListCompanyBusinessUnitsByUserQueryOptions } from '@vlegal/api-client/query';
import { Alert } from '@vlegal/ui/Alert';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel, PageHeader } from '@vlegal/ui/PageHeader';
import { ProgressBar } from '@vlegal/ui/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '@vlegal/ui/Tabs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordHrefs } from '../resource-screens/hrefs.ts';
import { listState } from '../resource-screens/listSearch.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import {
  offeredActions,
  offersNew,
  type ScreenConfig,
  withAuthorities,
  withFixed,
} from '../resource-screens/screen-config.ts';
import { problemIs } from '../shared/problems.ts';
import { permitHrefs } from './permitPaths.ts';
import {
  type DocumentKey,
  groupOf,
  type ProfileScreen,
  type ProfileSearch,
  profileHref,
  profileScreen,
  profileSearch,
  TAB_GROUP_KEYS,
  TAB_GROUPS,
  type TabGroup,
} from './profileSearch.ts';
import { documentScreens } from './screen-configs.ts';

export { profileHref } from './profileSearch.ts';

export interface BusinessUnitProfileProps {
  /** The profile's state, kept in the address by the app (`validateProfileSearch`). */
  search: ProfileSearch;
  /** Address of the profile (`/app/business-unit-profile`). */
  path: string;
  /** Authorities of the signed-in account: what it may write. */
  authorities: readonly string[];
  onSearchChange: (next: ProfileSearch) => void;
  onNavigate: (href: string) => void;
}

function hrefsOf(path: string, tab: DocumentKey, unitId: number): RecordHrefs {
  const href = (screen: ProfileScreen) => profileHref(path, profileSearch(screen));
  if (tab === 'businessPermit') return { ...permitHrefs(unitId), list: href({ kind: 'list', tab }) };
  return {
    list: href({ kind: 'list', tab }),
    new: href({ kind: 'new', tab }),
    view: (id) => href({ kind: 'view', tab, id }),
    edit: (id) => href({ kind: 'edit', tab, id }),
  };
}

export function BusinessUnitProfile({
  search,
  path,
  authorities,
  onSearchChange,
  onNavigate,
}: BusinessUnitProfileProps) {
  const { t } = useTranslation();
  const answer = useQuery(getListCompanyBusinessUnitsByUserQueryOptions({ size: 200 }));
  const unit = answer.data?.status === 200 ? answer.data.data[0] : undefined;
  const screen = profileScreen(search);

  let body: React.ReactNode;
  if (answer.isPending) body = <ProgressBar label={t('error.loading')} />;
  else if (answer.isError)
    body = (
      <Alert intent="danger" timeout={null}>
        {problemIs(answer.error, 'forbidden')
          ? t('businessUnitProfile.forbidden')
          : t('businessUnitProfile.error')}
        {problemIs(answer.error, 'forbidden') ? null : (
          <>
            {' '}
            <Button variant="outline" size="sm" onPress={() => void answer.refetch()}>
              {t('businessUnitProfile.retry')}
            </Button>
          </>
        )}
      </Alert>
    );
  else if (!unit)
    body = (
      <Alert intent="info" timeout={null}>
        {t('businessUnitProfile.noUnit')}
      </Alert>
    );
  else
    body = (
      <Tabs
        selectedKey={groupOf(screen.tab)}
        onSelectionChange={(key) =>
          onSearchChange(profileSearch({ kind: 'list', tab: TAB_GROUPS[key as TabGroup][0] }))
        }
      >
        <TabList aria-label={t('businessUnitProfile.groups')}>
          {TAB_GROUP_KEYS.map((group) => (
            <Tab key={group} id={group}>
              {t(`businessUnitProfile.group.${group}`)}
            </Tab>
          ))}
        </TabList>
        {TAB_GROUP_KEYS.map((group) => (
          <TabPanel key={group} id={group}>
            {group === groupOf(screen.tab) ? (
              <Tabs
                selectedKey={screen.tab}
                onSelectionChange={(key) =>
                  onSearchChange(profileSearch({ kind: 'list', tab: key as DocumentKey }))
                }
              >
                <TabList aria-label={t(`businessUnitProfile.group.${group}`)}>
                  {TAB_GROUPS[group].map((key) => (
                    <Tab key={key} id={key}>
                      {t(`resources.${key}.plural`)}
                    </Tab>
                  ))}
                </TabList>
                {TAB_GROUPS[group].map((key) => (
                  <TabPanel key={key} id={key}>
                    {key === screen.tab ? (
                      <HeadingLevel level={2}>
                        <DocumentPanel
                          unitId={unit.id}
                          companyId={unit.company.id}
                          authorities={authorities}
                          screen={screen}
                          search={search}
                          path={path}
                          onSearchChange={onSearchChange}
                          onNavigate={onNavigate}
                        />
                      </HeadingLevel>
                    ) : null}
                  </TabPanel>
                ))}
              </Tabs>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={unit ? unit.name : t('businessUnitProfile.title')}
        subtitle={unit ? t('businessUnitProfile.unitCode', { code: unit.code }) : undefined}
      />
      {unit || answer.isPending ? body : <Card>{body}</Card>}
    </Stack>
  );
}

interface DocumentPanelProps extends Omit<BusinessUnitProfileProps, 'search'> {
  unitId: number;
  companyId: number;
  screen: ProfileScreen;
  search: ProfileSearch;
}

/** The values the page sets on a tab's rows: the unit, and for an address also the unit's company. */
function fixedOf(tab: DocumentKey, unitId: number, companyId: number): Record<string, unknown> {
  return tab === 'address' ? { businessUnitId: unitId, companyId } : { businessUnitId: unitId };
}

/** One tab: the list of its records of the unit, or one of them new, viewed or edited. */
function DocumentPanel({
  unitId,
  companyId,
  authorities,
  screen,
  search,
  path,
  onSearchChange,
  onNavigate,
}: DocumentPanelProps) {
  const { tab } = screen;
  const config = useMemo<ScreenConfig>(
    () => withAuthorities(withFixed(documentScreens[tab], fixedOf(tab, unitId, companyId)), authorities),
    [tab, unitId, companyId, authorities],
  );
  const hrefs = useMemo(() => hrefsOf(path, tab, unitId), [path, tab, unitId]);
  const toList = (saved?: number) =>
    onSearchChange(profileSearch({ kind: 'list', tab }, saved === undefined ? {} : { saved }));
  // An account that may not write the tab's records gets no form by address either: the row, or the list.
  const shown: ProfileScreen =
    screen.kind === 'new' && !offersNew(config)
      ? { kind: 'list', tab }
      : screen.kind === 'edit' && !offeredActions(config, { id: screen.id }).edit
        ? { kind: 'view', tab, id: screen.id }
        : screen;
  switch (shown.kind) {
    case 'new':
    case 'edit':
      return (
        <ResourceForm
          key={`${tab}-${shown.kind === 'edit' ? shown.id : 'new'}`}
          config={config}
          {...(shown.kind === 'edit' ? { id: shown.id } : {})}
          listHref={hrefs.list}
          onSaved={(row) => toList(row.id)}
        />
      );
    case 'view':
      return (
        <ResourceView
          key={`${tab}-${shown.id}`}
          config={config}
          id={shown.id}
          basePath={hrefs.list}
          hrefs={hrefs}
          onDeleted={() => toList()}
        />
      );
    default: {
      const state = listState(config.resource, search);
      return (
        <ResourceList
          key={tab}
          config={config}
          state={{ ...state, filters: { businessUnitId: String(unitId) } }}
          onStateChange={({ page, size, sort, query, saved }) =>
            onSearchChange(
              profileSearch(shown, { page, size, sort, query, ...(saved === undefined ? {} : { saved }) }),
            )
          }
          basePath={hrefs.list}
          hrefs={hrefs}
          onNavigate={onNavigate}
        />
      );
    }
  }
}
