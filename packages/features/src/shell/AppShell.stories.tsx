import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DashboardScreen } from '../dashboard/DashboardScreen.tsx';
import { ErrorScreen } from '../errors/ErrorScreen.tsx';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { AppShell } from './AppShell.tsx';
import { buildMenu } from './menu.ts';
import { SIDEBAR_STATIC_KEY } from './useSidebar.ts';
import { shownDialog } from '@vlegal/ui/shownDialog';

const admin = {
  login: 'admin',
  firstName: 'Administrator',
  lastName: null,
  email: 'admin@localhost',
  activated: true,
  langKey: 'in' as const,
  authorities: ['ROLE_ADMIN' as const, 'ROLE_USER' as const],
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const meta = {
  title: 'features/shell/AppShell',
  component: AppShell,
  decorators: [withTexts],
  args: {
    account: admin,
    menu: buildMenu(admin.authorities, {
      isAvailable: (href) => href === '/app/dashboard' || href.startsWith('/app/general-setting/'),
    }),
    pathname: '/app/dashboard',
    accountSettingsHref: '/app/account/settings',
    passwordHref: '/app/account/password',
    onSignOut: fn(),
    year: 2026,
    autoCloseMs: null,
    storage: memoryStorage(),
    children: <DashboardScreen account={admin} units={[]} />,
  },
  parameters: screenParameters,
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(menu).getByRole('link', { name: /Dasbor/ })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: /Negara/ })).toHaveAttribute(
      'href',
      '/app/general-setting/country',
    );
    await expect(within(menu).getByText('Pengaturan umum')).toBeVisible();
    await expect(canvas.getByText('© 2026 PT V-Legal Nusantara · V-Legal back-office 1.6.5')).toBeVisible();
    // The breadcrumb is a react-aria collection: its items arrive on a second render.
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Jejak halaman' })).toHaveTextContent('Dasbor'),
    );
  },
};

export const TogglesAndUnpins: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const menu = () => canvas.queryByRole('navigation', { name: 'Menu utama' });
    await expect(canvas.getByRole('button', { name: 'Tutup navigasi' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Static, closing leaves the strip of icons beside the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Tutup navigasi' }));
    await expect(canvas.getByRole('button', { name: 'Buka navigasi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(menu()).toHaveAttribute('data-mode', 'static');
    await userEvent.click(canvas.getByRole('button', { name: 'Buka navigasi' }));
    const pin = canvas.getByRole('button', { name: 'Sematkan navigasi' });
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    // Unpinned, it floats over the page, the choice is kept, and Escape closes it.
    await userEvent.click(pin);
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await expect(args.storage?.getItem(SIDEBAR_STATIC_KEY)).toBe('false');
    await expect(menu()).toHaveAttribute('data-mode', 'floating');
    await userEvent.keyboard('{Escape}');
    await expect(menu()).toBeNull();
  },
};

export const FloatingClosesAfterLoad: Story = {
  args: { autoCloseMs: 300, storage: memoryStorage({ [SIDEBAR_STATIC_KEY]: 'false' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toHaveAttribute(
      'data-mode',
      'floating',
    );
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Menu utama' })).toBeNull());
  },
};

/** Nothing chosen on a wide screen: the menu sits beside the page from the first paint and stays. */
export const StaticOnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { autoCloseMs: 100, storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-mode', 'static');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(menu).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sematkan navigasi' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Beside the page, not over it.
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.left).toBeGreaterThanOrEqual(menu.getBoundingClientRect().right);
  },
};

/**
 * A phone: one line of header (the brand's mark, the language's code and the account's icon, each
 * still named), and the menu closed on load even when pinned on a wide screen before.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { storage: memoryStorage({ [SIDEBAR_STATIC_KEY]: 'true' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    const header = within(banner);
    await expect(canvas.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    await expect(header.getByRole('link', { name: 'V-Legal Back-office' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Bahasa' })).toHaveDisplayValue('Bahasa Indonesia');
    await expect(header.getByText('ID')).toBeVisible();
    await expect(header.getByRole('button', { name: 'admin' })).toBeVisible();
    // One line: every control of the header sits on the same row.
    const controls = [...banner.querySelectorAll('a, button, select')];
    const tops = controls.map((control) => Math.round(control.getBoundingClientRect().top));
    for (const top of tops) await expect(Math.abs(top - (tops[0] ?? 0))).toBeLessThanOrEqual(8);
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(57);

    await userEvent.click(header.getByRole('button', { name: 'Buka navigasi' }));
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(menu).toHaveAttribute('data-mode', 'floating');
    await expect(canvas.queryByRole('button', { name: 'Sematkan navigasi' })).toBeNull();
    await expect(within(menu).getByRole('link', { name: /Negara/ })).toBeVisible();
  },
};

export const OnAPhoneInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('English');
    await expect(header.getByText('EN')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  },
};

export const HeaderMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'admin' }));
    const body = within(document.body);
    await expect(await body.findByRole('menuitem', { name: 'Pengaturan akun' })).toHaveAttribute(
      'href',
      '/app/account/settings',
    );
    await expect(body.getByRole('menuitem', { name: 'Kata sandi' })).toHaveAttribute(
      'href',
      '/app/account/password',
    );
    await userEvent.click(body.getByRole('menuitem', { name: 'Keluar' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Bahasa' }), 'English');
    // The whole shell follows: menu, breadcrumb and the screen inside.
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Countries/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, admin' })).toBeVisible();
  },
};

export const Icons: Story = {
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menu utama' });
    const links = within(menu).getAllByRole('link');
    // Every entry has a drawn icon (no first letters), hidden from assistive technology.
    for (const link of links) {
      const icon = link.querySelector('svg');
      await expect(icon).not.toBeNull();
      await expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    const drawings = links.map((link) => link.querySelector('svg')?.innerHTML);
    await expect(new Set(drawings).size).toBe(links.length);
  },
};

export const Brand: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    const home = banner.getByRole('link', { name: 'V-Legal Back-office' });
    await expect(home).toHaveAttribute('href', '/app/dashboard');
    await expect(getComputedStyle(home).textDecorationLine).toBe('none');
    await expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NotFoundInShell: Story = {
  args: {
    pathname: '/app/company',
    children: <ErrorScreen kind="notFound" homeHref="/app/dashboard" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page sits in the shell: header, menu and footer stay, one main landmark.
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(main.getByText('Alamat yang Anda buka tidak ada.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Kembali ke dasbor' })).toHaveAttribute(
      'href',
      '/app/dashboard',
    );
  },
};

export const ForbiddenInShell: Story = {
  args: {
    pathname: '/forbidden',
    children: <ErrorScreen kind="forbidden" homeHref="/app/dashboard" signInHref="/login" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'admin' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Akses ditolak' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Masuk dengan akun lain' })).toHaveAttribute(
      'href',
      '/login',
    );
    // No breadcrumb for an address outside /app.
    await expect(canvas.queryByRole('navigation', { name: 'Jejak halaman' })).toBeNull();
  },
};

export const ServerErrorInShellInEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    pathname: '/error',
    children: <ErrorScreen kind="server" homeHref="/" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(
      within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
  },
};

export const Tour: Story = {
  args: { tourOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const tour = await shownDialog('dialog', 'Menu');
    await expect(within(tour).getByText(/Buka dan tutup menu di sini/)).toBeVisible();
    await expect(within(tour).getByRole('button', { name: 'Berhenti' })).toBeEnabled();
    await userEvent.click(within(tour).getByRole('button', { name: 'Selesai' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'admin' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Panduan' }));
    await shownDialog('dialog', 'Menu');
  },
};

export const DeepPage: Story = {
  args: { pathname: '/app/general-setting/country/12/edit', children: <h1>Ubah negara</h1> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Jejak halaman' });
    await expect(await within(crumbs).findByRole('link', { name: 'Negara' })).toHaveAttribute(
      'href',
      '/app/general-setting/country',
    );
    // The record's id is no step of the breadcrumb.
    await expect(crumbs).toHaveTextContent(/^Pengaturan umum.*Negara.*Ubah$/);
    await expect(crumbs).not.toHaveTextContent(/12/);
    const menu = canvas.getByRole('navigation', { name: 'Menu utama' });
    await expect(within(menu).getByRole('link', { name: /Negara/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Countries/ })).toBeVisible();
    await expect(canvas.getByText('General settings')).toBeVisible();
  },
};
