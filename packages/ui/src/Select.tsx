import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type Key,
} from 'react-aria-components';
import * as fieldStyles from './Field.css.ts';
import { Chevron } from './internal/Icons.tsx';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalid,
  VALIDATION_BEHAVIOR,
} from './internal/FieldParts.tsx';
import * as styles from './ListBox.css.ts';
import { useUiStrings } from './UiStrings.tsx';

/** One choice: `id` is the value, `label` what people read. */
export interface Option {
  id: Key;
  label: string;
  /** A second line under the label (a stock's balance); read after the name by screen readers. */
  description?: string;
  isDisabled?: boolean;
}

export type SelectProps = Omit<
  AriaSelectProps<Option, 'single'>,
  'className' | 'style' | 'children' | 'items' | 'validationBehavior'
> &
  FieldBaseProps & { options: readonly Option[]; placeholder?: string; children?: never };

/** Pick one of a short, known list. For long or server-side lists use ComboBox. */
export function Select({
  label,
  hideLabel,
  description,
  errorMessage,
  options,
  placeholder,
  isInvalid,
  ...props
}: SelectProps) {
  const strings = useUiStrings();
  const disabledKeys = options.filter((o) => o.isDisabled).map((o) => o.id);
  return (
    <AriaSelect
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <AriaButton className={styles.selectButton}>
        <SelectValue className={styles.value} />
        <Chevron />
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox
          items={options}
          className={styles.listBox}
          renderEmptyState={() => <div className={styles.empty}>{strings.noResults}</div>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.item}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
