import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps {
  label: string;
  /** Current value; leave out for an indeterminate bar (something is loading). */
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** Text instead of the percentage, e.g. "Langkah 2 dari 3". */
  valueLabel?: string;
  /** Hide the value text (the label stays visible). */
  hideValue?: boolean;
}

/** Progress of a task, or an indeterminate loading bar when `value` is left out. */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  hideValue,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      className={styles.root}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      isIndeterminate={value === undefined}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className={styles.labels}>
            <Label>{label}</Label>
            {hideValue || isIndeterminate ? null : <span>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={
                isIndeterminate ? undefined : assignInlineVars({ [styles.fillWidth]: `${percentage ?? 0}%` })
              }
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
