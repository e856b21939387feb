import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { serverError } from '../resource-screens/stories-support.tsx';
import { statefulList } from '../shared/StatefulList.tsx';
import { userStore } from './stories-support.ts';
import { UserForm } from './UserForm.tsx';
import { UserList } from './UserList.tsx';
import type { UserListState } from './userSearch.ts';
import { UserView } from './UserView.tsx';
import { shownDialog } from '@vlegal/ui/shownDialog';

const first: UserListState = { page: 1, size: 10, sort: [], query: '' };

const Stateful = statefulList(UserList);

const meta = {
  title: 'features/admin/UserManagement',
  component: UserList,
  decorators: [withTexts],
  render: (args) => <Stateful {...args} />,
  args: {
    state: first,
    onStateChange: fn(),
    currentLogin: 'admin',
    basePath: '/app/administration/user-management',
    onNavigate: fn(),
  },
  parameters: screenParameters,
} satisfies Meta<typeof UserList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);

export const List: Story = {
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Menampilkan 1 - 10 dari 12 item')).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('admin');
    await expect(screen.getByRole('link', { name: 'Tambah pengguna' })).toHaveAttribute(
      'href',
      '/app/administration/user-management/new',
    );
  },
};

export const SearchSortAndPage: Story = {
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByText('Menampilkan 1 - 10 dari 12 item');
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await screen.findByText('Menampilkan 11 - 12 dari 12 item')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Nama pengguna/ }));
    await userEvent.click(screen.getByRole('button', { name: /Nama pengguna/ }));
    await waitFor(() => expect(rowsOf(canvasElement)[0]).toHaveTextContent('maya.anggraini'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari pengguna' }), 'santoso');
    await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await expect(await screen.findByText('Menampilkan 1 - 1 dari 1 item')).toBeVisible();
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('budi.santoso');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  args: { state: { ...first, query: 'tidak-ada' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tidak ada pengguna.')).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', () => serverError()));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Data tidak dapat dimuat.')).toBeVisible();
  },
};

export const Deactivate: Story = {
  // The store stamps the change with the current time, shown in the list: no fixed picture.
  tags: ['no-visual'],
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan budi.santoso' }));
    await expect(await screen.findByText('Pengguna budi.santoso telah dinonaktifkan.')).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Aktifkan budi.santoso' })).toBeVisible();
  },
};

export const DeleteWithConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus gunawan' }));
    // The confirmation loads with the first delete asked for.
    const dialog = await shownDialog('alertdialog', 'Hapus pengguna?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await expect(await screen.findByText('Pengguna gunawan telah dihapus.')).toBeVisible();
    await expect(await screen.findByText('Menampilkan 1 - 10 dari 11 item')).toBeVisible();
  },
};

export const CannotDeleteSelf: Story = {
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus admin' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda tidak dapat menghapus akun Anda sendiri.',
    );
  },
};

export const NewUser: StoryObj<typeof UserForm> = {
  render: (args) => <UserForm {...args} />,
  args: { listHref: '/app/administration/user-management', onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: 'Tambah pengguna' })).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Nama pengguna/ }), 'nurul.huda');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'nurul@example.co.id');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Verifikator' }));
    // The company is picked by its name.
    await userEvent.type(screen.getByRole('combobox', { name: 'Perusahaan' }), 'Kudus');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'CV Mebel Kudus Sejahtera' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({
          login: 'nurul.huda',
          authorities: ['ROLE_USER', 'ROLE_VERIFICATOR'],
          companyId: 2,
          businessUnitId: null,
          activated: true,
        }),
      ),
    );
  },
};

export const ValidationErrors: StoryObj<typeof UserForm> = {
  render: (args) => <UserForm {...args} />,
  args: { listHref: '/app/administration/user-management', onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Nama pengguna/ }), 'bad login!');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'nope.example');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pengguna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Nama pengguna hanya boleh berisi huruf dan angka.')).toBeVisible();
    await expect(screen.getByText('Email tidak valid.')).toBeVisible();
    await expect(screen.getByText('Pilih minimal satu hak akses.')).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const LoginTaken: StoryObj<typeof UserForm> = {
  render: (args) => <UserForm {...args} />,
  args: { listHref: '/app/administration/user-management', onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Nama pengguna/ }), 'gunawan');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'gunawan2@example.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await expect(await screen.findByText('Nama pengguna sudah dipakai. Pilih nama lain.')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Nama pengguna/ })).toHaveAccessibleDescription(
      'Nama pengguna sudah dipakai.',
    );
  },
};

export const Saving: StoryObj<typeof UserForm> = {
  render: (args) => <UserForm {...args} />,
  args: { listHref: '/app/administration/user-management', onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...userStore().handlers,
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('textbox', { name: /Nama pengguna/ }), 'nurul.huda');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'nurul@example.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Simpan/ })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

export const EditUser: StoryObj<typeof UserForm> = {
  render: (args) => <UserForm {...args} />,
  args: { login: 'budi.santoso', listHref: '/app/administration/user-management', onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Ubah pengguna budi.santoso' })).toBeVisible();
    await expect(screen.getByRole('checkbox', { name: 'Administrator unit usaha' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktif' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith(
        expect.objectContaining({ login: 'budi.santoso', activated: false }),
      ),
    );
  },
};

export const ViewUser: StoryObj<typeof UserView> = {
  render: (args) => <UserView {...args} />,
  args: { login: 'budi.santoso', basePath: '/app/administration/user-management' },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('budisantoso@example.co.id')).toBeVisible();
    await expect(screen.getByText('Pengguna, Administrator unit usaha')).toBeVisible();
    // The company and the unit by their names, never their ids.
    await expect(await screen.findByText('CV Mebel Kudus Sejahtera')).toBeVisible();
    await expect(await screen.findByText('MKS-01 – Pabrik Kudus')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Ubah' })).toHaveAttribute(
      'href',
      '/app/administration/user-management/budi.santoso/edit',
    );
  },
};

export const ViewMissingUser: StoryObj<typeof UserView> = {
  render: (args) => <UserView {...args} />,
  args: { login: 'nobody', basePath: '/app/administration/user-management' },
  beforeEach({ msw }) {
    msw.use(...userStore().handlers);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pengguna tidak ditemukan.')).toBeVisible();
  },
};
