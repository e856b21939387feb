import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button.tsx';
import { FormCheckbox } from './Checkbox.tsx';
import { Medium } from './internal/StoryFrame.tsx';
import { Stack } from './Layout.tsx';
import { FormPasswordField } from './PasswordField.tsx';
import { FormTextField } from './TextField.tsx';

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
