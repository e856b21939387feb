/**
 * The rows the generic CRUD tests write: a sample whose unique enums hold a value no row uses yet, a row of
 * one resource naming another (and how to let go of it), a row created as the administrator, and a row
 * without what the server stamps on an update.
 */
import type { AnyResource } from '@vlegal/domain/resources';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { type Row, referring, sample, urls } from './samples.ts';

/** What the rows are written with: the app, the administrator's token and the reference data's ids. */
export interface CrudSetup {
  t: TestApp;
  admin: string;
  refs: Record<string, number>;
}

/** The row makers of the CRUD tests, on the setup `beforeAll` made. */
export function crudRows(app: () => CrudSetup) {
  /**
   * A sample whose single-field unique enums hold a value no row uses yet. When every value is taken (the
   * reference data fills all five transportations), the oldest row is deleted first.
   */
  async function fresh(resource: AnyResource): Promise<Row> {
    const { t, admin, refs } = app();
    const body = sample(resource, refs);
    for (const key of resource.unique) {
      const field = resource.fields.find((f) => f.name === key && f.kind === 'enum');
      if (!field?.values) continue;
      const rows = (
        await t.call({ method: 'GET', url: `${urls(resource).list}?size=200`, token: admin })
      ).json() as Row[];
      const used = new Set(rows.map((r) => r[field.name]));
      let free = field.values.find((v) => !used.has(v));
      if (free === undefined) {
        // The oldest row (reference data) that nothing refers to (the demo's documents name some), never
        // one a test has just created.
        let last = '';
        for (const holder of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
          const res = await t.call({ method: 'DELETE', url: urls(resource).one(holder.id), token: admin });
          if (res.statusCode === 204) {
            free = String(holder[field.name]);
            break;
          }
          last = res.body;
        }
        if (free === undefined) throw new Error(`cannot free ${resource.key}.${field.name}: ${last}`);
      }
      body[field.name] = free;
    }
    return body;
  }

  /**
   * A row of `child` naming `parent` through `field`, and how to let go of it: a new row; or, where only a row
   * of the parent's own tenant may name it and a new one has no tenant yet (a company its address, a unit its
   * S-LK certificate), that row updated, and set back.
   */
  async function naming(child: AnyResource, field: string, parent: Row): Promise<() => Promise<unknown>> {
    const { t, admin } = app();
    const existing =
      child.key === 'company' && field === 'addressId'
        ? `/api/companies/${parent.companyId}`
        : child.key === 'businessUnit' && field === 'slkCertificateId'
          ? `/api/business-units/${parent.businessUnitId}`
          : null;
    if (existing) {
      const row = (await t.call({ method: 'GET', url: existing, token: admin })).json() as Row;
      const put = (value: unknown) =>
        t.call({ method: 'PUT', url: urls(child).list, token: admin, payload: { ...row, [field]: value } });
      const named = await put(parent.id);
      if (named.statusCode !== 200)
        throw new Error(`${child.key}.${field}: ${named.statusCode} ${named.body}`);
      return () => put(row[field] ?? null);
    }
    const kid = await create(child, referring(child, await fresh(child), field, parent.id));
    return async () =>
      expect(
        (await t.call({ method: 'DELETE', url: urls(child).one(kid.id), token: admin })).statusCode,
      ).toBe(204);
  }

  /** A row without what the server stamps on an update (who last changed it, and when). */
  function unstamped(row: Row): Row {
    const { lastModifiedBy: _by, lastModifiedDate: _at, ...rest } = row;
    return rest;
  }

  async function create(resource: AnyResource, body: Row) {
    const { t, admin } = app();
    const res = await t.call({ method: 'POST', url: urls(resource).list, token: admin, payload: body });
    if (res.statusCode !== 201) throw new Error(`create ${resource.key}: ${res.statusCode} ${res.body}`);
    return res.json() as Row;
  }

  return { fresh, naming, unstamped, create };
}
