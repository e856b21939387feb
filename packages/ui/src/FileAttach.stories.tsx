import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Attachment, FileAttach, type FileAttachProps } from './FileAttach.tsx';
import { LONG_WORD_ID } from './internal/storyText.ts';
import { Medium, Narrow } from './internal/StoryFrame.tsx';
import { withUi } from './internal/withUi.tsx';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="#8b5a2b"/><rect x="20" y="20" width="120" height="80" fill="#d9b38c"/></svg>';
const signature: Attachment = { content: btoa(svg), contentType: 'image/svg+xml', name: 'tanda-tangan.svg' };
const permit: Attachment = {
  content: btoa('%PDF-1.4 izin usaha'),
  contentType: 'application/pdf',
  name: 'izin-usaha.pdf',
};

function Stateful(props: FileAttachProps) {
  const [value, setValue] = useState<Attachment | null>(props.value ?? null);
  return (
    <FileAttach
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]')!;

const meta = {
  title: 'ui/FileAttach',
  component: FileAttach,
  decorators: [(Story) => <Medium>{Story()}</Medium>, withUi],
  args: { label: 'Berkas izin usaha', value: null, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FileAttach>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Berkas izin usaha' })).toBeInTheDocument();
    await expect(canvas.getByText('Gambar atau PDF, maksimum 2,6 MB.')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pilih berkas' })).toHaveFocus();
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.4'], 'izin.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith({
        content: btoa('%PDF-1.4'),
        contentType: 'application/pdf',
        name: 'izin.pdf',
      }),
    );
    await expect(canvas.getByText('application/pdf, 8 byte')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hapus berkas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Belum ada berkas')).toBeInTheDocument();
  },
};

export const WithImage: Story = {
  args: { label: 'Tanda tangan', value: signature, imageOnly: true },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Pratinjau tanda-tangan.svg' });
    await expect(img.getBoundingClientRect().height).toBeLessThanOrEqual(100);
    await expect(within(canvasElement).getByRole('button', { name: 'Ganti berkas' })).toBeInTheDocument();
  },
};

export const WithPdf: Story = { args: { value: permit } };

export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const big = new File([new Uint8Array(2_600_001)], 'besar.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), big);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
        'Berkas terlalu besar. Ukuran maksimum 2,6 MB.',
      ),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    const exact = new File([new Uint8Array(2_600_000)], 'pas.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(canvasElement), exact);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ImageOnlyIgnoresPdf: Story = {
  args: { label: 'Tanda tangan', imageOnly: true },
  play: async ({ canvasElement, args }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await userEvent.upload(input, new File(['%PDF'], 'izin.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await new Promise((r) => setTimeout(r, 50));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: permit } };

export const Invalid: Story = {
  args: { errorMessage: 'Kolom ini wajib diisi.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      /Kolom ini wajib diisi\./,
    );
  },
};

export const Overflow: Story = {
  args: { value: { ...permit, name: `${LONG_WORD_ID}.pdf` }, label: LONG_WORD_ID },
  decorators: [(Story) => <Narrow>{Story()}</Narrow>],
};
