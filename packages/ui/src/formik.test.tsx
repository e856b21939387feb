import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Formik, type FormikProps } from 'formik';
import { createRef, type RefObject } from 'react';
import { FormCheckbox } from './form/Checkbox.tsx';
import { FormDatePicker } from './form/DateField.tsx';
import { FormNumberField } from './form/NumberField.tsx';
import { FormTextField } from './form/TextField.tsx';
import { UiProvider } from './UiProvider.tsx';

interface Values {
  name: string;
  volume: number | null;
  validDate: string | null;
  agree: boolean;
}

function setup(initial: Values, ref: RefObject<FormikProps<Values> | null>) {
  render(
    <UiProvider locale="id-ID">
      <Formik<Values>
        innerRef={ref}
        initialValues={initial}
        validate={(v) => (v.name ? {} : { name: 'Kolom ini wajib diisi.' })}
        onSubmit={() => {}}
      >
        <Form>
          <FormTextField name="name" label="Nama" />
          <FormNumberField name="volume" label="Volume" decimals={4} />
          <FormDatePicker name="validDate" label="Berlaku sampai" />
          <FormCheckbox name="agree">Setuju</FormCheckbox>
        </Form>
      </Formik>
    </UiProvider>,
  );
}

describe('bindFormik', () => {
  it('shows formik values in the fields', () => {
    const ref = createRef<FormikProps<Values>>();
    setup({ name: 'PT Kayu', volume: 1.5, validDate: '2026-11-21', agree: true }, ref);
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('PT Kayu');
    expect(screen.getByRole('textbox', { name: 'Volume' })).toHaveValue('1,5000');
    expect(screen.getByRole('checkbox', { name: 'Setuju' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /tahun/ })).toHaveAttribute('aria-valuenow', '2026');
  });

  it('writes typed values back, by name', async () => {
    const ref = createRef<FormikProps<Values>>();
    setup({ name: '', volume: null, validDate: null, agree: false }, ref);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nama' }), { target: { value: 'PT Jati' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Setuju' }));
    await waitFor(() =>
      expect(ref.current?.values).toMatchObject({ name: 'PT Jati', agree: true, volume: null }),
    );
  });

  it('shows the error only after touch or submit', async () => {
    const ref = createRef<FormikProps<Values>>();
    setup({ name: '', volume: null, validDate: null, agree: false }, ref);
    expect(screen.queryByText('Kolom ini wajib diisi.')).toBeNull();
    await act(async () => {
      await ref.current?.submitForm();
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
  });

  it('keeps an empty number as null and a date as an ISO string', async () => {
    const ref = createRef<FormikProps<Values>>();
    setup({ name: 'x', volume: 2, validDate: '2026-11-21', agree: false }, ref);
    const volume = screen.getByRole('textbox', { name: 'Volume' });
    fireEvent.focus(volume);
    fireEvent.change(volume, { target: { value: '' } });
    fireEvent.blur(volume);
    await waitFor(() => expect(ref.current?.values.volume).toBeNull());
    const day = screen.getByRole('spinbutton', { name: /hari/ });
    fireEvent.focus(day);
    fireEvent.keyDown(day, { key: 'ArrowUp' });
    await waitFor(() => expect(ref.current?.values.validDate).toBe('2026-11-22'));
  });
});
