import { bindFormik, radioBinding } from '../formik.tsx';
import { RadioGroup } from '../RadioGroup.tsx';

/** RadioGroup bound to a formik field holding the chosen value, by `name`. */
export const FormRadioGroup = bindFormik(RadioGroup, radioBinding);
