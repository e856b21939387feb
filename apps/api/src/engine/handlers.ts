import { businessToday } from '@vlegal/domain/unit-validity';
import { inTransaction } from '../db/index.ts';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders, sortOf } from '../http/paging.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import { extensionOf } from '../services/files.ts';
import { documentNumberHandlers } from './document-numbers.ts';
import type { EngineResource, Row } from './types.ts';
import { type EngineOperation, engineOperations } from './declarations.ts';
import { type Condition, type ListQuery, ResourceRepository } from './repository.ts';
import { assertOpenForWrites, assertWritable, ownership, tablesRead } from './ownership.ts';
import {
  badParameter,
  coerce,
  filterConditions,
  idConditions,
  LIST_PARAMS,
  SEARCH_PARAMS,
} from './query-params.ts';
import { RESOURCE_EFFECTS, type ResourceEffects } from './effects.ts';
import {
  assertGuarded,
  checkWrite,
  fieldErrors,
  fileErrors,
  orderErrors,
  type PgError,
  referencingTable,
  stampOf,
  writeProblem,
} from './write-checks.ts';

/**
 * The generic handlers: one implementation of list, get, create, update, delete, search and file download
 * serving every resource of the registry (and its extra searches), by operationId.
 */
export function createResourceHandlers(
  services: AppServices,
  operations: readonly EngineOperation[] = engineOperations(),
  effects: ResourceEffects = {},
): HandlerMap {
  const repo = new ResourceRepository(services.db);
  const login = (ctx: RequestContext) => ctx.principal?.login ?? 'anonymousUser';

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
    // The key is everything the page depends on besides its tables: conditions (the caller's ownership
    // among them; a parent named by its key), sort, page and size, and the day its computed fields are of.
    const day = resource.computed.length ? businessToday() : '';
    const result = await ctx.pages.page(
      tablesRead(resource),
      JSON.stringify({ day, query }, (name, value) =>
        name === 'parent' ? (value as EngineResource).key : value,
      ),
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

  /**
   * The row the caller reaches, or 404. A row that exists but belongs to another tenant answers the same
   * (ids of others are not enumerable), and is remembered in `foreign` to be audited once the request's
   * transaction is over.
   */
  async function reachable(
    ctx: RequestContext,
    resource: EngineResource,
    id: number,
    within: ResourceRepository,
    lock = false,
  ): Promise<Row> {
    const row = await within.findById(resource, id, ownership(ctx, resource, lock), lock);
    if (row) return row;
    if (!ctx.scope.unrestricted && resource.owner.kind !== 'none' && (await within.findById(resource, id)))
      foreign.add(ctx);
    throw problem.notFound(`No ${resource.label} with this id.`);
  }
  const foreign = new WeakSet<RequestContext>();

  /** Runs a handler; a reach for another tenant's row is audited as an authorization failure. */
  const audited =
    (resource: EngineResource, handler: OperationHandler): OperationHandler =>
    async (ctx) => {
      try {
        return await handler(ctx);
      } catch (err) {
        if (foreign.has(ctx)) {
          foreign.delete(ctx);
          await ctx.audit({
            principal: ctx.principal?.login ?? 'anonymousUser',
            type: AuditType.authorizationFailure,
            data: { operationId: ctx.operationId, entity: resource.key, reason: 'not-own-row' },
          });
        }
        throw err;
      }
    };

  const make: Record<EngineOperation['kind'], (op: EngineOperation) => OperationHandler> = {
    list:
      ({ resource }) =>
      (ctx) =>
        page(ctx, resource, idConditions((ctx.req.query ?? {}) as Row), LIST_PARAMS),

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
        return reachable(ctx, resource, pathId(ctx), repo);
      },

    create:
      ({ resource }) =>
      async (ctx) => {
        const { id: _ignored, ...body } = (ctx.req.body ?? {}) as Row;
        assertGuarded(resource, ctx.principal?.authorities ?? [], body, null);
        await assertWritable(ctx, resource, body, repo);
        await assertOpenForWrites(ctx, resource, body, repo);
        const errors = [
          ...fieldErrors(resource, body, true),
          ...orderErrors(resource, body),
          ...fileErrors(resource, body, body),
        ];
        if (errors.length) throw problem.validation(errors);
        // The checks and the write in one transaction.
        const row = await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          await checkWrite(within, resource, body);
          const stamp = stampOf(resource, login(ctx), body, null);
          return write(resource, () => within.insert(resource, body, stamp));
        });
        await audit(ctx, AuditType.entityCreated, resource, row.id);
        await effects[resource.key]?.({ ctx, before: null, after: row });
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
        let before: Row = {};
        const row = await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          const current = await reachable(ctx, resource, id, within, true);
          before = current;
          assertGuarded(resource, ctx.principal?.authorities ?? [], body, current);
          const merged = { ...current, ...body };
          await assertWritable(ctx, resource, current, within);
          await assertWritable(ctx, resource, merged, within);
          await assertOpenForWrites(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, merged, within);
          const invalid = [...orderErrors(resource, merged), ...fileErrors(resource, body, merged)];
          if (invalid.length) throw problem.validation(invalid);
          await checkWrite(within, resource, merged, id);
          const stamp = stampOf(resource, login(ctx), body, current);
          const updated = await write(resource, () => within.update(resource, id, body, stamp));
          if (!updated) throw problem.notFound(`No ${resource.label} with this id.`);
          return updated;
        });
        await audit(ctx, AuditType.entityUpdated, resource, id);
        await effects[resource.key]?.({ ctx, before, after: row });
        return row;
      },

    delete:
      ({ resource }) =>
      async (ctx) => {
        const id = pathId(ctx);
        await inTransaction(services.db, async (tx) => {
          const within = repo.within(tx);
          const current = await reachable(ctx, resource, id, within, true);
          await assertWritable(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, current, within);
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

    download:
      ({ resource, file }) =>
      async (ctx) => {
        if (!file?.contentTypeField) throw new Error(`${ctx.operationId} has no file`);
        const row = await reachable(ctx, resource, pathId(ctx), repo);
        const content = row[file.name];
        const type = row[file.contentTypeField];
        const name = file.column.replace(/_/g, '-');
        if (typeof content !== 'string' || content === '' || typeof type !== 'string')
          throw problem.notFound(`This ${resource.label} has no ${name.replace(/-/g, ' ')}.`);
        // A name of the record and the field only: nothing the user typed reaches the header.
        ctx.reply
          .type(type)
          .header(
            'Content-Disposition',
            `attachment; filename="${resource.label}-${row.id}-${name}.${extensionOf(type)}"`,
          );
        return Buffer.from(content, 'base64');
      },
  };

  const handlers: HandlerMap = {};
  for (const op of operations) handlers[op.operationId] = audited(op.resource, make[op.kind](op));
  return handlers;
}

/** Handlers of every registered resource (master data, a unit's records), by operationId. */
export function resourceHandlers(services: AppServices): HandlerMap {
  const engine = createResourceHandlers(services, engineOperations(), RESOURCE_EFFECTS);
  return {
    ...engine,
    ...documentNumberHandlers(services),
    // A document's permit picker: the list of a unit's permits of one type (the contract requires both filters).
    listBusinessPermitsByBusinessUnitBusinessPermitType: engine.listBusinessPermits as OperationHandler,
  };
}
