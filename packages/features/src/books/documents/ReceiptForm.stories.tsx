import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentFormPage } from './DocumentPages.tsx';
import { installImports, problemAnswer, UNIT_ADMIN } from './stories-support.ts';

const meta = {
  title: 'features/books/import/ReceiptForm',
  component: DocumentFormPage,
  decorators: [withTexts],
  args: { kind: 'importMaterial', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  parameters: screenParameters,
} satisfies Meta<typeof DocumentFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Picks an option of a combo box: the text typed narrows its list to the option. */
async function pick(canvas: HTMLElement, label: RegExp, text: string, option: RegExp | string) {
  const box = await within(canvas).findByRole('combobox', { name: label });
  // Pasted, not typed: each keystroke would render the whole form again.
  await userEvent.click(box);
  await userEvent.paste(text);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** A date typed segment by segment (dd/mm/yyyy in Indonesian). */
async function date(canvas: HTMLElement, label: RegExp, digits: string) {
  const group = await within(canvas).findByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

/** The receipt filled in: from the supplier, its linked log, a transport document and a certificate. */
async function fillReceipt(canvas: HTMLElement, certificate: string) {
  const screen = within(canvas);
  await date(canvas, /Tanggal penerimaan/, '20112026');
  await pick(canvas, /^Pemasok/, 'Jati', 'SUP-01 – UD Jati Makmur');
  await userEvent.click(screen.getByRole('button', { name: /Jenis barang/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Bahan baku' }));
  await pick(canvas, /^Bahan baku/, 'Log', /Log jati A1/);
  await pick(canvas, /Jenis Dokumen Angkutan/, 'Nota', 'Nota Angkutan');
  await userEvent.click(screen.getByRole('textbox', { name: /Nomor Dokumen Angkutan/ }));
  await userEvent.paste('NA-0012345');
  await date(canvas, /Tanggal Dokumen Angkutan/, '19112026');
  await pick(canvas, /Asal Bahan Baku/, 'Hutan', 'Hutan rakyat');
  await pick(canvas, /Sertifikat pemasok/, certificate, new RegExp(certificate));
  await userEvent.click(screen.getByRole('textbox', { name: /Volume/ }));
  await userEvent.paste('8,25');
  await userEvent.click(await screen.findByRole('textbox', { name: /Jumlah batang/ }));
  await userEvent.paste('30');
}

export const Empty: Story = {
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' }),
    ).toBeVisible();
    await expect(await screen.findByRole('radio', { name: 'Pemasok' })).toBeChecked();
    // Indonesia by default; the import documents only for an imported origin.
    await expect(await screen.findByRole('combobox', { name: /Negara Tebangan/ })).toHaveValue('Indonesia');
    await expect(screen.queryByRole('group', { name: 'Dokumen impor' })).toBeNull();
    await pick(canvasElement, /Asal Bahan Baku/, 'Imp', 'Impor');
    await expect(await screen.findByRole('group', { name: 'Dokumen impor' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Bukukan penerimaan' }));
    await expect(await screen.findByText('Pilih pemasok atau subkontraktor, tidak keduanya.')).toBeVisible();
  },
};

export const CertificateRefused: Story = {
  beforeEach({ msw }) {
    installImports(msw);
    msw.use(
      http.post('*/api/import-materials', () =>
        problemAnswer('constraintViolation', 'Certificate DKP-0012/2023 is not valid on 2026-11-20.', [
          { field: 'supplierCertificateId', message: 'ledger.certificateNotValid' },
        ]),
      ),
    );
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    await fillReceipt(canvasElement, 'DKP-0012');
    await expect(screen.getByRole('combobox', { name: /Sertifikat pemasok/ })).toHaveValue(
      'DKP-0012/2023 · berlaku sampai 31 Maret 2025 · Kedaluwarsa',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bukukan penerimaan' }));
    const certificate = screen.getByRole('combobox', { name: /Sertifikat pemasok/ });
    await waitFor(() =>
      expect(certificate).toHaveAccessibleDescription(/Sertifikat tidak berlaku pada tanggal tersebut/),
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const DuplicateTransportDocument: Story = {
  beforeEach({ msw }) {
    installImports(msw);
    msw.use(
      http.post('*/api/import-materials', () =>
        problemAnswer(
          'conflict',
          'This transport document line is already booked on receipt PNR/JJF-01/2026/11/0001.',
          [{ field: 'documentNumber', message: 'ledger.duplicateTransportDocument' }],
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    await fillReceipt(canvasElement, 'SLK-0417');
    await userEvent.click(screen.getByRole('button', { name: 'Bukukan penerimaan' }));
    const number = screen.getByRole('textbox', { name: /Nomor Dokumen Angkutan/ });
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(/Dokumen angkutan ini sudah pernah dicatat/),
    );
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach({ msw }) {
    installImports(msw);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'New Timber receipt' })).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: /Country of harvest/ })).toHaveValue(
      'Indonesia',
    );
    await expect(screen.getByRole('button', { name: 'Post the receipt' })).toBeVisible();
  },
};
