import type { Meta, StoryObj } from '@storybook/react-vite';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withUi } from './internal/withUi.tsx';
import { NativeSelect } from './NativeSelect.tsx';

const options = [
  { id: 'in', label: 'Bahasa Indonesia', short: 'ID' },
  { id: 'en', label: 'English', short: 'EN' },
];

function Example({ onChange, compact = false }: { onChange: (value: string) => void; compact?: boolean }) {
  const [value, setValue] = useState('in');
  return (
    <NativeSelect
      aria-label="Bahasa"
      {...(compact ? { icon: <Languages size={18} /> } : {})}
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/NativeSelect',
  component: Example,
  decorators: [withUi],
  args: { onChange: fn() },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Bahasa' });
    await expect(select).toHaveDisplayValue('Bahasa Indonesia');
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(select).toHaveDisplayValue('English');
  },
};

/** With an icon and short labels, a phone shows the icon and the chosen short label; the list keeps the names. */
export const CompactOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { compact: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Bahasa' });
    await expect(select).toHaveDisplayValue('Bahasa Indonesia');
    await expect(canvas.getByText('ID')).toBeVisible();
    await expect(select.getBoundingClientRect().width).toBeLessThan(120);
    await userEvent.selectOptions(select, 'en');
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByText('EN')).toBeVisible();
  },
};

/** The same control on a wide screen shows the chosen name. */
export const CompactOnAWideScreen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Bahasa' })).toHaveDisplayValue('Bahasa Indonesia');
    await expect(canvas.getByText('ID')).not.toBeVisible();
  },
};
