import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { Card } from './Card.tsx';
import { Grid, Inline, Stack } from './Layout.tsx';
import { TextField } from './TextField.tsx';

const meta = { title: 'ui/Layout', component: Stack, args: { children: null } } satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormGrid: Story = {
  render: () => (
    <Stack>
      <Grid columns="two">
        <TextField label="Nama perusahaan" />
        <TextField label="NPWP" />
        <TextField label="Nama pegawai" />
        <TextField label="Jabatan" />
      </Grid>
      <Inline justify="flex-end">
        <Button variant="outline">Batal</Button>
        <Button>Simpan</Button>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(4);
  },
};

export const CardGrid: Story = {
  render: () => (
    <Grid columns="three">
      <Card title="Stok kayu bulat" asRegion={false}>
        <p>1.234,5678 m³</p>
      </Card>
      <Card title="Stok kayu olahan" asRegion={false}>
        <p>567,0000 m³</p>
      </Card>
      <Card title="Dokumen V-Legal" asRegion={false}>
        <p>12 menunggu verifikasi</p>
      </Card>
    </Grid>
  ),
};
