import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { installReceipts, receiptScreen } from './document-stories-support.tsx';
import { ResourceForm } from './ResourceForm.tsx';

const meta = {
  title: 'features/resource-screens/DocumentForm',
  component: ResourceForm,
  decorators: [withTexts],
  args: { config: receiptScreen, listHref: '/app/receipts', onSaved: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Screen = ReturnType<typeof within>;

async function fillDocument(screen: Screen) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Nomor dokumen' }), 'PNR-2026-0002');
  // The date picker takes the day, month and year segment by segment (dd/mm/yyyy in Indonesian).
  const received = screen.getByRole('group', { name: 'Tanggal terima' });
  await userEvent.click(within(received).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard('02032026');
  await userEvent.type(screen.getByRole('textbox', { name: 'Pemasok' }), 'CV Kayu Makmur');
}

async function pickSpecies(screen: Screen, line: number, text: string) {
  const species = screen.getByRole('combobox', { name: `Jenis kayu, baris ${line}` });
  await userEvent.type(species, text);
  const listbox = await within(document.body).findByRole('listbox');
  // The one option the search found, clicked: on a busy machine a key press may meet a list still
  // being replaced.
  const option = await waitFor(() => {
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    return options[0] as HTMLElement;
  });
  await userEvent.click(option);
}

const quantity = (screen: Screen, line: number) =>
  screen.getByRole('textbox', { name: `Volume (m³), baris ${line}` });

export const NewReceipt: Story = {
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Tambah Penerimaan Kayu' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Dokumen' })).toBeVisible();
    await expect(screen.getByRole('group', { name: 'Pengangkutan' })).toBeVisible();
    // A new receipt starts with its one required line, of one piece; that line cannot be removed.
    await expect(screen.getByRole('textbox', { name: 'Jumlah batang, baris 1' })).toHaveValue('1');
    await expect(screen.getByRole('button', { name: 'Hapus baris 1' })).toBeDisabled();
    await fillDocument(screen);
    await pickSpecies(screen, 1, 'Jati');
    await userEvent.type(quantity(screen, 1), '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await pickSpecies(screen, 2, 'Sengon');
    await userEvent.type(quantity(screen, 2), '3,25');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Jumlah batang, baris 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          documentNumber: 'PNR-2026-0002',
          receivedOn: '2026-03-02',
          supplierName: 'CV Kayu Makmur',
          transportationId: null,
          lines: [
            { scientificNameId: 1, quantity: 12.5, pieces: 1 },
            { scientificNameId: 3, quantity: 3.25, pieces: null },
          ],
        }),
      ),
    );
  },
};

export const InvalidLines: Story = {
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await fillDocument(screen);
    await userEvent.type(quantity(screen, 1), 'dua');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await pickSpecies(screen, 2, 'Sengon');
    await userEvent.type(quantity(screen, 2), '1,2345');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Jumlah batang, baris 2' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Jumlah batang, baris 2' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    // Each error sits on its own cell and is read with that cell's input.
    await expect(screen.getByRole('combobox', { name: 'Jenis kayu, baris 1' })).toHaveAccessibleDescription(
      'Kolom ini wajib diisi.',
    );
    await expect(quantity(screen, 1)).toHaveAccessibleDescription('Harus berupa angka.');
    await expect(quantity(screen, 2)).toHaveAccessibleDescription('Paling banyak 3 angka di belakang koma.');
    await expect(screen.getByRole('textbox', { name: 'Jumlah batang, baris 2' })).toHaveAccessibleDescription(
      'Tidak boleh kurang dari 1.',
    );
    await expect(
      screen.getByRole('combobox', { name: 'Jenis kayu, baris 2' }),
    ).not.toHaveAccessibleDescription('Kolom ini wajib diisi.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerErrorOnALine: Story = {
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await fillDocument(screen);
    await pickSpecies(screen, 1, 'Jati');
    await userEvent.type(quantity(screen, 1), '12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await pickSpecies(screen, 2, 'Meranti');
    // Fine for the form; the server refuses more than 100 m³ on one line (`lines[1].quantity`).
    await userEvent.type(quantity(screen, 2), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(quantity(screen, 2)).toHaveAccessibleDescription('Lebih dari 100 m³ per baris.'),
    );
    // The line's field says it: no banner.
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(quantity(screen, 1)).not.toHaveAccessibleDescription('Lebih dari 100 m³ per baris.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const EditInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  args: { id: 1 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Edit Timber Receipt' })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Volume (m³), line 2' })).toHaveValue('3.250');
    const species = await screen.findByRole('combobox', { name: 'Species, line 1' });
    await waitFor(() => expect(species).toHaveValue('Tectona grandis'));
    await expect(screen.getByRole('button', { name: 'Remove line 2' })).toBeEnabled();
  },
};

/** The lines are kept with the keyboard alone: a line added with Enter, typed in, and removed again. */
export const LinesByKeyboard: Story = {
  // Played, not captured: where the focus rests after the removal is the browser's, not the screen's.
  tags: ['no-visual'],
  beforeEach({ msw }) {
    installReceipts(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const add = await screen.findByRole('button', { name: 'Tambah baris' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const second = await screen.findByRole('textbox', { name: 'Volume (m³), baris 2' });
    // The new line's cells are in the tab order before the button that added it.
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Hapus baris 2' })).toHaveFocus();
    // Back through the line's cells to its volume.
    for (let presses = 0; presses < 8 && document.activeElement !== second; presses++)
      await userEvent.tab({ shift: true });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('4,5');
    await expect(second).toHaveValue('4,5');
    screen.getByRole('button', { name: 'Hapus baris 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Volume (m³), baris 2' })).toBeNull());
    await expect(screen.getAllByRole('textbox', { name: /^Volume \(m³\), baris/ })).toHaveLength(1);
  },
};
