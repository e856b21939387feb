/**
 * A supplier or sub-contractor: its details and its certificates (the unit's business certificates naming it,
 * opened below it through the address), and beside them the raw materials and products it delivers.
 */
import { useQuery } from '@tanstack/react-query';
import { HeadingLevel } from '@vlegal/ui/PageHeader';
import { useMemo } from 'react';
import { ChildRecords } from '../../business-unit/ChildRecords.tsx';
import { businessCertificateScreen } from '../../business-unit/configs/businessCertificate.ts';
import { itemQueryOptions, rowOf } from '../../resource-screens/data.ts';
import type { RecordHrefs } from '../../resource-screens/hrefs.ts';
import { ResourceView } from '../../resource-screens/ResourceView.tsx';
import { type ScreenConfig, withAuthorities, withFixed } from '../../resource-screens/screen-config.ts';
import { LinkedItemForm, LinkedItems } from './LinkedItems.tsx';
import type { Item, Party } from './links.ts';
import type { PartyViewSearch } from './paths.ts';

export interface PartyViewProps {
  party: Party;
  config: ScreenConfig;
  id: number;
  /** Address of this page. */
  path: string;
  hrefs: RecordHrefs;
  search: PartyViewSearch;
  authorities: readonly string[];
  onSearchChange: (next: PartyViewSearch) => void;
  onNavigate: (href: string) => void;
  onDeleted: () => void;
}

const ITEMS: readonly Item[] = ['rawMaterial', 'product'];

export function PartyView({
  party,
  config,
  id,
  path,
  hrefs,
  search,
  authorities,
  onSearchChange,
  onNavigate,
  onDeleted,
}: PartyViewProps) {
  const answer = useQuery(itemQueryOptions(config, id));
  const unit = rowOf(answer.data)?.businessUnitId;
  const unitId = typeof unit === 'number' ? unit : undefined;
  const owner = `${party}Id`;
  const certificates = useMemo(
    () =>
      withAuthorities(
        withFixed(businessCertificateScreen, {
          [owner]: id,
          ...(unitId === undefined ? {} : { businessUnitId: unitId }),
        }),
        authorities,
      ),
    [owner, id, unitId, authorities],
  );
  const { create, ...childSearch } = search;
  const known = unitId !== undefined;
  return (
    <ResourceView
      config={config}
      id={id}
      basePath={hrefs.list}
      hrefs={hrefs}
      onDeleted={onDeleted}
      aside={
        known
          ? ITEMS.map((item) => (
              <LinkedItems
                key={item}
                party={party}
                partyId={id}
                unitId={unitId}
                item={item}
                authorities={authorities}
                creating={create === item}
                createHref={`${path}?create=${item}`}
              />
            ))
          : null
      }
    >
      {known ? (
        <HeadingLevel level={2}>
          {create ? (
            <LinkedItemForm
              key={create}
              party={party}
              partyId={id}
              unitId={unitId}
              item={create}
              authorities={authorities}
              closeHref={path}
              onCreated={() => onSearchChange({})}
            />
          ) : null}
          <ChildRecords
            config={certificates}
            filters={{ [owner]: String(id) }}
            path={path}
            search={childSearch}
            onSearchChange={onSearchChange}
            onNavigate={onNavigate}
          />
        </HeadingLevel>
      ) : null}
    </ResourceView>
  );
}
