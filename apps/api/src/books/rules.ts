/**
 * What the server checks and fills before a row of the timber books is written or posted (MODEL.md §2.5,
 * §2.6, §2.9, §4.1), per resource key, run by the generic handlers in the write's transaction, after the
 * engine checked that the items, parties, sites and stocks a row names are of its unit (`checkWrite`): a
 * receipt's item is its party's, its certificate is the party's and valid on its date, and its
 * transport-document line is new; a buyer's country agrees with its type; a transfer goes to one place of
 * its company that is not where it comes from; the server's own fields
 * (numbers, snapshots, the stock booked into) are filled. The ledger itself (`ledger.ts`) refuses dates,
 * locks and short balances.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import type { Row } from '../engine/types.ts';
import type { RequestContext } from '../http/context.ts';
import { type FieldError, problem } from '../http/problems.ts';
import { conflict } from '../engine/write-checks.ts';
import { geometryError } from '@vlegal/domain/books/geometry';
import { MAX_SALES_VALUE, salesTotals } from '@vlegal/domain/books/local-sales';
import { productionYield, YIELD_BAND } from '@vlegal/domain/books/production';
import { producesUnder } from '@vlegal/domain/unit-validity';

// biome-ignore lint/suspicious/noExplicitAny: the books' rules read several tables in SQL
type AnyDB = Kysely<any>;

export interface WriteRules {
  /**
   * Checks a row about to be written or posted (a new one, or a changed one with `current`) and answers
   * the server-set fields to store with it (for a document's lines, an array of each line's, in order);
   * throws a problem with field errors otherwise.
   */
  prepare(tx: Database, row: Row, ctx: RequestContext, current: Row | null): Promise<Row>;
}

interface Item {
  id: number;
  code: string | null;
  name: string;
  scientific_name_id: number | null;
  track_weight: boolean;
  track_pieces: boolean;
}

const ITEM_TABLES = { RAW_MATERIAL: 'raw_material', PRODUCT: 'product' } as const;
const ITEM_FIELDS = { RAW_MATERIAL: 'rawMaterialId', PRODUCT: 'productId' } as const;
type StockType = keyof typeof ITEM_TABLES;

const db = (tx: Database) => tx.kysely as unknown as AnyDB;

function fail(objectName: string, field: string, message: string, detail: string): never {
  throw problem.validation([{ objectName, field, message }], detail);
}

/** The raw material or product a row names (by its stockType), which must be one of its unit's. */
async function itemOf(
  tx: Database,
  objectName: string,
  row: Row,
  prefix = '',
): Promise<Item & { field: string }> {
  const type = row.stockType as StockType;
  const field = ITEM_FIELDS[type];
  const other = ITEM_FIELDS[type === 'RAW_MATERIAL' ? 'PRODUCT' : 'RAW_MATERIAL'];
  const errors: FieldError[] = [];
  if (row[field] === null || row[field] === undefined)
    errors.push({ objectName, field: prefix + field, message: 'must not be blank' });
  if (row[other] !== null && row[other] !== undefined)
    errors.push({ objectName, field: prefix + other, message: `must be empty for a ${type} stock` });
  if (errors.length) throw problem.validation(errors, `A ${type} row names its item in ${field} only.`);
  const trackColumns =
    type === 'RAW_MATERIAL'
      ? sql`track_weight, track_pieces`
      : sql`false AS track_weight, false AS track_pieces`;
  const { rows } = await sql<Item>`
    SELECT id, code, name, scientific_name_id, ${trackColumns}
    FROM ${sql.table(ITEM_TABLES[type])}
    WHERE id = ${row[field]} AND business_unit_id = ${row.businessUnitId}`.execute(db(tx));
  const item = rows[0];
  if (!item)
    fail(
      objectName,
      prefix + field,
      'ledger.notOfUnit',
      `The ${type.toLowerCase().replace('_', ' ')} is not one of the business unit's.`,
    );
  return { ...item, field: prefix + field };
}

/** Weight and pieces are required for an item that tracks them (MODEL.md §4.1, units). */
function trackedQuantities(objectName: string, item: Item, row: Row, prefix = '') {
  const errors: FieldError[] = [];
  if (item.track_weight && (row.weightKg === null || row.weightKg === undefined))
    errors.push({ objectName, field: `${prefix}weightKg`, message: 'ledger.tracked' });
  if (item.track_pieces && (row.pieces === null || row.pieces === undefined))
    errors.push({ objectName, field: `${prefix}pieces`, message: 'ledger.tracked' });
  if (errors.length) throw problem.validation(errors, `${item.name} is counted in kg and/or pieces too.`);
}

const stock: WriteRules = {
  async prepare(tx, row) {
    const item = await itemOf(tx, 'stock', row);
    const { rows: same } = await sql`
      SELECT id FROM stock
      WHERE business_unit_id = ${row.businessUnitId} AND stock_type = ${row.stockType}
        AND coalesce(raw_material_id, 0) = ${Number(row.rawMaterialId ?? 0)}
        AND coalesce(product_id, 0) = ${Number(row.productId ?? 0)}
        AND coalesce(sub_con_id, 0) = ${Number(row.subConId ?? 0)}
        AND coalesce(inventory_address_id, 0) = ${Number(row.inventoryAddressId ?? 0)}
        AND id <> ${Number(row.id ?? 0)}`.execute(db(tx));
    if (same.length)
      throw conflict(
        [{ objectName: 'stock', field: item.field, message: 'ledger.stockExists' }],
        `${item.name} already has a stock at this site.`,
      );
    return { itemCode: item.code, itemName: item.name, scientificNameId: item.scientific_name_id };
  },
};

/** A stock as the rules read it: where it sits, its item and what the item is counted in. */
interface StockRow extends Item {
  business_unit_id: number;
  stock_type: StockType;
  raw_material_id: number | null;
  product_id: number | null;
  sub_con_id: number | null;
  inventory_address_id: number | null;
}

/** The stocks a row names (the engine checked they exist and are of its unit), by id. */
async function stocksById(tx: Database, ids: readonly unknown[]): Promise<Map<number, StockRow>> {
  const wanted = [...new Set(ids.map(Number))];
  const { rows } = await sql<StockRow>`
    SELECT s.id, s.business_unit_id, s.stock_type, s.raw_material_id, s.product_id, s.sub_con_id,
      s.inventory_address_id, s.item_code AS code, s.item_name AS name, s.scientific_name_id,
      coalesce(r.track_weight, false) AS track_weight, coalesce(r.track_pieces, false) AS track_pieces
    FROM stock s LEFT JOIN raw_material r ON r.id = s.raw_material_id
    WHERE s.id IN (${sql.join(wanted.length ? wanted : [0])})`.execute(db(tx));
  return new Map(rows.map((stock) => [Number(stock.id), stock]));
}

/**
 * Lines taken out of the unit's stocks (a production's sources, a sale's lines): each counted as its stock's
 * item requires (refusals named at its line, `field[i].pieces`), and filled with that item. Answers the
 * stocks too, by id.
 */
async function linesOutOf(tx: Database, objectName: string, field: string, lines: readonly Row[]) {
  const byId = await stocksById(
    tx,
    lines.map((line) => line.stockId),
  );
  const filled = lines.map((line, i) => {
    const stock = byId.get(Number(line.stockId)) as StockRow;
    trackedQuantities(objectName, stock, line, `${field}[${i}].`);
    return { rawMaterialId: stock.raw_material_id, productId: stock.product_id };
  });
  return { byId, filled };
}

const stockOther: WriteRules = {
  async prepare(tx, row, ctx) {
    if (row.usageType === 'CORRECTION_PLUS' && !ctx.principal?.authorities.includes('ROLE_ADMIN'))
      throw problem.forbidden('Only an administrator corrects a stock upwards (CORRECTION_PLUS).');
    const stock = (await stocksById(tx, [row.stockId])).get(Number(row.stockId)) as StockRow;
    trackedQuantities('stockOther', stock, row);
    return {};
  },
};

/** The party of a receipt: its supplier or its sub-contractor (the engine checked it is of its unit). */
function partyOf(row: Row) {
  const supplier = row.supplierId !== null && row.supplierId !== undefined;
  const subCon = row.subConId !== null && row.subConId !== undefined;
  if (supplier === subCon)
    throw problem.validation(
      ['supplierId', 'subConId'].map((field) => ({
        objectName: 'importMaterial',
        field,
        message: 'ledger.oneParty',
      })),
      'A receipt comes from a supplier or from a sub-contractor: exactly one of them.',
    );
  const field = supplier ? 'supplierId' : 'subConId';
  return { field, id: Number(row[field]), supplier };
}

/** The receipt's certificate: the party's, valid on the receipt date (none needed for an import). */
async function certificateOf(
  tx: Database,
  row: Row,
  party: { field: string; id: number; supplier: boolean },
) {
  const id = row.supplierCertificateId;
  if (id === null || id === undefined) return null;
  const owner = party.supplier ? sql`supplier_id` : sql`sub_con_id`;
  const { rows } = await sql<{
    code: string;
    valid_date: string | null;
    expired_date: string | null;
    status: string;
  }>`
    SELECT code, valid_date, expired_date, status FROM business_certificate
    WHERE id = ${id} AND ${owner} = ${party.id}`.execute(db(tx));
  const certificate = rows[0];
  if (!certificate)
    fail(
      'importMaterial',
      'supplierCertificateId',
      'ledger.notPartyCertificate',
      "The certificate is not one of the receipt's supplier or sub-contractor.",
    );
  const date = String(row.receiptDate);
  const valid =
    certificate.status === 'VALID' &&
    (certificate.valid_date === null || certificate.valid_date <= date) &&
    (certificate.expired_date === null || date <= certificate.expired_date);
  if (!valid)
    fail(
      'importMaterial',
      'supplierCertificateId',
      'ledger.certificateNotValid',
      `Certificate ${certificate.code} is not valid on ${date} (${certificate.status}, valid ${certificate.valid_date ?? '…'} to ${certificate.expired_date ?? '…'}).`,
    );
  return certificate;
}

const importMaterial: WriteRules = {
  async prepare(tx, row, ctx) {
    const party = partyOf(row);
    const item = await itemOf(tx, 'importMaterial', row);
    const type = row.stockType as StockType;
    const linkTable = `${party.supplier ? 'supplier' : 'sub_con'}_${ITEM_TABLES[type]}`;
    const partyColumn = party.supplier ? 'supplier_id' : 'sub_con_id';
    const itemColumn = `${ITEM_TABLES[type]}_id`;
    const { rows: linked } = await sql`
      SELECT 1 FROM ${sql.table(linkTable)}
      WHERE ${sql.ref(partyColumn)} = ${party.id} AND ${sql.ref(itemColumn)} = ${item.id}`.execute(db(tx));
    if (!linked.length)
      fail(
        'importMaterial',
        item.field,
        'ledger.notLinked',
        `${item.name} is not linked to the receipt's supplier or sub-contractor.`,
      );
    trackedQuantities('importMaterial', item, row);

    const { rows: origins } = await sql<{ is_import: boolean; code: string }>`
      SELECT o.is_import, c.code FROM origin_of_raw_material o, country c
      WHERE o.id = ${row.originOfRawMaterialId} AND c.id = ${row.countryOfHarvestId}`.execute(db(tx));
    const origin = origins[0];
    if (origin && origin.is_import === (origin.code === 'ID'))
      fail(
        'importMaterial',
        'countryOfHarvestId',
        origin.is_import ? 'ledger.importFromAbroad' : 'ledger.harvestInIndonesia',
        origin.is_import
          ? 'An imported origin names the foreign country of harvest.'
          : 'Timber of an Indonesian origin is harvested in Indonesia.',
      );
    const certificate = await certificateOf(tx, row, party);
    if (!certificate && origin && !origin.is_import)
      fail(
        'importMaterial',
        'supplierCertificateId',
        'must not be blank',
        'A receipt of Indonesian timber names the legality certificate of its supplier.',
      );
    if (row.harvestGeolocation !== null && row.harvestGeolocation !== undefined) {
      const wrong = geometryError(String(row.harvestGeolocation));
      if (wrong)
        fail(
          'importMaterial',
          'harvestGeolocation',
          'ledger.geometry',
          `The harvest geolocation is not a valid GeoJSON geometry: ${wrong}.`,
        );
    }

    const { rows: booked } = await sql<{ receipt_number: string }>`
      SELECT receipt_number FROM import_material
      WHERE status = 'POSTED' AND coalesce(supplier_id, 0) = ${Number(row.supplierId ?? 0)}
        AND coalesce(sub_con_id, 0) = ${Number(row.subConId ?? 0)}
        AND document_transport_type_id = ${row.documentTransportTypeId}
        AND lower(document_number) = lower(${String(row.documentNumber)})
        AND coalesce(raw_material_id, 0) = ${Number(row.rawMaterialId ?? 0)}
        AND coalesce(product_id, 0) = ${Number(row.productId ?? 0)}`.execute(db(tx));
    if (booked.length)
      throw conflict(
        [
          {
            objectName: 'importMaterial',
            field: 'documentNumber',
            message: 'ledger.duplicateTransportDocument',
          },
        ],
        `This transport document line is already booked on receipt ${booked[0]?.receipt_number}.`,
      );

    // The stock booked into: the item's stock of the unit (not one held at a sub-contractor or a site), made
    // on the first receipt with its opening on the receipt's date.
    const login = ctx.principal?.login ?? 'system';
    await sql`
      INSERT INTO stock (business_unit_id, stock_type, raw_material_id, product_id, item_code, item_name,
        scientific_name_id, opening_date, initial_volume_m3, created_by)
      VALUES (${row.businessUnitId}, ${type}, ${row.rawMaterialId ?? null}, ${row.productId ?? null}, ${item.code},
        ${item.name}, ${item.scientific_name_id}, ${row.receiptDate}, 0, ${login})
      ON CONFLICT (business_unit_id, stock_type, coalesce(raw_material_id, 0), coalesce(product_id, 0),
        coalesce(sub_con_id, 0), coalesce(inventory_address_id, 0)) DO NOTHING`.execute(db(tx));
    const { rows: stocks } = await sql<{ id: number }>`
      SELECT id FROM stock
      WHERE business_unit_id = ${row.businessUnitId} AND stock_type = ${type}
        AND coalesce(raw_material_id, 0) = ${Number(row.rawMaterialId ?? 0)}
        AND coalesce(product_id, 0) = ${Number(row.productId ?? 0)}
        AND sub_con_id IS NULL AND inventory_address_id IS NULL`.execute(db(tx));
    return {
      stockId: Number(stocks[0]?.id),
      scientificNameId: item.scientific_name_id,
      receiptNumber: await nextDocumentNumber(
        db(tx),
        'IMPORT_MATERIAL',
        Number(row.businessUnitId),
        String(row.receiptDate),
      ),
      supplierCertificateNumber: certificate?.code ?? null,
      supplierCertificateExpiredDate: certificate?.expired_date ?? null,
    };
  },
};

/**
 * A buyer's country agrees with its type: a domestic buyer (of local sales) is in Indonesia, a foreign one
 * (a consignee of exports) abroad; only a domestic buyer has an NPWP.
 */
const buyer: WriteRules = {
  async prepare(tx, row) {
    const { rows } = await sql<{ code: string }>`
      SELECT code FROM country WHERE id = ${row.countryId}`.execute(db(tx));
    const country = rows[0]?.code;
    const domestic = row.buyerType === 'DOMESTIC';
    if (country !== undefined && domestic !== (country === 'ID'))
      fail(
        'buyer',
        'countryId',
        domestic ? 'sales.domesticInIndonesia' : 'sales.foreignAbroad',
        domestic ? 'A domestic buyer is in Indonesia.' : 'A foreign buyer is outside Indonesia.',
      );
    if (!domestic && row.taxId !== null && row.taxId !== undefined)
      fail('buyer', 'taxId', 'sales.taxIdDomestic', 'Only a domestic buyer has an NPWP.');
    return {};
  },
};

/** Where a stock sits: its unit, its item and the sub-contractor holding it (none: the unit's own). */
interface StockKey {
  unitId: number;
  type: StockType;
  rawMaterialId: number | null;
  productId: number | null;
  subConId: number | null;
}

/**
 * The stock at `key` (not at a storage site), opened on `date` with nothing in it when the item has none
 * there yet; the stock row is created by the posting that first needs it, as a receipt's is.
 */
async function stockAt(tx: Database, key: StockKey, item: Item, date: string, login: string) {
  await sql`
    INSERT INTO stock (business_unit_id, stock_type, raw_material_id, product_id, sub_con_id, item_code, item_name,
      scientific_name_id, opening_date, initial_volume_m3, created_by)
    VALUES (${key.unitId}, ${key.type}, ${key.rawMaterialId}, ${key.productId}, ${key.subConId}, ${item.code},
      ${item.name}, ${item.scientific_name_id}, ${date}, 0, ${login})
    ON CONFLICT (business_unit_id, stock_type, coalesce(raw_material_id, 0), coalesce(product_id, 0),
      coalesce(sub_con_id, 0), coalesce(inventory_address_id, 0)) DO NOTHING`.execute(db(tx));
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM stock
    WHERE business_unit_id = ${key.unitId} AND stock_type = ${key.type}
      AND coalesce(raw_material_id, 0) = ${key.rawMaterialId ?? 0} AND coalesce(product_id, 0) = ${key.productId ?? 0}
      AND coalesce(sub_con_id, 0) = ${key.subConId ?? 0} AND inventory_address_id IS NULL`.execute(db(tx));
  return Number(rows[0]?.id);
}

/**
 * A transfer (MODEL.md §2.7) goes to exactly one place: a sub-contractor of the unit (the same item, held
 * there), the unit itself (taking back what a sub-contractor or a site held), or another unit of the same
 * company, whose item of the same code receives it. Never to the stock it leaves. The item, its species and
 * the stock entered are the server's; so is the number, drawn once when the transfer is first posted.
 */
const transferMaterial: WriteRules = {
  async prepare(tx, row, ctx, current) {
    const objectName = 'transferMaterial';
    const from = (await stocksById(tx, [row.fromStockId])).get(Number(row.fromStockId)) as StockRow;
    trackedQuantities(objectName, from, row);
    const unitId = Number(row.businessUnitId);
    const toUnit = row.toBusinessUnitId ?? null;
    const toSubCon = row.toSubConId ?? null;
    if (toUnit === null && toSubCon === null)
      throw problem.validation(
        ['toBusinessUnitId', 'toSubConId'].map((field) => ({
          objectName,
          field,
          message: 'transfer.oneTarget',
        })),
        'A transfer goes to another unit of the company or to a sub-contractor: one of them.',
      );
    const key: StockKey = {
      unitId,
      type: from.stock_type,
      rawMaterialId: from.raw_material_id,
      productId: from.product_id,
      subConId: toSubCon === null ? null : Number(toSubCon),
    };
    let item: Item = from;
    if (toUnit !== null && Number(toUnit) !== unitId) {
      const { rows: units } = await sql<{ same: boolean; name: string }>`
        SELECT t.company_id = f.company_id AS same, t.name FROM business_unit t, business_unit f
        WHERE t.id = ${toUnit} AND f.id = ${unitId}`.execute(db(tx));
      if (!units[0]?.same)
        fail(
          objectName,
          'toBusinessUnitId',
          'transfer.otherCompany',
          'A transfer goes to a unit of the same company only.',
        );
      // The receiving unit keeps its own items: the one of the same code receives the timber.
      const { rows: items } = await sql<Item>`
        SELECT id, code, name, scientific_name_id, false AS track_weight, false AS track_pieces
        FROM ${sql.table(ITEM_TABLES[from.stock_type])}
        WHERE business_unit_id = ${toUnit} AND lower(code) = lower(${from.code ?? ''})`.execute(db(tx));
      const target = items[0];
      if (!target)
        fail(
          objectName,
          'toBusinessUnitId',
          'transfer.noItemThere',
          `${units[0]?.name} has no ${from.stock_type === 'PRODUCT' ? 'product' : 'raw material'} with code ${from.code ?? '(none)'}: add it there first.`,
        );
      item = target;
      key.unitId = Number(toUnit);
      key.rawMaterialId = from.stock_type === 'RAW_MATERIAL' ? Number(target.id) : null;
      key.productId = from.stock_type === 'PRODUCT' ? Number(target.id) : null;
    }
    const sameStock =
      key.unitId === Number(from.business_unit_id) &&
      key.subConId === (from.sub_con_id === null ? null : Number(from.sub_con_id)) &&
      from.inventory_address_id === null;
    if (sameStock)
      fail(
        objectName,
        toSubCon === null ? 'toBusinessUnitId' : 'toSubConId',
        'transfer.toItself',
        'A transfer does not go to the stock it leaves.',
      );
    const toStockId = await stockAt(
      tx,
      key,
      item,
      String(row.transferDate),
      ctx.principal?.login ?? 'system',
    );
    return {
      toStockId,
      stockType: from.stock_type,
      rawMaterialId: from.raw_material_id,
      productId: from.product_id,
      scientificNameId: from.scientific_name_id,
      ...(current
        ? {}
        : {
            transferNumber: await nextDocumentNumber(
              db(tx),
              'TRANSFER_MATERIAL',
              unitId,
              String(row.transferDate),
            ),
          }),
    };
  },
};

/**
 * A production (MODEL.md §2.8) is made by a unit whose S-LK allows production. Its sources are the unit's
 * stocks (the engine checked that), each counted as its item requires; each output enters the unit's stock of
 * its item (opened on the production date when it has none), never one of the production's own sources; the
 * output is not more than the input, and a yield (rendemen) outside 30–90 % says why. The totals, the yield
 * and the number are the server's.
 */
const production: WriteRules = {
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

/**
 * A local sale (MODEL.md §2.9) goes to a domestic buyer of the unit; processed wood (a product) travels with a
 * transport document; each line is counted as its item requires and valued at its price. The lines' items,
 * the totals and the number (drawn once, when the sale is first posted) are the server's.
 */
const localSales: WriteRules = {
  async prepare(tx, row, _ctx, current) {
    const objectName = 'localSales';
    const { rows: buyers } = await sql<{ buyer_type: string }>`
      SELECT buyer_type FROM buyer WHERE id = ${row.buyerId}`.execute(db(tx));
    if (buyers[0] && buyers[0].buyer_type !== 'DOMESTIC')
      fail(objectName, 'buyerId', 'salesRules.domesticOnly', 'A local sale goes to a domestic buyer.');
    const lines = (row.materials ?? []) as Row[];
    const totals = salesTotals(lines as { volumeM3?: string; unitPrice?: string }[]);
    if (totals.tooLargeAt !== null)
      fail(
        objectName,
        `materials[${totals.tooLargeAt}].unitPrice`,
        'salesRules.valueTooLarge',
        `The sale's value would exceed ${MAX_SALES_VALUE.toFixed(0)}.`,
      );
    const { byId, filled: items } = await linesOutOf(tx, objectName, 'materials', lines);
    const filled = items.map((item, i) => ({ ...item, value: totals.values[i] }));
    const processed = lines.some((line) => byId.get(Number(line.stockId))?.stock_type === 'PRODUCT');
    const document = typeof row.documentNumber === 'string' ? row.documentNumber.trim() : '';
    if (processed && !document)
      fail(
        objectName,
        'documentNumber',
        'salesRules.transportDocument',
        'Processed wood travels with a transport document.',
      );
    const unitId = Number(row.businessUnitId);
    return {
      totalVolumeM3: totals.totalVolumeM3,
      totalValue: totals.totalValue,
      materials: filled,
      ...(current
        ? {}
        : { salesNumber: await nextDocumentNumber(db(tx), 'LOCAL_SALES', unitId, String(row.salesDate)) }),
    };
  },
};

/** The rules of the resources that have their own, by key. */
export const WRITE_RULES: Readonly<Record<string, WriteRules>> = {
  stock,
  stockOther,
  importMaterial,
  buyer,
  transferMaterial,
  production,
  localSales,
};
