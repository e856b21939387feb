import type { CalendarDate } from '@internationalized/date';
import { calendarDateOf, DateField, DatePicker } from '../DateField.tsx';
import { bindFormik, type FormikFieldContext } from '../formik.tsx';

/** Formik holds an ISO date string (`2026-11-21`) or `null`; the field shows a CalendarDate. */
const isoDateBinding = (f: FormikFieldContext) => {
  return {
    value: calendarDateOf(f.value),
    onChange: (date: CalendarDate | null) => f.setValue(date ? date.toString() : null),
    onBlur: () => f.setTouched(),
  };
};

/** DateField bound to a formik field holding an ISO date string, by `name`. */
export const FormDateField = bindFormik(DateField, isoDateBinding);
/** DatePicker bound to a formik field holding an ISO date string, by `name`. */
export const FormDatePicker = bindFormik(DatePicker, isoDateBinding);
