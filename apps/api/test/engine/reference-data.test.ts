import { resourceList } from '@vlegal/domain/resources';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toColumn } from '../../src/engine/types.ts';
import { loadReferenceData, REFERENCE_COUNTS } from '../../src/seed/reference.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** Building the app on a fresh database takes long on a busy machine (PGlite start, migrations, seeds). */
const SETUP_MS = 180_000;

type Row = Record<string, unknown>;
type AnyDB = Record<string, Row>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: false });
}, SETUP_MS);
afterAll(async () => {
  await t.close();
});

function kysely(): Kysely<AnyDB> {
  return t.db.kysely as unknown as Kysely<AnyDB>;
}

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of Object.keys(REFERENCE_COUNTS)) {
    const row = await kysely()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe('reference data', () => {
  it('is loaded at start-up with the expected counts', async () => {
    const c = await counts();
    expect(c).toEqual(REFERENCE_COUNTS);
    expect(c.country).toBe(249);
    expect(c.province).toBe(38);
    expect(c.district).toBeGreaterThanOrEqual(500);
    expect(c.hs_code).toBeGreaterThan(100);
  });

  it('changes nothing when loaded a second time', async () => {
    const before = await counts();
    const inserted = await loadReferenceData(t.db);
    expect(Object.values(inserted).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('does not bring back a row an administrator deleted', async () => {
    await kysely().deleteFrom('transportation').where('code', '=', 'RAIL').execute();
    const inserted = await loadReferenceData(t.db);
    expect(inserted.transportation).toBe(0);
    const rail = await kysely()
      .selectFrom('transportation')
      .select('id')
      .where('code', '=', 'RAIL')
      .execute();
    expect(rail).toEqual([]);
  });

  it('keeps the administrative structure of Indonesia', async () => {
    const rows = await sql<{ province: string; kabupaten: number; kota: number }>`
      SELECT p.name AS province,
             count(*) FILTER (WHERE d.district_type = 'KABUPATEN')::int AS kabupaten,
             count(*) FILTER (WHERE d.district_type = 'KOTA')::int AS kota
      FROM district d JOIN province p ON p.id = d.province_id
      GROUP BY p.name`.execute(t.db.kysely);
    const byName = new Map(rows.rows.map((r) => [r.province, r]));
    expect(byName.size).toBe(38);
    expect(byName.get('Jawa Tengah')).toMatchObject({ kabupaten: 29, kota: 6 });
    expect(byName.get('Jawa Timur')).toMatchObject({ kabupaten: 29, kota: 9 });
    const totals = rows.rows.reduce((a, r) => ({ kab: a.kab + r.kabupaten, kota: a.kota + r.kota }), {
      kab: 0,
      kota: 0,
    });
    expect(totals).toEqual({ kab: 416, kota: 98 });
    const jepara = await kysely()
      .selectFrom('district as d')
      .innerJoin('province as p', 'p.id', 'd.province_id')
      .select(['d.name as name', 'd.district_type as type', 'p.code as province'])
      .where('d.code', '=', '33.20')
      .executeTakeFirstOrThrow();
    expect(jepara).toEqual({ name: 'Kabupaten Jepara', type: 'KABUPATEN', province: '33' });
  });

  it('marks EU-27 and the United Kingdom as FLEGT partners', async () => {
    const partners = await kysely()
      .selectFrom('country')
      .select('code')
      .where('flegt_partner', '=', true)
      .execute();
    const codes = partners.map((p) => p.code);
    expect(codes).toHaveLength(28);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'NL', 'GB', 'FR', 'IE', 'HR']));
    expect(codes).not.toContain('US');
  });

  it('derives hs6 from the code and forbids exporting logs', async () => {
    const rows = await kysely()
      .selectFrom('hs_code')
      .select(['code', 'hs6', 'export_prohibited'])
      .where('code', 'in', ['4403', '4403.41', '9403.60'])
      .orderBy('code')
      .execute();
    expect(rows).toEqual([
      { code: '4403', hs6: null, export_prohibited: true },
      { code: '4403.41', hs6: '440341', export_prohibited: true },
      { code: '9403.60', hs6: '940360', export_prohibited: false },
    ]);
  });

  it('puts every sea port in an existing country', async () => {
    const orphans = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sea_port s LEFT JOIN country c ON c.id = s.country_id
      WHERE c.id IS NULL OR substr(s.code, 1, 2) <> c.code`.execute(t.db.kysely);
    expect(orphans.rows[0]?.n).toBe(0);
  });
});

describe('reference rows', () => {
  it('satisfy the rules of the registry (patterns, lengths, enum values, required fields)', async () => {
    const problems: string[] = [];
    for (const resource of resourceList()) {
      const rows = await kysely().selectFrom(resource.table).selectAll().execute();
      for (const row of rows) {
        for (const f of resource.fields) {
          const value = row[toColumn(f.name)];
          const where = `${resource.table}#${row.id}.${f.name}=${String(value)}`;
          if (value === null || value === undefined) {
            if (f.required) problems.push(`${where}: required`);
            continue;
          }
          if (f.pattern && !new RegExp(f.pattern).test(String(value))) problems.push(`${where}: pattern`);
          if (f.maxLength !== undefined && String(value).length > f.maxLength)
            problems.push(`${where}: length`);
          if (f.values && !f.values.includes(String(value))) problems.push(`${where}: enum`);
          if (f.min !== undefined && Number(value) < f.min) problems.push(`${where}: min`);
          if (f.max !== undefined && Number(value) > f.max) problems.push(`${where}: max`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
