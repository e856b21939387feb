import { businessToday } from '@vlegal/domain/unit-validity';
import { inTransaction } from '../db/index.ts';
import type { AppServices, HandlerMap, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders, sortOf } from '../http/paging.ts';
import { type Answer, onceByKey, replay } from '../http/idempotency.ts';
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
import { createLinkHandlers } from './links.ts';
import { lockForPosting, post, reverse } from '../books/ledger.ts';
import { WRITE_RULES } from '../books/rules.ts';
import { stockCardHandlers } from '../books/handlers.ts';
import type { Database } from '../db/index.ts';
import {
  assertGuarded,
  checkWrite,
  fieldErrors,
  fileErrors,
  lineErrors,
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
    alsoRead: readonly string[] = [],
    whenValid?: () => Promise<unknown>,
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
    // A check of the rows the list depends on (a party reached), once the request itself is known valid.
    await whenValid?.();
    // The key is everything the page depends on besides its tables: conditions (the caller's ownership
    // among them; a parent named by its key), sort, page and size, and the day its computed fields are of.
    const day = resource.computed.length ? businessToday() : '';
    const result = await ctx.pages.page(
      [...tablesRead(resource), ...alsoRead],
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

  /** The server-set fields of a row about to be written or posted (its resource's rules), or none. */
  async function prepared(
    tx: Database,
    resource: EngineResource,
    row: Row,
    ctx: RequestContext,
    current: Row | null,
  ) {
    const rules = Object.hasOwn(WRITE_RULES, resource.key) ? WRITE_RULES[resource.key] : undefined;
    return rules ? rules.prepare(tx, row, ctx, current) : {};
  }

  /** Posts a written row's movements to the stock ledger, and answers the row as it stands after. */
  async function posted(tx: Database, resource: EngineResource, row: Row, ctx: RequestContext): Promise<Row> {
    if (!resource.posting) return row;
    const within = repo.within(tx);
    const id = Number(row.id);
    await post(
      tx,
      resource.posting.movements(await withLines(within, resource, row)),
      sourceOf(resource, id),
      login(ctx),
    );
    return withLines(within, resource, (await within.findById(resource, id, [])) ?? row);
  }

  /** A document's row with its lines, in the order they were written; any other row as it is. */
  async function withLines(within: ResourceRepository, resource: EngineResource, row: Row): Promise<Row> {
    if (!resource.lines.length) return row;
    const out = { ...row };
    for (const { field, parent, resource: line } of resource.lines) {
      const { rows } = await within.list(line, {
        page: 0,
        size: MAX_LINES,
        sort: [{ field: 'id', direction: 'asc' }],
        conditions: [{ field: parent, op: 'eq', value: row.id }],
      });
      out[field] = rows;
    }
    return out;
  }

  /** Deletes a document's stored lines (`row` read with them), before its corrected lines are written. */
  async function deleteLines(within: ResourceRepository, resource: EngineResource, row: Row) {
    for (const { field, resource: line } of resource.lines)
      for (const item of (row[field] ?? []) as Row[]) await within.delete(line, Number(item.id));
  }

  /**
   * Writes a document's lines under its id: what was sent (its writable fields) and, line by line, what the
   * rules filled (`filled[field][i]`: the server's own fields, an output's stock). Nothing else the body
   * carries of a line's read-only fields is written.
   */
  async function insertLines(
    within: ResourceRepository,
    resource: EngineResource,
    id: unknown,
    sent: Row,
    filled: Row,
    ctx: RequestContext,
  ) {
    for (const { field, parent, resource: line } of resource.lines) {
      const items = Array.isArray(sent[field]) ? (sent[field] as Row[]) : [];
      const server = Array.isArray(filled[field]) ? (filled[field] as Row[]) : [];
      for (const [i, item] of items.entries()) {
        const stamp = { ...server[i], ...stampOf(line, login(ctx), item, null), [parent]: id };
        await write(line, () => within.insert(line, item, stamp));
      }
    }
  }

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

  /** A new row, after the checks of a create (roles of the owner, lock, fields, uniques, references). */
  /** The checks of a new row, its write and its posting to the stock ledger, in the caller's transaction. */
  async function insertChecked(
    ctx: RequestContext,
    resource: EngineResource,
    body: Row,
    tx: Database,
  ): Promise<Row> {
    const within = repo.within(tx);
    assertGuarded(resource, ctx.principal?.authorities ?? [], body, null);
    await assertWritable(ctx, resource, body, within);
    await assertOpenForWrites(ctx, resource, body, within);
    const errors = [
      ...fieldErrors(resource, body, true),
      ...lineErrors(resource, body),
      ...orderErrors(resource, body),
      ...(await fileErrors(resource, body, body)),
    ];
    if (errors.length) throw problem.validation(errors);
    await checkWrite(within, resource, body);
    const filled = await prepared(tx, resource, body, ctx, null);
    const stamp = { ...stampOf(resource, login(ctx), body, null), ...filled };
    // Every stock the document moves is locked before its rows are written (a line's foreign key would
    // otherwise take a weaker lock first, and two postings would wait on each other): the lines as sent,
    // merged with what the rules filled in them.
    if (resource.posting)
      await lockForPosting(tx, resource.posting.movements(withFilled(resource, body, filled)));
    const inserted = await write(resource, () => within.insert(resource, body, stamp));
    // The lines as the rules filled them (an output's stock), else as sent.
    await insertLines(within, resource, inserted.id, body, filled, ctx);
    return posted(tx, resource, inserted, ctx);
  }

  /** The answer to a create, once its transaction is over: audited, its effects run, 201 with its address. */
  async function created(ctx: RequestContext, resource: EngineResource, row: Row): Promise<Row> {
    await audit(ctx, AuditType.entityCreated, resource, row.id);
    await effects[resource.key]?.({ ctx, before: null, after: row });
    ctx.reply.code(201).header('Location', locationOf(resource, row));
    return row;
  }

  /**
   * A write in one transaction; a posting's, once per Idempotency-Key (docs/adr/0022-idempotent-postings.md):
   * a retry is answered as the first request was, and posts nothing.
   */
  function once(
    ctx: RequestContext,
    resource: EngineResource,
    work: (tx: Database) => Promise<Row>,
    answerOf: (row: Row) => Answer = (row) => ({ status: 200, body: row }),
  ) {
    return resource.posting
      ? onceByKey(ctx, services.db, work, answerOf)
      : inTransaction(services.db, work).then((done) => ({ done }));
  }

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
        const query = (ctx.req.query as Row).query;
        const fixed: Condition[] = Object.entries(search.where).map(([field, value]) => ({
          field,
          op: 'eq',
          value,
        }));
        if (search.op === 'contains') {
          const text = String(query ?? '').trim();
          return page(ctx, resource, [
            ...fixed,
            ...(text ? [{ anyOf: resource.search, contains: text }] : []),
          ]);
        }
        const value = coerce(resource, search.field, query);
        return page(ctx, resource, [...fixed, { field: search.field, op: search.op, value }]);
      },

    get:
      ({ resource }) =>
      async (ctx) =>
        withLines(repo, resource, await reachable(ctx, resource, pathId(ctx), repo)),

    create:
      ({ resource }) =>
      async (ctx) => {
        const { id: _ignored, ...body } = (ctx.req.body ?? {}) as Row;
        const outcome = await once(
          ctx,
          resource,
          (tx) => insertChecked(ctx, resource, body, tx),
          (row) => ({
            status: 201,
            body: row,
            location: locationOf(resource, row),
          }),
        );
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        return created(ctx, resource, outcome.done);
      },

    update:
      ({ resource }) =>
      async (ctx) => {
        const body = (ctx.req.body ?? {}) as Row;
        const id = Number(body.id);
        if (!Number.isInteger(id) || id < 1) {
          throw problem.validation([{ objectName: resource.key, field: 'id', message: 'must not be null' }]);
        }
        const errors = [...fieldErrors(resource, body, false), ...lineErrors(resource, body)];
        if (errors.length) throw problem.validation(errors);
        // The row held from the checks to the write: one transaction.
        let before: Row = {};
        const outcome = await once(ctx, resource, async (tx) => {
          const within = repo.within(tx);
          // A document's lines are part of it: its movements, and what a PUT without them keeps.
          const current = await withLines(within, resource, await reachable(ctx, resource, id, within, true));
          before = current;
          assertGuarded(resource, ctx.principal?.authorities ?? [], body, current);
          const merged = { ...current, ...body };
          await assertWritable(ctx, resource, current, within);
          await assertWritable(ctx, resource, merged, within);
          await assertOpenForWrites(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, merged, within);
          const invalid = [...orderErrors(resource, merged), ...(await fileErrors(resource, body, merged))];
          if (invalid.length) throw problem.validation(invalid);
          await checkWrite(within, resource, merged, id);
          // A posted row is corrected by reversing its entries and posting the corrected row.
          const reposting = resource.posting ? assertEditable(resource, current) : false;
          // A posted row's rules run only when it is posted again; any other row's on every change.
          const filled =
            reposting || !resource.posting ? await prepared(tx, resource, merged, ctx, current) : {};
          if (reposting && resource.posting) {
            await lockForPosting(tx, [
              ...resource.posting.movements(current),
              ...resource.posting.movements(withFilled(resource, merged, filled)),
            ]);
            await reverse(tx, sourceOf(resource, id), login(ctx));
          }
          const stamp = { ...stampOf(resource, login(ctx), body, current), ...filled };
          const updated = await write(resource, () => within.update(resource, id, body, stamp));
          if (!updated) throw problem.notFound(`No ${resource.label} with this id.`);
          // The lines sent replace the stored ones (their entries were reversed with the document's).
          if (resource.lines.length) {
            await deleteLines(within, resource, current);
            await insertLines(within, resource, id, merged, filled, ctx);
          }
          return reposting ? posted(tx, resource, updated, ctx) : withLines(within, resource, updated);
        });
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        const row = outcome.done;
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
          if (resource.posting?.status)
            throw problem.actionNotAllowed(
              `A posted ${resource.label} is not deleted: cancel it, which reverses its stock movements.`,
            );
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

    cancel:
      ({ resource }) =>
      async (ctx) => {
        const id = pathId(ctx);
        const status = resource.posting?.status;
        if (!status) throw new Error(`${ctx.operationId} has no status to cancel`);
        const outcome = await once(ctx, resource, async (tx) => {
          const within = repo.within(tx);
          const current = await reachable(ctx, resource, id, within, true);
          await assertWritable(ctx, resource, current, within);
          await assertOpenForWrites(ctx, resource, current, within);
          if (!allows(resource, 'cancel', current))
            throw problem.actionNotAllowed(
              `This ${resource.label} is ${String(current[status]).toLowerCase()}: it cannot be cancelled.`,
            );
          await reverse(tx, sourceOf(resource, id), login(ctx));
          const stamp = { ...stampOf(resource, login(ctx), {}, current), [status]: 'CANCELLED' };
          const cancelled = await within.update(resource, id, {}, stamp);
          if (!cancelled) throw problem.notFound(`No ${resource.label} with this id.`);
          return withLines(within, resource, cancelled);
        });
        if ('replay' in outcome) return replay(ctx, outcome.replay);
        await audit(ctx, AuditType.entityUpdated, resource, id);
        return outcome.done;
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
    ...createLinkHandlers({ services, repo, page, reachable, insertChecked, created, audit }),
  };

  const handlers: HandlerMap = {};
  for (const op of operations) handlers[op.operationId] = audited(op.resource, make[op.kind](op));
  return handlers;
}

/** A row with what its rules filled, a document's lines merged line by line with theirs. */
function withFilled(resource: EngineResource, row: Row, filled: Row): Row {
  const out = { ...row, ...filled };
  for (const { field } of resource.lines) {
    const server = Array.isArray(filled[field]) ? (filled[field] as Row[]) : [];
    if (Array.isArray(row[field]))
      out[field] = (row[field] as Row[]).map((item, i) => ({ ...item, ...server[i] }));
  }
  return out;
}

/** Most lines a document is read with (the contract's `maxItems`). */
const MAX_LINES = 50;

const locationOf = (resource: EngineResource, row: Row) => `/api/${resource.path}/${row.id}`;

const sourceOf = (resource: EngineResource, id: number) => ({
  type: (resource.posting as NonNullable<EngineResource['posting']>).source,
  id,
  objectName: resource.key,
});

/** Whether a row's state allows a workflow step its resource declares (a step it does not declare is allowed). */
function allows(resource: EngineResource, action: string, row: Row): boolean {
  const rule = resource.actions.find(([name]) => name === action)?.[1];
  return rule ? rule(row) : true;
}

/** A posted row is edited only when its resource reposts and its state allows `edit`; else 409. */
function assertEditable(resource: EngineResource, row: Row): true {
  if (resource.posting?.edit !== 'repost' || !allows(resource, 'edit', row))
    throw problem.actionNotAllowed(
      resource.posting?.status
        ? `A ${resource.label} that moved stock is not edited here: cancel it, which reverses its movements.`
        : `This ${resource.label} has movements besides its initial balance: it is no longer corrected; record other usage instead.`,
    );
  return true;
}

/** Handlers of every registered resource (master data, a unit's records), by operationId. */
export function resourceHandlers(services: AppServices): HandlerMap {
  const engine = createResourceHandlers(services, engineOperations(), RESOURCE_EFFECTS);
  return {
    ...engine,
    ...documentNumberHandlers(services),
    ...stockCardHandlers(services, engine.getStock as OperationHandler),
    // A document's permit picker: the list of a unit's permits of one type (the contract requires both filters).
    listBusinessPermitsByBusinessUnitBusinessPermitType: engine.listBusinessPermits as OperationHandler,
  };
}
