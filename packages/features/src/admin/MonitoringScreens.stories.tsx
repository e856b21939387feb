import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { serverError } from '../resource-screens/stories-support.tsx';
import { ApiDocsScreen } from './ApiDocsScreen.tsx';
import { type AuditState, AuditsScreen } from './AuditsScreen.tsx';
import { ConfigurationScreen } from './ConfigurationScreen.tsx';
import { HealthScreen } from './HealthScreen.tsx';
import { LogsScreen } from './LogsScreen.tsx';
import { MetricsScreen } from './MetricsScreen.tsx';
import { healthDown, monitoringHandlers } from './stories-support.ts';

function Audits({ initial }: { initial: AuditState }) {
  const [state, setState] = useState(initial);
  return <AuditsScreen state={state} onStateChange={setState} />;
}

const meta = {
  title: 'features/admin/Monitoring',
  component: Audits,
  decorators: [withTexts],
  args: { initial: { page: 1, size: 20, sort: [] } },
  parameters: screenParameters,
  beforeEach({ msw }) {
    msw.use(...monitoringHandlers());
  },
} satisfies Meta<typeof Audits>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);

export const AuditsLoaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Menampilkan 1 - 20 dari 45 item')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await screen.findByText('Menampilkan 21 - 40 dari 45 item')).toBeVisible();
  },
};

/** Types a date into a date picker segment by segment: day, month, year (`ddmmyyyy`), as a user does. */
async function typeDate(canvasElement: HTMLElement, label: string, ddmmyyyy: string) {
  const group = await within(canvasElement).findByRole('group', { name: label });
  await userEvent.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
  await userEvent.keyboard(ddmmyyyy);
}

export const AuditsDateRange: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByText('Menampilkan 1 - 20 dari 45 item');
    await typeDate(canvasElement, 'Dari tanggal', '03112026');
    await typeDate(canvasElement, 'Sampai tanggal', '04112026');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan' }));
    await expect(await screen.findByText('Menampilkan 1 - 6 dari 6 item')).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(6);
  },
};

export const AuditsRangeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await typeDate(canvasElement, 'Dari tanggal', '10112026');
    await typeDate(canvasElement, 'Sampai tanggal', '01112026');
    await expect(await screen.findByText('Tanggal akhir tidak boleh sebelum tanggal awal.')).toBeVisible();
  },
};

export const AuditsEmpty: Story = {
  args: { initial: { page: 1, size: 20, sort: [], fromDate: '2025-01-01', toDate: '2025-01-31' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Tidak ada kejadian pada rentang ini.'),
    ).toBeVisible();
  },
};

export const AuditsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/management/audits', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak dapat dimuat.')).toBeVisible();
  },
};

export const Health: Story = {
  render: () => <HealthScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Basis data' })).toBeVisible();
    await expect(screen.getByText('PostgreSQL 15.18')).toBeVisible();
  },
};

export const HealthDown: Story = {
  render: () => <HealthScreen />,
  beforeEach({ msw }) {
    msw.use(http.get('*/management/health', () => HttpResponse.json(healthDown, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('connection refused')).toBeVisible();
    await expect(screen.getAllByText('Mati')).toHaveLength(2);
  },
};

export const HealthLoading: Story = {
  render: () => <HealthScreen />,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/management/health', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

export const Metrics: Story = {
  render: () => <MetricsScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Waktu respons per rute' })).toBeVisible();
    await expect(screen.getByText('3 d 4 h 4 m')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(10),
    );
    await expect(screen.getByRole('table', { name: 'Semua rute dan status' })).toBeVisible();
  },
};

export const MetricsFailed: Story = {
  render: () => <MetricsScreen />,
  beforeEach({ msw }) {
    msw.use(http.get('*/management/jhimetrics', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak dapat dimuat.')).toBeVisible();
  },
};

export const Logs: Story = {
  render: () => <LogsScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('6 logger')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Saring logger' }), 'mail');
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Tingkat log mail/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'ERROR' }));
    await expect(await screen.findByText('Tingkat log mail menjadi ERROR.')).toBeVisible();
    await waitFor(() => expect(rowsOf(canvasElement)[0]).toHaveTextContent('mailERROR'));
  },
};

export const Configuration: Story = {
  render: () => <ConfigurationScreen />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Profil aktif: prod, swagger')).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Saring properti' }), 'jwt');
    await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(1));
    await expect(screen.getByRole('table', { name: 'Pengaturan security' })).toHaveTextContent('******');
  },
};

export const ApiDocs: Story = {
  render: () => <ApiDocsScreen profiles={['prod', 'swagger']} />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('V-Legal back-office API, versi 1.6.5')).toBeVisible();
    await expect(screen.getByRole('table', { name: 'Operasi (5)' })).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Saring operasi' }), 'delete');
    await expect(await screen.findByRole('table', { name: 'Operasi (1)' })).toHaveTextContent(
      'deleteCountry',
    );
  },
};

export const ApiDocsWithoutSwagger: Story = {
  render: () => <ApiDocsScreen profiles={['prod']} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Dokumentasi API hanya tersedia bila profil swagger aktif di server.',
      ),
    ).toBeVisible();
  },
};
