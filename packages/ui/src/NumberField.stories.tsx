import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'ui/NumberField',
  component: NumberField,
  decorators: [(Story) => <Medium>{Story()}</Medium>, withUi],
  args: { label: 'Volume', unit: 'm³', decimals: 4, onChange: fn() },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Volume (m³)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12,5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,5000');
    await expect(args.onChange).toHaveBeenLastCalledWith(12.5);
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('12,5001');
  },
};

export const WithStepper: Story = {
  args: { label: 'Jumlah batang', unit: undefined, decimals: 0, showStepper: true, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Jumlah batang' }));
    await expect(canvas.getByRole('textbox')).toHaveValue('4');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 1234.5 },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('1.234,5000');
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 10 } };

export const Invalid: Story = {
  args: { errorMessage: 'Volume harus lebih dari 0.', defaultValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'Volume harus lebih dari 0.',
    );
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, defaultValue: 123456789.1234, description: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
