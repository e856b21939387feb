import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_ID, LONG_WORD_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { TextArea, TextField } from './TextField.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Nama perusahaan', description: 'Sesuai akta pendirian.', onChange: fn() },
  decorators: [(Story) => <Medium>{Story()}</Medium>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nama perusahaan' });
    await expect(input).toHaveAccessibleDescription('Sesuai akta pendirian.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('PT Kayu Jaya');
    await expect(args.onChange).toHaveBeenLastCalledWith('PT Kayu Jaya');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'PT Kayu Jaya' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'PT Kayu Jaya' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
    await expect(within(canvasElement).getByRole('textbox')).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini wajib diisi.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Kolom ini wajib diisi\./);
    await userEvent.tab();
    await expect(input).toHaveFocus();
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, defaultValue: LONG_WORD_ID, description: LONG_ID, errorMessage: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const MultiLine: StoryObj<typeof TextArea> = {
  render: () => <TextArea label="Alamat" description="Jalan, kota, provinsi." />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const area = within(canvasElement).getByRole('textbox', { name: 'Alamat' });
    await expect(area).toHaveFocus();
    await userEvent.keyboard('Jl. Meranti 5{Enter}Samarinda');
    await expect(area).toHaveValue('Jl. Meranti 5\nSamarinda');
  },
};

export const MultiLineOverflow: StoryObj<typeof TextArea> = {
  render: () => (
    <Narrow>
      <TextArea label="Alamat" defaultValue={`${LONG_ID} ${LONG_WORD_ID}`} />
    </Narrow>
  ),
};

export const MultiLineInvalid: StoryObj<typeof TextArea> = {
  render: () => <TextArea label="Alamat" errorMessage="Kolom ini wajib diisi." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};
