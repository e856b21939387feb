import { createFileRoute } from '@tanstack/react-router';
import { ActivateScreen } from '@vlegal/features/account/ActivateScreen';
import { keySearch } from '../search.ts';

function Activate() {
  const { key } = Route.useSearch();
  return <ActivateScreen activationKey={key} loginHref="/login" registerHref="/register" />;
}

export const Route = createFileRoute('/activate')({ validateSearch: keySearch, component: Activate });
