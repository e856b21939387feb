import { randomBytes } from 'node:crypto';
import { resources } from '@vlegal/domain/resources';
import { post } from '../books/ledger.ts';
import type { Database } from '../db/index.ts';
import { nextDocumentNumber } from '../engine/document-numbers.ts';
import { validUntilOf } from '../vlegal/rules.ts';

/**
 * The demo unit's exports: garden chairs to a furniture importer in Tokyo (and a buyer in Rotterdam with no
 * shipment yet), one V-Legal approved on 2
 * November 2026 (exported from the chairs' stock, numbered as the verification body numbers, issued by
 * SILK a minute later) and the next shipment's application still a draft, the teak of both harvested in
 * Indonesia. Written as the workflow leaves them.
 */
/** The barcode SILK answered for the demo licence. */
const SILK_BARCODE = '202611020000041187';

export async function createDemoVlegals(db: Database, businessUnitId: number): Promise<void> {
  const k = db.kysely;
  const login = 'exporter';
  const id = async (table: 'country' | 'sea_port' | 'transportation' | 'currency', code: string) =>
    (await k.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const chairs = await k
    .selectFrom('stock as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select([
      's.id',
      'p.id as productId',
      'p.hs_code_id',
      'p.scientific_name_id',
      'p.unit_name',
      'p.commercial_description',
    ])
    .where('s.business_unit_id', '=', businessUnitId)
    .where('p.code', '=', 'GC-01')
    .where('s.sub_con_id', 'is', null)
    .executeTakeFirstOrThrow();
  const japan = await id('country', 'JP');
  const importer = await k
    .insertInto('buyer')
    .values({
      business_unit_id: businessUnitId,
      code: 'BYR-JP-01',
      name: 'Tanaka Garden Furniture Co., Ltd.',
      buyer_type: 'FOREIGN',
      country_id: japan,
      contact_person: 'Kenji Tanaka',
      created_by: 'unitadmin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A buyer in the EU too, whose shipments need the EUDR data pack (no shipment yet).
  await k
    .insertInto('buyer')
    .values({
      business_unit_id: businessUnitId,
      code: 'BYR-NL-01',
      name: 'Van den Berg Tuinmeubelen B.V.',
      buyer_type: 'FOREIGN',
      country_id: await id('country', 'NL'),
      contact_person: 'Sanne van den Berg',
      created_by: 'unitadmin',
    })
    .execute();
  const indonesia = await id('country', 'ID');
  const harvestedInIndonesia = (line: { id: number }) =>
    k
      .insertInto('vlegal_material_country')
      .values({
        vlegal_material_id: line.id,
        scientific_name_id: chairs.scientific_name_id,
        country_id: indonesia,
        sort_order: 1,
      })
      .execute();
  const shipment = {
    business_unit_id: businessUnitId,
    buyer_id: importer.id,
    country_of_destination_id: japan,
    port_of_loading_id: await id('sea_port', 'IDSRG'),
    port_of_discharge_id: await id('sea_port', 'JPTYO'),
    transportation_id: await id('transportation', 'SEA'),
    currency_id: await id('currency', 'USD'),
    incoterm: 'FOB' as const,
    created_by: login,
  };
  const issued = '2026-11-02';
  const line = { stockId: Number(chairs.id), volumeM3: '0.3500' };
  const approved = await k
    .insertInto('vlegal')
    .values({
      ...shipment,
      application_number: await nextDocumentNumber(
        k as never,
        'VLEGAL_APPLICATION',
        businessUnitId,
        '2026-10-30',
      ),
      application_date: '2026-10-30',
      vlegal_number: await nextDocumentNumber(k as never, 'VLEGAL', businessUnitId, issued, {
        lvlkCode: '003',
        destinationIso: 'JP',
      }),
      status: 'PUBLISHED',
      vessel_name: 'MV Meratus Jayakarta',
      voyage_number: '112N',
      estimated_shipment_date: '2026-11-09',
      invoice_number: 'INV/JJF/EXP/2026/014',
      invoice_date: '2026-10-29',
      packing_list_number: 'PL/JJF/EXP/2026/014',
      distinguishing_marks: 'TGF-TOKYO 1/1, container TGHU 481203-5, seal 0094417',
      total_volume_m3: line.volumeM3,
      total_net_weight_kg: '210.00',
      total_units: '10.00',
      total_value: '1850.00',
      issue_date: issued,
      valid_until: validUntilOf(issued),
      token: randomBytes(16).toString('base64url'),
      integration_status: 'ACKNOWLEDGED',
      barcode: SILK_BARCODE,
      submitted_by: login,
      submitted_date: '2026-10-30T03:15:00Z',
      decided_by: 'verificator',
      decided_date: '2026-11-02T02:40:00Z',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const materialOf = (vlegalId: number, volumeM3: string, units: string, value: string, weight: string) => ({
    vlegal_id: vlegalId,
    line_no: 1,
    stock_id: line.stockId,
    product_id: chairs.productId,
    hs_code_id: chairs.hs_code_id,
    scientific_name_id: chairs.scientific_name_id,
    commercial_description: chairs.commercial_description.slice(0, 500),
    volume_m3: volumeM3,
    net_weight_kg: weight,
    number_of_units: units,
    unit_name: chairs.unit_name,
    value,
    created_by: login,
  });
  await harvestedInIndonesia(
    await k
      .insertInto('vlegal_material')
      .values(materialOf(approved.id, line.volumeM3, '10', '1850.00', '210.00'))
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  await k
    .insertInto('vlegal_integration')
    .values({
      vlegal_id: approved.id,
      business_unit_id: businessUnitId,
      target: 'SILK',
      operation: 'ISSUE',
      status: 'SUCCESS',
      attempts: 1,
      last_attempt_date: '2026-11-02T02:41:00Z',
      external_reference: SILK_BARCODE,
      created_date: '2026-11-02T02:40:00Z',
    })
    .execute();
  const posting = resources.vlegal.posting;
  if (!posting) throw new Error('a V-Legal posts its export');
  await post(
    db,
    posting.movements({
      issueDate: issued,
      vlegalNumber: approved.vlegal_number,
      materials: [line],
    } as never),
    { type: 'VLEGAL', id: approved.id, objectName: 'vlegal' },
    login,
  );
  // Its submission, decided by the verificator with every point of the checklist ticked, and its steps.
  await k
    .insertInto('vlegal_approval')
    .values({
      vlegal_id: approved.id,
      business_unit_id: businessUnitId,
      request_date: '2026-10-30T03:15:00Z',
      requested_by: login,
      status: 'APPROVED',
      verificator_login: 'verificator',
      decision_date: '2026-11-02T02:40:00Z',
      note: 'Dokumen lengkap dan sesuai.',
      certificate_valid: true,
      unit_valid: true,
      documents_consistent: true,
      hs_code_correct: true,
      species_correct: true,
      stock_sufficient: true,
      suppliers_covered: true,
      quantities_plausible: true,
    })
    .execute();
  await k
    .insertInto('workflow_step')
    .values([
      {
        entity: 'vlegal',
        row_id: approved.id,
        action: 'submit',
        from_state: 'DRAFT',
        to_state: 'SUBMITTED',
        login,
        taken_at: '2026-10-30T03:15:00Z',
      },
      {
        entity: 'vlegal',
        row_id: approved.id,
        action: 'approve',
        from_state: 'SUBMITTED',
        to_state: 'APPROVED',
        login: 'verificator',
        taken_at: '2026-11-02T02:40:00Z',
        note: null,
      },
    ])
    .execute();
  const draft = await k
    .insertInto('vlegal')
    .values({
      ...shipment,
      application_number: await nextDocumentNumber(
        k as never,
        'VLEGAL_APPLICATION',
        businessUnitId,
        '2026-11-20',
      ),
      application_date: '2026-11-20',
      estimated_shipment_date: '2026-12-14',
      invoice_number: 'INV/JJF/EXP/2026/017',
      invoice_date: '2026-11-19',
      total_volume_m3: '0.2100',
      total_net_weight_kg: '126.00',
      total_units: '6.00',
      total_value: '1110.00',
      notes: 'Second container of the Tanaka order',
      // Duplicated from the first shipment's licence.
      parent_vlegal_id: approved.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await harvestedInIndonesia(
    await k
      .insertInto('vlegal_material')
      .values(materialOf(draft.id, '0.2100', '6', '1110.00', '126.00'))
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}
