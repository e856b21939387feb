import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css.ts';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalid,
  VALIDATION_BEHAVIOR,
} from './internal/FieldParts.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export type RadioGroupProps = Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children' | 'validationBehavior'
> &
  FieldBaseProps & { options: readonly RadioOption[] };

/** One choice among a few visible options; arrow keys move the choice. */
export function RadioGroup({
  label,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  options,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={`${styles.options} ${props.orientation === 'horizontal' ? styles.horizontal : ''}`}>
        {options.map((o) => (
          <AriaRadio key={o.value} value={o.value} isDisabled={o.isDisabled} className={styles.radio}>
            <span className={styles.dot} aria-hidden="true" />
            {o.label}
          </AriaRadio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
