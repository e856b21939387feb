/**
 * The workflows of the timber books (`workflow.ts`): a posted document is corrected (where its kind allows)
 * or cancelled with a reason, which reverses its ledger entries; a cancelled one takes no further step. A
 * stock item is corrected, and deleted, only while nothing besides its opening has moved it.
 */
import type { Workflow } from '../workflow.ts';
import { isZero, quantities } from './quantity.ts';

type BookState = 'POSTED' | 'CANCELLED';

const cancel = {
  action: 'cancel',
  from: ['POSTED'],
  to: 'CANCELLED',
  note: 'required',
  effects: ['reverse'],
  stamps: { by: 'cancelledBy', at: 'cancelledDate', note: 'cancelReason' },
} as const;

/** A document never corrected once posted (a receipt, a production): cancelled and entered again. */
export const cancelledOnly: Workflow<BookState> = { field: 'status', steps: [cancel] };

/** A document corrected while posted (the correction reposts it), or cancelled. */
export const correctedOrCancelled: Workflow<BookState> = {
  field: 'status',
  steps: [{ action: 'update', from: ['POSTED'] }, cancel],
};

const decimal = (value: unknown) => (value === null || value === undefined ? '0' : String(value));

const unmoved = (row: Readonly<Record<string, unknown>>) => row.movementCount === 0;

/** A stock item: corrected while only its opening balance moved it; deleted while nothing did. */
export const stockItem: Workflow = {
  steps: [
    {
      action: 'update',
      when: unmoved,
      whenRefused:
        'This stock has movements besides its initial balance: it is no longer corrected; record other usage instead.',
    },
    {
      action: 'delete',
      whenRefused: 'This stock has entries in the ledger: it is no longer deleted.',
      when: (row) =>
        unmoved(row) &&
        isZero(
          quantities(decimal(row.initialVolumeM3), decimal(row.initialWeightKg), decimal(row.initialPieces)),
        ),
    },
  ],
};
