import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Image } from './Image.tsx';

const tall =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="400"><rect width="120" height="400" fill="#1f5f3f"/><rect x="20" y="20" width="80" height="360" fill="#e3f0e8"/></svg>';

const meta = {
  title: 'ui/Image',
  component: Image,
  args: { src: { content: btoa(tall), contentType: 'image/svg+xml' }, alt: 'Contoh tanda tangan' },
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Contoh tanda tangan' });
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(100);
  },
};
