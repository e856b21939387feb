import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { FormCheckbox } from './form/Checkbox.tsx';
import { FormComboBox } from './form/ComboBox.tsx';
import { FormDatePicker } from './form/DateField.tsx';
import type { Attachment } from './FileAttach.tsx';
import { FormFileAttach } from './form/FileAttach.tsx';
import { FormNumberField } from './form/NumberField.tsx';
import { FormRadioGroup } from './form/RadioGroup.tsx';
import { FormSelect } from './form/Select.tsx';
import { FormSwitch } from './form/Switch.tsx';
import { UiProvider } from './UiProvider.tsx';
import { Medium } from './internal/StoryFrame.tsx';
import { Stack } from './Layout.tsx';
import { FormPasswordField } from './form/PasswordField.tsx';
import { FormTextArea, FormTextField } from './form/TextField.tsx';

interface Values {
  username: string;
  password: string;
  rememberMe: boolean;
}

function validate(values: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!values.username) errors.username = 'Nama pengguna wajib diisi.';
  if (!values.password) errors.password = 'Kata sandi wajib diisi.';
  return errors;
}

function SignInForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <Formik<Values>
      initialValues={{ username: '', password: '', rememberMe: false }}
      validate={validate}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <Stack>
          <FormTextField name="username" label="Nama pengguna" autoComplete="username" isRequired />
          <FormPasswordField name="password" label="Kata sandi" isRequired />
          <FormCheckbox name="rememberMe">Ingat saya</FormCheckbox>
          <Button type="submit">Masuk</Button>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'ui/FormikAdapter',
  component: SignInForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <Medium>{Story()}</Medium>],
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('admin');
    await userEvent.tab();
    await userEvent.keyboard('rahasia');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Ingat saya' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { username: 'admin', password: 'rahasia', rememberMe: true },
        expect.anything(),
      ),
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Nama pengguna/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByText('Kata sandi wajib diisi.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

interface PermitValues {
  permitType: string | null;
  province: string | null;
  validDate: string | null;
  volume: number | null;
  product: string | null;
  active: boolean;
  note: string;
  permitFile: Attachment | null;
}

const permitTypes = [
  { id: 'PBPHH', label: 'Perizinan Berusaha Pengolahan Hasil Hutan' },
  { id: 'NIB', label: 'Nomor Induk Berusaha' },
];

function PermitForm({ onSubmit }: { onSubmit: (values: PermitValues) => void }) {
  return (
    <Formik<PermitValues>
      initialValues={{
        permitType: 'NIB',
        province: null,
        validDate: '2026-11-21',
        volume: 12.5,
        product: 'LOG',
        active: true,
        note: '',
        permitFile: null,
      }}
      validate={(v) => (v.province ? {} : { province: 'Kolom ini wajib diisi.' })}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <UiProvider>
          <Stack>
            <FormComboBox
              name="permitType"
              label="Jenis izin"
              selectedLabel="Nomor Induk Berusaha"
              search={async (text) =>
                permitTypes.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))
              }
            />
            <FormSelect
              name="province"
              label="Provinsi"
              options={[
                { id: 'KALTIM', label: 'Kalimantan Timur' },
                { id: 'JATENG', label: 'Jawa Tengah' },
              ]}
            />
            <FormDatePicker name="validDate" label="Berlaku sampai" />
            <FormNumberField name="volume" label="Volume" unit="m³" decimals={4} />
            <FormRadioGroup
              name="product"
              label="Produk"
              orientation="horizontal"
              options={[
                { value: 'LOG', label: 'Kayu bulat' },
                { value: 'SAWN', label: 'Kayu gergajian' },
              ]}
            />
            <FormSwitch name="active">Aktif</FormSwitch>
            <FormTextArea name="note" label="Catatan" />
            <FormFileAttach name="permitFile" label="Berkas izin" />
            <Button type="submit">Simpan</Button>
          </Stack>
        </UiProvider>
      </Form>
    </Formik>
  );
}

/** Every field kind through the same adapter: a screen writes each field once, by name. */
export const AllFields: StoryObj<typeof PermitForm> = {
  render: (args) => <PermitForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getByText('Kolom ini wajib diisi.')).toBeInTheDocument());
    canvas.getByRole('button', { name: /Provinsi/ }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Catatan' }), 'Baru');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          permitType: 'NIB',
          province: 'KALTIM',
          validDate: '2026-11-21',
          volume: 12.5,
          product: 'LOG',
          active: true,
          note: 'Baru',
          permitFile: null,
        },
        expect.anything(),
      ),
    );
  },
};

interface RequiredValues {
  province: string | null;
  permitType: string | null;
  validDate: string | null;
  volume: number | null;
  name: string;
}

const REQUIRED = 'Kolom ini wajib diisi.';

/** Every field required, each with our own message: the browser's own check must never speak. */
function RequiredForm({ onSubmit }: { onSubmit: (values: RequiredValues) => void }) {
  return (
    <Formik<RequiredValues>
      initialValues={{ province: null, permitType: null, validDate: null, volume: null, name: '' }}
      validate={(values) =>
        Object.fromEntries(
          Object.entries(values)
            .filter(([, value]) => value === null || value === '')
            .map(([field]) => [field, REQUIRED]),
        )
      }
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <UiProvider>
          <Stack>
            <FormSelect
              name="province"
              label="Provinsi"
              isRequired
              options={[
                { id: 'KALTIM', label: 'Kalimantan Timur' },
                { id: 'JATENG', label: 'Jawa Tengah' },
              ]}
            />
            <FormComboBox
              name="permitType"
              label="Jenis izin"
              isRequired
              search={async (text) =>
                permitTypes.filter((p) => p.label.toLowerCase().includes(text.toLowerCase()))
              }
            />
            <FormDatePicker name="validDate" label="Berlaku sampai" isRequired />
            <FormNumberField name="volume" label="Volume" unit="m³" decimals={4} isRequired />
            <FormTextField name="name" label="Nama" isRequired />
            <Button type="submit">Simpan</Button>
          </Stack>
        </UiProvider>
      </Form>
    </Formik>
  );
}

/**
 * Refused twice with the fields filled one by one: a filled field drops its error and shows none of the
 * browser's own (English) messages, such as "Please select an item in the list."; only ours show.
 */
export const RefusedThenFilled: StoryObj<typeof RequiredForm> = {
  render: (args) => <RequiredForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: /Provinsi/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Jawa Tengah' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Volume/ }), '12,5');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(canvas.getAllByText(REQUIRED)).toHaveLength(3));
    // No control holds a message of the browser's, and every message shown is ours.
    for (const control of canvasElement.querySelectorAll('input, select, textarea'))
      await expect((control as HTMLInputElement).validationMessage).toBe('');
    const shown = [...canvasElement.querySelectorAll('[slot="errorMessage"]')].map(
      (node) => node.textContent,
    );
    await expect(shown).toEqual([REQUIRED, REQUIRED, REQUIRED]);
    await expect(canvas.getByRole('button', { name: /Provinsi/ })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: /Volume/ })).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
