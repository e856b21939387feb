import { useNavigate, useSearch } from '@tanstack/react-router';
import { ResourceList } from '@vlegal/features/resource-screens/ResourceList';
import { type ListSearch, listState, toListSearch } from '@vlegal/features/master-data/screens';
import { type ResourceGroup, useResourceParams } from './-resource-routes.ts';

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
