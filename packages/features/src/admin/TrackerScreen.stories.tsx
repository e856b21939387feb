import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { monitoringHandlers } from './stories-support.ts';
import type { ConnectTracker, TrackerSocket } from './tracker.ts';
import { TrackerScreen } from './TrackerScreen.tsx';

/** A stand-in socket: opens, checks the subscription, then plays a few tracker frames. */
function scriptedSocket(frames: readonly object[], opens = true): ConnectTracker {
  return (url) => {
    const socket: TrackerSocket & { sent: string[] } = {
      sent: [],
      onopen: null,
      onmessage: null,
      onclose: null,
      send(data) {
        this.sent.push(data);
        if (JSON.parse(data).type !== 'subscribe' || !url.includes('access_token=story-token')) return;
        for (const [index, frame] of frames.entries()) {
          const data = JSON.stringify(frame);
          setTimeout(() => socket.onmessage?.(new MessageEvent('message', { data })), 10 * (index + 1));
        }
      },
      close() {},
    };
    setTimeout(
      () => (opens ? socket.onopen?.(new Event('open')) : socket.onclose?.(new CloseEvent('close'))),
      5,
    );
    return socket;
  };
}

const event = (sessionId: string, userLogin: string, page: string, minute: number) => ({
  destination: '/topic/tracker',
  body: {
    sessionId,
    userLogin,
    ipAddress: '10.0.0.9',
    page,
    time: `2026-11-21T01:${String(minute).padStart(2, '0')}:00.000Z`,
  },
});

const meta = {
  title: 'features/admin/Tracker',
  component: TrackerScreen,
  decorators: [withTexts],
  args: { token: 'story-token' },
  parameters: screenParameters,
  beforeEach({ msw }) {
    msw.use(...monitoringHandlers());
  },
} satisfies Meta<typeof TrackerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  args: {
    connect: scriptedSocket([
      event('s1', 'budi.santoso', '/app/general-setting/country', 1),
      event('s2', 'dewi.lestari', '/app/dashboard', 2),
      event('s1', 'budi.santoso', '/app/general-setting/province', 3),
      event('s3', 'gunawan', '/app/dashboard', 4),
      event('s3', 'gunawan', 'logout', 5),
      event('s2', 'dewi.lestari', '/app/account/settings', 6),
    ]),
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Terhubung; aktivitas tampil langsung.')).toBeVisible();
    const live = screen.getByRole('table', { name: 'Aktivitas langsung' });
    // Frames apply in order: once the last one shows, gunawan's sign-out has removed that session.
    await expect(await within(live).findByText('/app/account/settings')).toBeVisible();
    await expect(within(live).getByText('/app/general-setting/province')).toBeVisible();
    await expect(within(live).queryByText('gunawan')).toBeNull();
    await expect(within(live).getAllByRole('row')).toHaveLength(3);
    await expect(await screen.findByText('/app/business-unit-material/stock-raw-material')).toBeVisible();
  },
};

export const Disconnected: Story = {
  args: { connect: scriptedSocket([], false) },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Tidak terhubung ke pelacak.')).toBeVisible();
    await expect(screen.getByText('Belum ada aktivitas sejak halaman ini dibuka.')).toBeVisible();
  },
};
