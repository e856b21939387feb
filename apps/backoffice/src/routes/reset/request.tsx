import { createFileRoute } from '@tanstack/react-router';
import { ResetRequestScreen } from '@vlegal/features/account/ResetRequestScreen';

export const Route = createFileRoute('/reset/request')({
  component: () => <ResetRequestScreen loginHref="/login" />,
});
