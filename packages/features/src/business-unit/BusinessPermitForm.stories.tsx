import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { BusinessPermitFormPage } from './BusinessPermitPages.tsx';
import { installPermits } from './permit-stories-support.ts';

const meta = {
  title: 'features/business-unit/BusinessPermitForm',
  component: BusinessPermitFormPage,
  decorators: [withTexts],
  args: { unitId: 1, authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'], onSaved: fn() },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installPermits(msw);
  },
} satisfies Meta<typeof BusinessPermitFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Tambah Izin usaha' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor izin/ }), '503/IUI/30/2026');
    const from = screen.getByRole('group', { name: 'Berlaku sejak' });
    await userEvent.click(within(from).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01062026');
    const until = screen.getByRole('group', { name: 'Berakhir pada' });
    await userEvent.click(within(until).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01012026');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Periksa kembali isian yang ditandai.')).toBeVisible();
    await expect(await screen.findByText('Tidak boleh sebelum Berlaku sejak.')).toBeVisible();
    // The permit's type is required.
    await expect(screen.getByRole('combobox', { name: /Jenis izin/ })).toHaveAccessibleDescription(
      expect.stringContaining('Kolom ini wajib diisi.'),
    );
    await expect(screen.getByRole('link', { name: 'Batal' })).toHaveAttribute(
      'href',
      '/app/business-unit-profile?tab=businessPermit',
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: { unitId: undefined, id: 1 },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Ubah Izin usaha' })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: /Nomor izin/ })).toHaveValue('503/IUI/17/2021');
    await expect(await screen.findByRole('combobox', { name: /Jenis izin/ })).toHaveValue(
      'Izin Usaha Industri',
    );
    await expect(screen.getByRole('link', { name: 'Batal' })).toHaveAttribute(
      'href',
      '/app/business-unit/business-permit/1/view',
    );
  },
};
