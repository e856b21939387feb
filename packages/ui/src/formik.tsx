import { useField, useFormikContext } from 'formik';
import type { ComponentType, ReactNode } from 'react';

/** What a binding gets from formik for one field. */
export interface FormikFieldContext {
  name: string;
  value: unknown;
  /** The error to show: formik's error once the field was touched or the form submitted. */
  errorMessage: string | undefined;
  setValue: (value: unknown) => void;
  /** Marks the field touched; `validate: false` when a value was just set (that set already validates). */
  setTouched: (validate?: boolean) => void;
}

/** Maps formik's state of one field onto a primitive's controlled props. */
export type FormikBinding<Managed> = (field: FormikFieldContext) => Managed;

/** Props of a formik-bound primitive: its own props minus the ones the binding manages, plus `name`. */
export type FormikBoundProps<P, Managed> = Omit<P, keyof Managed | 'name'> & {
  name: string;
  /** Overrides formik's error (e.g. a server field error the screen holds elsewhere). */
  errorMessage?: ReactNode;
};

function useFormikFieldContext(name: string): FormikFieldContext {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount } = useFormikContext<unknown>();
  const shown = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    name,
    value: field.value,
    errorMessage: shown,
    setValue: (value) => {
      void helpers.setValue(value);
    },
    setTouched: (validate) => {
      // Without a flag formik follows the form's `validateOnBlur`.
      void helpers.setTouched(true, validate);
    },
  };
}

/**
 * The one formik adapter: wraps a primitive so a screen writes a field once, by name
 * (`<FormTextField name="login" label="Login" />` inside `<Formik>`).
 */
export function bindFormik<P extends object, Managed extends Partial<P>>(
  Component: ComponentType<P>,
  binding: FormikBinding<Managed>,
): ComponentType<FormikBoundProps<P, Managed>> {
  function FormikBound({ name, errorMessage, ...rest }: FormikBoundProps<P, Managed>) {
    const ctx = useFormikFieldContext(name);
    const managed = binding(ctx);
    const props = {
      ...rest,
      ...managed,
      name,
      errorMessage: errorMessage ?? ctx.errorMessage,
    } as unknown as P;
    return <Component {...props} />;
  }
  FormikBound.displayName = `Formik(${Component.displayName ?? Component.name})`;
  return FormikBound;
}

export const textBinding = (f: FormikFieldContext) => ({
  value: typeof f.value === 'string' ? f.value : f.value == null ? '' : String(f.value),
  onChange: (value: string) => f.setValue(value),
  onBlur: () => f.setTouched(),
});

export const booleanBinding = (f: FormikFieldContext) => ({
  isSelected: f.value === true,
  onChange: (value: boolean) => {
    f.setValue(value);
    // A second validation here could run on the values before the change and leave a stale error.
    f.setTouched(false);
  },
  onBlur: () => f.setTouched(),
});

/** Numbers: an empty field is `null` in formik (react-aria uses NaN). */
export const numberBinding = (f: FormikFieldContext) => ({
  value: typeof f.value === 'number' ? f.value : Number.NaN,
  onChange: (value: number) => f.setValue(Number.isNaN(value) ? null : value),
  onBlur: () => f.setTouched(),
});

/** Single choice by key (Select, ComboBox): formik holds the key or `null`. */
export const keyBinding = (f: FormikFieldContext) => ({
  selectedKey: typeof f.value === 'string' || typeof f.value === 'number' ? f.value : null,
  onSelectionChange: (key: string | number | null) => {
    f.setValue(key);
    f.setTouched(false);
  },
  onBlur: () => f.setTouched(),
});

/** RadioGroup: formik holds the chosen value or `null`. */
export const radioBinding = (f: FormikFieldContext) => ({
  value: typeof f.value === 'string' ? f.value : null,
  onChange: (value: string) => {
    f.setValue(value);
    // A second validation here could run on the values before the change and leave a stale error.
    f.setTouched(false);
  },
  onBlur: () => f.setTouched(),
});
