import { createFileRoute } from '@tanstack/react-router';
import { MetricsScreen } from '@vlegal/features/admin/MetricsScreen';

/** The figures refresh every 15 seconds while the page is open. */
export const Route = createFileRoute('/app/administration/metrics')({
  component: () => <MetricsScreen refreshMs={15_000} />,
});
