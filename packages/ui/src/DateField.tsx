import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import * as styles from './DateField.css.ts';
import * as fieldStyles from './Field.css.ts';
import { Chevron } from './internal/Icons.tsx';
import {
  type FieldBaseProps,
  FieldHelp,
  FieldLabel,
  invalid,
  VALIDATION_BEHAVIOR,
} from './internal/FieldParts.tsx';
import * as listStyles from './ListBox.css.ts';

export type DateFieldProps = Omit<
  AriaDateFieldProps<CalendarDate>,
  'className' | 'style' | 'children' | 'validationBehavior'
> &
  FieldBaseProps;

/** A date typed segment by segment (day, month, year in the locale's order). */
export function DateField({
  label,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  ...props
}: DateFieldProps) {
  return (
    <AriaDateField
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <DateInput className={`${fieldStyles.control} ${styles.dateInput}`}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaDateField>
  );
}

export type DatePickerProps = Omit<
  AriaDatePickerProps<CalendarDate>,
  'className' | 'style' | 'children' | 'validationBehavior'
> &
  FieldBaseProps;

/** A date field with a calendar popover. */
export function DatePicker({
  label,
  hideLabel,
  description,
  errorMessage,
  isInvalid,
  ...props
}: DatePickerProps) {
  return (
    <AriaDatePicker
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.control}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={fieldStyles.controlButton}>
          <Chevron />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={listStyles.popover}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={fieldStyles.controlButton}>
                ‹
              </AriaButton>
              <Heading className={styles.calendarTitle} />
              <AriaButton slot="next" className={fieldStyles.controlButton}>
                ›
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** The CalendarDate of an ISO date string (`2026-11-21`, or a timestamp starting so); null otherwise. */
export function calendarDateOf(iso: unknown): CalendarDate | null {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

export type IsoDatePickerProps = Omit<DatePickerProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** An ISO date (`2026-11-21`), or '' for none. */
  value: string;
  onChange: (iso: string) => void;
};

/** A DatePicker over an ISO date string, as addresses and calls carry dates. */
export function IsoDatePicker({ value, onChange, ...props }: IsoDatePickerProps) {
  return (
    <DatePicker
      {...props}
      value={calendarDateOf(value)}
      onChange={(date) => onChange(date?.toString() ?? '')}
    />
  );
}
