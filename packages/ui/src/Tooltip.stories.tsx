import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { withUi } from './internal/withUi.tsx';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  decorators: [withUi],
  args: { content: 'Unduh dokumen V-Legal dalam PDF', children: <Button variant="outline">Unduh</Button> },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Unduh dokumen V-Legal dalam PDF'),
    );
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(
      'Unduh dokumen V-Legal dalam PDF',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const Overflow: Story = { args: { defaultOpen: true, content: LONG_ID, placement: 'bottom' } };
