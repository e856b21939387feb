import { createFileRoute } from '@tanstack/react-router';
import { ResetFinishScreen } from '@vlegal/features/account/ResetFinishScreen';
import { keySearch } from '../../search.ts';
import { QueryProvider } from '../../QueryProvider.tsx';

function ResetFinish() {
  const { key } = Route.useSearch();
  return (
    <QueryProvider>
      <ResetFinishScreen resetKey={key} loginHref="/login" requestHref="/reset/request" />
    </QueryProvider>
  );
}

export const Route = createFileRoute('/reset/finish')({ validateSearch: keySearch, component: ResetFinish });
