import { type AnyResource, operationIds, resourceList } from '@vlegal/domain/resources';
import { allows } from '@vlegal/domain/roles';
import type { Kysely } from 'kysely';
import { tableOfTarget } from '../../src/engine/declarations.ts';
import type { TestApp } from '../harness.ts';

export type Row = Record<string, unknown>;
type AnyDB = Record<string, Row>;

/** A 1×1 transparent PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let counter = 0;
/** A fresh number for each sample, so samples never collide with each other or with the reference data. */
function next(): number {
  counter += 1;
  return counter;
}
const patternCounters = new Map<string, number>();
function nextFor(pattern: string): number {
  const n = patternCounters.get(pattern) ?? 0;
  patternCounters.set(pattern, n + 1);
  return n;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function letters(n: number, width: number): string {
  let out = '';
  let v = n;
  for (let i = 0; i < width; i++) {
    out = LETTERS[v % 26] + out;
    v = Math.floor(v / 26);
  }
  return out;
}

/**
 * Values for each pattern of the registry (a new pattern needs a line here). The ISO "user-assigned"
 * ranges (QM–QZ, XA–XZ) and codes starting with 9 never collide with the reference data.
 */
const BY_PATTERN: Record<string, (n: number) => string> = {
  '^[A-Z]{2}$': (n) => (n < 14 ? `Q${'MNOPQRSTUVWXYZ'[n]}` : `X${LETTERS[(n - 14) % 26]}`),
  '^[A-Z]{3}$': (n) => `QQ${letters(n, 1)}`,
  '^[0-9]{2}$': (n) => String(90 + (n % 10)),
  '^[0-9]{2}\\.[0-9]{2}$': (n) => `99.${String(n % 100).padStart(2, '0')}`,
  '^[0-9][0-9.]{3,11}$': (n) => `9999.${String(n).padStart(2, '0')}`,
  '^[0-9]{4}$': (n) => String(9000 + (n % 1000)),
  '^[A-Z]{5}$': (n) => `QQ${letters(n, 3)}`,
  '^[A-Z0-9_-]+$': (n) => `TEST_${n}`,
  '^[0-9]{16}$': (n) => String(3320000000000000 + n),
  '^[0-9+() -]{3,30}$': (n) => `0812-555-${String(n).padStart(4, '0')}`,
  '^[0-9][0-9.-]{14,19}$': (n) => `01.234.567.8-${String(n % 1000).padStart(3, '0')}.000`,
  '^[0-9]{5}$': (n) => String(90000 + (n % 10000)),
};

/** Ids of rows a reference may point to: the first row of the target table. */
export async function referenceIds(t: TestApp): Promise<Record<string, number>> {
  const kysely = t.db.kysely as unknown as Kysely<AnyDB>;
  const targets = new Set(resourceList().flatMap((r) => Object.values(r.references) as string[]));
  const out: Record<string, number> = {};
  // A login an employee may name belongs to the company of the first unit (the demo company's).
  const firstUnit = await kysely.selectFrom('business_unit').select('company_id').orderBy('id').limit(1);
  for (const target of targets) {
    let query = kysely.selectFrom(tableOfTarget(target)).select('id').orderBy('id').limit(1);
    if (target === 'user') query = query.where('company_id', 'in', firstUnit);
    const row = await query.executeTakeFirst();
    if (!row) throw new Error(`No ${target} row to refer to`);
    out[target] = Number(row.id);
  }
  return out;
}

/** A valid create body built from the registry alone: every writable field filled. */
export function sample(resource: AnyResource, refs: Record<string, number>): Row {
  const n = next();
  const body: Row = {};
  // Only the first field of each group of which at most one may be set.
  const left = new Set(resource.exclusive.flatMap((group) => group.slice(1)));
  for (const f of resource.fields) {
    if (f.readOnly || left.has(f.name)) continue;
    switch (f.kind) {
      case 'string': {
        if (f.format === 'email') body[f.name] = `sample${n}@example.com`;
        else if (f.pattern) {
          const make = BY_PATTERN[f.pattern];
          if (!make) throw new Error(`No sample for pattern ${f.pattern} (${resource.key}.${f.name})`);
          body[f.name] = make(nextFor(f.pattern));
        } else body[f.name] = `Sample ${f.name} ${n}`.slice(0, f.maxLength ?? 255);
        break;
      }
      case 'integer':
        body[f.name] = f.min ?? 1;
        break;
      case 'decimal':
        body[f.name] = (f.min ?? 0) + 12.5;
        break;
      // `false` keeps rows out of partial unique keys that only hold for active rows.
      case 'boolean':
        body[f.name] = false;
        break;
      case 'date':
        body[f.name] = '2025-01-15';
        break;
      case 'enum':
        body[f.name] = f.values?.[0];
        break;
      case 'reference':
        body[f.name] = refs[f.references as string];
        break;
      case 'file':
        body[f.name] = PNG_BASE64;
        if (f.contentTypeField) body[f.contentTypeField] = 'image/png';
        break;
    }
  }
  return { ...body, ...RULED[resource.key] };
}

/**
 * Fields a resource's own rules tie together, set so that a sample passes them with any reference row: a
 * foreign buyer (of any country but Indonesia, which the first country row is not) has no NPWP; a new
 * company has no address yet and a new unit no S-LK certificate (each would be another tenant's); a
 * harvest plot is where the EU's rules find a plot.
 */
const RULED: Readonly<Record<string, Row>> = {
  buyer: { buyerType: 'FOREIGN', taxId: null },
  // A plot's geometry is GeoJSON the EU's rules take, and a point stands for at most 4 ha.
  harvestPlot: { geometry: '{"type":"Point","coordinates":[110.67,-6.59]}', areaHa: 2 },
  company: { addressId: null },
  businessUnit: { slkCertificateId: null },
};

/** A body referring through `field` to `id`, with the other fields of its exclusive group left unset. */
export function referring(resource: AnyResource, body: Row, field: string, id: unknown): Row {
  const others = resource.exclusive.flatMap((group) =>
    group.includes(field) ? group.filter((name) => name !== field) : [],
  );
  // Moved to another owner, the row leaves out the optional rows of its first tenant it named (a
  // certificate's supplier, a unit's address): a row refers only to rows of its own tenant.
  const owner = resource.owner;
  const ownerFields =
    owner.kind === 'businessUnit'
      ? [owner.field, ...(owner.company ? [owner.company] : [])]
      : owner.kind === 'unit'
        ? [owner.company]
        : [];
  // Named by its company (an address), a row of the company as a whole names no unit.
  const left = ownerFields.includes(field)
    ? resource.fields
        .filter(
          (f) =>
            f.kind === 'reference' &&
            !f.required &&
            f.references &&
            tenants(f.references) &&
            f.name !== field,
        )
        .map((f) => f.name)
    : [];
  return { ...body, ...Object.fromEntries([...others, ...left].map((name) => [name, null])), [field]: id };
}

/** Whether a reference target's rows belong to a tenant (not reference data everybody shares). */
const tenants = (key: string) => {
  if (key === 'user') return true;
  const owner = resourceList().find((r) => r.key === key)?.owner;
  return owner !== undefined && owner.kind !== 'none' && !(owner.kind === 'businessUnit' && owner.shared);
};

/** The unit a demo login is linked to (its first), and that unit's company. */
export async function unitOf(t: TestApp, login: string): Promise<{ unit: number; company: number }> {
  return t.db.kysely
    .selectFrom('user_business_unit')
    .innerJoin('app_user', 'app_user.id', 'user_business_unit.user_id')
    .innerJoin('business_unit', 'business_unit.id', 'user_business_unit.business_unit_id')
    .select(['user_business_unit.business_unit_id as unit', 'business_unit.company_id as company'])
    .where('app_user.login', '=', login)
    .orderBy('user_business_unit.business_unit_id')
    .executeTakeFirstOrThrow();
}

/** Path of the generic operations of a resource. */
export function urls(resource: AnyResource) {
  return {
    list: `/api/${resource.path}`,
    one: (id: unknown) => `/api/${resource.path}/${id}`,
    search: `/api/_search/${resource.path}`,
  };
}

/** A login whose authorities pass the resource's read rule without being an administrator, if the rule allows one. */
export function reader(resource: AnyResource): 'user' | 'admin' {
  return allows(resource.roles.read, ['ROLE_USER']) ? 'user' : 'admin';
}

/** A string field that is neither unique nor patterned nor read-only: safe to change in an update. */
export function editableText(resource: AnyResource): string | undefined {
  const unique = new Set(resource.unique.flat() as string[]);
  return resource.fields.find(
    (f) => f.kind === 'string' && !f.pattern && !f.format && !f.readOnly && !unique.has(f.name),
  )?.name;
}

export { operationIds, resourceList };

/** Resources whose rows the generic handlers store as sent: no posting to the stock ledger, not reads-only. */
export const writtenAsSent = (resource: AnyResource) => !resource.readsOnly && !resource.posting;

/**
 * A create body of a resource that posts to the stock ledger, in `unitId`, that its rules accept: a raw
 * material of its own (so a stock each) supplied by a supplier of the unit with a certificate valid on the
 * day, from a harvest plot of the unit; other usage of a stock opened with enough, and a transfer from it to a sub-contractor of the unit (or back from one). Built as the administrator (`admin` token) would.
 */
export async function postingSample(
  t: TestApp,
  resource: AnyResource,
  unitId: number,
  admin: string,
): Promise<Row> {
  const k = t.db.kysely as unknown as Kysely<AnyDB>;
  const n = next();
  const first = async (table: string, where?: [string, unknown]) => {
    let query = k.selectFrom(table).select('id').orderBy('id').limit(1);
    if (where) query = query.where(where[0], '=', where[1] as never);
    return Number((await query.executeTakeFirstOrThrow()).id);
  };
  const material = await k
    .insertInto('raw_material')
    .values({
      business_unit_id: unitId,
      code: `SMP-${n}`,
      name: `Sample log ${n}`,
      raw_material_type_id: await first('raw_material_type'),
      scientific_name_id: await first('scientific_name'),
      track_weight: false,
      track_pieces: false,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const rawMaterialId = Number(material.id);
  const post = async (url: string, payload: Row) => {
    const res = await t.call({ method: 'POST', url, token: admin, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Row;
  };
  if (resource.key === 'stock')
    return {
      businessUnitId: unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: '2026-01-02',
      initialVolumeM3: '1.5000',
    };
  if (['stockOther', 'transferMaterial', 'production', 'localSales'].includes(resource.key)) {
    const stock = await post('/api/stocks', {
      businessUnitId: unitId,
      stockType: 'RAW_MATERIAL',
      rawMaterialId,
      openingDate: '2026-01-02',
      initialVolumeM3: '100',
    });
    if (resource.key === 'localSales') {
      // Half a cubic metre of the logs to a domestic buyer of the unit, the line with notes to search.
      const buyer = await post('/api/buyers', {
        name: `Sample buyer ${n}`,
        buyerType: 'DOMESTIC',
        countryId: await first('country', ['code', 'ID']),
        businessUnitId: unitId,
      });
      return {
        businessUnitId: unitId,
        salesDate: '2026-02-03',
        buyerId: buyer.id,
        invoiceNumber: `SMP-INV-${n}`,
        materials: [{ stockId: stock.id, volumeM3: '0.5000', unitPrice: '1000', notes: `Sample sale ${n}` }],
      };
    }
    if (resource.key === 'production') {
      // Half the logs sawn into boards: another raw material of the unit, its stock opened by the output.
      const boards = await k
        .insertInto('raw_material')
        .values({
          business_unit_id: unitId,
          code: `SMP-B-${n}`,
          name: `Sample boards ${n}`,
          raw_material_type_id: await first('raw_material_type'),
          scientific_name_id: await first('scientific_name'),
          track_weight: false,
          track_pieces: false,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      // Sawn by a sub-contractor of the unit; lines with notes to search.
      const sawmill = await post('/api/sub-cons', { name: `Sample sawmill ${n}`, businessUnitId: unitId });
      return {
        businessUnitId: unitId,
        productionDate: '2026-02-02',
        subConId: sawmill.id,
        sources: [{ stockId: stock.id, volumeM3: '2.0000', notes: `Sample logs ${n}` }],
        outputs: [
          {
            stockType: 'RAW_MATERIAL',
            rawMaterialId: boards.id,
            volumeM3: '1.0000',
            notes: `Sample boards ${n}`,
          },
        ],
      };
    }
    if (resource.key === 'transferMaterial') {
      // To a sub-contractor, or (every other sample) taken back from one: both targets have rows.
      const subCon = await post('/api/sub-cons', { name: `Sample carver ${n}`, businessUnitId: unitId });
      const held =
        n % 2 === 0
          ? null
          : await post('/api/stocks', {
              businessUnitId: unitId,
              stockType: 'RAW_MATERIAL',
              rawMaterialId,
              subConId: subCon.id,
              openingDate: '2026-01-02',
              initialVolumeM3: '10',
            });
      return {
        businessUnitId: unitId,
        transferDate: '2026-02-02',
        fromStockId: held ? held.id : stock.id,
        ...(held ? { toBusinessUnitId: unitId } : { toSubConId: subCon.id }),
        volumeM3: '0.5000',
      };
    }
    return {
      stockId: stock.id,
      businessUnitId: unitId,
      usageDate: '2026-02-02',
      usageType: 'WASTE',
      volumeM3: '0.2500',
      reason: `Sample ${n}`,
    };
  }
  if (resource.key === 'vlegal') {
    // Garden benches of the unit's own to an importer in Japan: a draft (posted once approved).
    const hsCodeId = Number(
      (
        await k
          .selectFrom('hs_code')
          .select('id')
          .where('vlegal_required', '=', true as never)
          .where('export_prohibited', '=', false as never)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const product = await k
      .insertInto('product')
      .values({
        business_unit_id: unitId,
        code: `SMP-P-${n}`,
        name: `Sample bench ${n}`,
        commercial_description: `Sample teak garden bench ${n}`,
        hs_code_id: hsCodeId,
        scientific_name_id: await first('scientific_name'),
        unit_name: 'pcs',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const stock = await post('/api/stocks', {
      businessUnitId: unitId,
      stockType: 'PRODUCT',
      productId: product.id,
      openingDate: '2026-01-02',
      initialVolumeM3: '5',
    });
    const japan = await first('country', ['code', 'JP']);
    const importer = await post('/api/buyers', {
      name: `Sample importer ${n}`,
      buyerType: 'FOREIGN',
      countryId: japan,
      businessUnitId: unitId,
    });
    return {
      businessUnitId: unitId,
      applicationDate: '2026-02-02',
      buyerId: importer.id,
      countryOfDestinationId: japan,
      portOfLoadingId: await first('sea_port', ['code', 'IDSRG']),
      portOfDischargeId: await first('sea_port', ['code', 'JPTYO']),
      transportationId: await first('transportation', ['code', 'SEA']),
      estimatedShipmentDate: '2026-02-20',
      invoiceNumber: `SMP-EXP-${n}`,
      invoiceDate: '2026-02-01',
      currencyId: await first('currency', ['code', 'USD']),
      materials: [
        {
          stockId: stock.id,
          volumeM3: '0.5000',
          netWeightKg: '300',
          numberOfUnits: '10',
          value: '900',
          notes: `Sample export ${n}`,
        },
      ],
    };
  }
  if (resource.key !== 'importMaterial') throw new Error(`no posting sample for ${resource.key}`);
  const supplier = await post('/api/suppliers', {
    name: `Sample supplier ${n}`,
    supplierType: 'PERHUTANI',
    countryId: await first('country', ['code', 'ID']),
    businessUnitId: unitId,
  });
  await k
    .insertInto('supplier_raw_material')
    .values({ supplier_id: supplier.id, raw_material_id: rawMaterialId } as never)
    .execute();
  const certificate = await post('/api/business-certificates', {
    businessCertificateTypeId: await first('business_certificate_type'),
    code: `SMP-CERT-${n}`,
    holderName: `Sample supplier ${n}`,
    validDate: '2025-01-01',
    expiredDate: '2030-12-31',
    supplierId: supplier.id,
    businessUnitId: unitId,
  });
  // The logs came from a harvest plot of the unit's supplier.
  const plot = await post('/api/harvest-plots', {
    plotCode: `SMP-PLOT-${n}`,
    producerName: `Sample supplier ${n}`,
    producerCountryId: await first('country', ['code', 'ID']),
    geometry: '{"type":"Point","coordinates":[110.67,-6.59]}',
    supplierId: supplier.id,
    businessUnitId: unitId,
  });
  return {
    businessUnitId: unitId,
    receiptDate: '2026-03-10',
    supplierId: supplier.id,
    stockType: 'RAW_MATERIAL',
    rawMaterialId,
    documentTransportTypeId: await first('document_transport_type'),
    documentNumber: `SMP-DOC-${n}`,
    documentDate: '2026-03-09',
    originOfRawMaterialId: await first('origin_of_raw_material', ['is_import', false]),
    countryOfHarvestId: await first('country', ['code', 'ID']),
    volumeM3: '3.2500',
    supplierCertificateId: certificate.id,
    harvestPlots: [{ harvestPlotId: plot.id }],
  };
}
