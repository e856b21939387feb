import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, LinkButton } from './Button.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Inline } from './Layout.tsx';
import { Narrow } from './internal/StoryFrame.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Simpan', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      <Button {...args}>Simpan</Button>
      <Button {...args} variant="outline">
        Batal
      </Button>
      <Button {...args} variant="ghost" intent="neutral">
        Lewati
      </Button>
      <Button {...args} intent="danger">
        Hapus
      </Button>
      <Button {...args} intent="danger" variant="outline">
        Tolak
      </Button>
      <Button {...args} intent="success">
        Setujui
      </Button>
      <Button {...args} size="sm">
        Kecil
      </Button>
      <LinkButton href="#masuk" variant="outline" intent="neutral">
        Ke halaman masuk
      </LinkButton>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Batal' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Simpan' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Simpan/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const Overflow: Story = {
  args: { children: LONG_ID },
  render: (args) => (
    <Narrow>
      <Button {...args} />
    </Narrow>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
