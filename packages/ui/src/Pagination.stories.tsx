import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ItemCount } from './ItemCount.tsx';
import { withUi, withUiEn } from './internal/withUi.tsx';
import { Pagination, type PaginationProps } from './Pagination.tsx';

function Stateful(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [size, setSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={size}
      onPageChange={(p) => {
        setPage(p);
        props.onPageChange(p);
      }}
      onPageSizeChange={(s) => {
        setSize(s);
        setPage(1);
        props.onPageSizeChange?.(s);
      }}
    />
  );
}

const meta = {
  title: 'ui/Pagination',
  component: Pagination,
  decorators: [withUi],
  args: { page: 1, pageSize: 20, total: 45, onPageChange: fn(), onPageSizeChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Menampilkan 1 - 20 dari 45 item')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Halaman 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('Menampilkan 41 - 45 dari 45 item')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
  },
};

export const PageSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Baris per halaman/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const option = await within(document.body).findByRole('option', { name: '50' });
    await userEvent.keyboard('5');
    await expect(option).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await expect(canvas.getByText('Menampilkan 1 - 45 dari 45 item')).toBeInTheDocument();
  },
};

export const English: Story = {
  decorators: [withUiEn],
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Showing 21 - 40 of 45 items')).toBeInTheDocument();
  },
};

export const ManyPages: Story = { args: { page: 10, total: 1000 } };

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Menampilkan 0 - 0 dari 0 item')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, page: 2 } };

export const PastTheEnd: Story = {
  args: { page: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Menampilkan 41 - 45 dari 45 item')).toBeInTheDocument();
  },
};

export const CountOnly: StoryObj<typeof ItemCount> = {
  render: () => <ItemCount page={2} pageSize={10} total={15} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Menampilkan 11 - 15 dari 15 item');
  },
};

/** A very long list whose total the server only estimated (X-Total-Count-Estimated): "sekitar". */
export const EstimatedTotal: Story = {
  args: { page: 1, total: 1_000_000, totalEstimated: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Menampilkan 1 - 20 dari sekitar 1.000.000 item')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Halaman 50000' })).toBeInTheDocument();
  },
};

export const EstimatedTotalEnglish: Story = {
  decorators: [withUiEn],
  args: { page: 2, total: 1_000_000, totalEstimated: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Showing 21 - 40 of about 1,000,000 items'),
    ).toBeInTheDocument();
  },
};
