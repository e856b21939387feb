import { bindFormik, keyBinding } from '../formik.tsx';
import { ComboBox } from '../ComboBox.tsx';

/** ComboBox bound to a formik field (the chosen `id`, or `null`) by `name`. */
export const FormComboBox = bindFormik(ComboBox, keyBinding);
