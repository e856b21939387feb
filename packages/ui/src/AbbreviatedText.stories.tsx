import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AbbreviatedText } from './AbbreviatedText.tsx';
import { withUi } from './internal/withUi.tsx';

const meta = {
  title: 'ui/AbbreviatedText',
  component: AbbreviatedText,
  decorators: [withUi],
  args: { children: 'Surat Keterangan Legalitas Kayu untuk Ekspor' },
} satisfies Meta<typeof AbbreviatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Surat Keterangan Legalitas Kayu untuk Ekspor')).toBeInTheDocument();
    await expect(
      canvas.getByText('Surat Keterangan…tuk Ekspor'.replace('Surat Keterangan', 'Surat Keterang' + 'a')),
    ).toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
        'Surat Keterangan Legalitas Kayu untuk Ekspor',
      ),
    );
  },
};

export const Short: Story = {
  args: { children: 'PT Kayu Jaya' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('PT Kayu Jaya');
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Empty: Story = { args: { children: '' } };

export const ExactlyThirty: Story = { args: { children: '0123456789ABCDEFGHIJKLMNOPQRST' } };
