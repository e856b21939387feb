import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '@vlegal/features/account/ResetRequestScreen';
import { QueryProvider } from '../../QueryProvider.tsx';

export const Route = createFileRoute('/reset/request')({
  component: () => (
    <QueryProvider>
      <ResetRequestScreen loginHref="/login" />
    </QueryProvider>
  ),
});
