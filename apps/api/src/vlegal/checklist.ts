/**
 * A V-Legal's verification checklist (`GET vlegals/checklist/{id}`; MODEL.md §3.4): what the server can
 * check of it, checked now (PASS, WARN, FAIL), and what only the verificator can judge listed for them to
 * tick (MANUAL). The exporter reads it before submitting, the verificator while reviewing; nothing is
 * stored, and the verificator's ticks go with the decision (`vlegal-approvals-approved`, `-rejected`).
 */
import { type Kysely, sql } from 'kysely';
import { big } from '@vlegal/domain/books/quantity';
import { businessToday } from '@vlegal/domain/unit-validity';
import type { AppServices, RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { vlegalDataPack } from '../eudr/data-pack.ts';
import { reachedVlegal } from './reach.ts';
import { type FeedingReceipt, receiptsFeeding } from './sources.ts';

// biome-ignore lint/suspicious/noExplicitAny: the checklist reads several tables in SQL
type AnyDB = Kysely<any>;

export type CheckKey =
  | 'certificate'
  | 'unit'
  | 'attachments'
  | 'ports'
  | 'commercialDocuments'
  | 'hsCode'
  | 'applicant'
  | 'stock'
  | 'density'
  | 'cites'
  | 'countriesOfHarvest'
  | 'supplierCertificates'
  | 'harvestPlots';
export type CheckOutcome = 'PASS' | 'WARN' | 'FAIL' | 'MANUAL';

export interface ChecklistItem {
  key: CheckKey;
  outcome: CheckOutcome;
  lineNo?: number;
  values?: Record<string, string>;
}

/** How far a line's weight over its volume may stray from its species' density before it is a warning. */
export const DENSITY_TOLERANCE = '0.30';

/** The most receipts a failed supplier check names (its count tells how many there are). */
const NAMED_RECEIPTS = 10;

/** The attachments a submission needs (MODEL.md §2.10), by field. */
const ATTACHMENTS = ['invoiceFile', 'packingListFile', 'applicationLetterFile'] as const;

interface Header {
  business_unit_id: number;
  shipment_date: string;
  invoice_file: boolean;
  packing_list_file: boolean;
  application_letter_file: boolean;
  loading: string | null;
  loading_country: string | null;
  discharge: string | null;
  discharge_country: string | null;
  destination: string | null;
  /** Whether the destination's buyers need the EUDR data pack (the EU and the UK: FLEGT partners). */
  eu_destination: boolean | null;
  unit_active: boolean;
  admin_locked: boolean;
  trans_locked: boolean;
  company_active: boolean;
  certificate_number: string | null;
  certificate_expiry: string | null;
  certificate_status: string | null;
}

interface Line {
  line_no: number;
  stock_id: number;
  volume_m3: string;
  net_weight_kg: string;
  available: string | null;
  hs_code: string | null;
  scientific_name_id: number | null;
  species: string | null;
  cites_appendix: string | null;
  restricted: boolean | null;
  density_kg_m3: string | null;
}

/** The checklist of the V-Legal `id`, for a caller who reads its unit (404 for anybody else, as every call). */
export async function vlegalChecklist(services: AppServices, ctx: RequestContext) {
  const db = services.db.kysely as unknown as AnyDB;
  const id = Number((ctx.req.params as { id: unknown }).id);
  await reachedVlegal(db, ctx, id);
  const items = await checklistOf(services, id);
  if (!items) throw problem.notFound('No V-Legal with this id.');
  return { vlegalId: id, computedAt: new Date().toISOString(), items };
}

/** The checks of one V-Legal, the application's first and then each line's; undefined when there is none. */
export async function checklistOf(
  services: AppServices,
  id: number,
  today = businessToday(),
): Promise<ChecklistItem[] | undefined> {
  const db = services.db.kysely as unknown as AnyDB;
  const { rows: headers } = await sql<Header>`
    SELECT v.business_unit_id, to_char(v.estimated_shipment_date, 'YYYY-MM-DD') AS shipment_date,
      coalesce(v.invoice_file, '') <> '' AS invoice_file,
      coalesce(v.packing_list_file, '') <> '' AS packing_list_file,
      coalesce(v.application_letter_file, '') <> '' AS application_letter_file,
      lp.code AS loading, lc.code AS loading_country, dp.code AS discharge, dc.code AS discharge_country,
      dest.code AS destination, dest.flegt_partner AS eu_destination, u.active AS unit_active, u.admin_locked, u.trans_locked,
      co.active AS company_active, s.full_code AS certificate_number,
      to_char(s.expired_date, 'YYYY-MM-DD') AS certificate_expiry, s.status AS certificate_status
    FROM vlegal v
    JOIN business_unit u ON u.id = v.business_unit_id
    JOIN company co ON co.id = u.company_id
    LEFT JOIN slk_certificate s ON s.id = u.slk_certificate_id
    LEFT JOIN sea_port lp ON lp.id = v.port_of_loading_id
    LEFT JOIN country lc ON lc.id = lp.country_id
    LEFT JOIN sea_port dp ON dp.id = v.port_of_discharge_id
    LEFT JOIN country dc ON dc.id = dp.country_id
    LEFT JOIN country dest ON dest.id = v.country_of_destination_id
    WHERE v.id = ${id}`.execute(db);
  const header = headers[0];
  if (!header) return undefined;
  // What a line's stock has for this application: its balance less what is reserved, with what this
  // application itself holds (while submitted) or took (once approved) counted back.
  const { rows: lines } = await sql<Line>`
    SELECT m.line_no, m.stock_id, m.volume_m3, m.net_weight_kg,
      (st.volume_m3 - st.reserved_volume_m3
        + coalesce((SELECT sum(r.volume_m3) FROM stock_reservation r
            WHERE r.source_type = 'VLEGAL' AND r.source_id = m.vlegal_id AND r.stock_id = m.stock_id), 0)
        - coalesce((SELECT sum(c.volume_m3) FROM stock_credit c
            WHERE c.source_type = 'VLEGAL' AND c.source_id = m.vlegal_id AND c.stock_id = m.stock_id), 0)
      )::numeric(28, 4) AS available,
      h.code AS hs_code, m.scientific_name_id,
      CASE WHEN n.id IS NULL THEN NULL ELSE n.trade_name || ' (' || n.scientific_name || ')' END AS species,
      n.cites_appendix, n.restricted, n.density_kg_m3
    FROM vlegal_material m
    LEFT JOIN stock st ON st.id = m.stock_id
    LEFT JOIN hs_code h ON h.id = m.hs_code_id
    LEFT JOIN scientific_name n ON n.id = m.scientific_name_id
    WHERE m.vlegal_id = ${id}
    ORDER BY m.line_no, m.id`.execute(db);
  const receipts = await receiptsFeeding(
    services.db,
    lines.map((line) => Number(line.stock_id)),
  );
  // The countries of harvest each line names (boxes 12-13), to hold against its receipts'.
  const { rows: named } = await sql<{ line_no: number; code: string }>`
    SELECT m.line_no, c.code FROM vlegal_material m
    JOIN vlegal_material_country mc ON mc.vlegal_material_id = m.id
    JOIN country c ON c.id = mc.country_id
    WHERE m.vlegal_id = ${id}`.execute(db);
  const { rows: imports } = await sql<{ id: number }>`
    SELECT id FROM origin_of_raw_material WHERE is_import`.execute(db);
  const imported = new Set(imports.map((origin) => Number(origin.id)));
  // To the EU or the UK, each line's harvest plots as its buyer's data pack will name them.
  const pack = header.eu_destination ? await vlegalDataPack(db, id) : null;

  const items: ChecklistItem[] = [
    certificateCheck(header, today),
    unitCheck(header),
    attachmentsCheck(header),
    portsCheck(header),
    { key: 'commercialDocuments', outcome: 'MANUAL' },
    hsCodeCheck(lines),
    { key: 'applicant', outcome: 'MANUAL' },
  ];
  for (const line of lines) {
    const fed = receipts.filter((receipt) => receipt.stockId === Number(line.stock_id));
    const lineNo = Number(line.line_no);
    items.push(
      { lineNo, ...stockCheck(line) },
      { lineNo, ...densityCheck(line) },
      { lineNo, ...citesCheck(line) },
      {
        lineNo,
        ...countriesCheck(
          fed,
          named.filter((pair) => Number(pair.line_no) === lineNo).map((pair) => pair.code),
        ),
      },
      { lineNo, ...suppliersCheck(fed, imported) },
    );
    if (pack) items.push({ lineNo, ...plotsCheck(pack, lineNo) });
  }
  return items;
}

type Check = Omit<ChecklistItem, 'lineNo'>;

/** The unit's S-LK: active, and valid from today to the shipment date. */
function certificateCheck(header: Header, today: string): Check {
  const key = 'certificate';
  if (!header.certificate_number || !header.certificate_expiry)
    return { key, outcome: 'FAIL', values: { reason: 'NONE' } };
  const values = { number: header.certificate_number, expiry: header.certificate_expiry };
  if (header.certificate_status !== 'ACTIVE')
    return {
      key,
      outcome: 'FAIL',
      values: { ...values, reason: 'NOT_ACTIVE', status: String(header.certificate_status) },
    };
  if (header.certificate_expiry < today)
    return { key, outcome: 'FAIL', values: { ...values, reason: 'EXPIRED' } };
  if (header.certificate_expiry < header.shipment_date)
    return {
      key,
      outcome: 'FAIL',
      values: { ...values, reason: 'ENDS_BEFORE_SHIPMENT', shipmentDate: header.shipment_date },
    };
  return { key, outcome: 'PASS', values: { ...values, shipmentDate: header.shipment_date } };
}

/** The unit and its company active, the unit neither suspended nor with its books frozen. */
function unitCheck(header: Header): Check {
  const reason = !header.unit_active
    ? 'INACTIVE'
    : !header.company_active
      ? 'COMPANY_INACTIVE'
      : header.admin_locked
        ? 'ADMIN_LOCKED'
        : header.trans_locked
          ? 'TRANS_LOCKED'
          : undefined;
  return reason ? { key: 'unit', outcome: 'FAIL', values: { reason } } : { key: 'unit', outcome: 'PASS' };
}

/** The invoice, the packing list and the application letter attached. */
function attachmentsCheck(header: Header): Check {
  const present = {
    invoiceFile: header.invoice_file,
    packingListFile: header.packing_list_file,
    applicationLetterFile: header.application_letter_file,
  };
  const missing = ATTACHMENTS.filter((field) => !present[field]);
  return missing.length
    ? { key: 'attachments', outcome: 'FAIL', values: { missing: missing.join(',') } }
    : { key: 'attachments', outcome: 'PASS' };
}

/** The port of loading in Indonesia, the port of discharge in the country of destination. */
function portsCheck(header: Header): Check {
  const values = Object.fromEntries(
    Object.entries({
      loading: header.loading,
      loadingCountry: header.loading_country,
      discharge: header.discharge,
      dischargeCountry: header.discharge_country,
      destination: header.destination,
    }).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const holds =
    header.loading_country === 'ID' &&
    header.discharge_country !== null &&
    header.discharge_country === header.destination;
  return { key: 'ports', outcome: holds ? 'PASS' : 'FAIL', values };
}

/** The HS codes of the lines, for the verificator to hold against the description of the goods. */
function hsCodeCheck(lines: readonly Line[]): Check {
  const codes = [...new Set(lines.map((line) => line.hs_code).filter((code) => code !== null))];
  return {
    key: 'hsCode',
    outcome: 'MANUAL',
    ...(codes.length ? { values: { codes: codes.join(', ') } } : {}),
  };
}

/** What the line's stock has available for it covers its volume. */
function stockCheck(line: Line): Check {
  const available = big(line.available).round(4).toFixed(4);
  const quantity = big(line.volume_m3).toFixed(4);
  return {
    key: 'stock',
    outcome: big(available).gte(big(quantity)) ? 'PASS' : 'FAIL',
    values: { available, quantity },
  };
}

/** The line's net weight over its volume within 30 % of its species' density. */
function densityCheck(line: Line): Check {
  const key = 'density';
  if (line.density_kg_m3 === null || big(line.density_kg_m3).lte(0))
    return { key, outcome: 'MANUAL', values: { reason: 'NO_DENSITY' } };
  const expected = big(line.density_kg_m3);
  if (big(line.net_weight_kg).lte(0) || big(line.volume_m3).lte(0))
    return {
      key,
      outcome: 'MANUAL',
      values: { reason: 'NO_WEIGHT', expected: expected.round(0).toFixed(0) },
    };
  const computed = big(line.net_weight_kg).div(big(line.volume_m3));
  const off = computed.minus(expected).abs().div(expected);
  return {
    key,
    outcome: off.gt(big(DENSITY_TOLERANCE)) ? 'WARN' : 'PASS',
    values: { computed: computed.round(0).toFixed(0), expected: expected.round(0).toFixed(0) },
  };
}

/** The species' CITES listing (a permit needed) and whether it is restricted. */
function citesCheck(line: Line): Check {
  const key = 'cites';
  if (line.scientific_name_id === null || line.species === null) return { key, outcome: 'MANUAL' };
  const listed = line.cites_appendix !== null && line.cites_appendix !== 'NONE';
  const restricted = line.restricted === true;
  const species = line.species;
  if (listed && restricted)
    return {
      key,
      outcome: 'WARN',
      values: { reason: 'CITES_RESTRICTED', species, appendix: String(line.cites_appendix) },
    };
  if (listed)
    return {
      key,
      outcome: 'WARN',
      values: { reason: 'CITES', species, appendix: String(line.cites_appendix) },
    };
  if (restricted) return { key, outcome: 'WARN', values: { reason: 'RESTRICTED', species } };
  return { key, outcome: 'PASS', values: { species } };
}

/**
 * The countries of harvest of the receipts that fed the line's stock, against those the line names; none
 * when only its opening did.
 */
function countriesCheck(fed: readonly FeedingReceipt[], named: readonly string[]): Check {
  const countries = [...new Set(fed.map((receipt) => receipt.countryCode))].sort();
  if (!countries.length) return { key: 'countriesOfHarvest', outcome: 'WARN' };
  // A country the line names that no receipt of its stock came from: the licence would say otherwise.
  const unfed = [...new Set(named)].filter((code) => !countries.includes(code)).sort();
  return unfed.length
    ? {
        key: 'countriesOfHarvest',
        outcome: 'WARN',
        values: { reason: 'DIFFERS', countries: countries.join(', '), named: unfed.join(', ') },
      }
    : { key: 'countriesOfHarvest', outcome: 'PASS', values: { countries: countries.join(', ') } };
}

/**
 * Each receipt that fed the line's stock from a supplier or sub-contractor named a certificate valid on its
 * receipt date, as the receipt kept it (an import needs none).
 */
function suppliersCheck(fed: readonly FeedingReceipt[], imported: ReadonlySet<number>): Check {
  const key = 'supplierCertificates';
  if (!fed.length) return { key, outcome: 'MANUAL', values: { reason: 'NO_RECEIPTS' } };
  const uncovered = fed.filter(
    (receipt) =>
      !imported.has(receipt.originOfRawMaterialId) &&
      (receipt.supplierCertificateId === null ||
        (receipt.supplierCertificateExpiredDate !== null &&
          receipt.supplierCertificateExpiredDate < receipt.receiptDate)),
  );
  if (!uncovered.length)
    return { key, outcome: 'PASS', values: { count: String(new Set(fed.map((r) => r.receiptId)).size) } };
  const numbers = [...new Set(uncovered.map((receipt) => receipt.receiptNumber))];
  return {
    key,
    outcome: 'FAIL',
    values: {
      count: String(numbers.length),
      receipts: numbers.slice(0, NAMED_RECEIPTS).join(', ') + (numbers.length > NAMED_RECEIPTS ? ', …' : ''),
    },
  };
}

/**
 * The harvest plots the line reaches (EUDR data pack): each with geometry and harvest dates. A warning, not a
 * failure: the licence attests legality, the data pack is the buyer's due diligence.
 */
function plotsCheck(made: NonNullable<Awaited<ReturnType<typeof vlegalDataPack>>>, lineNo: number): Check {
  const key = 'harvestPlots';
  const ids = made.answer.lines.find((line) => line.lineNo === lineNo)?.harvestPlotIds ?? [];
  if (!ids.length) return { key, outcome: 'WARN', values: { reason: 'NO_PLOTS' } };
  const incomplete = new Set(
    made.pack.problems.flatMap((p) => (p.plotId !== undefined && ids.includes(p.plotId) ? [p.plotId] : [])),
  );
  return incomplete.size
    ? {
        key,
        outcome: 'WARN',
        values: { reason: 'INCOMPLETE', count: String(ids.length), incomplete: String(incomplete.size) },
      }
    : { key, outcome: 'PASS', values: { count: String(ids.length) } };
}
