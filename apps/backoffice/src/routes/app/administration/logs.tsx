import { createFileRoute } from '@tanstack/react-router';
import { LogsScreen } from '@vlegal/features/admin/LogsScreen';

export const Route = createFileRoute('/app/administration/logs')({ component: LogsScreen });
