import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { installStore, serverError } from './stories-support.tsx';

const meta = {
  title: 'features/resource-screens/ResourceForm',
  component: ResourceForm,
  decorators: [withTexts],
  args: {
    config: screenConfigs.country,
    listHref: '/app/general-setting/country',
    onSaved: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof ResourceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewCountry: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Tambah Negara' })).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    await userEvent.type(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }), 'PG');
    await userEvent.type(screen.getByRole('textbox', { name: /Kode alfa-3/ }), 'PNG');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Papua Nugini');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ id: 26, code: 'PG', code3: 'PNG', name: 'Papua Nugini', active: true }),
      ),
    );
  },
};

export const ValidationErrors: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Kode alfa-3/ }), 'id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await expect(screen.getAllByText('Kolom ini wajib diisi.')).toHaveLength(2);
    await expect(
      screen.getByText('Tiga huruf kapital, mis. IDR.', { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    // The code is free on the client's side, but another country holds it: the server answers 409.
    await userEvent.type(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }), 'ID');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Indonesia lagi');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ })).toHaveAccessibleDescription(
        expect.stringContaining('Nilai ini sudah dipakai.'),
      ),
    );
    // The field says it all: no banner repeats it in general words.
    await expect(screen.queryByRole('alert')).toBeNull();
    await expect(screen.queryByText('Data dengan nilai yang sama sudah ada.')).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A refusal the fields cannot show (it names none): the banner says it. */
export const ServerConflictWithoutAField: Story = {
  beforeEach({ msw }) {
    installStore(msw);
    msw.use(
      http.post('*/api/countries', () =>
        HttpResponse.json(
          { type: '/problems/conflict', title: 'Conflict', status: 409 },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }), 'PG');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Papua Nugini');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Data dengan nilai yang sama sudah ada.')).toBeVisible();
  },
};

/**
 * Refused twice in Indonesian, the role picked in between: the picked select drops its message, and
 * every message on the page is ours, none of the browser's own ("Please select an item in the list.").
 */
export const RefusedInIndonesian: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.pic, listHref: '/app/general-setting/pic' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    const role = screen.getByRole('button', { name: /Peran/ });
    await expect(role).toHaveAccessibleDescription('Kolom ini wajib diisi.');
    await userEvent.click(role);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pemohon eksportir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(role).not.toHaveAttribute('aria-invalid'));
    await expect(role).toHaveAccessibleDescription('');
    for (const control of canvasElement.querySelectorAll('input, select, textarea, button'))
      await expect((control as HTMLInputElement).validationMessage ?? '').toBe('');
    const shown = [...canvasElement.querySelectorAll('[slot="errorMessage"]')].map(
      (node) => node.textContent,
    );
    await expect(shown.length).toBeGreaterThan(0);
    for (const message of shown) await expect(message).toBe('Kolom ini wajib diisi.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  beforeEach({ msw }) {
    installStore(msw);
    msw.use(
      http.post('*/api/countries', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }), 'PG');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Papua Nugini');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Simpan/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const SaveFailed: Story = {
  beforeEach({ msw }) {
    installStore(msw);
    msw.use(http.post('*/api/countries', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Kode \(ISO 3166 alfa-2\)/ }), 'PG');
    await userEvent.type(screen.getByRole('textbox', { name: /^Nama/ }), 'Papua Nugini');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Data tidak dapat disimpan. Silakan coba lagi.')).toBeVisible();
  },
};

export const EditWithLookup: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.seaPort, id: 1, listHref: '/app/general-setting/sea-port' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Ubah Pelabuhan' })).toBeVisible();
    const country = await screen.findByRole('combobox', { name: /Negara/ });
    await userEvent.clear(country);
    await userEvent.type(country, 'Jep');
    const listbox = await within(document.body).findByRole('listbox');
    // The option the search found, picked by name: on a busy machine a keystroke may meet a list still
    // being replaced.
    await userEvent.click(await within(listbox).findByRole('option', { name: 'Jepang' }));
    await waitFor(() => expect(country).toHaveValue('Jepang'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 1, countryId: 4 })),
    );
  },
};

export const EditSaved: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.province, id: 4, listHref: '/app/general-setting/province' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    const name = await screen.findByRole('textbox', { name: /^Nama/ });
    await expect(await screen.findByRole('combobox', { name: /Negara/ })).toHaveValue('Indonesia');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kalimantan Timur Raya');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith({
        id: 4,
        code: '64',
        name: 'Kalimantan Timur Raya',
        countryId: 1,
      }),
    );
  },
};

/** The unit the record belongs to is locked (or inactive, or its company is): the server keeps it read-only. */
export const UnitLocked: Story = {
  beforeEach({ msw }) {
    installStore(msw);
    msw.use(
      http.put('*/api/provinces', () =>
        HttpResponse.json(
          { type: '/problems/unit-locked', title: 'Business unit locked', status: 409 },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
  },
  args: { config: screenConfigs.province, id: 4, listHref: '/app/general-setting/province' },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('combobox', { name: /Negara/ })).toHaveValue('Indonesia');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(
      await screen.findByText(
        'Unit usaha tidak aktif atau dikunci, atau perusahaannya tidak aktif: datanya tidak dapat diubah saat ini.',
      ),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const RulesBeyondTheContract: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { config: screenConfigs.pic, id: 1, listHref: '/app/general-setting/pic' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // The date picker takes the day, month and year segment by segment (dd/mm/yyyy in Indonesian).
    const until = await screen.findByRole('group', { name: 'Berlaku sampai' });
    await userEvent.click(within(until).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('30062025');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Tidak boleh sebelum Berlaku dari.')).toBeVisible();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    installStore(msw);
  },
  args: { id: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak ditemukan.')).toBeVisible();
  },
};
