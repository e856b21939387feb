import { bindFormik, textBinding } from '../formik.tsx';
import { TextArea, TextField } from '../TextField.tsx';

/** TextField bound to a formik field by `name`. */
export const FormTextField = bindFormik(TextField, textBinding);
/** TextArea bound to a formik field by `name`. */
export const FormTextArea = bindFormik(TextArea, textBinding);
