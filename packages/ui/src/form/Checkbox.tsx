import { bindFormik, booleanBinding } from '../formik.tsx';
import { Checkbox } from '../Checkbox.tsx';

/** Checkbox bound to a boolean formik field by `name`. */
export const FormCheckbox = bindFormik(Checkbox, booleanBinding);
