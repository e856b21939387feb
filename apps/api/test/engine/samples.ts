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
  for (const target of targets) {
    const row = await kysely
      .selectFrom(tableOfTarget(target))
      .select('id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error(`No ${target} row to refer to`);
    out[target] = Number(row.id);
  }
  return out;
}

/** A valid create body built from the registry alone: every writable field filled. */
export function sample(resource: AnyResource, refs: Record<string, number>): Row {
  const n = next();
  const body: Row = {};
  for (const f of resource.fields) {
    if (f.readOnly) continue;
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
  return body;
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
