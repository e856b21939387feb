import { type ReactNode, useEffect } from 'react';
import * as styles from './Alert.css.ts';
import { Button } from './Button.tsx';
import { intent as intentClass } from './theme/intent.css.ts';
import { useUiStrings } from './UiStrings.tsx';

export type AlertIntent = 'info' | 'success' | 'danger' | 'warning';

/** How long an alert stays before it dismisses itself. */
export const ALERT_TIMEOUT_MS = 10_000;

export interface AlertProps {
  intent?: AlertIntent;
  title?: ReactNode;
  children: ReactNode;
  /** Called on the close button and after `timeout` ms. Without it the alert has no close button and stays. */
  onDismiss?: () => void;
  /** Milliseconds before `onDismiss` runs by itself; `null` keeps it until dismissed. */
  timeout?: number | null;
}

/**
 * An inline message. `danger` is announced at once (role alert); the others politely (role status).
 * It stays `ALERT_TIMEOUT_MS` (10,000 ms) or until dismissed.
 */
export function Alert({
  intent = 'info',
  title,
  children,
  onDismiss,
  timeout = ALERT_TIMEOUT_MS,
}: AlertProps) {
  const strings = useUiStrings();
  useEffect(() => {
    if (!onDismiss || timeout === null) return;
    const id = setTimeout(onDismiss, timeout);
    return () => clearTimeout(id);
  }, [onDismiss, timeout]);
  return (
    <div role={intent === 'danger' ? 'alert' : 'status'} className={`${styles.alert} ${intentClass[intent]}`}>
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
      {onDismiss ? (
        <Button variant="ghost" intent="neutral" size="sm" onPress={onDismiss}>
          {strings.dismiss}
        </Button>
      ) : null}
    </div>
  );
}
