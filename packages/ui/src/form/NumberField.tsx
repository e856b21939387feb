import { bindFormik, numberBinding } from '../formik.tsx';
import { NumberField } from '../NumberField.tsx';

/** NumberField bound to a formik field holding a number (or `null` when empty), by `name`. */
export const FormNumberField = bindFormik(NumberField, numberBinding);
