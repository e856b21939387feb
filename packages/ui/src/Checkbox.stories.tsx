import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { children: 'Ingat saya', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ingat saya' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const FocusVisible: Story = {
  args: { defaultSelected: true, description: 'Sesi tetap aktif di perangkat ini.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box).toHaveAccessibleDescription('Sesi tetap aktif di perangkat ini.');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Pilih semua' },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { children: 'Saya menyatakan data yang diisi benar', errorMessage: 'Kolom ini wajib diisi.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Kolom ini wajib diisi.');
  },
};

export const Overflow: Story = {
  args: { children: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};

export const SwitchDefault: StoryObj<typeof Switch> = {
  render: () => <Switch description="Menu samping tidak menutup sendiri.">Sematkan menu</Switch>,
  play: async ({ canvasElement }) => {
    const sw = within(canvasElement).getByRole('switch', { name: 'Sematkan menu' });
    await userEvent.tab();
    await expect(sw).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(sw).toBeChecked();
  },
};

export const SwitchDisabled: StoryObj<typeof Switch> = {
  render: () => (
    <Switch isDisabled defaultSelected>
      Sematkan menu
    </Switch>
  ),
};
