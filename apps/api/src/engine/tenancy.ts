/**
 * Which rows a row may refer to (docs/adr/0008-authorization-and-ownership.md): only rows of its own tenant.
 * A row's tenant is its unit and that unit's company (or its company alone, or nobody for reference data);
 * a target is within it when the target's declared owner says so. One rule for every owner kind, whoever
 * writes (an administrator writing for a unit is held to that unit's tenant too).
 */
import { resourceList } from '@vlegal/domain/resources';
import type { Database } from '../db/index.ts';
import { engineResourceOf, PLATFORM_OWNERS } from './declarations.ts';
import { type Condition, ResourceRepository } from './repository.ts';
import type { EngineResource, Row } from './types.ts';

/** The unit and the company a row belongs to; null where it belongs to none (reference data). */
export interface Tenant {
  unit: number | null;
  company: number | null;
  /** The fields the tenant was read from: a row's own owner fields, checked for existence only. */
  from: readonly string[];
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The tenant of `row` of `resource`, as its owner declares it; the parent and the unit's company read in `repo`. */
export async function tenantOf(
  repo: ResourceRepository,
  resource: EngineResource,
  row: Row,
): Promise<Tenant> {
  const { owner } = resource;
  switch (owner.kind) {
    case 'none':
      return { unit: null, company: null, from: [] };
    case 'businessUnit': {
      const unit = idOf(row[owner.field]);
      if (unit !== null)
        return { unit, company: (await repo.companyOfUnit(unit)) ?? null, from: [owner.field] };
      // A row of the company as a whole (an address of no unit), or of nobody (a shared row).
      const company = owner.company ? idOf(row[owner.company]) : null;
      return { unit: null, company, from: owner.company ? [owner.field, owner.company] : [owner.field] };
    }
    case 'company':
      return { unit: null, company: idOf(row[owner.field]), from: [owner.field] };
    case 'unit':
      return { unit: idOf(row.id), company: idOf(row[owner.company]), from: [owner.company] };
    case 'parent': {
      const id = idOf(row[owner.field]);
      const parent = id === null ? null : await repo.findById(owner.parent, id);
      const of = parent ? await tenantOf(repo, owner.parent, parent) : { unit: null, company: null };
      return { ...of, from: [owner.field] };
    }
  }
}

/**
 * The rows of `target` within `tenant`: reference data (no owner) is everybody's; a unit's rows are its own
 * unit's (and, when shared, nobody's); a company-wide row (an address of no unit) is its company's; business
 * units are those of the company; rows owned through a parent follow the parent.
 */
export function withinTenant(target: EngineResource, tenant: Tenant): Condition[] {
  const units = tenant.unit === null ? [] : [tenant.unit];
  const companies = tenant.company === null ? [] : [tenant.company];
  const { owner } = target;
  switch (owner.kind) {
    case 'none':
      return [];
    case 'businessUnit': {
      const own: Condition = { field: owner.field, ownedBy: units, orNull: owner.shared };
      if (!owner.company) return [own];
      const ofCompany: Condition[] = [
        { field: owner.field, ownedBy: [], orNull: true },
        { field: owner.company, ownedBy: companies, orNull: false },
      ];
      return [{ either: [[own], ofCompany] }];
    }
    case 'unit':
      return [{ field: owner.company, ownedBy: companies, orNull: false }];
    case 'company':
      return [{ field: owner.field, ownedBy: companies, orNull: false }];
    case 'parent':
      return [{ field: owner.field, parent: owner.parent, where: withinTenant(owner.parent, tenant) }];
  }
}

/**
 * Whether the row `id` of `target` (a registered resource or a platform table) exists within `tenant`:
 * one answer for a row that does not exist and one of another tenant, so ids of others are not enumerable.
 */
export async function referable(
  repo: ResourceRepository,
  target: string,
  id: number,
  tenant: Tenant,
): Promise<boolean> {
  const resource = engineResourceOf(target);
  if (resource) return (await repo.findById(resource, id, withinTenant(resource, tenant))) !== null;
  const platform = PLATFORM_OWNERS[target];
  if (!platform) throw new Error(`no owner for the reference target ${target}`);
  const company = await repo.ownerOfTarget(target, id, platform.companyField);
  return company !== undefined && company !== null && company === tenant.company;
}

/** One reference found outside its row's tenant: the row, the field and the row it names. */
export interface ForeignReference {
  resource: string;
  field: string;
  id: number;
  target: string;
  targetId: number;
}

/** The owner whose fields decide a row's tenant, and the joins from the row up to it (through parents). */
function tenantSource(resource: EngineResource): { owner: EngineResource; joins: [string, string][] } {
  const joins: [string, string][] = [];
  let owner = resource;
  while (owner.owner.kind === 'parent') {
    const column = owner.fieldsByName.get(owner.owner.field)?.column as string;
    joins.push([owner.owner.parent.table, column]);
    owner = owner.owner.parent;
  }
  return { owner, joins };
}

/** The stored fields of `owner` its tenant is read from (`tenantOf`). */
function tenantFields(owner: EngineResource): string[] {
  const o = owner.owner;
  if (o.kind === 'businessUnit') return [o.field, ...(o.company ? [o.company] : [])];
  if (o.kind === 'company') return [o.field];
  if (o.kind === 'unit') return ['id', o.company];
  return [];
}

/**
 * Every stored reference, of every registered resource, to a row outside its own row's tenant (written
 * before references were checked by tenant, or by hand): run after migrations, so such rows are reported
 * rather than found by a user. Reads each (tenant, target) pair once, not each row.
 */
export async function foreignReferences(
  repo: ResourceRepository,
  resources: readonly EngineResource[],
  limit = 1_000,
): Promise<ForeignReference[]> {
  const found: ForeignReference[] = [];
  const tenants = new Map<string, Promise<Tenant>>();
  for (const resource of resources) {
    const { owner, joins } = tenantSource(resource);
    const fields = tenantFields(owner);
    // The field the tenant is read from is only a matter of existence (its foreign key); an address's
    // company is checked against its unit's.
    const o = resource.owner;
    const ownFields =
      o.kind === 'parent' || o.kind === 'businessUnit' || o.kind === 'company'
        ? [o.field]
        : o.kind === 'unit'
          ? [o.company]
          : [];
    for (const f of resource.fields) {
      if (f.kind !== 'reference' || !f.references || ownFields.includes(f.name)) continue;
      const columns = fields.map((name) =>
        name === 'id' ? 'id' : (owner.fieldsByName.get(name)?.column as string),
      );
      const pairs = await repo.referencePairs(resource.table, f.column, joins, columns);
      for (const pair of pairs) {
        const ownerRow: Row = Object.fromEntries(fields.map((name, i) => [name, pair.tenant[i]]));
        const key = `${owner.key}:${JSON.stringify(pair.tenant)}`;
        let tenant = tenants.get(key);
        if (!tenant) {
          tenant = tenantOf(repo, owner, ownerRow);
          tenants.set(key, tenant);
        }
        if (await referable(repo, f.references, pair.target, await tenant)) continue;
        found.push({
          resource: resource.key,
          field: f.name,
          id: pair.id,
          target: f.references,
          targetId: pair.target,
        });
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}

/**
 * The check run once migrations were applied: every stored reference outside its row's tenant, each
 * reported (resource, field, row, target) for an administrator to correct; nothing is changed.
 */
export async function checkForeignReferences(
  db: Database,
  report: (message: string) => void,
): Promise<ForeignReference[]> {
  const resources = resourceList().map((r) => engineResourceOf(r.key) as EngineResource);
  const found = await foreignReferences(new ResourceRepository(db), resources);
  for (const f of found)
    report(`${f.resource} ${f.id}: ${f.field} names ${f.target} ${f.targetId}, which is not of its tenant`);
  return found;
}
