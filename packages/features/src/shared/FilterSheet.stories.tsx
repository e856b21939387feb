import type { Meta, StoryObj } from '@storybook/react-vite';
import { shownDialog } from '@vlegal/ui/shownDialog';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { DEFAULT_PAGE_SIZE, type ListState } from '../resource-screens/listSearch.ts';
import { installStore } from '../resource-screens/stories-support.tsx';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { statefulList } from './StatefulList.tsx';

const first: ListState = { page: 1, size: DEFAULT_PAGE_SIZE, sort: [], query: '', filters: {} };

const Stateful = statefulList(ResourceList);

/** A list's filters (here the districts': province and kind) on a phone and on a wide screen. */
const meta = {
  title: 'features/shared/FilterSheet',
  component: ResourceList,
  decorators: [withTexts],
  render: (args) => <Stateful {...args} />,
  args: {
    config: screenConfigs.district,
    state: first,
    onStateChange: fn(),
    basePath: '/app/general-setting/district',
    onNavigate: fn(),
  },
  parameters: screenParameters,
  beforeEach({ msw }) {
    installStore(msw);
  },
} satisfies Meta<typeof ResourceList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement) => within(canvas).getAllByRole('row').slice(1);

/** On a phone the filters wait behind one button, so the rows start on the first screen. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Jepara')).toBeVisible();
    await expect(screen.queryByRole('combobox', { name: 'Provinsi' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Saringan' });
    // The first row is in view without scrolling.
    await expect(rowsOf(canvasElement)[0]?.getBoundingClientRect().top).toBeLessThan(window.innerHeight);

    await userEvent.click(button);
    const sheet = await shownDialog('dialog', 'Saringan');
    await expect(within(sheet).getByRole('combobox', { name: 'Provinsi' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: /Jenis/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Kota' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Lihat hasil' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Applied as chosen; the button counts what is chosen and has the focus back.
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1));
    await expect(rowsOf(canvasElement)[0]).toHaveTextContent('Surabaya');
    await expect(screen.getByRole('button', { name: 'Saringan (1)' })).toHaveFocus();
  },
};

/** The sheet open: the filters one under another, and the way back to the rows. */
export const SheetOpenOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { state: { ...first, filters: { districtType: 'KOTA' } } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Surabaya')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Saringan (1)' }));
    const sheet = await shownDialog('dialog', 'Saringan');
    await expect(within(sheet).getByRole('button', { name: /Jenis/ })).toHaveTextContent('Kota');
    await expect(within(sheet).getByRole('button', { name: 'Lihat hasil' })).toBeVisible();
  },
};

export const OnAPhoneInEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'phone', isRotated: false } },
  args: { state: { ...first, filters: { districtType: 'KABUPATEN' } } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Jepara')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
};

/** On a wide screen the filters stay in view under the search, with no button. */
export const OnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Jepara')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Provinsi' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Saringan' })).toBeNull();
  },
};
