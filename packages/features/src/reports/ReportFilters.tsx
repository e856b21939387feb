import { wholeMonthOf } from '@vlegal/domain/reports/lmk';
import { Button } from '@vlegal/ui/Button';
import { Card } from '@vlegal/ui/Card';
import { ChoiceSelect } from '@vlegal/ui/ChoiceSelect';
import { IsoDatePicker } from '@vlegal/ui/DateField';
import { Inline, Stack } from '@vlegal/ui/Layout';
import { PlainTextField } from '@vlegal/ui/PlainTextField';
import { type FormEvent, lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Month, monthChoices, monthKey, monthName, monthOfKey, searchOfMonth } from './period.ts';
import type { ReportSearch } from './reportSearch.ts';
import * as styles from './reports.css.ts';

const UnitPicker = lazy(() =>
  import('../books/shared/UnitPicker.tsx').then((module) => ({ default: module.UnitPicker })),
);

export interface ReportFiltersProps {
  /** The administrators' page: its unit is picked here. */
  admin: boolean;
  unitId: number | undefined;
  search: ReportSearch;
  period: { startDate: string; endDate: string };
  today: string;
  /** What the search text is matched against, said under the field. */
  searchLabel: string;
  searchHint: string;
  /** Said under the period (the administrators' pages: what no unit picked means). */
  note?: ReactNode;
  onChange: (next: Partial<ReportSearch>) => void;
}

/** The filters of every report: the period (a month, or any days), the unit for administrators, the search. */
export function ReportFilters({
  admin,
  unitId,
  search,
  period,
  today,
  searchLabel,
  searchHint,
  note,
  onChange,
}: ReportFiltersProps) {
  const { t, i18n } = useTranslation();
  const hintId = useId();
  const month = wholeMonthOf(period.startDate, period.endDate);
  const months = monthChoices(today, period);
  const pick = (chosen: Month) => onChange(searchOfMonth({}, chosen));
  // A period stays whole: moving one end past the other moves both.
  const setStart = (startDate: string) => {
    if (!startDate) return;
    onChange({ startDate, endDate: startDate > period.endDate ? startDate : period.endDate });
  };
  const setEnd = (endDate: string) => {
    if (!endDate) return;
    onChange({ startDate: endDate < period.startDate ? endDate : period.startDate, endDate });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('query') ?? '').trim();
    onChange({ query: text || undefined });
  };
  return (
    <Card>
      <Stack gap="md">
        <div className={styles.filters}>
          {admin ? (
            <Suspense fallback={null}>
              <UnitPicker value={unitId} onChange={(businessUnitId) => onChange({ businessUnitId })} />
            </Suspense>
          ) : null}
          <ChoiceSelect
            label={t('reportScreens.period.month')}
            options={months.map((choice) => ({
              id: monthKey(choice),
              label: monthName(choice, i18n.language),
            }))}
            selectedKey={month ? monthKey(month) : null}
            placeholder={t('reportScreens.period.otherPeriod')}
            onSelectionChange={(key) => {
              const chosen = monthOfKey(String(key));
              if (chosen) pick(chosen);
            }}
          />
          <IsoDatePicker
            label={t('reportScreens.period.startDate')}
            value={period.startDate}
            onChange={setStart}
          />
          <IsoDatePicker label={t('reportScreens.period.endDate')} value={period.endDate} onChange={setEnd} />
        </div>
        {note}
        <search>
          {/* Keyed by the search shown, so going back in history shows its text. */}
          <form key={search.query ?? ''} onSubmit={submit}>
            <Inline gap="sm" align="flex-end">
              <PlainTextField
                type="search"
                name="query"
                label={searchLabel}
                aria-describedby={hintId}
                defaultValue={search.query ?? ''}
              />
              <Button type="submit" variant="outline">
                {t('reportScreens.search.button')}
              </Button>
            </Inline>
            <p id={hintId} className={styles.hint}>
              {searchHint}
            </p>
          </form>
        </search>
      </Stack>
    </Card>
  );
}
