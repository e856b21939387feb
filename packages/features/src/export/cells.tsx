/**
 * Cells of the V-Legal screens: an application's number with its licence's once issued, its state as a
 * badge, a line's species with their countries of harvest, and the state of a message to SILK.
 */
import { type BadgeIntent, StatusBadge } from '@vlegal/ui/Badge';
import { useTranslation } from 'react-i18next';
import { cellDetail } from '../books/books.css.ts';
import { countryScreen } from '../master-data/configs/country.ts';
import { scientificNameScreen } from '../master-data/configs/scientificName.ts';
import { visuallyHidden } from '../resource-screens/details.css.ts';
import { ReferenceLabel, useLookupRow } from '../resource-screens/fields.tsx';
import type { Row, ScreenConfig } from '../resource-screens/screen-config.ts';
import { Unresolved } from '../resource-screens/Unresolved.tsx';
import * as styles from './cells.css.ts';

/**
 * The application's number and, in a list, the licence's under it: one column for the two a list is
 * searched by (a view has the licence's number as its title).
 */
export function ApplicationNumberCell({
  row,
  inList,
}: {
  row: { applicationNumber?: string; vlegalNumber?: string | null };
  inList?: boolean;
}) {
  return (
    <>
      <span className={styles.number}>{row.applicationNumber}</span>
      {inList && row.vlegalNumber ? (
        <span className={`${cellDetail} ${styles.number}`}>{row.vlegalNumber}</span>
      ) : null}
    </>
  );
}

/**
 * The colour of each state (MODEL.md §3.2): what awaits the exporter, what awaits the verificator, a
 * refusal, a licence in force, and the states after it.
 */
const INTENTS: Readonly<Record<string, BadgeIntent>> = {
  DRAFT: 'neutral',
  SUBMITTED: 'info',
  REJECTED: 'danger',
  APPROVED: 'success',
  PUBLISHED: 'success',
  EXTENDED: 'success',
  AMENDED: 'success',
  RELEASED: 'primary',
  REPLACED: 'neutral',
  CANCELLED: 'neutral',
  EXPIRED: 'warning',
};

export function VlegalStatusBadge({ row, screen }: { row: { status?: string }; screen: ScreenConfig }) {
  const { t } = useTranslation();
  const status = String(row.status ?? 'DRAFT');
  return (
    <StatusBadge
      intent={INTENTS[status] ?? 'neutral'}
      label={t(`resources.${screen.resource.key}.values.status.${status}`)}
    />
  );
}

/** A species of a V-Legal line and its country of harvest, as the line holds it. */
interface Harvest {
  scientificNameId?: unknown;
  countryId?: unknown;
}

/** The ISO code of a country, read as the page's other references are (kept a few minutes). */
function CountryCode({ id }: { id: number }) {
  const country = useLookupRow(countryScreen, id);
  return typeof country?.code === 'string' ? (
    <span className={styles.number}>{country.code}</span>
  ) : (
    <Unresolved pending={country === undefined} />
  );
}

/**
 * A V-Legal line's species and their countries of harvest, as boxes 12-13 print them: "Tectona grandis → ID",
 * one pair a row, the species named as every reference is and the country by its ISO code; screen readers
 * hear "harvested in" for the arrow. "None" for a line without them.
 */
export function VlegalCountriesCell({ line }: { line: Row }) {
  const { t } = useTranslation();
  const pairs = Array.isArray(line.countries) ? (line.countries as Harvest[]) : [];
  if (pairs.length === 0) return <>{t('resources.view.none')}</>;
  return (
    <ul className={styles.harvests}>
      {pairs.map((pair, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pairs keep the order they are printed in
        <li key={index}>
          {typeof pair.scientificNameId === 'number' ? (
            <ReferenceLabel target={scientificNameScreen} id={pair.scientificNameId} />
          ) : null}
          <span aria-hidden="true">{' → '}</span>
          <span className={visuallyHidden}> {t('vlegalScreens.countries.harvestedIn')} </span>
          {typeof pair.countryId === 'number' ? <CountryCode id={pair.countryId} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each state of a message to SILK: waiting, accepted, refused; its symbol and word say it too. */
const SILK_INTENTS: Readonly<Record<string, BadgeIntent>> = {
  PENDING: 'info',
  SUCCESS: 'success',
  FAILED: 'danger',
};

export function SilkMessageStatusBadge({ row, screen }: { row: { status?: string }; screen: ScreenConfig }) {
  const { t } = useTranslation();
  const status = String(row.status ?? 'PENDING');
  return (
    <StatusBadge
      intent={SILK_INTENTS[status] ?? 'neutral'}
      label={t(`resources.${screen.resource.key}.values.status.${status}`)}
    />
  );
}
