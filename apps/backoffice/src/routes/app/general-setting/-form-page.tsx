import { useNavigate } from '@tanstack/react-router';
import { ResourceForm } from '@vlegal/features/resource-screens/ResourceForm';
import { idOf } from '../-ids.ts';
import { type ResourceGroup, useResourceParams } from './-resource-routes.ts';

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
