import { type ReactNode, useId } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps, Text } from 'react-aria-components';
import * as styles from './Checkbox.css.ts';
import * as fieldStyles from './Field.css.ts';

export type SwitchProps = Omit<AriaSwitchProps, 'className' | 'style' | 'children'> & {
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
};

/** An on/off switch for a setting that applies at once. */
export function Switch({ children, description, errorMessage, ...props }: SwitchProps) {
  const base = useId();
  const descriptionId = description ? `${base}-description` : undefined;
  const errorId = errorMessage ? `${base}-error` : undefined;
  const describedBy =
    [props['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.wrapper}>
      <AriaSwitch {...props} aria-describedby={describedBy} className={styles.root}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.labelText}>{children}</span>
      </AriaSwitch>
      {description ? (
        <Text id={descriptionId} className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      {errorMessage ? (
        <Text id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </Text>
      ) : null}
    </div>
  );
}
