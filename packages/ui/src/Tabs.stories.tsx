import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LONG_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

function Example({ long = false, disabled = false }: { long?: boolean; disabled?: boolean }) {
  return (
    <Tabs key={`${long}-${disabled}`}>
      <TabList aria-label="Data registrasi">
        <Tab id="company">{long ? LONG_ID : 'Perusahaan'}</Tab>
        <Tab id="unit">Unit usaha</Tab>
        <Tab id="account" isDisabled={disabled}>
          Akun
        </Tab>
      </TabList>
      <TabPanel id="company">Nama perusahaan, NPWP, dan data pegawai.</TabPanel>
      <TabPanel id="unit">Unit usaha, izin usaha, dan sertifikat S-LK.</TabPanel>
      <TabPanel id="account">Nama pengguna, email, dan kata sandi.</TabPanel>
    </Tabs>
  );
}

const meta = { title: 'ui/Tabs', component: Example, decorators: [withUi] } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tab', { name: 'Perusahaan' });
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Perusahaan' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Unit usaha' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('sertifikat S-LK');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Akun' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Overflow: Story = {
  args: { long: true },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
