import { createFileRoute } from '@tanstack/react-router';
import { ActivateScreen } from '@vlegal/features/account/ActivateScreen';
import { keySearch } from '../search.ts';
import { QueryProvider } from '../QueryProvider.tsx';

function Activate() {
  const { key } = Route.useSearch();
  return (
    <QueryProvider>
      <ActivateScreen activationKey={key} loginHref="/login" registerHref="/register" />
    </QueryProvider>
  );
}

export const Route = createFileRoute('/activate')({ validateSearch: keySearch, component: Activate });
