/**
 * The write rules of a receipt (MODEL.md §2.6): its item is its party's, its certificate is the party's and
 * valid on its date, its origin agrees with the country of harvest, its transport-document line is new; the
 * stock it books into (opened on the first receipt), its number and its certificate's snapshot are the
 * server's.
 */
import { certificateInForce } from '@vlegal/domain/business-unit/certificate-validity';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import type { Row } from '../engine/types.ts';
import { problem } from '../http/problems.ts';
import { conflict } from '../engine/write-checks.ts';
import {
  db,
  fail,
  ITEM_TABLES,
  itemOf,
  type StockType,
  trackedQuantities,
  type WriteRules,
} from './items-and-stocks.ts';

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
  const valid = certificateInForce(
    { status: certificate.status, validDate: certificate.valid_date, expiredDate: certificate.expired_date },
    date,
  );
  if (!valid)
    fail(
      'importMaterial',
      'supplierCertificateId',
      'ledger.certificateNotValid',
      `Certificate ${certificate.code} is not valid on ${date} (${certificate.status}, valid ${certificate.valid_date ?? '…'} to ${certificate.expired_date ?? '…'}).`,
    );
  return certificate;
}

export const importMaterial: WriteRules = {
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
