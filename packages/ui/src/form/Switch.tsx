import { bindFormik, booleanBinding } from '../formik.tsx';
import { Switch } from '../Switch.tsx';

/** Switch bound to a boolean formik field by `name`. */
export const FormSwitch = bindFormik(Switch, booleanBinding);
