import { useState } from 'react';
import { Button as AriaButton, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import * as styles from './Field.css.ts';
import { FieldHelp, FieldLabel, invalid, VALIDATION_BEHAVIOR } from './internal/FieldParts.tsx';
import type { TextFieldProps } from './TextField.tsx';
import { useUiStrings } from './UiStrings.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const strings = useUiStrings();
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      type={visible ? 'text' : 'password'}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={styles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group
        className={styles.control}
        isDisabled={props.isDisabled}
        isInvalid={invalid(isInvalid, errorMessage)}
      >
        <Input className={styles.innerInput} placeholder={placeholder} />
        <AriaButton
          className={styles.controlButton}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
          aria-pressed={visible}
        >
          {visible ? strings.hidePassword : strings.showPassword}
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
