import type { ReactNode } from 'react';
import { Button } from './Button.tsx';
import { visuallyHidden } from './internal/a11y.css.ts';
import { ProgressBar } from './ProgressBar.tsx';
import * as styles from './Stepper.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface Step {
  id: string;
  title: string;
}

export interface StepperProps {
  steps: readonly Step[];
  /** 0-based index of the current step. */
  current: number;
  onPrevious: () => void;
  onNext: () => void;
  onFinish: () => void;
  /** E.g. while the current step is invalid. */
  isNextDisabled?: boolean;
  /** Finish stays disabled until the whole wizard is valid. */
  isFinishDisabled?: boolean;
  /** A save is running: Finish shows a spinner and the buttons are blocked. */
  isFinishing?: boolean;
  /** Extra content at the start of the button row (e.g. a link back to login). */
  secondaryAction?: ReactNode;
  /** The current step's content. */
  children: ReactNode;
}

/** A wizard: numbered steps, a progress bar, the current step's content, and Previous, Next and Finish. */
export function Stepper({
  steps,
  current,
  onPrevious,
  onNext,
  onFinish,
  isNextDisabled,
  isFinishDisabled,
  isFinishing,
  secondaryAction,
  children,
}: StepperProps) {
  const strings = useUiStrings();
  const last = current >= steps.length - 1;
  const stepText = strings.stepOf({ step: current + 1, total: steps.length });
  return (
    <div className={styles.stepper}>
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li
            key={s.id}
            className={styles.step}
            aria-current={i === current ? 'step' : undefined}
            data-done={i < current || undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {i < current ? '✓' : i + 1}
            </span>
            {s.title}
            {i < current ? <span className={visuallyHidden}>, {strings.stepCompleted}</span> : null}
          </li>
        ))}
      </ol>
      <ProgressBar
        label={steps[current]?.title ?? ''}
        value={current + 1}
        minValue={0}
        maxValue={steps.length}
        valueLabel={stepText}
      />
      <div>{children}</div>
      <div className={styles.nav}>
        {secondaryAction}
        <div className={styles.navEnd}>
          {current > 0 ? (
            <Button variant="outline" onPress={onPrevious} isDisabled={isFinishing}>
              {strings.previous}
            </Button>
          ) : null}
          {last ? (
            <Button onPress={onFinish} isDisabled={isFinishDisabled} isLoading={isFinishing}>
              {strings.finish}
            </Button>
          ) : (
            <Button onPress={onNext} isDisabled={isNextDisabled}>
              {strings.next}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
