import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css.ts';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalid,
  VALIDATION_BEHAVIOR,
} from './internal/FieldParts.tsx';

export type NumberFieldProps = Omit<
  AriaNumberFieldProps,
  'className' | 'style' | 'children' | 'validationBehavior'
> &
  FieldBaseProps & {
    /** Fixed number of decimals shown and kept (e.g. 4 for m³). Overrides `formatOptions` digits. */
    decimals?: number;
    /** Unit after the number, e.g. "m³" (read as part of the label). */
    unit?: string;
    /** Show − and + buttons (default false; arrow keys always step). */
    showStepper?: boolean;
  };

/** A number in the locale's format (1.234,5678 in Indonesian), with fixed decimals when asked. */
export function NumberField({
  label,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  decimals,
  unit,
  showStepper = false,
  formatOptions,
  ...props
}: NumberFieldProps) {
  const options: Intl.NumberFormatOptions | undefined =
    decimals === undefined
      ? formatOptions
      : { ...formatOptions, minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return (
    <AriaNumberField
      step={decimals === undefined ? undefined : 10 ** -decimals}
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      formatOptions={options}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
        {unit ? ` (${unit})` : null}
      </FieldLabel>
      <Group className={fieldStyles.control}>
        {showStepper ? (
          <AriaButton slot="decrement" className={fieldStyles.controlButton}>
            −
          </AriaButton>
        ) : null}
        <Input className={fieldStyles.innerInput} />
        {showStepper ? (
          <AriaButton slot="increment" className={fieldStyles.controlButton}>
            +
          </AriaButton>
        ) : null}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
