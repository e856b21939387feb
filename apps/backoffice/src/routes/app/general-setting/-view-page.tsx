import { useNavigate } from '@tanstack/react-router';
import { ResourceView } from '@vlegal/features/resource-screens/ResourceView';
import { idOf } from '../-ids.ts';
import { type ResourceGroup, useResourceParams } from './-resource-routes.ts';

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
