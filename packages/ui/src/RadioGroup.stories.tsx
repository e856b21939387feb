import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'LOG', label: 'Kayu bulat' },
  { value: 'SAWN', label: 'Kayu gergajian' },
  { value: 'PLY', label: 'Kayu lapis' },
];

const meta = {
  title: 'ui/RadioGroup',
  component: RadioGroup,
  args: { label: 'Jenis produk', options, onChange: fn(), description: 'Pilih satu.' },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Kayu bulat' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Kayu gergajian' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('SAWN');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'PLY' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'LOG' } };

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini wajib diisi.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, options: [{ value: 'x', label: LONG_ID }, ...options] },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
