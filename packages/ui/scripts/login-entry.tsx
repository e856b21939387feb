// What the login route takes from the ui kit, for `pnpm --filter @vlegal/ui size`.
import { Form, Formik } from 'formik';
import { createRoot } from 'react-dom/client';
import { Alert } from '../src/Alert.tsx';
import { Button, LinkButton } from '../src/Button.tsx';
import { Card } from '../src/Card.tsx';
import { FormCheckbox } from '../src/form/Checkbox.tsx';
import { Stack } from '../src/Layout.tsx';
import { PageHeader } from '../src/PageHeader.tsx';
import { FormPasswordField } from '../src/form/PasswordField.tsx';
import { FormTextField } from '../src/form/TextField.tsx';
import { UiProvider } from '../src/UiProvider.tsx';
import '../src/theme/theme.css.ts';

createRoot(document.getElementById('root')!).render(
  <UiProvider>
    <PageHeader title="Masuk" />
    <Card title="Masuk">
      <Formik initialValues={{ username: '', password: '', rememberMe: false }} onSubmit={() => {}}>
        <Form>
          <Stack>
            <Alert intent="danger">Gagal masuk</Alert>
            <FormTextField name="username" label="Nama pengguna" />
            <FormPasswordField name="password" label="Kata sandi" />
            <FormCheckbox name="rememberMe">Ingat saya</FormCheckbox>
            <Button type="submit">Masuk</Button>
            <LinkButton href="/register">Daftar</LinkButton>
          </Stack>
        </Form>
      </Formik>
    </Card>
  </UiProvider>,
);
