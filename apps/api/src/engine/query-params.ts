/** The query string of the engine's lists and searches: filters, and values in their field's type. */
import { type HttpProblem, problem } from '../http/problems.ts';
import type { EngineResource, Row } from './types.ts';
import type { Condition } from './repository.ts';

/** Query parameters of lists and of searches; anything else must be a filter of the resource. */
export const LIST_PARAMS: ReadonlySet<string> = new Set(['page', 'size', 'sort', 'id']);
export const SEARCH_PARAMS: ReadonlySet<string> = new Set(['page', 'size', 'sort', 'query']);

export function badParameter(field: string, message: string): HttpProblem {
  return problem.validation([{ objectName: 'query', field, message }], `Invalid query parameter ${field}.`);
}

/** A query-string value in the type of the field (the contract has coerced it already when validating). */
export function coerce(resource: EngineResource, fieldName: string, raw: unknown): unknown {
  const kind = fieldName === 'id' ? 'integer' : resource.fieldsByName.get(fieldName)?.kind;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (kind === 'boolean') {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw badParameter(fieldName, 'must be true or false');
  }
  if (kind === 'integer' || kind === 'reference' || kind === 'number') {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n) || (kind !== 'number' && !Number.isInteger(n))) {
      throw badParameter(fieldName, 'must be a number');
    }
    return n;
  }
  if (kind === 'enum') {
    const values = resource.fieldsByName.get(fieldName)?.values ?? [];
    if (!values.includes(String(value))) throw badParameter(fieldName, `must be one of ${values.join(', ')}`);
  }
  return String(value);
}

/** Filters from the query string: only the registry's filters; any other parameter answers 400. */
export function filterConditions(
  resource: EngineResource,
  params: Row,
  reserved: ReadonlySet<string>,
): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, raw] of Object.entries(params)) {
    if (reserved.has(name) || raw === undefined) continue;
    const op = Object.hasOwn(resource.filters, name) ? resource.filters[name] : undefined;
    if (!op) throw badParameter(name, `${resource.label} cannot be filtered by "${name}"`);
    conditions.push({ field: name, op, value: coerce(resource, name, raw) });
  }
  return conditions;
}

/** `id=…` (repeatable) of a list: only these rows, as a screen asks for the labels of a page's references. */
export function idConditions(params: Row): Condition[] {
  const raw = params.id;
  if (raw === undefined) return [];
  const ids = (Array.isArray(raw) ? raw : [raw]).map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id < 1))
    throw badParameter('id', 'must be positive integers');
  return [{ field: 'id', op: 'in', value: [...new Set(ids)] }];
}
