import { bindFormik, keyBinding } from '../formik.tsx';
import { Select } from '../Select.tsx';

/** Select bound to a formik field (the chosen `id`, or `null`) by `name`. */
export const FormSelect = bindFormik(Select, keyBinding);
