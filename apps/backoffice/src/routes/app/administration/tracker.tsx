import { createFileRoute } from '@tanstack/react-router';
import { TrackerScreen } from '@vlegal/features/admin/TrackerScreen';
import { storedToken } from '../../../session.ts';

export const Route = createFileRoute('/app/administration/tracker')({
  component: () => <TrackerScreen token={storedToken()} />,
});
