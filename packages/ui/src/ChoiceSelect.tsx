import { type ReactNode, useId } from 'react';
import { useFocusRing, useFocusVisible } from 'react-aria';
import type { Key } from 'react-aria-components';
import * as fieldStyles from './Field.css.ts';
import { visuallyHidden } from './internal/a11y.css.ts';
import { Chevron } from './internal/Icons.tsx';
import { usePopupList } from './internal/popupList.ts';
import * as styles from './ListBox.css.ts';
import type { Option } from './Select.tsx';

export interface ChoiceSelectProps {
  label: ReactNode;
  /** Read by screen readers, not shown. */
  hideLabel?: boolean;
  description?: ReactNode;
  options: readonly Option[];
  selectedKey: Key | null;
  onSelectionChange: (key: Key | null) => void;
  isDisabled?: boolean;
  /** Shown while nothing is chosen. */
  placeholder?: string;
}

/**
 * Pick one of a few fixed choices that change what a page shows (a list's filter, its page size): looks and
 * reads as Select (a button and a list box), written out with no react-aria collections or overlays, so a
 * list loads none of them. Forms use Select (validation, form values, descriptions of options).
 */
export function ChoiceSelect({
  label,
  hideLabel,
  description,
  options,
  selectedKey,
  onSelectionChange,
  isDisabled = false,
  placeholder = '',
}: ChoiceSelectProps) {
  const id = useId();
  const chosen = options.findIndex((option) => option.id === selectedKey);
  const popup = usePopupList({
    count: options.length,
    isDisabled: (index) => options[index]?.isDisabled === true,
    textOf: (index) => options[index]?.label ?? '',
    chosen,
    align: 'start',
  });
  const { isFocusVisible: triggerFocusVisible, focusProps } = useFocusRing();
  const { isFocusVisible } = useFocusVisible();
  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.isDisabled) return;
    popup.close(true);
    if (option.id !== selectedKey) onSelectionChange(option.id);
  };
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const descriptionId = `${id}-description`;
  return (
    <div className={fieldStyles.field} data-disabled={isDisabled || undefined}>
      <span id={labelId} className={hideLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <button
        {...focusProps}
        ref={popup.anchorRef}
        type="button"
        className={styles.selectButton}
        disabled={isDisabled}
        aria-haspopup="listbox"
        aria-expanded={popup.isOpen}
        aria-controls={popup.isOpen ? popup.listId : undefined}
        // The value, then the label (as react-aria's Select reads).
        aria-labelledby={`${valueId} ${labelId}`}
        aria-describedby={description ? descriptionId : undefined}
        data-focus-visible={triggerFocusVisible || undefined}
        data-disabled={isDisabled || undefined}
        onClick={() => (popup.isOpen ? popup.close(false) : popup.open('chosen'))}
        onKeyDown={popup.onTriggerKeyDown}
      >
        <span id={valueId} className={styles.value} data-placeholder={chosen < 0 || undefined}>
          {options[chosen]?.label ?? placeholder}
        </span>
        <Chevron />
      </button>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {popup.isOpen ? (
        <div
          ref={popup.listRef}
          id={popup.listId}
          popover="manual"
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          className={`${styles.popover} ${styles.popup} ${styles.listBox}`}
          style={popup.style}
          onKeyDown={(event) =>
            popup.onListKeyDown(event, (index) => {
              choose(index);
              return true;
            })
          }
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the list's keys (Enter, Space) choose the focused option
            <div
              key={String(option.id)}
              id={popup.entryId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === chosen}
              aria-disabled={option.isDisabled || undefined}
              data-focused={popup.focused === index || undefined}
              data-focus-visible={(popup.focused === index && isFocusVisible) || undefined}
              data-selected={index === chosen || undefined}
              data-disabled={option.isDisabled || undefined}
              className={styles.item}
              onPointerEnter={() => popup.focus(index)}
              onClick={() => choose(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
