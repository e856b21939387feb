/**
 * What a delete takes (docs/adr/0021-what-a-delete-takes.md): the `ON DELETE` rule of every foreign key of
 * the migrated database, the declarations (`onParentDelete`, the links) and the contract's delete
 * operations say the same. A foreign key cascades only where a declaration makes its rows parts of the
 * parent, and the parent's delete says so; every other refuses, and the parent's delete answers 409
 * `/problems/referenced-row`. Then the case that broke the promise: a business permit with products.
 */
import { type JsonObject, loadContract } from '@vlegal/domain/contract-file';
import { linkList } from '@vlegal/domain/links';
import { type AnyResource, goesWithParent, operationIds, resourceList } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toColumn } from '../src/engine/types.ts';
import { createTestApp, type TestApp } from './harness.ts';

const SETUP_MS = 180_000;

type Rule = 'CASCADE' | 'SET NULL' | 'SET DEFAULT' | 'REFUSE';

/**
 * Foreign keys of the platform's tables and the ledger's own, which no resource declares: the rule each
 * keeps and why. For a rule that takes or changes rows, `named` is what the parent's delete says of them.
 */
const PLATFORM: Readonly<Record<string, { rule: Rule; named?: string; why: string }>> = {
  'app_user.company_id->company': {
    rule: 'REFUSE',
    why: "a company's logins keep it: its users are deleted or moved first",
  },
  'user_authority.user_id->app_user': {
    rule: 'CASCADE',
    named: 'authorities',
    why: "a user's roles are part of the account",
  },
  'user_authority.authority_name->authority': {
    rule: 'REFUSE',
    why: 'the roles are fixed; a role is never deleted',
  },
  'user_business_unit.user_id->app_user': {
    rule: 'CASCADE',
    named: 'access to units',
    why: "a user's access to units is part of the account",
  },
  'user_business_unit.business_unit_id->business_unit': {
    rule: 'CASCADE',
    named: "users' access",
    why: 'an access grant to a unit means nothing once the unit is gone; no record of the unit is lost (the principal trigger announces it)',
  },
  'user_token.user_id->app_user': {
    rule: 'CASCADE',
    named: 'tokens',
    why: 'the sign-ins of a deleted account end with it',
  },
  'user_key.user_id->app_user': {
    rule: 'CASCADE',
    named: 'keys',
    why: 'activation and reset keys of a deleted account can never be used',
  },
  'employee.user_id->app_user': {
    rule: 'SET NULL',
    named: 'employee',
    why: "a person's employee record outlives the login it was given: it keeps its data and names no login",
  },
  'stock_month.stock_id->stock': {
    rule: 'REFUSE',
    why: 'the month sums of a stock that moved: a stock with entries is never deleted',
  },
  'stock_month.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: 'the month sums of a unit that moved stock',
  },
  'stock_reservation.stock_id->stock': {
    rule: 'REFUSE',
    why: 'what a submitted V-Legal holds of a stock: a held stock is not deleted',
  },
  'closed_month.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: 'a month a unit filed stays filed',
  },
  'stock_month_movement.stock_id->stock': {
    rule: 'REFUSE',
    why: 'the month sums per movement type of a stock that moved: a stock with entries is never deleted',
  },
  'stock_month_movement.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: 'the month sums per movement type of a unit that moved stock',
  },
  'stock_year_movement.stock_id->stock': {
    rule: 'REFUSE',
    why: 'the year sums per movement type of a stock that moved: a stock with entries is never deleted',
  },
  'stock_year_movement.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: 'the year sums per movement type of a unit that moved stock',
  },
  'stock_lineage.outflow_id->stock_credit': {
    rule: 'REFUSE',
    why: 'what an outflow drew (ADR 0031): the ledger is append-only, an entry is never deleted',
  },
  'stock_lineage.inflow_id->stock_credit': {
    rule: 'REFUSE',
    why: 'what was drawn from an inflow (ADR 0031): the ledger is append-only, an entry is never deleted',
  },
  'stock_inflow.entry_id->stock_credit': {
    rule: 'REFUSE',
    why: 'what is left of an inflow (ADR 0031): the ledger is append-only, an entry is never deleted',
  },
  'stock_inflow.stock_id->stock': {
    rule: 'REFUSE',
    why: 'what is left of the inflows of a stock that moved: a stock with entries is never deleted',
  },
  'report_filing.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: "a unit's filed reports are kept, reopened ones as history",
  },
  'realization_record.business_unit_id->business_unit': {
    rule: 'REFUSE',
    why: "a unit's recorded realization is what an audit of its capacity points to",
  },
  'realization_record.business_permit_product_id->business_permit_product': {
    rule: 'REFUSE',
    why: 'a permitted product whose realization was recorded stays while the record does',
  },
};

/** Tables that hold no foreign key, by design. */
const UNTIED: Readonly<Record<string, string>> = {
  audit_event: 'the trail names logins and ids as text, so it outlives every row it tells of',
  mail_outbox: 'a mail keeps the address it goes to, whatever becomes of the account',
  schema_migration: 'the migrations applied',
  rate_limit_counter: 'counts per address or login, never per row',
  document_number_counter: 'numbers drawn per unit code and period; a number is never drawn twice',
};

/** Delete operations of parents that are no resource. */
const PLATFORM_DELETES: Readonly<Record<string, readonly string[]>> = {
  app_user: ['deleteUser'],
  // The six roles are seeded and never deleted: nothing deletes a row of `authority`.
  authority: [],
};

interface ForeignKey {
  child: string;
  column: string;
  parent: string;
  rule: Rule;
}

const name = (fk: Pick<ForeignKey, 'child' | 'column' | 'parent'>) =>
  `${fk.child}.${fk.column}->${fk.parent}`;

/** `pg_constraint.confdeltype`: NO ACTION and RESTRICT both refuse. */
const RULES: Readonly<Record<string, Rule>> = {
  a: 'REFUSE',
  r: 'REFUSE',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

async function foreignKeys(t: TestApp): Promise<ForeignKey[]> {
  const { rows } = await sql<{ child: string; parent: string; columns: string; rule: string }>`
    SELECT child.relname AS child, parent.relname AS parent, c.confdeltype AS rule,
      (SELECT string_agg(a.attname, ',') FROM pg_attribute a
        WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)) AS columns
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE c.contype = 'f' AND n.nspname = 'public'`.execute(t.db.kysely);
  return rows.map((row) => ({
    child: row.child,
    column: row.columns,
    parent: row.parent,
    rule: RULES[row.rule] as Rule,
  }));
}

const byTable = (table: string) => resourceList().find((resource) => resource.table === table);

/** The rule a declaration gives a foreign key, and what the parent's delete names the rows it takes by. */
function declared(fk: ForeignKey): { rule: Rule; named?: string } | undefined {
  const platform = PLATFORM[name(fk)];
  if (platform) return platform;
  const link = linkList().find((l) => l.table === fk.child);
  // A link goes with its party (the supplier, the sub-contractor) and keeps its item from being deleted.
  if (link)
    return fk.column === link.partyColumn ? { rule: 'CASCADE', named: link.path } : { rule: 'REFUSE' };
  const child = byTable(fk.child);
  const field = child && Object.keys(child.references).find((f) => toColumn(f) === fk.column);
  if (!child || !field) return undefined;
  return goesWithParent(child, field) ? { rule: 'CASCADE', named: child.path } : { rule: 'REFUSE' };
}

type Operation = { summary?: string; description?: string; responses?: Record<string, unknown> };

const contract = loadContract() as JsonObject & {
  paths: Record<string, Record<string, unknown> & { 'x-refused'?: Record<string, string> }>;
};
const operations = new Map<string, { path: string; op: Operation }>();
for (const [path, item] of Object.entries(contract.paths))
  for (const [method, op] of Object.entries(item))
    if (method === 'delete') {
      const id = (op as { operationId?: string }).operationId;
      if (id) operations.set(id, { path, op: op as Operation });
    }

/**
 * The delete operations of a parent table (a resource's, plain and under each twin), or `refused` when
 * the contract refuses every delete of the resource (`x-refused`: the ledger's entries).
 */
function deletesOf(table: string): { ids: readonly string[]; refused: boolean } {
  const resource = byTable(table) as AnyResource | undefined;
  if (!resource)
    return { ids: PLATFORM_DELETES[table] ?? [`no delete operation known for ${table}`], refused: false };
  const paths = [resource.path, ...resource.twins.map((twin) => twin.path)];
  const refused = paths.every((path) => contract.paths[`/api/${path}/{id}`]?.['x-refused']?.delete);
  return {
    ids: [operationIds(resource).delete, ...resource.twins.map((twin) => `delete${twin.schema}`)],
    refused,
  };
}

const text = (op: Operation) => `${op.summary ?? ''}\n${op.description ?? ''}`;

let t: TestApp;
let keys: ForeignKey[];

beforeAll(async () => {
  t = await createTestApp();
  keys = await foreignKeys(t);
}, SETUP_MS);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

describe('the ON DELETE rule of every foreign key', () => {
  it('is the one its declaration gives: cascade only for parts, and every key is decided', () => {
    expect(keys.length).toBeGreaterThan(50);
    const disagreements = keys.flatMap((fk) => {
      const expected = declared(fk);
      if (!expected) return [`${name(fk)}: undecided (declare it, or list it in PLATFORM with a reason)`];
      const why = PLATFORM[name(fk)]?.why;
      return expected.rule === fk.rule
        ? []
        : [`${name(fk)}: the database says ${fk.rule}, declared ${expected.rule}${why ? ` (${why})` : ''}`];
    });
    expect(disagreements).toEqual([]);
  });

  it('has no platform entry the database lacks', () => {
    const present = new Set(keys.map(name));
    expect(Object.keys(PLATFORM).filter((key) => !present.has(key))).toEqual([]);
  });

  it('leaves the tables kept apart untied', () => {
    expect(keys.filter((fk) => fk.child in UNTIED).map(name)).toEqual([]);
  });

  it("makes a document's lines parts of it", () => {
    for (const document of resourceList())
      for (const line of document.lines) {
        const resource = resourceList().find((r) => r.key === line.resource) as AnyResource;
        expect(goesWithParent(resource, line.parent), `${document.key}.${line.field}`).toBe(true);
      }
  });

  it("is told by the parent's delete: what goes with it is named, what refuses it is answered 409", () => {
    const untold = keys.flatMap((fk) => {
      const expected = declared(fk);
      if (!expected) return [];
      const { ids, refused } = deletesOf(fk.parent);
      if (refused) return [];
      return ids.flatMap((id) => {
        const found = operations.get(id);
        if (!found) return [`${name(fk)}: no operation ${id} in the contract`];
        const { op } = found;
        if (expected.rule === 'REFUSE')
          return op.responses?.['409'] && text(op).includes('/problems/referenced-row')
            ? []
            : [`${id} does not answer 409 /problems/referenced-row (${name(fk)})`];
        return op.description?.includes(expected.named ?? '')
          ? []
          : [`${id}'s description does not name ${expected.named} (${name(fk)}: ${expected.rule})`];
      });
    });
    expect([...new Set(untold)]).toEqual([]);
  });
});

describe('a business permit with products', () => {
  let token: string;
  let unitId: number;
  let permitTypeId: number;

  beforeAll(async () => {
    token = await t.login('unitadmin');
    unitId = (
      (await t.call({ method: 'GET', url: '/api/business-units', token })).json() as { id: number }[]
    )[0]?.id as number;
    permitTypeId = (
      (await t.call({ method: 'GET', url: '/api/business-permit-types', token })).json() as { id: number }[]
    )[0]?.id as number;
  });

  const created = async (url: string, payload: Record<string, unknown>) => {
    const res = await t.call({ method: 'POST', url, token, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const productsOf = async (permitId: number) =>
    (
      await t.call({
        method: 'GET',
        url: `/api/business-permit-products?businessPermitId=${permitId}&sort=id,asc`,
        token,
      })
    ).json() as { id: number }[];

  it('is deleted as its products declare: refused while they are there, nothing lost', async () => {
    const { owner } = byTable('business_permit_product') as AnyResource;
    const onParentDelete = owner.kind === 'parent' ? owner.onParentDelete : 'refuse';
    const permit = await created('/api/business-permits', {
      code: `IUI-${Math.random().toString(36).slice(2, 8)}`,
      validDate: '2024-01-10',
      businessPermitTypeId: permitTypeId,
      businessUnitId: unitId,
    });
    for (const productName of ['Furniture kayu', 'Kayu gergajian'])
      await created('/api/business-permit-products', {
        businessPermitId: permit.id,
        productName,
        capacity: 1200,
        capacityUnit: 'M3',
      });
    const permitBefore = (
      await t.call({ method: 'GET', url: `/api/business-permits/${permit.id}`, token })
    ).json();
    const productsBefore = await productsOf(permit.id);
    expect(productsBefore).toHaveLength(2);

    const res = await t.call({ method: 'DELETE', url: `/api/business-permits/${permit.id}`, token });
    if (onParentDelete === 'cascade') {
      expect(res.statusCode).toBe(204);
      expect(await productsOf(permit.id)).toEqual([]);
      return;
    }
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ type: '/problems/referenced-row', status: 409 });
    expect(res.json().detail).toContain('business permit product');
    const kept = await t.call({ method: 'GET', url: `/api/business-permits/${permit.id}`, token });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual(permitBefore);
    expect(await productsOf(permit.id)).toEqual(productsBefore);
    for (const product of productsBefore)
      expect(
        (await t.call({ method: 'GET', url: `/api/business-permit-products/${product.id}`, token }))
          .statusCode,
      ).toBe(200);

    // Once its products are removed, the permit goes.
    for (const product of productsBefore)
      expect(
        (await t.call({ method: 'DELETE', url: `/api/business-permit-products/${product.id}`, token }))
          .statusCode,
      ).toBe(204);
    expect(
      (await t.call({ method: 'DELETE', url: `/api/business-permits/${permit.id}`, token })).statusCode,
    ).toBe(204);
    expect(
      (await t.call({ method: 'GET', url: `/api/business-permits/${permit.id}`, token })).statusCode,
    ).toBe(404);
  });
});
