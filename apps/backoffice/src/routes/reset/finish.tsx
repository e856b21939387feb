import { createFileRoute } from '@tanstack/react-router';
import { ResetFinishScreen } from '@vlegal/features/account/ResetFinishScreen';
import { keySearch } from '../../search.ts';

function ResetFinish() {
  const { key } = Route.useSearch();
  return <ResetFinishScreen resetKey={key} loginHref="/login" requestHref="/reset/request" />;
}

export const Route = createFileRoute('/reset/finish')({ validateSearch: keySearch, component: ResetFinish });
