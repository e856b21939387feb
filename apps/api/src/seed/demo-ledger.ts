import { type AnyResource, resources } from '@vlegal/domain/resources';
import { post } from '../books/ledger.ts';
import type { Database } from '../db/index.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';

/**
 * The demo unit's timber balance, posted through the ledger as the screens would: the opening stock of
 * teak logs, sawn teak and garden chairs on 2 January 2026, two receipts of teak logs from the Perhutani
 * forest district, logs lost to splitting in the yard, logs sawn into sawn teak, and some of it sold to a
 * furniture maker. The demo's books start where an exporter's do.
 */
/** What a row of a posting resource moves, as the generic handlers post it. */
function movementsOf(resource: Pick<AnyResource, 'key' | 'posting'>, row: Record<string, unknown>) {
  if (!resource.posting) throw new Error(`${resource.key} moves no stock`);
  return resource.posting.movements(row as never);
}

export async function createDemoLedger(db: Database, businessUnitId: number): Promise<void> {
  const k = db.kysely;
  const login = 'unitadmin';
  const byCode = async (table: 'raw_material' | 'product', code: string) =>
    k
      .selectFrom(table)
      .select(['id', 'code', 'name', 'scientific_name_id'])
      .where('business_unit_id', '=', businessUnitId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
  const opened = async (
    item: { id: number; code: string | null; name: string; scientific_name_id: number | null },
    type: 'RAW_MATERIAL' | 'PRODUCT',
    initial: { volumeM3: string; pieces: string },
  ) => {
    const stock = await k
      .insertInto('stock')
      .values({
        business_unit_id: businessUnitId,
        stock_type: type,
        raw_material_id: type === 'RAW_MATERIAL' ? item.id : null,
        product_id: type === 'PRODUCT' ? item.id : null,
        item_code: item.code,
        item_name: item.name,
        scientific_name_id: item.scientific_name_id,
        opening_date: '2026-01-02',
        initial_volume_m3: initial.volumeM3,
        initial_pieces: initial.pieces,
        created_by: login,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const row = {
      id: stock.id,
      openingDate: '2026-01-02',
      initialVolumeM3: initial.volumeM3,
      initialPieces: initial.pieces,
    };
    await post(
      db,
      movementsOf(resources.stock, row),
      { type: 'STOCK', id: stock.id, objectName: 'stock' },
      login,
    );
    return stock.id;
  };
  const teakLogs = await byCode('raw_material', 'KB-JATI');
  const logsStock = await opened(teakLogs, 'RAW_MATERIAL', { volumeM3: '24.5000', pieces: '58' });
  const sawnTeak = await byCode('raw_material', 'KG-JATI');
  const sawnStock = await opened(sawnTeak, 'RAW_MATERIAL', {
    volumeM3: '4.2000',
    pieces: '310',
  });
  const chair = await byCode('product', 'GC-01');
  const chairs = await opened(chair, 'PRODUCT', { volumeM3: '1.4000', pieces: '40' });

  const supplier = await k
    .selectFrom('supplier')
    .select('id')
    .where('business_unit_id', '=', businessUnitId)
    .where('code', '=', 'SUP-001')
    .executeTakeFirstOrThrow();
  const certificate = await k
    .selectFrom('business_certificate')
    .select(['id', 'code', 'expired_date'])
    .where('supplier_id', '=', supplier.id)
    .executeTakeFirstOrThrow();
  const masterId = async (
    table: 'document_transport_type' | 'origin_of_raw_material' | 'country',
    code: string,
  ) => (await k.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const transport = (
    await k.selectFrom('document_transport_type').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  for (const [date, documentNumber, volumeM3, pieces] of [
    ['2026-09-08', 'SKSHHK-KDL-0917', '12.6350', '31'],
    ['2026-10-14', 'SKSHHK-KDL-1042', '9.8120', '24'],
  ] as const) {
    const receipt = await k
      .insertInto('import_material')
      .values({
        business_unit_id: businessUnitId,
        receipt_number: await nextDocumentNumber(k as never, 'IMPORT_MATERIAL', businessUnitId, date),
        receipt_date: date,
        supplier_id: supplier.id,
        stock_type: 'RAW_MATERIAL',
        raw_material_id: teakLogs.id,
        stock_id: logsStock,
        document_transport_type_id: transport,
        document_number: documentNumber,
        document_date: date,
        origin_of_raw_material_id: await masterId('origin_of_raw_material', 'PERHUTANI'),
        country_of_harvest_id: await masterId('country', 'ID'),
        scientific_name_id: teakLogs.scientific_name_id,
        volume_m3: volumeM3,
        pieces,
        supplier_certificate_id: certificate.id,
        supplier_certificate_number: certificate.code,
        supplier_certificate_expired_date: certificate.expired_date,
        vehicle_number: 'H 8123 KD',
        created_by: login,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const row = {
      stockId: logsStock,
      receiptDate: date,
      supplierId: supplier.id,
      volumeM3,
      pieces,
      documentNumber,
    };
    await post(
      db,
      movementsOf(resources.importMaterial, row),
      { type: 'IMPORT_MATERIAL', id: receipt.id, objectName: 'importMaterial' },
      login,
    );
  }
  // Chairs the carving workshop finished and sent back (a sub-contractor's receipt, under its DKP).
  const carver = await k
    .selectFrom('sub_con')
    .select('id')
    .where('business_unit_id', '=', businessUnitId)
    .where('code', '=', 'SC-001')
    .executeTakeFirstOrThrow();
  const declaration = await k
    .selectFrom('business_certificate')
    .select(['id', 'code', 'expired_date'])
    .where('sub_con_id', '=', carver.id)
    .executeTakeFirstOrThrow();
  const [date, documentNumber, volumeM3, pieces] = ['2026-10-28', 'NOTA-UKM-0311', '0.3500', '10'] as const;
  const returned = await k
    .insertInto('import_material')
    .values({
      business_unit_id: businessUnitId,
      receipt_number: await nextDocumentNumber(k as never, 'IMPORT_MATERIAL', businessUnitId, date),
      receipt_date: date,
      sub_con_id: carver.id,
      stock_type: 'PRODUCT',
      product_id: chair.id,
      stock_id: chairs,
      document_transport_type_id: transport,
      document_number: documentNumber,
      document_date: date,
      origin_of_raw_material_id: await masterId('origin_of_raw_material', 'PERHUTANI'),
      country_of_harvest_id: await masterId('country', 'ID'),
      scientific_name_id: chair.scientific_name_id,
      volume_m3: volumeM3,
      pieces,
      supplier_certificate_id: declaration.id,
      supplier_certificate_number: declaration.code,
      supplier_certificate_expired_date: declaration.expired_date,
      created_by: login,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await post(
    db,
    movementsOf(resources.importMaterial, {
      stockId: chairs,
      receiptDate: date,
      subConId: carver.id,
      volumeM3,
      pieces,
      documentNumber,
    }),
    { type: 'IMPORT_MATERIAL', id: returned.id, objectName: 'importMaterial' },
    login,
  );
  // Chairs still at the workshop for finishing: stock held at a sub-contractor, kept apart.
  const atCarver = await k
    .insertInto('stock')
    .values({
      business_unit_id: businessUnitId,
      stock_type: 'PRODUCT',
      product_id: chair.id,
      sub_con_id: carver.id,
      item_code: chair.code,
      item_name: chair.name,
      scientific_name_id: chair.scientific_name_id,
      opening_date: '2026-11-02',
      initial_volume_m3: '0.4200',
      initial_pieces: '12',
      created_by: login,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await post(
    db,
    movementsOf(resources.stock, {
      id: atCarver.id,
      openingDate: '2026-11-02',
      initialVolumeM3: '0.4200',
      initialPieces: '12',
    }),
    { type: 'STOCK', id: atCarver.id, objectName: 'stock' },
    login,
  );
  const waste = await k
    .insertInto('stock_other')
    .values({
      stock_id: logsStock,
      business_unit_id: businessUnitId,
      usage_date: '2026-10-20',
      usage_type: 'WASTE',
      volume_m3: '0.7500',
      pieces: '2',
      reason: 'Dua batang pecah hati di tempat penimbunan',
      created_by: login,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const usage = {
    stockId: logsStock,
    usageDate: '2026-10-20',
    usageType: 'WASTE',
    volumeM3: '0.7500',
    pieces: '2',
  };
  await post(
    db,
    movementsOf(resources.stockOther, usage),
    { type: 'STOCK_OTHER', id: waste.id, objectName: 'stockOther' },
    login,
  );
  // Logs sawn into sawn teak at the unit's own mill: a production with one line of each kind, 55 % yield.
  const sawnOn = '2026-10-22';
  const made = await k
    .insertInto('production')
    .values({
      business_unit_id: businessUnitId,
      production_number: await nextDocumentNumber(k as never, 'PRODUCTION', businessUnitId, sawnOn),
      production_date: sawnOn,
      description: 'Penggergajian log jati menjadi papan',
      input_volume_m3: '5.0000',
      output_volume_m3: '2.7500',
      yield_percent: '55.00',
      created_by: login,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const source = { stockId: logsStock, volumeM3: '5.0000', pieces: '12' };
  const output = { stockId: sawnStock, volumeM3: '2.7500', pieces: '180' };
  await k
    .insertInto('production_source_material')
    .values({
      production_id: made.id,
      stock_id: logsStock,
      raw_material_id: teakLogs.id,
      volume_m3: source.volumeM3,
      pieces: source.pieces,
      created_by: login,
    })
    .execute();
  await k
    .insertInto('production_output_material')
    .values({
      production_id: made.id,
      stock_type: 'RAW_MATERIAL',
      raw_material_id: sawnTeak.id,
      stock_id: sawnStock,
      volume_m3: output.volumeM3,
      pieces: output.pieces,
      created_by: login,
    })
    .execute();
  await post(
    db,
    movementsOf(resources.production, {
      productionDate: sawnOn,
      productionNumber: made.production_number,
      sources: [source],
      outputs: [output],
    }),
    { type: 'PRODUCTION', id: made.id, objectName: 'production' },
    login,
  );
  // Sawn teak sold to a furniture maker in Semarang: a local sale with one line, carried with a Nota.
  const indonesia = await masterId('country', 'ID');
  const furnitureMaker = await k
    .insertInto('buyer')
    .values({
      business_unit_id: businessUnitId,
      code: 'BYR-001',
      name: 'CV Mebel Semarang Jaya',
      buyer_type: 'DOMESTIC',
      country_id: indonesia,
      tax_id: '03.456.789.0-503.000',
      contact_person: 'Hendra Wijaya',
      created_by: login,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const soldOn = '2026-10-28';
  const sold = await k
    .insertInto('local_sales')
    .values({
      business_unit_id: businessUnitId,
      sales_number: await nextDocumentNumber(k as never, 'LOCAL_SALES', businessUnitId, soldOn),
      sales_date: soldOn,
      buyer_id: furnitureMaker.id,
      invoice_number: 'INV/JJF/X/2026/031',
      invoice_date: soldOn,
      document_transport_type_id: transport,
      document_number: 'NOTA-JJF-0031',
      vehicle_number: 'H 8123 KD',
      total_volume_m3: '0.8000',
      total_value: '6800000.00',
      created_by: login,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const soldLine = { stockId: sawnStock, volumeM3: '0.8000', pieces: '50' };
  await k
    .insertInto('local_sales_material')
    .values({
      local_sales_id: sold.id,
      stock_id: sawnStock,
      raw_material_id: sawnTeak.id,
      volume_m3: soldLine.volumeM3,
      pieces: soldLine.pieces,
      unit_price: '8500000',
      value: '6800000.00',
      created_by: login,
    })
    .execute();
  await post(
    db,
    movementsOf(resources.localSales, {
      salesDate: soldOn,
      documentNumber: sold.document_number,
      materials: [soldLine],
    }),
    { type: 'LOCAL_SALES', id: sold.id, objectName: 'localSales' },
    login,
  );
}
