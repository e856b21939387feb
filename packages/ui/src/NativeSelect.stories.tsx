import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withUi } from './internal/withUi.tsx';
import { NativeSelect } from './NativeSelect.tsx';

const options = [
  { id: 'in', label: 'Bahasa Indonesia' },
  { id: 'en', label: 'English' },
];

function Example({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('in');
  return (
    <NativeSelect
      aria-label="Bahasa"
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
