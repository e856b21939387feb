import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';

const items = [
  { id: 'home', label: 'Beranda', href: '#/app/dashboard' },
  { id: 'settings', label: 'Pengaturan umum', href: '#/app/general-setting' },
  { id: 'country', label: 'Negara' },
];

const meta = {
  title: 'ui/Breadcrumbs',
  component: Breadcrumbs,
  decorators: [withUi],
  args: { items },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Jejak navigasi' })).toBeInTheDocument();
    await canvas.findByRole('link', { name: 'Beranda' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Beranda' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Negara')).toHaveAttribute('aria-current', 'page');
  },
};

export const Overflow: Story = {
  args: { items: [items[0]!, { id: 'long', label: LONG_ID, href: '#x' }, { id: 'cur', label: LONG_ID }] },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
