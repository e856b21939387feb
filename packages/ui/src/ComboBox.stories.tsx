import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type Option } from './ComboBox.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';

const permitTypes: Option[] = [
  { id: 'PBPH', label: 'Perizinan Berusaha Pemanfaatan Hutan' },
  { id: 'PBPHH', label: 'Perizinan Berusaha Pengolahan Hasil Hutan' },
  { id: 'TDI', label: 'Tanda Daftar Industri' },
  { id: 'NIB', label: 'Nomor Induk Berusaha' },
];

/** A deterministic stand-in for a server search. */
const search = (text: string) =>
  new Promise<Option[]>((resolve) =>
    setTimeout(
      () => resolve(permitTypes.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()))),
      30,
    ),
  );

const meta = {
  title: 'ui/ComboBox',
  component: ComboBox,
  decorators: [(Story) => <Medium>{Story()}</Medium>, withUi],
  args: { label: 'Jenis izin usaha', search, onSelectionChange: fn(), description: 'Ketik untuk mencari.' },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Jenis izin usaha' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('pengolahan');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    // The search answers after a pause: Enter goes to the option once the keyboard has reached it.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute('aria-activedescendant', within(listbox).getByRole('option').id),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectionChange).toHaveBeenLastCalledWith('PBPHH'));
    await expect(input).toHaveValue('Perizinan Berusaha Pengolahan Hasil Hutan');
  },
};

export const Open: Story = {
  // The open list is asserted, not captured: whether it is still open when the page is captured after the
  // play function depends on the focus of the run (it closes when the field loses focus).
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('combobox').focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(4));
  },
};

export const NoResults: Story = {
  // The open list is asserted, not captured: whether it is still open when the page is captured after the
  // play function depends on the focus of the run (it closes when the field loses focus).
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('combobox').focus();
    await userEvent.keyboard('zzz');
    await waitFor(() => expect(within(document.body).getByText('Tidak ada hasil')).toBeInTheDocument());
  },
};

export const WithValue: Story = {
  args: { selectedLabel: 'Nomor Induk Berusaha', defaultSelectedKey: 'NIB' },
};

export const StaticOptions: Story = {
  // The open list is asserted, not captured: whether it is still open when the page is captured after the
  // play function depends on the focus of the run (it closes when the field loses focus).
  tags: ['no-visual'],
  args: { search: undefined, options: permitTypes },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('combobox').focus();
    await userEvent.keyboard('tanda');
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(1));
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini wajib diisi.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      /Kolom ini wajib diisi\./,
    );
  },
};

export const Overflow: Story = {
  args: { label: LONG_ID, selectedLabel: LONG_ID, description: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};

/** Labels made of two fields, as a stock is named ("code – name"), while the server searches one field. */
const stocks: Option[] = [
  { id: 1, label: 'KB-JT-01 – Kayu bulat jati' },
  { id: 2, label: 'KB-MH-01 – Kayu bulat mahoni' },
];
const searchByName = (text: string) =>
  Promise.resolve(stocks.filter((o) => o.label.split(' – ')[1]?.toLowerCase().includes(text.toLowerCase())));

export const KeepsAChoiceItsSearchDoesNotFind: Story = {
  args: { label: 'Dari stok', search: searchByName, description: undefined },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Dari stok' });
    await userEvent.click(input);
    await userEvent.keyboard('jati');
    await userEvent.click(await within(document.body).findByRole('option', { name: /Kayu bulat jati/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(1);
    // The search for the chosen label finds nothing; leaving the field keeps the choice and its text.
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('KB-JT-01 – Kayu bulat jati');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(null);
  },
};

export const KeepsASavedChoiceItsSearchDoesNotFind: Story = {
  args: { label: 'Dari stok', search: searchByName, selectedLabel: stocks[1]?.label, defaultSelectedKey: 2 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Dari stok' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveValue('KB-MH-01 – Kayu bulat mahoni');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};
