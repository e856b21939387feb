/**
 * The profile of the signed-in user's business unit (their first): its name and code, and its legality
 * documents, one tab per kind. A tab shows the generic list of its documents scoped to the unit; new,
 * view and edit open in the tab through the address (`?tab=siup&record=12&mode=edit`), the unit set by
 * the page, never typed.
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
import { withFixed } from '../resource-screens/screen-config.ts';
import { problemIs } from '../shared/problems.ts';
import {
  DOCUMENT_KEYS,
  type DocumentKey,
  type ProfileScreen,
  type ProfileSearch,
  profileScreen,
  profileSearch,
} from './profileSearch.ts';
import { documentScreens } from './screen-configs.ts';

export interface BusinessUnitProfileProps {
  /** The profile's state, kept in the address by the app (`validateProfileSearch`). */
  search: ProfileSearch;
  /** Address of the profile (`/app/business-unit-profile`). */
  path: string;
  onSearchChange: (next: ProfileSearch) => void;
  onNavigate: (href: string) => void;
}

/** The address of a state of the profile. */
export function profileHref(path: string, search: ProfileSearch): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) query.set(key, JSON.stringify(value));
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function hrefsOf(path: string, tab: DocumentKey): RecordHrefs {
  const href = (screen: ProfileScreen) => profileHref(path, profileSearch(screen));
  return {
    list: href({ kind: 'list', tab }),
    new: href({ kind: 'new', tab }),
    view: (id) => href({ kind: 'view', tab, id }),
    edit: (id) => href({ kind: 'edit', tab, id }),
  };
}

export function BusinessUnitProfile({ search, path, onSearchChange, onNavigate }: BusinessUnitProfileProps) {
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
        selectedKey={screen.tab}
        onSelectionChange={(key) => onSearchChange(profileSearch({ kind: 'list', tab: key as DocumentKey }))}
      >
        <TabList aria-label={t('businessUnitProfile.documents')}>
          {DOCUMENT_KEYS.map((key) => (
            <Tab key={key} id={key}>
              {t(`resources.${key}.plural`)}
            </Tab>
          ))}
        </TabList>
        {DOCUMENT_KEYS.map((key) => (
          <TabPanel key={key} id={key}>
            {key === screen.tab ? (
              <HeadingLevel level={2}>
                <DocumentPanel
                  unitId={unit.id}
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
  screen: ProfileScreen;
  search: ProfileSearch;
}

/** One tab: the list of its documents of the unit, or one of them new, viewed or edited. */
function DocumentPanel({ unitId, screen, search, path, onSearchChange, onNavigate }: DocumentPanelProps) {
  const { tab } = screen;
  const config = useMemo(() => withFixed(documentScreens[tab], { businessUnitId: unitId }), [tab, unitId]);
  const hrefs = useMemo(() => hrefsOf(path, tab), [path, tab]);
  const toList = (saved?: number) =>
    onSearchChange(profileSearch({ kind: 'list', tab }, saved === undefined ? {} : { saved }));
  switch (screen.kind) {
    case 'new':
    case 'edit':
      return (
        <ResourceForm
          key={`${tab}-${screen.kind === 'edit' ? screen.id : 'new'}`}
          config={config}
          {...(screen.kind === 'edit' ? { id: screen.id } : {})}
          listHref={hrefs.list}
          onSaved={(row) => toList(row.id)}
        />
      );
    case 'view':
      return (
        <ResourceView
          key={`${tab}-${screen.id}`}
          config={config}
          id={screen.id}
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
              profileSearch(screen, { page, size, sort, query, ...(saved === undefined ? {} : { saved }) }),
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
