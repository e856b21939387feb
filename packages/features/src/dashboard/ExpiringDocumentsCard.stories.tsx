import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Account, BusinessUnitInfo } from '@vlegal/api-client/model';
import type { MockStoreSeed } from '@vlegal/api-client/mock-store';
import type { SetupWorker } from 'msw/browser';
import { expect, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { installStore } from '../resource-screens/stories-support.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';
import { ExpiringDocumentsCard } from './ExpiringDocumentsCard.tsx';
import { factory, unitAdmin } from './stories-support.ts';

const companyAdmin: Account = {
  login: 'companyadmin',
  firstName: 'Budi',
  lastName: 'Santoso',
  email: 'budi@jati.co.id',
  activated: true,
  langKey: 'in',
  authorities: ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'],
  companyId: 1,
  businessUnitId: null,
};

const warehouse: BusinessUnitInfo = {
  ...factory,
  id: 2,
  code: 'JJF-02',
  name: 'Gudang Semarang',
  slkCertificate: {
    id: 2,
    code: 'SLK-JJF-02',
    fullCode: 'LVLK-002-IDN/SLK/JJF-02/2023',
    lvlkName: 'PT Lembaga Verifikasi Legalitas Kayu',
    slkType: 'EXPORTER_NON_PRODUCE',
    nextSurveillance: null,
    expiredDate: '2026-12-30',
    status: 'ACTIVE',
  },
  slkExpiresInDays: 36,
  canProduce: false,
};

const none = { fileAttachment: null, fileAttachmentContentType: null };
const dated = (
  id: number,
  code: string,
  expiredDate: string,
  businessUnitId: number,
  expiryStatus: string,
) => ({
  id,
  code,
  validDate: '2016-03-01',
  expiredDate,
  issuer: 'DPMPTSP Jepara',
  ...none,
  businessUnitId,
  expiryStatus,
});

const filled: MockStoreSeed['rows'] = {
  tdp: [
    dated(1, '110115201234', '2026-12-10', 1, 'EXPIRING'),
    dated(2, '110115199876', '2021-03-01', 1, 'EXPIRED'),
    dated(3, '110115205555', '2029-01-15', 1, 'VALID'),
  ],
  siup: [],
  hoDocument: [dated(1, 'HO/503/77/2020', '2025-07-01', 2, 'EXPIRED')],
  businessPermit: [
    { ...dated(1, '503/IUI/17/2021', '2026-12-20', 1, 'EXPIRING'), businessPermitTypeId: 1, active: true },
  ],
  businessCertificate: [],
  slkCertificate: [
    {
      id: 2,
      code: 'SLK-JJF-02',
      fullCode: 'LVLK-002-IDN/SLK/JJF-02/2023',
      lvlkName: 'PT Lembaga Verifikasi Legalitas Kayu',
      slkType: 'EXPORTER_NON_PRODUCE',
      industrialScopeId: null,
      initialDate: '2023-12-30',
      surveillancePeriod: 12,
      nextSurveillance: null,
      expiredDate: '2026-12-30',
      certificateFile: null,
      certificateFileContentType: null,
      status: 'ACTIVE',
      businessUnitId: 2,
      expiryStatus: 'EXPIRING',
    },
  ],
};

const nothingExpires: MockStoreSeed['rows'] = {
  tdp: [dated(3, '110115205555', '2029-01-15', 1, 'VALID')],
  siup: [],
  hoDocument: [],
  businessPermit: [],
  businessCertificate: [],
  slkCertificate: [],
};

type Msw = { use: SetupWorker['use'] };
const install = (msw: Msw, rows: MockStoreSeed['rows']) => installStore(msw, { rows });

const meta = {
  title: 'features/dashboard/ExpiringDocumentsCard',
  component: ExpiringDocumentsCard,
  decorators: [withTexts],
  args: { units: [factory, warehouse], authorities: unitAdmin.authorities },
  render: (args) => (
    <DashboardScreen
      account={args.authorities.includes('ROLE_USER_ADMIN_COMPANY') ? companyAdmin : unitAdmin}
      units={args.units}
    >
      <ExpiringDocumentsCard {...args} />
    </DashboardScreen>
  ),
  parameters: { ...screenParameters, layout: 'padded' },
} satisfies Meta<typeof ExpiringDocumentsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach({ msw }) {
    install(msw, filled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Dokumen yang segera berakhir' }));
    const table = await card.findByRole('table', { name: 'Daftar dokumen yang segera berakhir' });
    // Expired and expiring ones of both units, earliest first; valid ones are left out.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(
      rows.map((row) => within(row).getAllByRole('cell')[1]?.lastElementChild?.textContent),
    ).toEqual([
      '110115199876',
      'HO/503/77/2020',
      '110115201234',
      '503/IUI/17/2021',
      'LVLK-002-IDN/SLK/JJF-02/2023',
    ]);
    await expect(card.queryByText('110115205555')).toBeNull();
    await expect(card.getByRole('link', { name: '110115199876' })).toHaveAttribute(
      'href',
      '/app/business-unit-profile?record=2',
    );
    await expect(card.getByRole('link', { name: 'HO/503/77/2020' })).toHaveAttribute(
      'href',
      '/app/business-unit-profile?tab=hoDocument&record=1',
    );
    await expect(card.getByRole('link', { name: '503/IUI/17/2021' })).toHaveAttribute(
      'href',
      '/app/business-unit/business-permit/1/view',
    );
    await expect(card.getByRole('link', { name: 'LVLK-002-IDN/SLK/JJF-02/2023' })).toHaveAttribute(
      'href',
      '/app/business-unit-profile?tab=slkCertificate&record=2',
    );
    await expect(within(rows[0] as HTMLElement).getByText('Tanda Daftar Perusahaan (TDP)')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('1 Maret 2021')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('Kedaluwarsa')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('JJF-02 – Gudang Semarang')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByText('Segera berakhir')).toBeVisible();
  },
};

export const FilledInEnglish: Story = {
  ...Filled,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Documents expiring soon' }));
    await expect(await card.findByRole('link', { name: '110115199876' })).toBeVisible();
    await expect(card.getByRole('columnheader', { name: 'Expires on' })).toBeVisible();
    await expect(card.getAllByText('Expired')).toHaveLength(2);
    await expect(card.getByText('Business permit')).toBeVisible();
  },
};

export const ForCompanyAdministrator: Story = {
  args: { authorities: companyAdmin.authorities },
  beforeEach({ msw }) {
    install(msw, filled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Dokumen yang segera berakhir' }));
    // The business-unit profile is the unit administrator's page: its documents are named, not linked.
    await expect(await card.findByText('110115199876')).toBeVisible();
    await expect(card.queryByRole('link', { name: '110115199876' })).toBeNull();
    await expect(card.getByRole('link', { name: '503/IUI/17/2021' })).toHaveAttribute(
      'href',
      '/app/business-unit/business-permit/1/view',
    );
  },
};

export const NothingExpires: Story = {
  args: { units: [factory] },
  beforeEach({ msw }) {
    install(msw, nothingExpires);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Dokumen yang segera berakhir' }));
    await expect(await card.findByText('Tidak ada dokumen yang segera berakhir.')).toBeVisible();
    await expect(card.queryByRole('table')).toBeNull();
  },
};
