import { createFileRoute } from '@tanstack/react-router';
import { HealthScreen } from '@vlegal/features/admin/HealthScreen';

export const Route = createFileRoute('/app/administration/health')({ component: HealthScreen });
