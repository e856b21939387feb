/**
 * How a ledger entry's movement reads wherever entries are listed (a stock card, a document's entries): a
 * reversal names the movement it takes back, with the reason its document was cancelled.
 */
import { useTranslation } from 'react-i18next';
import type { Translate } from '../resource-screens/schema.ts';
import * as styles from './books.css.ts';

interface EntryMovement {
  movementType?: unknown;
  reversesId?: unknown;
  reason?: unknown;
}

/** "Receipt from a supplier", or "Reversal — Receipt from a supplier". */
function movementText(entry: EntryMovement, t: Translate): string {
  const movement = t(`resources.stockCredit.values.movementType.${String(entry.movementType)}`);
  return typeof entry.reversesId === 'number' ? t('books.card.reversal', { movement }) : movement;
}

/** The movement, and under a reversal of a cancelled document, why it was cancelled. */
export function Movement({ entry }: { entry: EntryMovement }) {
  const { t } = useTranslation();
  return (
    <>
      {movementText(entry, t)}
      {typeof entry.reason === 'string' && entry.reason !== '' ? (
        <span className={styles.cellDetail}>{t('books.card.reason', { reason: entry.reason })}</span>
      ) : null}
    </>
  );
}

/** The movement column of a list of entries. */
export const MovementCell = ({ row }: { row: EntryMovement }) => <Movement entry={row} />;
