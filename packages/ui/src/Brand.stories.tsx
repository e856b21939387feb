import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Brand } from './Brand.tsx';
import { withUi } from './internal/withUi.tsx';

const meta = {
  title: 'ui/Brand',
  component: Brand,
  decorators: [withUi],
  args: { name: 'V-Legal Back-office' },
} satisfies Meta<typeof Brand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('V-Legal Back-office')).toBeVisible();
    // The mark is decorative: the name carries the meaning.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const AsLink: Story = {
  args: { href: '#/app/dashboard' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'V-Legal Back-office' });
    await expect(link).toHaveAttribute('href', '#/app/dashboard');
    // A name, not a text link: no underline.
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};
