/**
 * The generic master-data routes of the three groups (general-setting, raw-material, preparation):
 * one parameterised route per screen kind, each reading the screen config behind `$resource` from the
 * registry. An unknown resource, or an id that is not a row, is not found. The pages are in modules of
 * their own (`-list-page`, `-form-page`, `-view-page`), so a list loads no form code and the reverse.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound, useParams } from '@tanstack/react-router';
import { ApiError } from '@vlegal/api-client/fetcher';
import {
  itemQueryOptions,
  type ListSearch,
  listQueryOptions,
  listState,
} from '@vlegal/features/master-data/screens';
import { screenFor } from '@vlegal/features/screen-targets.ts';
import { idOf } from '../-ids.ts';

export type ResourceGroup = 'general-setting' | 'raw-material' | 'preparation';

function configOf(group: ResourceGroup, segment: string | undefined) {
  const config = segment ? screenFor(group, segment) : undefined;
  if (!config) throw notFound();
  return config;
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

export function useResourceParams(group: ResourceGroup) {
  const params = useParams({ strict: false }) as { resource?: string; id?: string };
  const config = configOf(group, params.resource);
  return { config, basePath: `/app/${group}/${config.resource.routeSegment}`, id: params.id };
}
