import type { Meta, StoryObj } from '@storybook/react-vite';
import { masterDataList } from '@vlegal/domain/resources';
import { expect, fn, waitFor, within } from 'storybook/test';
import { screenParameters, withTexts } from '../i18n/stories.tsx';
import { DEFAULT_PAGE_SIZE } from '../resource-screens/listSearch.ts';
import { masterDataScreens as screenConfigs } from '../screen-registry.ts';
import { ResourceForm } from '../resource-screens/ResourceForm.tsx';
import { ResourceList } from '../resource-screens/ResourceList.tsx';
import { ResourceView } from '../resource-screens/ResourceView.tsx';
import { installStore } from '../resource-screens/stories-support.tsx';

/** Every resource of the registry through the three generic screens: texts exist, axe passes for every field kind. */
function Every({ screen }: { screen: 'list' | 'form' | 'view' }) {
  return (
    <>
      {masterDataList().map((resource) => {
        const config = screenConfigs[resource.key];
        const basePath = `/app/${resource.group}/${resource.routeSegment}`;
        return (
          <section key={resource.key} aria-label={resource.key}>
            {screen === 'list' ? (
              <ResourceList
                config={config}
                state={{ page: 1, size: DEFAULT_PAGE_SIZE, sort: [], query: '', filters: {} }}
                onStateChange={fn()}
                basePath={basePath}
                onNavigate={fn()}
              />
            ) : screen === 'form' ? (
              <ResourceForm config={config} listHref={basePath} onSaved={fn()} />
            ) : (
              <ResourceView config={config} id={1} basePath={basePath} onDeleted={fn()} />
            )}
          </section>
        );
      })}
    </>
  );
}

const meta = {
  title: 'features/master-data/EveryResource',
  component: Every,
  decorators: [withTexts],
  parameters: screenParameters,
  // Eighteen screens on one page: checked by the play functions and axe, too long for a picture.
  tags: ['no-visual'],
  beforeEach({ msw }) {
    installStore(msw);
  },
} satisfies Meta<typeof Every>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {
  args: { screen: 'list' },
  // Eighteen pagers on one page share a name; a real page has one (the single-list stories check it).
  parameters: {
    a11y: {
      ...screenParameters.a11y,
      config: { rules: [{ id: 'landmark-unique', enabled: false }] },
    },
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await waitFor(() => expect(screen.getAllByText(/^Menampilkan 1 - \d+ dari \d+ item$/)).toHaveLength(18), {
      timeout: 10_000,
    });
    await expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(18);
  },
};

export const NewForms: Story = {
  args: { screen: 'form' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getAllByRole('button', { name: 'Simpan' })).toHaveLength(18);
    await expect(
      await screen.findAllByRole('combobox', { name: /Negara|Provinsi|Kategori bahan baku/ }),
    ).toHaveLength(4);
    await expect(screen.getByRole('group', { name: 'Surat kuasa' })).toBeVisible();
  },
};

export const Views: Story = {
  args: { screen: 'view' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Ubah' })).toHaveLength(18), {
      timeout: 10_000,
    });
    await expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(18);
  },
};
