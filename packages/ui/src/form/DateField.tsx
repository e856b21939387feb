import { type CalendarDate, parseDate } from '@internationalized/date';
import { DateField, DatePicker } from '../DateField.tsx';
import { bindFormik, type FormikFieldContext } from '../formik.tsx';

/** Formik holds an ISO date string (`2026-11-21`) or `null`; the field shows a CalendarDate. */
const isoDateBinding = (f: FormikFieldContext) => {
  let value: CalendarDate | null = null;
  if (typeof f.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(f.value)) {
    try {
      value = parseDate(f.value.slice(0, 10));
    } catch {
      value = null;
    }
  }
  return {
    value,
    onChange: (date: CalendarDate | null) => f.setValue(date ? date.toString() : null),
    onBlur: () => f.setTouched(),
  };
};

/** DateField bound to a formik field holding an ISO date string, by `name`. */
export const FormDateField = bindFormik(DateField, isoDateBinding);
/** DatePicker bound to a formik field holding an ISO date string, by `name`. */
export const FormDatePicker = bindFormik(DatePicker, isoDateBinding);
