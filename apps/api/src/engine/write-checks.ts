/** What a write must pass besides the contract, and the database's refusals as problems with field errors. */
import { big } from '@vlegal/domain/books/quantity';
import { exclusiveBreaks, orderBreaks } from '@vlegal/domain/field-order';
import { type FieldError, HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { checkFile } from '../services/files.ts';
import type { EngineResource, Row } from './types.ts';
import type { ResourceRepository } from './repository.ts';
import { referable, tenantOf } from './tenancy.ts';

/** Rules of the registry the contract cannot express alone (also checked when a call skips the contract). */
export function fieldErrors(resource: EngineResource, body: Row, creating: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const objectName = resource.key;
  for (const f of resource.fields) {
    if (f.readOnly) continue;
    const value = body[f.name];
    const missing =
      value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    if (f.required && missing && (creating || f.name in body)) {
      errors.push({ objectName, field: f.name, message: 'must not be blank' });
      continue;
    }
    if (missing) continue;
    // Characters as JSON Schema and PostgreSQL count them (code points), not UTF-16 units.
    if (f.maxLength !== undefined && typeof value === 'string' && [...value].length > f.maxLength) {
      errors.push({ objectName, field: f.name, message: `must be at most ${f.maxLength} characters` });
    }
    if (f.kind === 'enum' && f.values && !f.values.includes(String(value))) {
      errors.push({ objectName, field: f.name, message: `must be one of ${f.values.join(', ')}` });
    }
    // The bounds of an exact decimal, which JSON Schema cannot state of text (`x-minimum`, `x-maximum`).
    const decimal = f.exact && /^-?\d+(\.\d+)?$/.test(String(value));
    if (decimal && f.min !== undefined && big(String(value)).lt(f.min))
      errors.push({ objectName, field: f.name, message: `must be at least ${f.min}` });
    if (decimal && f.max !== undefined && big(String(value)).gt(f.max))
      errors.push({ objectName, field: f.name, message: `must be at most ${f.max}` });
    if (f.kind === 'reference' && !(Number.isInteger(value) && (value as number) > 0)) {
      errors.push({ objectName, field: f.name, message: 'must be the id of an existing row' });
    }
  }
  return errors;
}

/**
 * Fields the row holds out of the declared order (`inOrder`): a date before its start, a size below its
 * least; and fields set beside another of their `exclusive` group.
 */
export function orderErrors(resource: EngineResource, row: Row): FieldError[] {
  const objectName = resource.key;
  return [
    ...orderBreaks(resource.inOrder, row).map(({ field, after }) => ({
      objectName,
      field,
      message:
        resource.fieldsByName.get(field)?.kind === 'date'
          ? `must not be before ${after}`
          : `must not be less than ${after}`,
    })),
    ...exclusiveBreaks(resource.exclusive, row).map(({ field, after }) => ({
      objectName,
      field,
      message: `must not be set together with ${after}`,
    })),
  ];
}

/** A unique value is taken: 409 with the fields that collide. */
export function conflict(fieldErrors: FieldError[], detail: string): HttpProblem {
  return new HttpProblem(409, {
    type: ProblemType.conflict,
    title: PROBLEM_TITLES.conflict,
    detail,
    message: 'error.unique',
    fieldErrors,
  });
}

/**
 * Attachments sent in the body: base64, size, and content parsed as the media type (of the merged row), one
 * file after the other.
 */
export async function fileErrors(resource: EngineResource, body: Row, merged: Row): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const f of resource.fields) {
    if (f.kind !== 'blob' || !f.contentTypeField) continue;
    if (!(f.name in body) && !(f.contentTypeField in body)) continue;
    const found = await checkFile(
      resource.key,
      f.name,
      merged[f.name] as string | null,
      merged[f.contentTypeField] as string | null,
    );
    for (const e of found)
      errors.push(e.field === `${f.name}ContentType` ? { ...e, field: f.contentTypeField } : e);
  }
  return errors;
}

export interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

export function fieldsOfConstraint(resource: EngineResource, constraint: string | undefined): string[] {
  if (!constraint) return [];
  const rest = constraint.startsWith(`${resource.table}_`)
    ? constraint.slice(resource.table.length + 1)
    : constraint;
  return resource.fields.filter((f) => rest.includes(f.column)).map((f) => f.name);
}

/** Constraint errors of a write that slipped past the checks (a concurrent write, a rule only the database has). */
export function writeProblem(resource: EngineResource, err: unknown): HttpProblem | null {
  const e = err as PgError;
  const objectName = resource.key;
  const fields = fieldsOfConstraint(resource, e.constraint);
  const errorsFor = (message: string): FieldError[] =>
    (fields.length ? fields : ['id']).map((field) => ({ objectName, field, message }));
  if (e.code === '23505')
    return conflict(errorsFor('is already used'), `Another ${resource.label} has the same values.`);
  if (e.code === '23503') return problem.validation(errorsFor('must be the id of an existing row'));
  // 22003: a number beyond its column (a computed total, say) is refused, not answered with a 500.
  if (e.code === '23514' || e.code === '23502' || e.code === '22001' || e.code === '22003') {
    return problem.validation(errorsFor('is not valid'));
  }
  return null;
}

/** The table a delete-blocking reference comes from (`... referenced from table "province"`). */
export function referencingTable(err: PgError): string | null {
  const m = /from table "([^"]+)"/.exec(err.detail ?? err.message ?? '');
  return m ? (m[1] as string) : null;
}

/**
 * Uniqueness (409 conflict) and references (400) with field errors; the row's own id is excluded from the
 * uniqueness check.
 */
export async function checkWrite(
  repo: ResourceRepository,
  resource: EngineResource,
  merged: Row,
  selfId?: number,
): Promise<void> {
  const objectName = resource.key;
  const taken: FieldError[] = [];
  for (const fields of resource.unique) {
    if (fields.some((f) => merged[f] === null || merged[f] === undefined)) continue;
    const other = await repo.duplicateOf(resource, merged, fields, selfId);
    if (other !== null) {
      const label = fields.join(' + ');
      for (const field of fields) {
        taken.push({ objectName, field, message: `another ${resource.label} has this ${label}` });
      }
    }
  }
  if (taken.length) throw conflict(taken, `Another ${resource.label} has the same values.`);
  const errors = await referenceErrors(repo, resource, merged, '', resource, merged);
  // A document's lines (and their own lines) refer to rows of the document's unit.
  const linesOf = async (of: EngineResource, row: Row, prefix: string) => {
    for (const { field, resource: line } of of.lines) {
      const items = Array.isArray(row[field]) ? (row[field] as Row[]) : [];
      for (const [i, item] of items.entries()) {
        const at = `${prefix}${field}[${i}].`;
        errors.push(...(await referenceErrors(repo, line, item, at, resource, merged)));
        await linesOf(line, item, at);
      }
    }
  };
  await linesOf(resource, merged, '');
  if (errors.length) throw problem.validation(errors, `The ${resource.label} cannot be saved.`);
}

/** The one answer to a reference to a row that does not exist or is another tenant's. */
export const UNKNOWN_REFERENCE = 'resources.form.unknownReference';

/**
 * The references of `row` (a document or one of its lines, its fields named with `prefix`) to rows that do
 * not exist or lie outside the tenant of `owner`'s `ownerRow` (docs/adr/0008): both answered alike. The
 * owner fields the tenant is read from are only checked to exist; the caller's right to them is
 * `assertWritable`'s. The document's key names the errors.
 */
async function referenceErrors(
  repo: ResourceRepository,
  resource: EngineResource,
  row: Row,
  prefix: string,
  owner: EngineResource,
  ownerRow: Row,
): Promise<FieldError[]> {
  const objectName = owner.key;
  const errors: FieldError[] = [];
  const tenant = await tenantOf(repo, owner, ownerRow);
  const ownFields = resource === owner ? tenant.from : [];
  for (const f of resource.fields) {
    const value = row[f.name];
    // A read-only reference is the server's own (a receipt's stock), set after these checks.
    if (f.kind !== 'reference' || !f.references || f.readOnly || typeof value !== 'number') continue;
    const found = ownFields.includes(f.name)
      ? await repo.targetExists(f.references, value)
      : await referable(repo, f.references, value, tenant);
    if (!found) errors.push({ objectName, field: `${prefix}${f.name}`, message: UNKNOWN_REFERENCE });
  }
  return errors;
}

/**
 * The field errors of a document's lines, each against its resource's rules and named at its line
 * (`sources[2].volumeM3`); the field naming the document is the server's.
 */
export function lineErrors(resource: EngineResource, body: Row, document = resource): FieldError[] {
  return resource.lines.flatMap(({ field, parent, resource: line }) => {
    const items = Array.isArray(body[field]) ? (body[field] as Row[]) : [];
    return items.flatMap((item, i) =>
      [
        ...fieldErrors(line, item, true).filter((error) => error.field !== parent),
        ...lineErrors(line, item, document),
      ].map((error) => ({ ...error, objectName: document.key, field: `${field}[${i}].${error.field}` })),
    );
  });
}

/**
 * Refuses (403) a value of a guarded field (an activation, a lock) from a caller without the authority
 * to set it: on create, any value but the default; on update, any change of the stored one.
 */
export function assertGuarded(
  resource: EngineResource,
  authorities: readonly string[],
  body: Row,
  current: Row | null,
): void {
  const { guarded } = resource;
  if (!guarded || guarded.by.some((a) => authorities.includes(a))) return;
  for (const name of guarded.fields) {
    if (!(name in body) || body[name] === undefined) continue;
    const before = current ? current[name] : (resource.fieldsByName.get(name)?.default ?? null);
    if (body[name] !== before)
      throw problem.forbidden(`Only an administrator sets ${name} of a ${resource.label}.`);
  }
}

/**
 * What the server writes besides the body: who created or last changed the row (when the resource keeps
 * `createdBy` and `lastModifiedBy`), and who changed one of its stamped fields (a lock, an activation), with when.
 */
export function stampOf(resource: EngineResource, login: string, body: Row, current: Row | null): Row {
  const now = new Date().toISOString();
  const has = (name: string) => resource.fieldsByName.has(name);
  const stamp: Row = current
    ? has('lastModifiedBy')
      ? { lastModifiedBy: login, lastModifiedDate: now }
      : {}
    : has('createdBy')
      ? { createdBy: login }
      : {};
  const { stamped } = resource;
  const changed = stamped?.fields.some(
    (name) => name in body && body[name] !== undefined && (!current || body[name] !== current[name]),
  );
  return stamped && changed ? { ...stamp, [stamped.by]: login, [stamped.at]: now } : stamp;
}
