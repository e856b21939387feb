import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'ui/PasswordField',
  component: PasswordField,
  args: { label: 'Kata sandi' },
  decorators: [(Story) => <Medium>{Story()}</Medium>],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Kata sandi');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('rahasia');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Tampilkan kata sandi' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Sembunyikan kata sandi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Kata sandi')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Kata sandi')).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Kata sandi minimal 4 karakter.', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Kata sandi minimal 4 karakter.');
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, errorMessage: LONG_ID, defaultValue: 'rahasia' },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText(LONG_ID)).toHaveFocus();
  },
};
