/**
 * The records of a parent shown below it on the parent's page (a permit's products, a supplier's
 * certificates): the generic list fixed to the parent, whose new, view and edit open in its place through
 * the page's address (`?record=new`, `?record=4&mode=edit`).
 */
import { useMemo } from 'react';
import type { RecordHrefs } from '../resource-screens/hrefs.ts';
import { listState } from '../resource-screens/listSearch.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import type { ScreenConfig } from '../resource-screens/screen-config.ts';
import { type ProfileSearch, profileHref } from './profileSearch.ts';

/** The address of a parent's page: a child record open below it, or the state of the children's list. */
export type ChildSearch = Omit<ProfileSearch, 'tab'>;

export interface ChildRecordsProps {
  /** The children's config, its parent set (`withFixed`). */
  config: ScreenConfig;
  /** The list's filters naming the parent (`{ businessPermitId: '4' }`). */
  filters: Readonly<Record<string, string>>;
  /** Address of the parent's page. */
  path: string;
  search: ChildSearch;
  onSearchChange: (next: ChildSearch) => void;
  onNavigate: (href: string) => void;
}

export function ChildRecords({
  config,
  filters,
  path,
  search,
  onSearchChange,
  onNavigate,
}: ChildRecordsProps) {
  const hrefs = useMemo<RecordHrefs>(
    () => ({
      list: path,
      new: profileHref(path, { record: 'new' }),
      view: (id) => profileHref(path, { record: id }),
      edit: (id) => profileHref(path, { record: id, mode: 'edit' }),
    }),
    [path],
  );
  const toList = (saved?: number) => onSearchChange(saved === undefined ? {} : { saved });
  const { record } = search;
  const key = config.resource.key;
  if (record === 'new' || (record !== undefined && search.mode === 'edit'))
    return (
      <ResourceForm
        key={`${key}-${String(record)}`}
        config={config}
        {...(record === 'new' ? {} : { id: record })}
        listHref={hrefs.list}
        onSaved={(row) => toList(row.id)}
      />
    );
  if (record !== undefined)
    return (
      <ResourceView
        key={`${key}-${record}`}
        config={config}
        id={record}
        basePath={hrefs.list}
        hrefs={hrefs}
        onDeleted={() => toList()}
      />
    );
  return (
    <ResourceList
      config={config}
      state={{ ...listState(config.resource, search), filters: { ...filters } }}
      onStateChange={({ page, size, sort, query, saved }) =>
        onSearchChange({ page, size, sort, query, ...(saved === undefined ? {} : { saved }) })
      }
      basePath={hrefs.list}
      hrefs={hrefs}
      onNavigate={onNavigate}
    />
  );
}
