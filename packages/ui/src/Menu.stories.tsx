import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withUi } from './internal/withUi.tsx';
import { Menu } from './Menu.tsx';

const meta = {
  title: 'ui/Menu',
  component: Menu,
  decorators: [withUi],
  args: {
    label: 'Akun',
    onAction: fn(),
    items: [
      { id: 'settings', label: 'Pengaturan akun' },
      { id: 'password', label: 'Ubah kata sandi' },
      { id: 'logout', label: 'Keluar' },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Akun' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Pengaturan akun' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('logout');
  },
};

export const Disabled: Story = {
  args: {
    items: [
      { id: 'settings', label: 'Pengaturan akun' },
      { id: 'password', label: 'Ubah kata sandi', isDisabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    const item = await within(document.body).findByRole('menuitem', { name: 'Ubah kata sandi' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
  },
};
