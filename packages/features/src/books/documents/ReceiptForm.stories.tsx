import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../../i18n/stories.tsx';
import { DocumentFormPage } from './DocumentPages.tsx';
import { browserMessages, installImports, problemAnswer, UNIT_ADMIN } from './stories-support.ts';
import { receiptRows } from './stories-receipt-rows.ts';

/**
 * The stories' today, 20 November 2026 in Jakarta, which the form starts on: the clock is moved there
 * (and runs on) for each story, and put back after it.
 */
function todayIs(day: string) {
  const RealDate = Date;
  const shift = new RealDate(`${day}T10:00:00+07:00`).getTime() - RealDate.now();
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [RealDate.now() + shift]) as [number]));
    }
    static override now() {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = StoryDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

const meta = {
  title: 'features/books/import/ReceiptForm',
  component: DocumentFormPage,
  decorators: [withTexts],
  args: { kind: 'importMaterial', scope: 'unit', authorities: UNIT_ADMIN, onSaved: fn() },
  parameters: screenParameters,
  beforeEach: () => todayIs('2026-11-20'),
} satisfies Meta<typeof DocumentFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Picks an option of a combo box: the text typed narrows its list to the option. */
async function pick(canvas: HTMLElement, label: RegExp, text: string, option: RegExp | string) {
  const box = await within(canvas).findByRole('combobox', { name: label });
  // Pasted, not typed: each keystroke would render the whole form again. A filled box is emptied first.
  await userEvent.click(box);
  await userEvent.clear(box);
  await userEvent.paste(text);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

/** Whether a receipt was sent: the stories that refuse in place prove nothing went. */
const posted = fn();

/** The server taking the receipt: it answers it as posted. */
const accepting = () =>
  http.post('*/api/import-materials', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posted(body);
    return HttpResponse.json({ ...body, id: 3, status: 'POSTED' }, { status: 201 });
  });

/**
 * A supplier whose receipts come from Perhutani forests, paid in rupiah (its latest posted receipt says
 * so, though its record names community forests), holding one certificate.
 */
const regularSupplier = {
  supplier: [
    ...receiptRows.supplier,
    {
      ...(receiptRows.supplier[0] as Record<string, unknown>),
      id: 3,
      code: 'SUP-03',
      name: 'KPH Kendal',
      originOfRawMaterialId: 1,
    },
  ],
  businessCertificate: [
    ...receiptRows.businessCertificate,
    {
      ...(receiptRows.businessCertificate[0] as Record<string, unknown>),
      id: 4,
      code: 'S-PHPL-0101/2025',
      holderName: 'KPH Kendal',
      supplierId: 3,
    },
  ],
  originOfRawMaterial: [
    ...receiptRows.originOfRawMaterial,
    {
      id: 3,
      code: 'PHT',
      description: 'Perhutani',
      isImport: false,
      requiresCertificate: true,
      active: true,
    },
  ],
  currency: [
    { id: 1, code: 'IDR', name: 'Rupiah', symbol: 'Rp', decimals: 2, active: true },
    { id: 2, code: 'USD', name: 'Dolar Amerika Serikat', symbol: '$', decimals: 2, active: true },
  ],
  importMaterial: [
    ...receiptRows.importMaterial,
    {
      ...(receiptRows.importMaterial[0] as Record<string, unknown>),
      id: 3,
      receiptNumber: 'PNR/JJF-01/2026/11/0003',
      receiptDate: '2026-11-16',
      supplierId: 3,
      documentNumber: 'NA-0013001',
      originOfRawMaterialId: 3,
      unitPrice: '4500000.00',
      currencyId: 1,
      supplierCertificateId: 4,
    },
    // Older, and cancelled: neither is what the supplier usually says.
    {
      ...(receiptRows.importMaterial[0] as Record<string, unknown>),
      id: 4,
      receiptNumber: 'PNR/JJF-01/2026/10/0009',
      receiptDate: '2026-10-02',
      supplierId: 3,
      documentNumber: 'NA-0011002',
      currencyId: 2,
    },
    {
      ...(receiptRows.importMaterial[1] as Record<string, unknown>),
      id: 5,
      receiptDate: '2026-11-18',
      supplierId: 3,
      subConId: null,
      originOfRawMaterialId: 2,
      currencyId: 2,
    },
  ],
};

/** A date typed segment by segment (dd/mm/yyyy in Indonesian). */
async function date(canvas: HTMLElement, label: RegExp, digits: string) {
  const group = await within(canvas).findByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(digits);
}

/**
 * The receipt filled in: from the supplier, its linked log, a transport document and a certificate; the
 * day (today) and the origin (the supplier's usual one) are filled in by the form.
 */
async function fillReceipt(canvas: HTMLElement, certificate: string) {
  const screen = within(canvas);
  await pick(canvas, /^Pemasok/, 'Jati', 'SUP-01 – UD Jati Makmur');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /Asal Bahan Baku/ })).toHaveValue('Hutan rakyat'),
  );
  await userEvent.click(screen.getByRole('button', { name: /Jenis barang/ }));
  await userEvent.click(await body().findByRole('option', { name: 'Bahan baku' }));
  await pick(canvas, /^Bahan baku/, 'Log', /Log jati A1/);
  await pick(canvas, /Jenis Dokumen Angkutan/, 'Nota', 'Nota Angkutan');
  await userEvent.click(screen.getByRole('textbox', { name: /Nomor Dokumen Angkutan/ }));
  await userEvent.paste('NA-0012345');
  await date(canvas, /Tanggal Dokumen Angkutan/, '19112026');
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
    // Only the form's own words: no field of the refused form holds a message of the browser's.
    await expect(browserMessages(screen.getByRole('form', { name: 'Penerimaan Kayu' }))).toEqual([]);
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

/** Today, and what the supplier's receipts usually say: its origin, currency and only certificate. */
export const DefaultsFromTheSupplier: Story = {
  beforeEach({ msw }) {
    installImports(msw, regularSupplier);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    const day = within(await screen.findByRole('group', { name: /Tanggal penerimaan/ })).getAllByRole(
      'spinbutton',
    );
    await expect(day.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual(['20', '11', '2026']);
    // A lookup filled in by the form is drawn anew: each is read again as it is now.
    const shows = (label: RegExp, value: string | RegExp) =>
      waitFor(() =>
        expect((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value).toMatch(value),
      );
    await pick(canvasElement, /^Pemasok/, 'Kendal', 'SUP-03 – KPH Kendal');
    // The latest posted receipt's origin, over the one on the supplier's record.
    await shows(/Asal Bahan Baku/, /^Perhutani$/);
    await shows(/Negara Tebangan/, /^Indonesia$/);
    await shows(/Mata uang/, /^Rupiah$/);
    await shows(/Sertifikat pemasok/, /^S-PHPL-0101\/2025 · berlaku sampai 30 Juni 2030/);
    // Another supplier's defaults replace them: its own origin, no currency, none of its three certificates.
    await pick(canvasElement, /^Pemasok/, 'Jati', 'SUP-01 – UD Jati Makmur');
    await shows(/Asal Bahan Baku/, /^Hutan rakyat$/);
    await shows(/Mata uang/, /^$/);
    await shows(/Sertifikat pemasok/, /^$/);
  },
};

/** What the person chose before picking the supplier stays: the day and the currency. */
export const ChoicesKept: Story = {
  beforeEach({ msw }) {
    installImports(msw, regularSupplier);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    await date(canvasElement, /Tanggal penerimaan/, '18112026');
    await pick(canvasElement, /Mata uang/, 'Dolar', 'Dolar Amerika Serikat');
    await pick(canvasElement, /^Pemasok/, 'Kendal', 'SUP-03 – KPH Kendal');
    // The defaults came (the origin), and left the currency chosen and the day typed.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Asal Bahan Baku/ })).toHaveValue('Perhutani'),
    );
    await expect(screen.getByRole('combobox', { name: /Mata uang/ })).toHaveValue('Dolar Amerika Serikat');
    const day = within(await screen.findByRole('group', { name: /Tanggal penerimaan/ })).getAllByRole(
      'spinbutton',
    );
    await expect(day.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual(['18', '11', '2026']);
  },
};

/** The harvest plot the logs came from, picked on a line of its own, goes with the receipt. */
export const HarvestPlotNamed: Story = {
  beforeEach({ msw }) {
    posted.mockClear();
    installImports(msw);
    msw.use(accepting());
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    await fillReceipt(canvasElement, 'SLK-0417');
    await userEvent.click(screen.getByRole('button', { name: 'Tambah baris' }));
    await pick(canvasElement, /Petak tebangan, baris 1/, 'TMP', /TMP-07/);
    await userEvent.click(screen.getByRole('button', { name: 'Bukukan penerimaan' }));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    await expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ receiptDate: '2026-11-20', harvestPlots: [{ harvestPlotId: 1 }] }),
    );
    await waitFor(() => expect(args.onSaved).toHaveBeenCalled());
  },
};

/** The whole form at 1440 px, its supplier's defaults filled in. */
export const DefaultsOnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach({ msw }) {
    installImports(msw, regularSupplier);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Tambah Penerimaan Kayu' });
    await pick(canvasElement, /^Pemasok/, 'Kendal', 'SUP-03 – KPH Kendal');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Mata uang/ })).toHaveValue('Rupiah'));
    await expect(screen.getByRole('button', { name: 'Tambah baris' })).toBeVisible();
  },
};
