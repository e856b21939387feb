/**
 * The pages of a unit's business permit: its form (new for a unit, or edit), and its view with the
 * permit's products, a generic sub-list fixed to the permit whose new, view and edit open below the
 * permit through the address (`?record=new`, `?record=4&mode=edit`). Both lead back to the profile's
 * tab of permits.
 */
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@vlegal/ui/Layout';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useMemo } from 'react';
import { itemQueryOptions, rowOf } from '../resource-screens/data.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import {
  type Row,
  type ScreenConfig,
  withAuthorities,
  withFixed,
} from '../resource-screens/screen-config.ts';
import { ChildRecords } from './ChildRecords.tsx';
import { businessPermitScreen } from './configs/businessPermit.ts';
import { businessPermitProductScreen } from './configs/businessPermitProduct.ts';
import { type PermitViewSearch, permitHrefs, permitsListHref, permitViewHref } from './permitPaths.ts';

export { type PermitViewSearch, validatePermitViewSearch } from './permitPaths.ts';

export interface BusinessPermitFormPageProps {
  /** The unit a new permit is for (from the address). */
  unitId?: number;
  /** The permit to edit; without it the form creates one for `unitId`. */
  id?: number;
  /** Authorities of the signed-in account: where its way back leads. */
  authorities: readonly string[];
  /** After the server accepted the permit (the app opens its view). */
  onSaved: (row: Row) => void;
}

/** The new and edit form of a business permit, its unit set by the page. */
export function BusinessPermitFormPage({ unitId, id, authorities, onSaved }: BusinessPermitFormPageProps) {
  const current = useQuery({
    ...itemQueryOptions(businessPermitScreen, id ?? 0),
    enabled: id !== undefined,
  });
  const saved = rowOf(current.data);
  const owner = id === undefined ? unitId : (saved?.businessUnitId as number | undefined);
  const config = useMemo<ScreenConfig>(
    () =>
      owner === undefined ? businessPermitScreen : withFixed(businessPermitScreen, { businessUnitId: owner }),
    [owner],
  );
  return (
    <ResourceForm
      key={owner ?? 'unit'}
      config={config}
      {...(id === undefined ? {} : { id })}
      listHref={id === undefined ? permitsListHref(authorities) : permitViewHref(id)}
      onSaved={onSaved}
    />
  );
}

export interface BusinessPermitViewPageProps {
  id: number;
  /** Address of this page (`/app/business-unit/business-permit/<id>/view`). */
  path: string;
  search: PermitViewSearch;
  /** Authorities of the signed-in account: what it may write. */
  authorities: readonly string[];
  onSearchChange: (next: PermitViewSearch) => void;
  onNavigate: (href: string) => void;
  /** After the permit was deleted (the app goes back to the profile's tab of permits). */
  onDeleted: () => void;
}

/** A business permit and, below it, its products. */
export function BusinessPermitViewPage({
  id,
  path,
  search,
  authorities,
  onSearchChange,
  onNavigate,
  onDeleted,
}: BusinessPermitViewPageProps) {
  const permit = useMemo(() => withAuthorities(businessPermitScreen, authorities), [authorities]);
  const products = useMemo(
    () => withAuthorities(withFixed(businessPermitProductScreen, { businessPermitId: id }), authorities),
    [id, authorities],
  );
  return (
    <Stack gap="xl">
      <PermitView config={permit} id={id} list={permitsListHref(authorities)} onDeleted={onDeleted} />
      <HeadingLevel level={2}>
        <ChildRecords
          config={products}
          filters={{ businessPermitId: String(id) }}
          path={path}
          search={search}
          onSearchChange={onSearchChange}
          onNavigate={onNavigate}
        />
      </HeadingLevel>
    </Stack>
  );
}

interface PermitViewProps {
  config: ScreenConfig;
  id: number;
  /** Where the way back leads (`permitsListHref`). */
  list: string;
  onDeleted: () => void;
}

function PermitView({ config, id, list, onDeleted }: PermitViewProps) {
  const answer = useQuery(itemQueryOptions(config, id));
  const unitId = rowOf(answer.data)?.businessUnitId;
  const hrefs = useMemo(
    () => permitHrefs(typeof unitId === 'number' ? unitId : undefined, list),
    [unitId, list],
  );
  return (
    <ResourceView key={id} config={config} id={id} basePath={list} hrefs={hrefs} onDeleted={onDeleted} />
  );
}
