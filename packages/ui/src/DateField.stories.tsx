import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField, DatePicker } from './DateField.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { withUi, withUiEn } from './internal/withUi.tsx';

const meta = {
  title: 'ui/DatePicker',
  component: DatePicker,
  decorators: [(Story) => <Medium>{Story()}</Medium>, withUi],
  args: { label: 'Berlaku sampai', onChange: fn(), description: 'Tanggal akhir izin usaha.' },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Berlaku sampai' });
    await expect(within(group).getByRole('spinbutton', { name: /hari/ })).toBeInTheDocument();
    await expect(group).toHaveTextContent('hh/bb/tttt');
    await userEvent.tab();
    await userEvent.keyboard('21112026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 21));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Kalender/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /21 November 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 22));
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: new CalendarDate(2026, 11, 21) },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await expect(within(dialog).getByRole('button', { name: 'Sebelumnya' })).toBeInTheDocument();
  },
};

export const English: Story = {
  decorators: [withUiEn],
  args: { label: 'Valid until', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent('mm/dd/yyyy');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 21) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('spinbutton')[0]).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: new CalendarDate(2026, 11, 21) } };

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini harus berupa tanggal dan waktu.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Kolom ini harus berupa tanggal dan waktu.'),
    ).toBeInTheDocument();
  },
};

export const OutOfRange: Story = {
  args: {
    minValue: new CalendarDate(2026, 1, 1),
    defaultValue: new CalendarDate(2025, 12, 31),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Nilai harus 1/1/2026 atau sesudahnya.');
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, description: LONG_ID, defaultValue: new CalendarDate(2026, 11, 21) },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};

export const FieldOnly: StoryObj<typeof DateField> = {
  render: () => <DateField label="Tanggal izin" defaultValue={new CalendarDate(2026, 11, 21)} />,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('spinbutton', { name: /hari/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(canvasElement).getByRole('spinbutton', { name: /hari/ })).toHaveAttribute(
      'aria-valuenow',
      '22',
    );
  },
};
