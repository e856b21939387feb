import { createFileRoute } from '@tanstack/react-router';
import { ConfigurationScreen } from '@vlegal/features/admin/ConfigurationScreen';

export const Route = createFileRoute('/app/administration/configuration')({ component: ConfigurationScreen });
