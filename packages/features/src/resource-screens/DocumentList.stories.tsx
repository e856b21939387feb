import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { statefulList } from '../shared/StatefulList.tsx';
import { draftReceipt, installReceipts, receiptScreen } from './document-stories-support.tsx';
import { DEFAULT_PAGE_SIZE } from './listSearch.ts';
import { ResourceList } from './ResourceList.tsx';

const Stateful = statefulList(ResourceList);

const meta = {
  title: 'features/resource-screens/DocumentList',
  component: ResourceList,
  decorators: [withTexts],
  render: (args) => <Stateful {...args} />,
  args: {
    config: receiptScreen,
    state: { page: 1, size: DEFAULT_PAGE_SIZE, sort: [], query: '', filters: {} },
    onStateChange: fn(),
    basePath: '/app/receipts',
    onNavigate: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StatesAndAllowedActions: Story = {
  beforeEach({ msw }) {
    installReceipts(msw, [
      { ...draftReceipt, allowedActions: ['update', 'delete', 'submit', 'cancel'] },
      {
        ...draftReceipt,
        id: 2,
        documentNumber: 'PNR-2026-0002',
        receivedOn: '2026-03-04',
        status: 'SUBMITTED',
        allowedActions: ['approve', 'cancel'],
      },
    ]);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The status column renders through the config's cell; edit and delete follow each row's allowedActions.
    await expect(await screen.findByText('Diajukan')).toBeVisible();
    await expect(screen.getByText('Konsep')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah PNR-2026-0001' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Hapus PNR-2026-0001' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Ubah PNR-2026-0002' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Hapus PNR-2026-0002' })).toBeNull();
    await expect(screen.getByRole('link', { name: 'Lihat PNR-2026-0002' })).toBeVisible();
  },
};
