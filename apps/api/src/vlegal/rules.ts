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
      return {
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
 * What a submission needs beyond a valid draft (MODEL.md §3.3, EXPORT-FACTS §1): at least one line; the
 * invoice, the packing list and the application letter attached; the shipment not in the past; the unit's
 * S-LK certificate valid today and on the shipment date. Stock is checked by the reservation itself.
 */
export async function assertSubmittable(tx: Database, row: Row): Promise<void> {
  const errors: FieldError[] = [];
  const lines = (row.materials ?? []) as Row[];
  if (!lines.length) errors.push(error('materials', 'vlegal.oneLine'));
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
  if (errors.length) throw problem.validation(errors, 'The application is not ready to be verified.');
}

/** The unit's S-LK certificate when it is active and not expired on `day`, else undefined. */
async function validCertificateOf(tx: Database, unitId: number, day: string) {
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
  const { rows } = await sql<{ code: string }>`
    SELECT code FROM country WHERE id = ${row.countryOfDestinationId}`.execute(db(tx));
  const exporterCode = /^\D*(\d{1,5})/.exec(certificate.code)?.[1]?.padStart(5, '0');
  const vlegalNumber = await nextDocumentNumber(db(tx), 'VLEGAL', Number(row.businessUnitId), today, {
    lvlkCode: ctx.config.lvlkCode,
    destinationIso: String(rows[0]?.code ?? 'XX'),
    ...(exporterCode ? { exporterCode } : {}),
  });
  const id = Number(row.id);
  await enqueue(tx, {
    kind: 'silk',
    payload: { vlegalId: id, operation: 'ISSUE' },
    dedupeKey: `silk:ISSUE:${id}`,
  });
  return {
    vlegalNumber,
    slkNumber: certificate.full_code,
    issueDate: today,
    validUntil: validUntilOf(today),
    token: randomBytes(16).toString('base64url'),
    integrationStatus: 'SENT',
  };
}
