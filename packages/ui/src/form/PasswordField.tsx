import { bindFormik, textBinding } from '../formik.tsx';
import { PasswordField } from '../PasswordField.tsx';

/** PasswordField bound to a formik field by `name`. */
export const FormPasswordField = bindFormik(PasswordField, textBinding);
