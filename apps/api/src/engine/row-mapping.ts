/** Rows between the database (snake_case columns) and the API (camelCase fields, computed fields derived). */
import { businessToday } from '@vlegal/domain/unit-validity';
import type { EngineResource, Row } from './types.ts';

/** Database row -> API object (camelCase, every field present, nulls kept, computed fields derived). */
export function toApi(resource: EngineResource, row: Row): Row {
  const out: Row = { id: row.id };
  for (const f of resource.fields) {
    const value = f.computed ? null : (row[f.column] ?? null);
    out[f.name] =
      value instanceof Date
        ? value.toISOString()
        : f.kind === 'number' && !f.exact && value !== null
          ? Number(value)
          : value;
  }
  if (resource.computed.length) {
    const today = businessToday();
    for (const [name, compute] of resource.computed) out[name] = compute(out, today) ?? null;
  }
  return out;
}

/** API object -> column values for the fields present in it (read-only fields never written). */
export function toColumns(resource: EngineResource, body: Row, stamp: Row = {}): Row {
  const out: Row = {};
  for (const f of resource.fields) {
    if (f.name in stamp) out[f.column] = stamp[f.name];
    else if (f.readOnly || !(f.name in body) || body[f.name] === undefined) continue;
    else out[f.column] = body[f.name];
  }
  return out;
}
