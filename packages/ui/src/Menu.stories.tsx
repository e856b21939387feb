import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserRound } from 'lucide-react';
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

/** With an icon, a phone shows the icon alone; the label still names the button. */
export const WithIconOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { label: 'companyadmin', icon: <UserRound size={20} /> },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'companyadmin' });
    await expect(button.getBoundingClientRect().width).toBeLessThan(80);
    await userEvent.click(button);
    // The menu is found as it opens; it is visible once its entrance ends.
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const WithIconOnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { label: 'companyadmin', icon: <UserRound size={20} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'companyadmin' })).toBeVisible();
    await expect(canvas.getByText('companyadmin')).toBeVisible();
  },
};
