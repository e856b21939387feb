/**
 * The server's rules of a V-Legal (MODEL.md §2.10, §3.3; EXPORT-FACTS §1): what a draft must be when it is
 * written, what a submission needs, and what an approval fills. The workflow's steps and effects are
 * declared in `@vlegal/domain/export/vlegal`; the engine runs them in one transaction
 * (`engine/step-effects.ts`), calling these.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { vlegalTotals } from '@vlegal/domain/export/vlegal';
import { businessToday } from '@vlegal/domain/unit-validity';
import type { Database } from '../db/index.ts';
import type { Row } from '../engine/types.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import type { RequestContext } from '../http/context.ts';
import { type FieldError, problem } from '../http/problems.ts';
import { enqueue } from '../jobs/queue.ts';
import { db, stocksById, type WriteRules } from '../books/items-and-stocks.ts';
import { receiptsFeeding } from './sources.ts';

const OBJECT = 'vlegal';
const EXPORTING = ['EXPORTER_PRODUCE', 'EXPORTER_NON_PRODUCE'];

interface Product {
  id: number;
  hs_code_id: number;
  scientific_name_id: number;
  unit_name: string;
  commercial_description: string;
  vlegal_required: boolean;
  export_prohibited: boolean;
}

/**
 * A draft or a corrected application: its unit exports, its importer is foreign, its destination is
 * abroad with the port of discharge there and the port of loading in Indonesia, its invoice is not dated in
 * the future; each line takes a product stock once, an HS code a V-Legal may cover. The lines' product,
 * HS code, species and unit, the totals and (once, when created) the application number are the server's.
 */
/** The V-Legal a create copies (`POST vlegals/duplicate/{id}`), which the new draft names as its parent. */
const duplicateOf = (ctx: RequestContext) =>
  ctx.operationId === 'duplicateVlegal' ? Number((ctx.req.params as { id: unknown }).id) : null;

export const vlegal: WriteRules = {
  async prepare(tx, row, ctx, current) {
    const unitId = Number(row.businessUnitId);
    const { rows: units } = await sql<{ slk_type: string | null }>`
      SELECT s.slk_type FROM business_unit u LEFT JOIN slk_certificate s ON s.id = u.slk_certificate_id
      WHERE u.id = ${unitId}`.execute(db(tx));
    if (!EXPORTING.includes(units[0]?.slk_type ?? ''))
      throw problem.actionNotAllowed("The unit's S-LK is not an exporter's: it applies for no V-Legal.");
    const errors: FieldError[] = [];
    const { rows: parties } = await sql<{
      buyer_type: string;
      destination: string;
      loading: string;
      discharge: string;
    }>`
      SELECT (SELECT buyer_type FROM buyer WHERE id = ${row.buyerId}) AS buyer_type,
        (SELECT code FROM country WHERE id = ${row.countryOfDestinationId}) AS destination,
        (SELECT c.code FROM sea_port p JOIN country c ON c.id = p.country_id WHERE p.id = ${row.portOfLoadingId}) AS loading,
        (SELECT p.country_id::text FROM sea_port p WHERE p.id = ${row.portOfDischargeId}) AS discharge`.execute(
      db(tx),
    );
    const at = parties[0];
    if (at?.buyer_type === 'DOMESTIC') errors.push(error('buyerId', 'vlegal.foreignBuyer'));
    if (at?.destination === 'ID') errors.push(error('countryOfDestinationId', 'vlegal.abroad'));
    if (at?.loading && at.loading !== 'ID')
      errors.push(error('portOfLoadingId', 'vlegal.loadingInIndonesia'));
    if (at?.discharge && at.discharge !== String(row.countryOfDestinationId))
      errors.push(error('portOfDischargeId', 'vlegal.dischargeInDestination'));
    if (typeof row.invoiceDate === 'string' && row.invoiceDate > businessToday())
      errors.push(error('invoiceDate', 'vlegal.invoiceFuture'));

    const lines = (row.materials ?? []) as Row[];
    const stocks = await stocksById(
      tx,
      lines.map((line) => line.stockId),
    );
    const productIds = [...stocks.values()].map((s) => s.product_id).filter((id) => id !== null);
    const { rows: products } = await sql<Product>`
      SELECT p.id, p.hs_code_id, p.scientific_name_id, p.unit_name, p.commercial_description, h.vlegal_required,
        h.export_prohibited
      FROM product p JOIN hs_code h ON h.id = p.hs_code_id
      WHERE p.id IN (${sql.join(productIds.length ? productIds : [0])})`.execute(db(tx));
    const byProduct = new Map(products.map((p) => [Number(p.id), p]));
    const harvested = await harvestCountries(tx, lines, stocks, byProduct);
    const seen = new Set<number>();
    const filled = lines.map((line, i) => {
      const stock = stocks.get(Number(line.stockId));
      const product = stock?.product_id ? byProduct.get(Number(stock.product_id)) : undefined;
      const field = `materials[${i}].stockId`;
      if (stock?.stock_type !== 'PRODUCT' || !product) errors.push(error(field, 'vlegal.productStock'));
      else if (product.export_prohibited || !product.vlegal_required)
        errors.push(error(field, 'vlegal.hsNotCovered'));
      if (seen.has(Number(line.stockId))) errors.push(error(field, 'vlegal.stockOnce'));
      seen.add(Number(line.stockId));
      const countries = (Array.isArray(line.countries) ? (line.countries as Row[]) : harvested[i]) ?? [];
      const pairs = new Set<string>();
      for (const [j, country] of countries.entries()) {
        const pair = `${country.scientificNameId}:${country.countryId}`;
        if (pairs.has(pair))
          errors.push(error(`materials[${i}].countries[${j}].countryId`, 'vlegal.countryOnce'));
        pairs.add(pair);
      }
      return {
        countries: countries.map((country, j) => ({
          scientificNameId: country.scientificNameId,
          countryId: country.countryId,
          sortOrder: j + 1,
        })),
        lineNo: i + 1,
        productId: product?.id ?? null,
        hsCodeId: product?.hs_code_id ?? null,
        scientificNameId: product?.scientific_name_id ?? null,
        unitName: product?.unit_name ?? null,
        commercialDescription:
          typeof line.commercialDescription === 'string' && line.commercialDescription.trim()
            ? line.commercialDescription
            : (product?.commercial_description.slice(0, 500) ?? null),
      };
    });
    if (errors.length) throw problem.validation(errors, 'The application does not meet the V-Legal rules.');
    return {
      ...vlegalTotals(lines as { volumeM3?: string }[]),
      materials: filled,
      ...(current
        ? {}
        : {
            parentVlegalId: duplicateOf(ctx),
            applicationNumber: await nextDocumentNumber(
              db(tx),
              'VLEGAL_APPLICATION',
              unitId,
              String(row.applicationDate),
            ),
          }),
    };
  },
};

const error = (field: string, message: string): FieldError => ({ objectName: OBJECT, field, message });

/**
 * The countries of harvest of each line whose countries were left out (MODEL.md §2.10 boxes 12-13): the
 * species and countries of the receipts that fed its stock, through its transfers and productions, in the
 * order received; a receipt that names no species stands for the line's. A stock no receipt fed (an
 * opening balance) is taken as harvested in Indonesia, which the verificator's checklist points out.
 */
async function harvestCountries(
  tx: Database,
  lines: readonly Row[],
  stocks: Map<number, { product_id: number | null }>,
  byProduct: Map<number, Product>,
): Promise<(Row[] | undefined)[]> {
  const open = lines.filter((line) => !Array.isArray(line.countries)).map((line) => Number(line.stockId));
  const receipts = open.length ? await receiptsFeeding(tx, open) : [];
  const { rows: home } = await sql<{ id: number }>`SELECT id FROM country WHERE code = 'ID'`.execute(db(tx));
  return lines.map((line) => {
    if (Array.isArray(line.countries)) return undefined;
    const stock = stocks.get(Number(line.stockId));
    const species = stock?.product_id
      ? byProduct.get(Number(stock.product_id))?.scientific_name_id
      : undefined;
    if (!species) return [];
    const pairs = new Map<string, Row>();
    for (const receipt of receipts.filter((r) => r.stockId === Number(line.stockId))) {
      const scientificNameId = receipt.scientificNameId ?? species;
      pairs.set(`${scientificNameId}:${receipt.countryOfHarvestId}`, {
        scientificNameId,
        countryId: receipt.countryOfHarvestId,
      });
    }
    if (!pairs.size && home[0]) pairs.set('home', { scientificNameId: species, countryId: home[0].id });
    return [...pairs.values()];
  });
}

/**
 * What a submission needs beyond a valid draft (MODEL.md §3.3, EXPORT-FACTS §1): at least one line; the
 * invoice, the packing list and the application letter attached; the shipment not in the past; the unit's
 * S-LK certificate valid today and on the shipment date. Stock is checked by the reservation itself.
 */
export async function assertSubmittable(
  tx: Database,
  row: Row,
  filingDay: number | null = null,
): Promise<void> {
  const errors: FieldError[] = [];
  const lines = (row.materials ?? []) as Row[];
  if (!lines.length) errors.push(error('materials', 'vlegal.oneLine'));
  for (const [i, line] of lines.entries())
    if (!((line.countries ?? []) as Row[]).length)
      errors.push(error(`materials[${i}].countries`, 'vlegal.countryOfHarvest'));
  for (const file of ['invoiceFile', 'packingListFile', 'applicationLetterFile'])
    if (row[file] === null || row[file] === undefined || row[file] === '')
      errors.push(error(file, 'vlegal.attachment'));
  const today = businessToday();
  if (String(row.estimatedShipmentDate) < today)
    errors.push(error('estimatedShipmentDate', 'vlegal.shipmentPast'));
  const certificate = await validCertificateOf(tx, Number(row.businessUnitId), today);
  if (!certificate) errors.push(error('businessUnitId', 'vlegal.certificateNotValid'));
  else if (certificate.expired_date < String(row.estimatedShipmentDate))
    errors.push(error('estimatedShipmentDate', 'vlegal.certificateEndsBeforeShipment'));
  if (filingDay !== null && !(await lastMonthFiled(tx, Number(row.businessUnitId), today, filingDay)))
    errors.push(error('applicationDate', 'vlegal.lastMonthNotFiled'));
  if (errors.length) throw problem.validation(errors, 'The application is not ready to be verified.');
}

/**
 * Whether the unit may still apply on `today` under the filing rule (MODEL.md §3.3, EXPORT-FACTS §2): up
 * to day `filingDay` of a month it may; after it, only once last month's LMKB/LMKO is filed (the month
 * closed for postings).
 */
async function lastMonthFiled(tx: Database, unitId: number, today: string, filingDay: number) {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  if (day <= filingDay) return true;
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const { rows } = await sql`
    SELECT 1 FROM closed_month WHERE business_unit_id = ${unitId} AND year = ${lastYear} AND month = ${lastMonth}`.execute(
    db(tx),
  );
  return rows.length > 0;
}

/** The unit's S-LK certificate when it is active and not expired on `day`, else undefined. */
export async function validCertificateOf(tx: Database, unitId: number, day: string) {
  const { rows } = await sql<{ code: string; full_code: string; expired_date: string; status: string }>`
    SELECT s.code, s.full_code, to_char(s.expired_date, 'YYYY-MM-DD') AS expired_date, s.status
    FROM business_unit u JOIN slk_certificate s ON s.id = u.slk_certificate_id
    WHERE u.id = ${unitId}`.execute(db(tx));
  const certificate = rows[0];
  return certificate && certificate.status === 'ACTIVE' && certificate.expired_date >= day
    ? certificate
    : undefined;
}

/** The last day of a licence issued on `date`: four months on (EXPORT-FACTS §1, a setting once confirmed). */
export function validUntilOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1 + 4, d));
  // A day the month does not have (31 October + 4 months) ends on that month's last day.
  if (end.getUTCDate() !== d) end.setUTCDate(0);
  return end.toISOString().slice(0, 10);
}

/**
 * An approval's fills (MODEL.md §5.2): the S-LK certificate checked again, the V-Legal number drawn
 * (`YY.NNNNN-SSSSS.LLL-ID-CC`: the verification body's code a setting, the exporter's segment from its S-LK
 * certificate, the destination's ISO code), issue and validity dates, the public check code, and the SILK
 * ISSUE message queued in the same transaction.
 */
export async function issue(tx: Database, row: Row, ctx: RequestContext): Promise<Row> {
  const today = businessToday();
  const certificate = await validCertificateOf(tx, Number(row.businessUnitId), today);
  if (!certificate)
    throw problem.validation(
      [error('businessUnitId', 'vlegal.certificateNotValid')],
      "The unit's S-LK certificate is not valid today: the application is not approved.",
    );
  const vlegalNumber = await drawVlegalNumber(tx, row, certificate.code, ctx.config.lvlkCode, today);
  const id = Number(row.id);
  await queueSilk(tx, id, Number(row.businessUnitId), 'ISSUE');
  return {
    vlegalNumber,
    slkNumber: certificate.full_code,
    issueDate: today,
    validUntil: validUntilOf(today),
    token: randomBytes(16).toString('base64url'),
    integrationStatus: 'SENT',
  };
}

/**
 * Draws the V-Legal number of `row` on `day` in the caller's transaction (the counter row stays locked to
 * its end): the verification body's code, the exporter's segment of its S-LK certificate code, the
 * destination's ISO code. `vlegals-generate-number` draws it in a transaction it rolls back: a preview.
 */
export async function drawVlegalNumber(
  tx: Database,
  row: Row,
  certificateCode: string,
  lvlkCode: string,
  day: string,
): Promise<string> {
  const { rows } = await sql<{ code: string }>`
    SELECT code FROM country WHERE id = ${row.countryOfDestinationId}`.execute(db(tx));
  const exporterCode = /^\D*(\d{1,5})/.exec(certificateCode)?.[1]?.padStart(5, '0');
  return nextDocumentNumber(db(tx), 'VLEGAL', Number(row.businessUnitId), day, {
    lvlkCode,
    destinationIso: String(rows[0]?.code ?? 'XX'),
    ...(exporterCode ? { exporterCode } : {}),
  });
}

/**
 * Queues a message about a V-Legal to SILK in the caller's transaction: its `vlegal-integrations` row and
 * the job that sends it. Queued again (an administrator's `send-file` after SILK refused it), the same row
 * goes back to PENDING under a new job.
 */
export async function queueSilk(tx: Database, vlegalId: number, unitId: number, operation: 'ISSUE') {
  const { rows } = await sql<{ id: number; attempts: number }>`
    INSERT INTO vlegal_integration (vlegal_id, business_unit_id, target, operation)
    VALUES (${vlegalId}, ${unitId}, 'SILK', ${operation})
    ON CONFLICT (vlegal_id, target, operation) DO UPDATE SET status = 'PENDING', error_message = NULL
    RETURNING id, attempts`.execute(db(tx));
  const integrationId = Number(rows[0]?.id);
  const jobId = await enqueue(tx, {
    kind: 'silk',
    payload: { vlegalId, operation, integrationId },
    dedupeKey: `silk:${operation}:${vlegalId}:${rows[0]?.attempts ?? 0}`,
  });
  if (jobId)
    await sql`UPDATE vlegal_integration SET job_id = ${jobId} WHERE id = ${integrationId}`.execute(db(tx));
}
