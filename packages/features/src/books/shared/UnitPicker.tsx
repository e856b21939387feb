/**
 * The business unit an administrator's mirror of a unit's books is about: a searchable lookup over the
 * generated business-unit calls (`listBusinessUnits`, `searchBusinessUnits`, `getBusinessUnit`).
 */
import { useQuery } from '@tanstack/react-query';
import { ComboBox } from '@vlegal/ui/ComboBox';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { businessUnitScreen } from '../../company/configs/businessUnit.ts';
import { findRows, itemQueryOptions, rowOf } from '../../resource-screens/data.ts';
import { LOOKUP_STALE_MS } from '../../resource-screens/fields.tsx';

export interface UnitPickerProps {
  /** The picked unit (from the address), none before a pick. */
  value?: number | undefined;
  onChange: (unitId: number | undefined) => void;
}

export function UnitPicker({ value, onChange }: UnitPickerProps) {
  const { t } = useTranslation();
  const current = useQuery({
    ...itemQueryOptions(businessUnitScreen, value ?? 0),
    enabled: value !== undefined,
    staleTime: LOOKUP_STALE_MS,
  });
  const row = rowOf(current.data);
  // An asynchronous combo box reads its text once, when it mounts: wait for the unit's name the first time.
  const shown = useRef(false);
  if (value !== undefined && current.isPending && !shown.current) return null;
  shown.current = true;
  return (
    <ComboBox
      label={t('books.unitPicker.label')}
      description={t('books.unitPicker.hint')}
      search={(text, signal) => findRows(businessUnitScreen, text, signal)}
      defaultSelectedKey={value ?? null}
      onSelectionChange={(key) => onChange(key === null ? undefined : Number(key))}
      {...(row ? { selectedLabel: businessUnitScreen.rowLabel(row) } : {})}
    />
  );
}
