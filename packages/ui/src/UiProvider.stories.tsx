import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComboBox } from './ComboBox.tsx';
import { DatePicker } from './DateField.tsx';
import { ItemCount } from './ItemCount.tsx';
import { Stack } from './Layout.tsx';
import { uiStringsEn } from './locale/en.ts';
import { NumberField } from './NumberField.tsx';
import { UiProvider } from './UiProvider.tsx';

function Sample({ english = false }: { english?: boolean }) {
  return (
    <UiProvider locale={english ? 'en-US' : 'id-ID'} strings={english ? uiStringsEn : {}}>
      <Stack>
        <DatePicker
          label={english ? 'Valid until' : 'Berlaku sampai'}
          defaultValue={new CalendarDate(2026, 11, 21)}
        />
        <ComboBox label={english ? 'Permit type' : 'Jenis izin'} options={[{ id: 'NIB', label: 'NIB' }]} />
        <NumberField label="Volume" decimals={4} defaultValue={1234.5} showStepper />
        <ItemCount page={1} pageSize={20} total={45} />
      </Stack>
    </UiProvider>
  );
}

const meta = { title: 'ui/UiProvider', component: Sample } satisfies Meta<typeof Sample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Indonesian: react-aria's own strings (segments, buttons, announcements) and the ui texts. */
export const Indonesian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /hari/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Kalender/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Tampilkan saran/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Tambah Volume' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Volume' })).toHaveValue('1.234,5000');
    await expect(canvas.getByText('Menampilkan 1 - 20 dari 45 item')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent(/Show suggestions|Calendar|Increase/);
  },
};

export const English: Story = {
  args: { english: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: /day/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Show suggestions/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Increase Volume' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Volume' })).toHaveValue('1,234.5000');
    await expect(canvas.getByText('Showing 1 - 20 of 45 items')).toBeInTheDocument();
  },
};
