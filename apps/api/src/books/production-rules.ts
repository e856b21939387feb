/**
 * The write rules of a production (MODEL.md §2.8): who may produce, its sources and outputs, its yield and
 * its number.
 */
import { sql } from 'kysely';
import { productionYield, YIELD_BAND } from '@vlegal/domain/books/production';
import { producesUnder } from '@vlegal/domain/unit-validity';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import type { Row } from '../engine/types.ts';
import { problem } from '../http/problems.ts';
import {
  db,
  fail,
  itemOf,
  linesOutOf,
  type StockType,
  stockAt,
  trackedQuantities,
  type WriteRules,
} from './items-and-stocks.ts';

/**
 * A production (MODEL.md §2.8) is made by a unit whose S-LK allows production. Its sources are the unit's
 * stocks (the engine checked that), each counted as its item requires; each output enters the unit's stock of
 * its item (opened on the production date when it has none), never one of the production's own sources; the
 * output is not more than the input, and a yield (rendemen) outside 30–90 % says why. The totals, the yield
 * and the number are the server's.
 */
export const production: WriteRules = {
  async prepare(tx, row, ctx) {
    const objectName = 'production';
    const unitId = Number(row.businessUnitId);
    const date = String(row.productionDate);
    const { rows: units } = await sql<{ slk_type: string | null }>`
      SELECT s.slk_type FROM business_unit u LEFT JOIN slk_certificate s ON s.id = u.slk_certificate_id
      WHERE u.id = ${unitId}`.execute(db(tx));
    if (!producesUnder(units[0]?.slk_type ?? ''))
      throw problem.actionNotAllowed("The unit's S-LK does not allow production: it records no production.");
    const sources = (row.sources ?? []) as Row[];
    const outputs = (row.outputs ?? []) as Row[];
    const { byId, filled: filledSources } = await linesOutOf(tx, objectName, 'sources', sources);
    const login = ctx.principal?.login ?? 'system';
    const filledOutputs: Row[] = [];
    for (const [i, line] of outputs.entries()) {
      const prefix = `outputs[${i}].`;
      const item = await itemOf(tx, objectName, { ...line, businessUnitId: unitId }, prefix);
      trackedQuantities(objectName, item, line, prefix);
      const type = line.stockType as StockType;
      const stockId = await stockAt(
        tx,
        {
          unitId,
          type,
          rawMaterialId: type === 'RAW_MATERIAL' ? Number(line.rawMaterialId) : null,
          productId: type === 'PRODUCT' ? Number(line.productId) : null,
          subConId: null,
        },
        item,
        date,
        login,
      );
      if (byId.has(stockId))
        fail(
          objectName,
          item.field,
          'production.sameStock',
          `${item.name} is both used and made by this production.`,
        );
      filledOutputs.push({ stockId });
    }
    const totals = productionYield(sources as { volumeM3?: string }[], outputs as { volumeM3?: string }[]);
    if (totals.outputExceedsInput)
      fail(
        objectName,
        'outputs',
        'production.outputExceedsInput',
        `The output (${totals.outputVolumeM3} m³) is more than the input (${totals.inputVolumeM3} m³).`,
      );
    const note = typeof row.yieldNote === 'string' ? row.yieldNote.trim() : '';
    if (totals.needsNote && !note)
      fail(
        objectName,
        'yieldNote',
        'production.yieldNote',
        `A yield of ${totals.yieldPercent} % is outside ${YIELD_BAND.low}–${YIELD_BAND.high} %: say why.`,
      );
    return {
      productionNumber: await nextDocumentNumber(db(tx), 'PRODUCTION', unitId, date),
      inputVolumeM3: totals.inputVolumeM3,
      outputVolumeM3: totals.outputVolumeM3,
      yieldPercent: totals.yieldPercent,
      sources: filledSources,
      outputs: filledOutputs,
    };
  },
};
