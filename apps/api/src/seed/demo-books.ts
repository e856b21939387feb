import type { Database } from '../db/index.ts';

/**
 * The demo unit's books: teak and mahogany logs and sawn teak, a teak garden chair and table, the
 * Perhutani forest district that supplies its teak logs (holder of the unit's supplier certificate) and a
 * carving workshop that works on its chairs, with its supplier's declaration (DKP), and two of the district's
 * harvest plots; the company's warehouse (`warehouseId`) keeps the same chairs and tables.
 */
export async function createDemoBooks(
  db: Database,
  businessUnitId: number,
  warehouseId?: number,
): Promise<void> {
  const k = db.kysely;
  const idOf = async (
    table: 'raw_material_type' | 'hs_code' | 'origin_of_raw_material' | 'business_certificate_type',
    code: string,
  ) => (await k.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const species = async (scientificName: string) =>
    (
      await k
        .selectFrom('scientific_name')
        .select('id')
        .where('scientific_name', '=', scientificName)
        .executeTakeFirstOrThrow()
    ).id;
  const teak = await species('Tectona grandis L.f.');
  const unit = { business_unit_id: businessUnitId };
  const [teakLogs] = await k
    .insertInto('raw_material')
    .values([
      {
        ...unit,
        code: 'KB-JATI',
        name: 'Log Jati',
        raw_material_type_id: await idOf('raw_material_type', 'KB'),
        scientific_name_id: teak,
        grade: 'A',
        diameter_cm: 50,
        track_weight: false,
        track_pieces: true,
      },
      {
        ...unit,
        code: 'KB-MAHONI',
        name: 'Log Mahoni',
        raw_material_type_id: await idOf('raw_material_type', 'KBS'),
        scientific_name_id: await species('Swietenia macrophylla King'),
        diameter_cm: 35,
      },
      {
        ...unit,
        code: 'KG-JATI',
        name: 'Kayu gergajian jati',
        raw_material_type_id: await idOf('raw_material_type', 'KG'),
        scientific_name_id: teak,
        thickness_mm: 30,
        width_mm: 150,
        length_mm: 2000,
        track_weight: false,
      },
    ])
    .returning('id')
    .execute();
  const [chair] = await k
    .insertInto('product')
    .values([
      {
        ...unit,
        code: 'GC-01',
        name: 'Kursi taman jati',
        commercial_description: 'Teak garden chair, KD, sanded',
        hs_code_id: await idOf('hs_code', '9401.69'),
        scientific_name_id: teak,
        unit_name: 'pcs',
        volume_per_unit_m3: 0.035,
        net_weight_per_unit_kg: 12.5,
        length_mm: 600,
        width_mm: 550,
        height_mm: 900,
      },
      {
        ...unit,
        code: 'GT-01',
        name: 'Meja taman jati',
        commercial_description: 'Teak garden table 150 x 90 cm, KD, sanded',
        hs_code_id: await idOf('hs_code', '9403.60'),
        scientific_name_id: teak,
        unit_name: 'pcs',
        volume_per_unit_m3: 0.08,
        net_weight_per_unit_kg: 38,
        length_mm: 1500,
        width_mm: 900,
        height_mm: 750,
      },
    ])
    .returning('id')
    .execute();
  // The company's warehouse keeps the same furniture under the same codes: a transfer from the workshop
  // enters the receiving unit's item of the same code, and the warehouse exports it.
  if (warehouseId !== undefined) {
    const furniture = await k
      .selectFrom('product')
      .select([
        'code',
        'name',
        'commercial_description',
        'hs_code_id',
        'scientific_name_id',
        'unit_name',
        'volume_per_unit_m3',
        'net_weight_per_unit_kg',
        'length_mm',
        'width_mm',
        'height_mm',
      ])
      .where('business_unit_id', '=', businessUnitId)
      .execute();
    await k
      .insertInto('product')
      .values(furniture.map((item) => ({ ...item, business_unit_id: warehouseId })))
      .execute();
  }
  const indonesia = (
    await k.selectFrom('country').select('id').where('code', '=', 'ID').executeTakeFirstOrThrow()
  ).id;
  const perhutani = await k
    .insertInto('supplier')
    .values({
      ...unit,
      code: 'SUP-001',
      name: 'Perum Perhutani KPH Kendal',
      supplier_type: 'PERHUTANI',
      origin_of_raw_material_id: await idOf('origin_of_raw_material', 'PERHUTANI'),
      permit_number: 'SK.434/Menhut-II/2013',
      country_id: indonesia,
      contact_person: 'Agus Setiawan',
      phone: '0294 381234',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (teakLogs)
    await k
      .insertInto('supplier_raw_material')
      .values({ supplier_id: perhutani.id, raw_material_id: teakLogs.id })
      .execute();
  // Two of the forest district's harvest blocks (EUDR), as the server stores plots: a polygon and a point.
  const block = [
    [110.151, -7.052],
    [110.155, -7.052],
    [110.155, -7.0555],
    [110.151, -7.0555],
    [110.151, -7.052],
  ];
  const plot = {
    ...unit,
    producer_name: 'Perum Perhutani KPH Kendal',
    producer_country_id: indonesia,
    production_place: 'RPH Kaliwungu, BKPH Kalibodri',
    harvest_start_date: '2025-07-01',
    harvest_end_date: '2025-09-30',
    supplier_id: perhutani.id,
  };
  await k
    .insertInto('harvest_plot')
    .values([
      {
        ...plot,
        plot_code: 'KDL-12A',
        area_ha: 17.2,
        geometry: JSON.stringify({ type: 'Polygon', coordinates: [block] }),
        geometry_type: 'Polygon',
      },
      {
        ...plot,
        plot_code: 'KDL-14C',
        area_ha: 3.5,
        geometry: JSON.stringify({ type: 'Point', coordinates: [110.1621, -7.0483] }),
        geometry_type: 'Point',
      },
    ])
    .execute();
  // The unit's supplier certificate is the forest district's.
  await k
    .updateTable('business_certificate')
    .set({ supplier_id: perhutani.id })
    .where('business_unit_id', '=', businessUnitId)
    .where('holder_name', '=', 'Perum Perhutani KPH Kendal')
    .execute();
  const carver = await k
    .insertInto('sub_con')
    .values({
      ...unit,
      code: 'SC-001',
      name: 'UD Ukir Mulyoharjo',
      scope_of_work: 'Ukir, amplas dan finishing',
      contact_person: 'Sri Lestari',
      phone: '0291 592345',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (chair)
    await k.insertInto('sub_con_product').values({ sub_con_id: carver.id, product_id: chair.id }).execute();
  // The workshop declares its supply (DKP), as a sub-contractor without an S-LK does.
  await k
    .insertInto('business_certificate')
    .values({
      business_certificate_type_id: await idOf('business_certificate_type', 'DKP'),
      code: 'DKP/UKM/017/2025',
      holder_name: 'UD Ukir Mulyoharjo',
      valid_date: '2025-03-01',
      sub_con_id: carver.id,
      business_unit_id: businessUnitId,
    })
    .execute();
}
