/**
 * The generic master-data routes of the three groups (general-setting, raw-material, preparation):
 * one parameterised route per screen kind, each reading the screen config behind `$resource` from the
 * registry. An unknown resource, or an id that is not a row, is not found.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ApiError } from '@vlegal/api-client/fetcher';
import { ResourceForm } from '@vlegal/features/resources/ResourceForm';
import { ResourceList } from '@vlegal/features/resources/ResourceList';
import { ResourceView } from '@vlegal/features/resources/ResourceView';
import {
  itemQueryOptions,
  type ListSearch,
  listQueryOptions,
  listState,
  type ScreenConfig,
  screenFor,
  toListSearch,
} from '@vlegal/features/resources/screens';

export type ResourceGroup = 'general-setting' | 'raw-material' | 'preparation';

function configOf(group: ResourceGroup, segment: string | undefined): ScreenConfig {
  const config = segment ? screenFor(group, segment) : undefined;
  if (!config) throw notFound();
  return config;
}

function idOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^[0-9]+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** Loader of a list: its page is in the cache before the screen renders (a failure shows in the table). */
export async function loadList(
  queryClient: QueryClient,
  group: ResourceGroup,
  segment: string,
  search: ListSearch,
) {
  const config = configOf(group, segment);
  await queryClient
    .ensureQueryData(listQueryOptions(config, listState(config.resource, search)))
    .catch(() => undefined);
}

/** Loader of a form or view page: the row, or not found. */
export async function loadItem(
  queryClient: QueryClient,
  group: ResourceGroup,
  segment: string,
  rawId?: string,
) {
  const config = configOf(group, segment);
  if (rawId === undefined) return;
  try {
    await queryClient.ensureQueryData(itemQueryOptions(config, idOf(rawId)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
  }
}

function useResourceParams(group: ResourceGroup) {
  const params = useParams({ strict: false }) as { resource?: string; id?: string };
  const config = configOf(group, params.resource);
  return { config, basePath: `/app/${group}/${config.resource.routeSegment}`, id: params.id };
}

export function ListPage({ group }: { group: ResourceGroup }) {
  const { config, basePath } = useResourceParams(group);
  const search = useSearch({ strict: false }) as ListSearch;
  const navigate = useNavigate();
  return (
    <ResourceList
      key={config.resource.key}
      config={config}
      state={listState(config.resource, search)}
      onStateChange={(next) => void navigate({ to: basePath, search: toListSearch(next) })}
      basePath={basePath}
      onNavigate={(href) => void navigate({ to: href })}
    />
  );
}

export function FormPage({ group }: { group: ResourceGroup }) {
  const { config, basePath, id } = useResourceParams(group);
  const navigate = useNavigate();
  return (
    <ResourceForm
      key={`${config.resource.key}-${id ?? 'new'}`}
      config={config}
      {...(id === undefined ? {} : { id: idOf(id) })}
      listHref={basePath}
      onSaved={(row) => void navigate({ to: basePath, search: { saved: row.id } })}
    />
  );
}

export function ViewPage({ group }: { group: ResourceGroup }) {
  const { config, basePath, id } = useResourceParams(group);
  const navigate = useNavigate();
  return (
    <ResourceView
      key={`${config.resource.key}-${id}`}
      config={config}
      id={idOf(id)}
      basePath={basePath}
      onDeleted={() => void navigate({ to: basePath })}
    />
  );
}
