import {
  Input,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './Field.css.ts';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalid,
  VALIDATION_BEHAVIOR,
} from './internal/FieldParts.tsx';

export type TextFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'validationBehavior'
> &
  FieldBaseProps & { placeholder?: string };

/** A single-line text input with label, description and error message. */
export function TextField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={styles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Input className={styles.control} placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

export type TextAreaProps = TextFieldProps & { rows?: number };

/** A multi-line text input. */
export function TextArea({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={styles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
