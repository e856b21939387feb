import { type ReactNode, type RefObject, useEffect, useMemo, useState } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Button } from './Button.tsx';
import * as styles from './Shell.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export interface TourStep {
  id: string;
  /** The element the step points at, by id (e.g. the sidebar toggle). */
  targetId: string;
  title: string;
  content: ReactNode;
}

export interface TourProps {
  steps: readonly TourStep[];
  /** 0-based index of the step shown; `null` when the tour is not running. */
  step: number | null;
  onStepChange: (step: number) => void;
  /** Stop (before the end) or Finish (at the end). */
  onClose: (finished: boolean) => void;
}

/** A guided tour: one step at a time beside its target, with Stop, Back, Next and Finish. Escape stops. */
export function Tour({ steps, step, onStepChange, onClose }: TourProps) {
  const strings = useUiStrings();
  const current = step === null ? undefined : steps[step];
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setTarget(current ? document.getElementById(current.targetId) : null);
  }, [current]);
  const targetRef = useMemo(() => ({ current: target }), [target]);
  if (!current || step === null || !target) return null;
  const last = step === steps.length - 1;
  return (
    <Popover
      triggerRef={targetRef as RefObject<HTMLElement>}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose(false);
      }}
      isNonModal
      placement="bottom start"
      offset={8}
      className={styles.tour}
    >
      <Dialog className={styles.tourDialog}>
        <Heading slot="title" className={styles.tourTitle}>
          {current.title}
        </Heading>
        <div>{current.content}</div>
        <div className={styles.tourFooter}>
          <span className={styles.tourCount}>{strings.stepOf({ step: step + 1, total: steps.length })}</span>
          <Button variant="ghost" intent="neutral" size="sm" onPress={() => onClose(false)}>
            {strings.tourStop}
          </Button>
          {step > 0 ? (
            <Button variant="outline" size="sm" onPress={() => onStepChange(step - 1)}>
              {strings.tourBack}
            </Button>
          ) : null}
          {last ? (
            <Button size="sm" onPress={() => onClose(true)}>
              {strings.tourFinish}
            </Button>
          ) : (
            <Button size="sm" onPress={() => onStepChange(step + 1)}>
              {strings.tourNext}
            </Button>
          )}
        </div>
      </Dialog>
    </Popover>
  );
}
