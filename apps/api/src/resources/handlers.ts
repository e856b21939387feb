import { inTransaction } from '../db/index.ts';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders, sortOf } from '../http/paging.ts';
import { type FieldError, HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { checkFile } from '../services/files.ts';
import { documentNumberHandlers } from './document-numbers.ts';
import type { EngineResource } from './model.ts';
import { type EngineOperation, engineOperations } from './registry.ts';
import { type Condition, type ListQuery, ResourceRepository } from './repository.ts';

type Row = Record<string, unknown>;

/** Query parameters of lists and of searches; anything else must be a filter of the resource. */
const LIST_PARAMS: ReadonlySet<string> = new Set(['page', 'size', 'sort']);
const SEARCH_PARAMS: ReadonlySet<string> = new Set(['page', 'size', 'sort', 'query']);

function badParameter(field: string, message: string): HttpProblem {
  return problem.validation([{ objectName: 'query', field, message }], `Invalid query parameter ${field}.`);
}

/** A query-string value in the type of the field (the contract has coerced it already when validating). */
function coerce(resource: EngineResource, fieldName: string, raw: unknown): unknown {
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
function filterConditions(resource: EngineResource, params: Row, reserved: ReadonlySet<string>): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, raw] of Object.entries(params)) {
    if (reserved.has(name) || raw === undefined) continue;
    const op = Object.hasOwn(resource.filters, name) ? resource.filters[name] : undefined;
    if (!op) throw badParameter(name, `${resource.label} cannot be filtered by "${name}"`);
    conditions.push({ field: name, op, value: coerce(resource, name, raw) });
  }
  return conditions;
}

/**
 * Rows the caller may see, by the resource's declared owner: those of the caller's units (and, for a
 * shared resource, rows of no unit), or of the caller's company. Unrestricted callers see every row.
 */
function ownership(ctx: RequestContext, resource: EngineResource): Condition[] {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return [];
  return owner.kind === 'businessUnit'
    ? [{ field: owner.field, ownedBy: ctx.scope.businessUnitIds ?? [], orNull: owner.shared }]
    : [{ field: owner.field, ownedBy: ctx.scope.companyIds ?? [], orNull: false }];
}

/**
 * Writes of owned rows: a caller without the unrestricted authority writes only rows of their own units or
 * company (rows of no unit, in a shared resource, are the administrators').
 */
function assertWritable(ctx: RequestContext, resource: EngineResource, row: Row): void {
  const { owner } = resource;
  if (owner.kind === 'none' || ctx.scope.unrestricted) return;
  const id = row[owner.field];
  if (typeof id !== 'number') {
    throw problem.forbidden(`Only an administrator writes ${resource.label} rows of no owner.`);
  }
  if (owner.kind === 'businessUnit') ctx.scope.assertBusinessUnit(id);
  else ctx.scope.assertCompany(id);
}

/** Rules of the registry the contract cannot express alone (also checked when a call skips the contract). */
function fieldErrors(resource: EngineResource, body: Row, creating: boolean): FieldError[] {
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
    if (f.kind === 'reference' && !(Number.isInteger(value) && (value as number) > 0)) {
      errors.push({ objectName, field: f.name, message: 'must be the id of an existing row' });
    }
  }
  return errors;
}

/** A unique value is taken: 409 with the fields that collide. */
function conflict(fieldErrors: FieldError[], detail: string): HttpProblem {
  return new HttpProblem(409, {
    type: ProblemType.conflict,
    title: PROBLEM_TITLES.conflict,
    detail,
    message: 'error.unique',
    fieldErrors,
  });
}

/** Attachments sent in the body: base64, size and magic bytes matching the media type (of the merged row). */
function fileErrors(resource: EngineResource, body: Row, merged: Row): FieldError[] {
  return resource.fields.flatMap((f) => {
    if (f.kind !== 'blob' || !f.contentTypeField) return [];
    if (!(f.name in body) && !(f.contentTypeField in body)) return [];
    const errors = checkFile(
      resource.key,
      f.name,
      merged[f.name] as string | null,
      merged[f.contentTypeField] as string | null,
    );
    return errors.map((e) =>
      e.field === `${f.name}ContentType` ? { ...e, field: f.contentTypeField as string } : e,
    );
  });
}

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
}

function fieldsOfConstraint(resource: EngineResource, constraint: string | undefined): string[] {
  if (!constraint) return [];
  const rest = constraint.startsWith(`${resource.table}_`)
    ? constraint.slice(resource.table.length + 1)
    : constraint;
  return resource.fields.filter((f) => rest.includes(f.column)).map((f) => f.name);
}

/** Constraint errors of a write that slipped past the checks (a concurrent write, a rule only the database has). */
function writeProblem(resource: EngineResource, err: unknown): HttpProblem | null {
  const e = err as PgError;
  const objectName = resource.key;
  const fields = fieldsOfConstraint(resource, e.constraint);
  const errorsFor = (message: string): FieldError[] =>
    (fields.length ? fields : ['id']).map((field) => ({ objectName, field, message }));
  if (e.code === '23505')
    return conflict(errorsFor('is already used'), `Another ${resource.label} has the same values.`);
  if (e.code === '23503') return problem.validation(errorsFor('must be the id of an existing row'));
  if (e.code === '23514' || e.code === '23502' || e.code === '22001') {
    return problem.validation(errorsFor('is not valid'));
  }
  return null;
}

/** The table a delete-blocking reference comes from (`... referenced from table "province"`). */
function referencingTable(err: PgError): string | null {
  const m = /from table "([^"]+)"/.exec(err.detail ?? err.message ?? '');
  return m ? (m[1] as string) : null;
}

/**
 * The generic handlers: one implementation of list, get, create, update, delete and search serving every
 * resource of the registry (and its extra searches), by operationId.
 */
export function createResourceHandlers(
  services: AppServices,
  operations: readonly EngineOperation[] = engineOperations(),
): HandlerMap {
  const repo = new ResourceRepository(services.db);

  async function page(
    ctx: RequestContext,
    resource: EngineResource,
    conditions: Condition[],
    reserved: ReadonlySet<string> = SEARCH_PARAMS,
  ) {
    const params = (ctx.req.query ?? {}) as Row;
    const query: ListQuery = {
      ...pageOf(ctx.req),
      sort: sortOf(ctx.req, resource.sortable, resource.defaultSort, { what: resource.label }),
      conditions: [
        ...conditions,
        ...filterConditions(resource, params, reserved),
        ...ownership(ctx, resource),
      ],
    };
    // The key is everything the page depends on besides its table: conditions (the caller's ownership
    // among them), sort, page and size.
    const result = await ctx.pages.page(
      resource.table,
      JSON.stringify(query),
      ctx.changesSeen(),
      async () => {
        const loaded = await repo.list(resource, query);
        // Shared by every request that reads it from now on: nobody may alter it.
        for (const row of loaded.rows) Object.freeze(row);
        return Object.freeze({ ...loaded, rows: Object.freeze(loaded.rows) });
      },
    );
    setPageHeaders(ctx.req, ctx.reply, query, result.total, result.estimated);
    return result.rows;
  }

  function pathId(ctx: RequestContext): number {
    const raw = (ctx.req.params as Row | undefined)?.id;
    const id = typeof raw === 'number' ? raw : Number(raw);
    if (!Number.isInteger(id) || id < 1) throw badParameter('id', 'must be a positive integer');
    return id;
  }

  /**
   * Uniqueness (409 conflict) and references (400) with field errors; the row's own id is excluded from the
   * uniqueness check.
   */
  async function checkWrite(
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
    const errors: FieldError[] = [];
    for (const f of resource.fields) {
      const value = merged[f.name];
      if (f.kind !== 'reference' || !f.references || typeof value !== 'number') continue;
      if (!(await repo.targetExists(f.references, value))) {
        errors.push({ objectName, field: f.name, message: `no ${f.references} with id ${value}` });
      }
    }
    if (errors.length) throw problem.validation(errors, `The ${resource.label} cannot be saved.`);
  }

  async function write<T>(resource: EngineResource, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const mapped = writeProblem(resource, err);
      if (mapped) throw mapped;
      throw err;
    }
  }

  function audit(ctx: RequestContext, type: string, resource: EngineResource, id: unknown) {
    return ctx.audit({
      principal: ctx.principal?.login ?? 'anonymousUser',
      type,
      data: { entity: resource.key, id: Number(id), operationId: ctx.operationId },
    });
  }

  const make: Record<EngineOperation['kind'], (op: EngineOperation) => OperationHandler> = {
    list:
      ({ resource }) =>
      (ctx) =>
        page(ctx, resource, [], LIST_PARAMS),

    search:
      ({ resource }) =>
      (ctx) => {
        const text = String((ctx.req.query as Row).query ?? '').trim();
        return page(ctx, resource, text ? [{ anyOf: resource.search, contains: text }] : []);
      },

    searchBy:
      ({ resource, search }) =>
      (ctx) => {
        if (!search) throw new Error(`${ctx.operationId} has no search`);
        const value = coerce(resource, search.field, (ctx.req.query as Row).query);
        return page(ctx, resource, [{ field: search.field, op: search.op, value }]);
      },

    get:
      ({ resource }) =>
      async (ctx) => {
        const row = await repo.findById(resource, pathId(ctx), ownership(ctx, resource));
        if (!row) throw problem.notFound(`No ${resource.label} with this id.`);
        return row;
      },

    create:
      ({ resource }) =>
      async (ctx) => {
        const { id: _ignored, ...body } = (ctx.req.body ?? {}) as Row;
        assertWritable(ctx, resource, body);
        const errors = [...fieldErrors(resource, body, true), ...fileErrors(resource, body, body)];
        if (errors.length) throw problem.validation(errors);
        // The checks and the write in one transaction.
        const row = await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          await checkWrite(within, resource, body);
          return write(resource, () => within.insert(resource, body));
        });
        await audit(ctx, AuditType.entityCreated, resource, row.id);
        ctx.reply.code(201).header('Location', `/api/${resource.path}/${row.id}`);
        return row;
      },

    update:
      ({ resource }) =>
      async (ctx) => {
        const body = (ctx.req.body ?? {}) as Row;
        const id = Number(body.id);
        if (!Number.isInteger(id) || id < 1) {
          throw problem.validation([{ objectName: resource.key, field: 'id', message: 'must not be null' }]);
        }
        const errors = fieldErrors(resource, body, false);
        if (errors.length) throw problem.validation(errors);
        // The row held from the checks to the write: one transaction.
        const row = await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          const current = await within.findById(resource, id, ownership(ctx, resource), true);
          if (!current) throw problem.notFound(`No ${resource.label} with this id.`);
          const merged = { ...current, ...body };
          assertWritable(ctx, resource, current);
          assertWritable(ctx, resource, merged);
          const files = fileErrors(resource, body, merged);
          if (files.length) throw problem.validation(files);
          await checkWrite(within, resource, merged, id);
          const updated = await write(resource, () => within.update(resource, id, body));
          if (!updated) throw problem.notFound(`No ${resource.label} with this id.`);
          return updated;
        });
        await audit(ctx, AuditType.entityUpdated, resource, id);
        return row;
      },

    delete:
      ({ resource }) =>
      async (ctx) => {
        const id = pathId(ctx);
        await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          const current = await within.findById(resource, id, ownership(ctx, resource), true);
          if (!current) throw problem.notFound(`No ${resource.label} with this id.`);
          assertWritable(ctx, resource, current);
          let deleted: boolean;
          try {
            deleted = await within.delete(resource, id);
          } catch (err) {
            const e = err as PgError;
            if (e.code !== '23503') throw err;
            const from = referencingTable(e);
            throw new HttpProblem(409, {
              type: ProblemType.referencedRow,
              title: PROBLEM_TITLES.referencedRow,
              detail: from
                ? `This ${resource.label} is still used by ${from.replace(/_/g, ' ')} rows; it cannot be deleted.`
                : `This ${resource.label} is still used by other rows; it cannot be deleted.`,
              message: 'error.referenced',
            });
          }
          if (!deleted) throw problem.notFound(`No ${resource.label} with this id.`);
        });
        await audit(ctx, AuditType.entityDeleted, resource, id);
        ctx.reply.code(204);
        return undefined;
      },
  };

  const handlers: HandlerMap = {};
  for (const op of operations) handlers[op.operationId] = make[op.kind](op);
  return handlers;
}

/** Handlers of the master-data resources, by operationId. */
export function resourceHandlers(services: AppServices): HandlerMap {
  return { ...createResourceHandlers(services), ...documentNumberHandlers(services) };
}
