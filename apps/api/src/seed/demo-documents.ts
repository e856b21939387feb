/**
 * The demo company's legality documents, with small real files (a one-page PDF naming the document, a PNG),
 * dated so that the demo shows each expiry status: an expired TDP, a SIUP expiring soon, a valid HO permit.
 */
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

/** A one-page PDF showing `text`: header, four objects, the cross-reference table and the trailer. */
export function onePagePdf(text: string): string {
  const line = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfOf(objects).toString('base64');
}

/**
 * A PDF file of `objects` (numbered from 1, the first the catalog): header, objects, cross-reference table
 * and trailer, with `trailer` added to the trailer's dictionary (an `/Encrypt` entry, say).
 */
export function pdfOf(objects: readonly string[], trailer = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailer} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG, for documents kept as photographs. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const pdf = (text: string) => ({
  file_attachment: onePagePdf(text),
  file_attachment_content_type: 'application/pdf' as const,
});

/** The legality documents of one unit. */
export async function createDemoDocuments(db: Database, businessUnitId: number): Promise<void> {
  const unit = { business_unit_id: businessUnitId };
  await db.kysely
    .insertInto('tdp')
    .values({
      ...unit,
      ...pdf('TDP 11.05.1.31.00123'),
      code: '11.05.1.31.00123',
      valid_date: '2021-03-01',
      expired_date: '2026-03-01',
      issuer: 'DPMPTSP Kabupaten Jepara',
    })
    .execute();
  await db.kysely
    .insertInto('npwp')
    .values({
      ...unit,
      ...pdf('NPWP 01.234.567.8-912.000'),
      code: '01.234.567.8-912.000',
      registered_name: 'PT Jati Jepara Furniture',
      registered_address: 'Jl. Raya Kudus - Jepara Km 5, Tahunan, Jepara',
      registered_date: '2012-07-16',
      tax_office: 'KPP Pratama Jepara',
    })
    .execute();
  await db.kysely
    .insertInto('siup')
    .values({
      ...unit,
      ...pdf('SIUP 503/0456/SIUP-M/2022'),
      code: '503/0456/SIUP-M/2022',
      valid_date: '2022-01-10',
      expired_date: '2027-01-10',
      business_scale: 'MENENGAH',
      issuer: 'DPMPTSP Kabupaten Jepara',
    })
    .execute();
  await db.kysely
    .insertInto('upl_recommendation')
    .values({
      ...unit,
      ...pdf('SPPL 660/214/2020'),
      code: '660/214/2020',
      document_type: 'SPPL',
      issued_date: '2020-09-02',
      issuer: 'Dinas Lingkungan Hidup Kabupaten Jepara',
    })
    .execute();
  await db.kysely
    .insertInto('ho_document')
    .values({
      ...unit,
      file_attachment: PNG,
      file_attachment_content_type: 'image/png' as const,
      code: '503/HO/0789/2023',
      valid_date: '2023-05-02',
      expired_date: '2028-05-02',
      issuer: 'Satpol PP Kabupaten Jepara',
    })
    .execute();
  await db.kysely
    .insertInto('company_certificate')
    .values({
      ...unit,
      ...pdf('Akta Pendirian No. 12'),
      certificate_type: 'DEED_OF_ESTABLISHMENT',
      code: '12',
      certificate_date: '2012-06-04',
      notary_name: 'Sri Wahyuni, S.H., M.Kn.',
      approval_number: 'AHU-34567.AH.01.01.Tahun 2012',
    })
    .execute();
}

/**
 * The demo unit's people, sites, permit and certificates: a director and a signatory, its stuffing site,
 * factory and log yard, the S-LK scan, an industry permit with two permitted products and their yearly
 * capacity, and an S-PHPL certificate of a supplying forest.
 */
export async function createDemoRecords(db: Database, businessUnitId: number): Promise<void> {
  const k = db.kysely;
  const unit = await k
    .selectFrom('business_unit')
    .select(['company_id', 'slk_certificate_id'])
    .where('id', '=', businessUnitId)
    .executeTakeFirstOrThrow();
  const owner = { company_id: unit.company_id, business_unit_id: businessUnitId };
  for (const [name, identification, position] of [
    ['Bambang Suryanto', '3320011204700001', 'Direktur'],
    ['Dewi Kartikasari', '3320015509850002', 'Manajer Ekspor'],
  ] as const)
    await k
      .insertInto('employee')
      .values({
        name,
        identification_id: identification,
        tax_id: `09.876.543.2-${identification.slice(-3)}.000`,
        job_position: position,
        signature_image: PNG,
        signature_image_content_type: 'image/png',
        business_unit_id: businessUnitId,
      })
      .execute();
  const site = async (type: 'STUFFING' | 'FACTORY' | 'INVENTORY', line: string) =>
    (
      await k
        .insertInto('address')
        .values({ ...owner, address_type: type, address_line1: line, city: 'Jepara', postal_code: '59431' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await k
    .insertInto('stuffing_address')
    .values({
      name: 'Gudang stuffing Tahunan',
      address_id: await site('STUFFING', 'Jl. Sultan Hadirin No. 8, Tahunan'),
      business_unit_id: businessUnitId,
    })
    .execute();
  await k
    .insertInto('factory_address')
    .values({
      name: 'Pabrik mebel Tahunan',
      address_id: await site('FACTORY', 'Jl. Raya Tahunan Km 3'),
      production_capacity: '6.000 set per tahun',
      business_unit_id: businessUnitId,
    })
    .execute();
  await k
    .insertInto('inventory_address')
    .values({
      name: 'TPK Mantingan',
      address_id: await site('INVENTORY', 'Desa Mantingan RT 02 RW 01'),
      storage_type: 'LOG_YARD',
      business_unit_id: businessUnitId,
    })
    .execute();
  if (unit.slk_certificate_id !== null)
    await k
      .updateTable('slk_certificate')
      .set({
        certificate_file: onePagePdf('S-LK certificate'),
        certificate_file_content_type: 'application/pdf',
      })
      .where('id', '=', unit.slk_certificate_id)
      .execute();
  const permit = await k
    .insertInto('business_permit')
    .values({
      ...pdf('IUI 503/0412/IUI/2022'),
      code: '503/0412/IUI/2022',
      valid_date: '2022-02-14',
      issuer: 'DPMPTSP Kabupaten Jepara',
      business_permit_type_id: sql<number>`(SELECT id FROM business_permit_type WHERE code = 'IUI')`,
      business_unit_id: businessUnitId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const furniture = await k
    .selectFrom('hs_code')
    .select('id')
    .where('code', 'like', '9403%')
    .orderBy('id')
    .executeTakeFirst();
  await k
    .insertInto('business_permit_product')
    .values([
      {
        business_permit_id: permit.id,
        product_name: 'Furniture kayu',
        hs_code_id: furniture?.id ?? null,
        capacity: 6000,
        capacity_unit: 'SET',
        description: 'Meja, kursi dan lemari jati',
      },
      {
        business_permit_id: permit.id,
        product_name: 'Kayu gergajian',
        capacity: 2000,
        capacity_unit: 'M3',
      },
    ])
    .execute();
  await k
    .insertInto('business_certificate')
    .values({
      ...pdf('S-PHPL Perum Perhutani KPH Kendal'),
      business_certificate_type_id: sql<number>`(SELECT min(id) FROM business_certificate_type)`,
      code: 'LPPHPL-015-IDN/2021',
      holder_name: 'Perum Perhutani KPH Kendal',
      issuer: 'PT Mutu Agung Lestari',
      valid_date: '2021-08-01',
      expired_date: '2027-07-31',
      business_unit_id: businessUnitId,
    })
    .execute();
}
