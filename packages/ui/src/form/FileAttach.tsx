import { type Attachment, FileAttach } from '../FileAttach.tsx';
import { bindFormik, type FormikFieldContext } from '../formik.tsx';

const attachmentBinding = (f: FormikFieldContext) => ({
  value: f.value && typeof f.value === 'object' ? (f.value as Attachment) : null,
  onChange: (value: Attachment | null) => f.setValue(value),
  onBlur: () => f.setTouched(),
});

/** FileAttach bound to a formik field holding an `Attachment` (or `null`) by `name`. */
export const FormFileAttach = bindFormik(FileAttach, attachmentBinding);
