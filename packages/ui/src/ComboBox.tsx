import { useState } from 'react';
import { useAsyncList } from 'react-aria-components';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button as AriaButton,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
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
import type { Option } from './Select.tsx';
import { useUiStrings } from './UiStrings.tsx';

export type { Option } from './Select.tsx';

type BaseProps = Omit<
  AriaComboBoxProps<Option>,
  | 'className'
  | 'style'
  | 'children'
  | 'items'
  | 'defaultItems'
  | 'inputValue'
  | 'onInputChange'
  | 'validationBehavior'
> &
  FieldBaseProps & { placeholder?: string; children?: never };

export type ComboBoxProps = BaseProps & {
  /** Asynchronous search: called with the typed text (and an abort signal) on every change. */
  search?: (text: string, signal: AbortSignal) => Promise<readonly Option[]>;
  /** With `search`: text shown for the current value before any search ran (e.g. the saved lookup's name). */
  selectedLabel?: string;
  /** Without `search`: the options, filtered locally as people type. */
  options?: readonly Option[];
};

/** A text input with suggestions. With `search` it asks the server (lookups); with `options` it filters locally. */
export function ComboBox({ search, selectedLabel, options, ...props }: ComboBoxProps) {
  return search ? (
    <AsyncComboBox {...props} search={search} selectedLabel={selectedLabel} />
  ) : (
    <StaticComboBox {...props} options={options ?? []} />
  );
}

function Shell({
  label,
  hideLabel,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  isLoading,
  ...props
}: BaseProps & { isLoading?: boolean } & Pick<
    AriaComboBoxProps<Option>,
    'items' | 'defaultItems' | 'inputValue' | 'onInputChange'
  >) {
  const strings = useUiStrings();
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      validationBehavior={VALIDATION_BEHAVIOR}
      isInvalid={invalid(isInvalid, errorMessage)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <Group className={fieldStyles.control}>
        <Input className={fieldStyles.innerInput} placeholder={placeholder} />
        <AriaButton className={fieldStyles.controlButton}>
          <Chevron />
        </AriaButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <ListBox<Option>
          className={styles.listBox}
          renderEmptyState={() => (
            <div className={styles.empty}>{isLoading ? strings.searching : strings.noResults}</div>
          )}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className={styles.item}
              isDisabled={option.isDisabled}
            >
              {option.description ? (
                <span className={styles.itemText}>
                  <Text slot="label">{option.label}</Text>
                  <Text slot="description" className={styles.itemDescription}>
                    {option.description}
                  </Text>
                </span>
              ) : (
                option.label
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

function StaticComboBox({ options, ...props }: BaseProps & { options: readonly Option[] }) {
  return <Shell {...props} defaultItems={options} />;
}

function AsyncComboBox({
  search,
  selectedLabel,
  ...props
}: BaseProps & {
  search: (text: string, signal: AbortSignal) => Promise<readonly Option[]>;
  selectedLabel?: string | undefined;
}) {
  const list = useAsyncList<Option>({
    initialFilterText: selectedLabel ?? '',
    async load({ signal, filterText }) {
      const items = await search(filterText ?? '', signal);
      return { items: [...items] };
    },
  });
  // The option chosen (or saved) stays among the items while its label is the text: a server search for a
  // label made of several fields ("KB-01 – Log jati") may find nothing, and a combo box whose value is not
  // among its items empties its text when it loses focus.
  const saved = props.selectedKey ?? props.defaultSelectedKey;
  const [chosen, setChosen] = useState<Option | undefined>(
    saved !== undefined && saved !== null && selectedLabel ? { id: saved, label: selectedLabel } : undefined,
  );
  const items =
    chosen && list.filterText === chosen.label && !list.items.some((item) => item.id === chosen.id)
      ? [chosen, ...list.items]
      : list.items;
  return (
    <Shell
      {...props}
      onSelectionChange={(key) => {
        setChosen(items.find((item) => item.id === key));
        props.onSelectionChange?.(key);
      }}
      items={items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.loadingState === 'loading' || list.loadingState === 'filtering'}
    />
  );
}
