import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flag, LayoutDashboard, Map as MapIcon, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Brand } from './Brand.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';
import { Menu } from './Menu.tsx';
import { PageHeader } from './PageHeader.tsx';
import { ShellLayout } from './Shell.tsx';
import { Sidebar, SidebarToggle } from './Sidebar.tsx';
import { Tour } from './Tour.tsx';

const sections = [
  {
    id: 'main',
    links: [
      { id: 'dashboard', label: 'Dasbor', href: '#/app/dashboard', icon: <LayoutDashboard size={20} /> },
      { id: 'announcement', label: 'Pengumuman', href: '#/app/announcement', icon: <Megaphone size={20} /> },
    ],
  },
  {
    id: 'master',
    title: 'Data induk',
    links: [
      { id: 'country', label: 'Negara', href: '#/app/general-setting/country', icon: <Flag size={20} /> },
      {
        id: 'province',
        label: 'Provinsi',
        href: '#/app/general-setting/province',
        icon: <MapIcon size={20} />,
      },
    ],
  },
];

function Example({
  initialOpen = true,
  initialMode = 'static' as 'static' | 'floating',
  tour = false,
  long = false,
}: {
  initialOpen?: boolean;
  initialMode?: 'static' | 'floating';
  tour?: boolean;
  long?: boolean;
}) {
  const [open, setOpen] = useState(initialOpen);
  const [mode, setMode] = useState(initialMode);
  const [step, setStep] = useState<number | null>(tour ? 0 : null);
  return (
    <ShellLayout
      header={
        <Header
          brand={<Brand name="V-Legal Back-office" href="#/app/dashboard" />}
          start={
            <SidebarToggle id="sidebar-toggle" controls="sidebar" isOpen={open} onOpenChange={setOpen} />
          }
        >
          <Menu label="admin" items={[{ id: 'logout', label: 'Keluar' }]} />
        </Header>
      }
      sidebar={
        <Sidebar
          id="sidebar"
          sections={
            long ? [{ id: 'l', title: LONG_ID, links: [{ id: 'x', label: LONG_ID, href: '#x' }] }] : sections
          }
          currentId="country"
          isOpen={open}
          onOpenChange={setOpen}
          mode={mode}
          onModeChange={setMode}
        />
      }
      footer={<Footer>© 2026 Kementerian Kehutanan — versi 1.6.5</Footer>}
    >
      <PageHeader title="Negara" />
      <p>Isi halaman.</p>
      <Tour
        steps={[
          {
            id: 'toggle',
            targetId: 'sidebar-toggle',
            title: 'Menu samping',
            content: 'Buka dan tutup menu dari sini.',
          },
          { id: 'brand', targetId: 'sidebar', title: 'Navigasi', content: 'Semua halaman ada di sini.' },
        ]}
        step={step}
        onStepChange={setStep}
        onClose={() => setStep(null)}
      />
    </ShellLayout>
  );
}

const meta = {
  title: 'ui/Shell',
  component: Example,
  decorators: [withUi],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2026');
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(within(nav).getByRole('link', { name: 'Negara' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Tutup navigasi' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Buka navigasi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav).toHaveAttribute('data-open', 'false');
  },
};

export const Closed: Story = { args: { initialOpen: false } };

export const Floating: Story = {
  args: { initialMode: 'floating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigasi utama' });
    within(nav).getByRole('link', { name: 'Dasbor' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(nav).toHaveAttribute('data-open', 'false');
  },
};

export const Pin: Story = {
  args: { initialMode: 'floating' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByRole('button', { name: 'Sematkan navigasi' });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Navigasi utama' })).toHaveAttribute(
      'data-mode',
      'static',
    );
  },
};

export const TourStep: Story = {
  args: { tour: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu samping' });
    await expect(within(dialog).getByText('Langkah 1 dari 2')).toBeInTheDocument();
    within(dialog).getByRole('button', { name: 'Berikutnya' }).focus();
    await userEvent.keyboard('{Enter}');
    const second = await body.findByRole('dialog', { name: 'Navigasi' });
    await expect(within(second).getByRole('button', { name: 'Selesai' })).toBeInTheDocument();
    within(second).getByRole('button', { name: 'Kembali' }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await body.findByRole('dialog', { name: 'Menu samping' });
    within(first).getByRole('button', { name: 'Berhenti' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const Overflow: Story = { args: { long: true } };
