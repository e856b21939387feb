/**
 * The handlers of one registry resource over its in-memory table: list, read, create, update, delete,
 * search and the extra searches, with the server's write checks (fields, unique values, references).
 */
import { exclusiveBreaks, orderBreaks } from '@vlegal/domain/field-order';
import { type AnyResource, deletedWith, type ResourceKey, referencedBy } from '@vlegal/domain/resources';
import { businessToday } from '@vlegal/domain/unit-validity';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { pageOf } from './paging.ts';
import { problem, readJson } from './responses.ts';
import type { Row } from './types.ts';

function filterRows(resource: AnyResource, rows: Row[], url: URL): Row[] {
  const filters = Object.keys(resource.filters).filter((name) => url.searchParams.has(name));
  // `id=…` (repeatable): only these rows, as a page asks for the labels of its references.
  const ids = new Set(url.searchParams.getAll('id').map(Number));
  return rows.filter(
    (row) =>
      (ids.size === 0 || ids.has(row.id)) &&
      filters.every((name) => String(row[name]) === url.searchParams.get(name)),
  );
}

/** Rows as a list answers them: without file contents, as the server's lists. */
function listed(resource: AnyResource, rows: Row[]): Row[] {
  const files = resource.fields.filter((field) => field.kind === 'file').map((field) => field.name);
  return files.length
    ? rows.map((row) => ({ ...row, ...Object.fromEntries(files.map((name) => [name, null])) }))
    : rows;
}

/** A row as the server answers it: with its computed fields (an expiry status) of today. */
function answered(resource: AnyResource, row: Row): Row {
  const computed = Object.entries(resource.computed ?? {});
  if (!computed.length) return row;
  const today = businessToday();
  return {
    ...row,
    ...Object.fromEntries(computed.map(([name, compute]) => [name, compute?.(row, today) ?? null])),
  };
}

function fieldErrorsOf(resource: AnyResource, body: Record<string, unknown>) {
  const errors: { field: string; message: string }[] = [];
  const known = new Set(['id', ...resource.fields.map((field) => field.name)]);
  for (const name of Object.keys(body))
    if (!known.has(name)) errors.push({ field: name, message: 'unknown' });
  for (const field of resource.fields) {
    const value = body[field.name];
    if (field.readOnly) continue;
    const before = errors.length;
    if (value === undefined || value === null || value === '') {
      if (field.required) errors.push({ field: field.name, message: 'required' });
      continue;
    }
    if (typeof value === 'string') {
      if (field.maxLength !== undefined && value.length > field.maxLength)
        errors.push({ field: field.name, message: 'maxlength' });
      if (field.pattern && !new RegExp(field.pattern).test(value))
        errors.push({ field: field.name, message: 'pattern' });
    }
    if (field.values && !field.values.includes(String(value)))
      errors.push({ field: field.name, message: 'enum' });
    // One message per field, the first rule it breaks.
    errors.splice(before + 1);
  }
  return errors;
}

export function uniqueClash(resource: AnyResource, rows: Row[], candidate: Record<string, unknown>) {
  for (const constraint of resource.unique) {
    const fields = typeof constraint === 'string' ? [constraint] : [...constraint];
    if (fields.some((field) => candidate[field] === null || candidate[field] === undefined)) continue;
    const clash = rows.find(
      (row) => row.id !== candidate.id && fields.every((field) => row[field] === candidate[field]),
    );
    if (clash) return fields.map((field) => ({ field, message: 'unique' }));
  }
  return undefined;
}

function withDefaults(resource: AnyResource, body: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of resource.fields) {
    if (field.readOnly) continue;
    row[field.name] = body[field.name] ?? field.default ?? null;
  }
  return row;
}

/** The handlers of a resource under its path and under each of its twins' (`company-business-units`). */
export function resourceHandlers(resource: AnyResource, tables: Map<ResourceKey, Row[]>): RequestHandler[] {
  return [resource.path, ...resource.twins.map((twin) => twin.path)].flatMap((path) =>
    pathHandlers(resource, tables, path),
  );
}

function pathHandlers(
  resource: AnyResource,
  tables: Map<ResourceKey, Row[]>,
  path: string,
): RequestHandler[] {
  const table = () => tables.get(resource.key) ?? [];
  const base = `*/api/${path}`;
  const search = `*/api/_search/${path}`;
  const answer = (rows: Row[]) => listed(resource, rows).map((row) => answered(resource, row));
  const findId = (raw: unknown) => table().find((row) => row.id === Number(raw));

  const write = async (request: Request, mode: 'create' | 'update') => {
    const body = await readJson(request);
    if (!body) return problem('constraintViolation', 'the body must be a JSON object');
    if (mode === 'create' && body.id !== undefined && body.id !== null)
      return problem('constraintViolation', `a new ${resource.label} cannot already have an id`, [
        { field: 'id', message: 'idexists' },
      ]);
    if (mode === 'update' && typeof body.id !== 'number')
      return problem('constraintViolation', 'the id is missing', [{ field: 'id', message: 'idnull' }]);
    const current = mode === 'update' ? findId(body.id) : undefined;
    if (mode === 'update' && !current) return problem('notFound', `no ${resource.label} ${String(body.id)}`);
    const errors = [
      ...fieldErrorsOf(resource, body),
      ...orderBreaks(resource.inOrder, { ...current, ...body }).map(({ field }) => ({
        field,
        message: 'order',
      })),
      ...exclusiveBreaks(resource.exclusive, { ...current, ...body }).map(({ field }) => ({
        field,
        message: 'exclusive',
      })),
    ];
    if (errors.length) return problem('constraintViolation', `the ${resource.label} is not valid`, errors);
    const rows = table();
    const id = current?.id ?? rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
    const readOnly = Object.fromEntries(
      resource.fields
        .filter((field) => field.readOnly)
        .map((field) => [field.name, current?.[field.name] ?? null]),
    );
    const row: Row = { id, ...withDefaults(resource, body), ...readOnly };
    const clash = uniqueClash(resource, rows, row);
    if (clash) return problem('conflict', `another ${resource.label} has the same ${clash[0]?.field}`, clash);
    if (current)
      tables.set(
        resource.key,
        rows.map((existing) => (existing.id === id ? row : existing)),
      );
    else tables.set(resource.key, [...rows, row]);
    return mode === 'create'
      ? HttpResponse.json(answered(resource, row), {
          status: 201,
          headers: { Location: `/api/${path}/${id}` },
        })
      : HttpResponse.json(answered(resource, row));
  };

  const handlers: RequestHandler[] = [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      return pageOf(resource, answer(filterRows(resource, table(), url)), url);
    }),
    http.post(base, ({ request }) => write(request, 'create')),
    http.put(base, ({ request }) => write(request, 'update')),
    http.get(`${base}/:id`, ({ params }) => {
      const row = findId(params.id);
      return row
        ? HttpResponse.json(answered(resource, row))
        : problem('notFound', `no ${resource.label} ${String(params.id)}`);
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      const row = findId(params.id);
      if (!row) return problem('notFound', `no ${resource.label} ${String(params.id)}`);
      const users = referencedBy(resource.key).filter(({ resource: other, field }) =>
        (tables.get(other.key) ?? []).some((candidate) => candidate[field] === row.id),
      );
      if (users.length)
        return problem(
          'referencedRow',
          `the ${resource.label} is used by ${users.map(({ resource: other }) => other.label).join(', ')}`,
        );
      tables.set(
        resource.key,
        table().filter((candidate) => candidate.id !== row.id),
      );
      // Its parts go with it, as the database's ON DELETE CASCADE takes them.
      for (const { resource: part, field } of deletedWith(resource.key))
        tables.set(
          part.key,
          (tables.get(part.key) ?? []).filter((candidate) => candidate[field] !== row.id),
        );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(search, ({ request }) => {
      const url = new URL(request.url);
      const query = (url.searchParams.get('query') ?? '').trim().toLowerCase();
      const matches = table().filter((row) =>
        resource.search.some((field) =>
          String(row[field] ?? '')
            .toLowerCase()
            .includes(query),
        ),
      );
      return pageOf(resource, answer(filterRows(resource, matches, url)), url);
    }),
  ];
  // Each extra search is served under the path it names (the resource's, or a twin's).
  for (const extra of (resource.extraSearches ?? []).filter((e) => e.path === `${path}-${e.suffix}`)) {
    handlers.push(
      http.get(`*/api/_search/${extra.path}`, ({ request }) => {
        const url = new URL(request.url);
        const query = url.searchParams.get('query') ?? '';
        if (extra.query === 'integer' && !/^[0-9]+$/.test(query))
          return problem('constraintViolation', 'the query must be an id', [
            { field: 'query', message: 'integer' },
          ]);
        const text = query.trim().toLowerCase();
        const matches = table().filter((row) => {
          if (Object.entries(extra.where).some(([field, value]) => row[field] !== value)) return false;
          if (extra.match === 'contains')
            return resource.search.some((field) =>
              String(row[field] ?? '')
                .toLowerCase()
                .includes(text),
            );
          const value = row[extra.field];
          return extra.match === 'eq'
            ? String(value) === query
            : String(value ?? '')
                .toLowerCase()
                .startsWith(text);
        });
        return pageOf(resource, answer(matches), url);
      }),
    );
  }
  return handlers;
}
