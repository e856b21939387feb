import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Narrow } from './internal/StoryFrame.tsx';
import { LONG_ID } from './internal/storyText.ts';
import { Inline } from './Layout.tsx';
import { Link } from './Link.tsx';

const meta = {
  title: 'ui/Link',
  component: Link,
  args: { href: '#/register', children: 'Daftar akun baru' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Inline gap="lg">
      <Link {...args} />
      <Link href="#/reset/request">Lupa kata sandi?</Link>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Daftar akun baru' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lupa kata sandi?' })).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Overflow: Story = {
  args: { children: LONG_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
