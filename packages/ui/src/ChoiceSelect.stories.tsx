import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type ChoiceSelectProps, ChoiceSelect } from './ChoiceSelect.tsx';
import { withUi } from './internal/withUi.tsx';

function Stateful(props: ChoiceSelectProps) {
  const [selected, setSelected] = useState(props.selectedKey);
  return (
    <ChoiceSelect
      {...props}
      selectedKey={selected}
      onSelectionChange={(key) => {
        setSelected(key);
        props.onSelectionChange(key);
      }}
    />
  );
}

const meta = {
  title: 'ui/ChoiceSelect',
  component: ChoiceSelect,
  decorators: [withUi],
  args: {
    label: 'Aktif',
    options: [
      { id: '', label: 'Semua' },
      { id: 'true', label: 'Ya' },
      { id: 'false', label: 'Tidak' },
    ],
    selectedKey: '',
    onSelectionChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChoiceSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

const listbox = () => within(document.body).queryByRole('listbox');

/** A press opens the list on the chosen option; a press on another chooses it, and the focus comes back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Semua Aktif' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: 'Semua' })).toHaveFocus());
    await expect(within(document.body).getByRole('option', { name: 'Semua' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(document.body).getByRole('option', { name: 'Ya' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('true');
    await expect(listbox()).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Ya Aktif' })).toHaveFocus();
  },
};

/** Arrow keys open it and move, Escape closes without a change, Enter chooses. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Semua Aktif' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: 'Tidak' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(listbox()).toBeNull();
    await expect(trigger).toHaveFocus();
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: 'Semua' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(document.body).getByRole('option', { name: 'Tidak' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('true');
    await expect(listbox()).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, description: 'Saringan tidak berlaku selama pencarian.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Semua Aktif' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription('Saringan tidak berlaku selama pencarian.');
  },
};
