import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_ID } from './internal/storyText.ts';
import { Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';
import { Stepper, type StepperProps } from './Stepper.tsx';

const steps = [
  { id: 'company', title: 'Perusahaan' },
  { id: 'unit', title: 'Unit usaha' },
  { id: 'account', title: 'Akun' },
];

function Stateful(props: StepperProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <Stepper
      {...props}
      current={current}
      onPrevious={() => {
        setCurrent((c) => c - 1);
        props.onPrevious();
      }}
      onNext={() => {
        setCurrent((c) => c + 1);
        props.onNext();
      }}
    >
      <p>Isi langkah {current + 1}.</p>
    </Stepper>
  );
}

const meta = {
  title: 'ui/Stepper',
  component: Stepper,
  decorators: [withUi],
  args: { steps, current: 0, onPrevious: fn(), onNext: fn(), onFinish: fn(), children: null },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Langkah 1 dari 3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Berikutnya' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Sebelumnya' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Berikutnya' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Langkah 3 dari 3');
    canvas.getByRole('button', { name: 'Selesai' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFinish).toHaveBeenCalledTimes(1);
  },
};

export const LastStepFinishDisabled: Story = {
  args: { current: 2, isFinishDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Selesai' })).toBeDisabled();
  },
};

export const Finishing: Story = {
  args: { current: 2, isFinishing: true },
  play: async ({ canvasElement, args }) => {
    const finish = within(canvasElement).getByRole('button', { name: /Selesai/ });
    finish.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFinish).not.toHaveBeenCalled();
  },
};

export const NextDisabled: Story = { args: { current: 1, isNextDisabled: true } };

export const Overflow: Story = {
  args: { steps: steps.map((s) => ({ ...s, title: `${s.title}: ${LONG_ID}` })), current: 1 },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
