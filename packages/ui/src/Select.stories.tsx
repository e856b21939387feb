import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';
import { Select } from './Select.tsx';

const options = [
  { id: 'KALTIM', label: 'Kalimantan Timur' },
  { id: 'KALTENG', label: 'Kalimantan Tengah' },
  { id: 'JATENG', label: 'Jawa Tengah' },
  { id: 'PAPUA', label: 'Papua', isDisabled: true },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  decorators: [(Story) => <Medium>{Story()}</Medium>, withUi],
  args: { label: 'Provinsi', options, placeholder: 'Pilih provinsi', onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Provinsi/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('KALTENG');
    await expect(trigger).toHaveTextContent('Kalimantan Tengah');
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'JATENG' },
  play: async () => {
    await expect(await within(document.body).findByRole('option', { name: 'Jawa Tengah' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** No options: the placeholder says so and the list does not open. */
export const Empty: Story = {
  args: { options: [], placeholder: 'Belum ada provinsi' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toHaveTextContent('Belum ada provinsi');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini wajib diisi.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, options: [{ id: 'x', label: LONG_ID }], defaultValue: 'x', description: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
