/**
 * What every generic handler of the engine is built from, bound to one app's services: a list's page (its
 * cache, its headers), the row a caller reaches, the checks, write and posting of a new row, a document's
 * lines, the audit of a change and a write's one transaction (once per Idempotency-Key for a posting).
 */
import { businessToday } from '@vlegal/domain/unit-validity';
import { inTransaction } from '../db/index.ts';
import type { Database } from '../db/index.ts';
import type { AppServices, OperationHandler, RequestContext } from '../http/context.ts';
import { pageOf, setPageHeaders, sortOf } from '../http/paging.ts';
import { type Answer, onceByKey } from '../http/idempotency.ts';
import { problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import type { EngineResource, Row } from './types.ts';
import { type Condition, type ListQuery, ResourceRepository } from './repository.ts';
import { assertOpenForWrites, assertWritable, ownership, tablesRead } from './ownership.ts';
import { badParameter, filterConditions, SEARCH_PARAMS } from './query-params.ts';
import type { ResourceEffects } from './effects.ts';
import { withAllowedActions } from './workflow-steps.ts';
import { lockForPosting, post } from '../books/ledger.ts';
import { WRITE_RULES } from '../books/rules.ts';
import {
  assertGuarded,
  checkWrite,
  fieldErrors,
  fileErrors,
  lineErrors,
  orderErrors,
  stampOf,
  writeProblem,
} from './write-checks.ts';

/** The kit of one app's handlers (see `createHandlerKit`). */
export type HandlerKit = ReturnType<typeof createHandlerKit>;

/** The kit bound to one app's services, with the effects a change of a row sets off (`effects.ts`). */
export function createHandlerKit(services: AppServices, effects: ResourceEffects = {}) {
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
    /** Reached as a writer (the caller's own rows), else as a reader; a lock is taken to write by default. */
    writing = lock,
  ): Promise<Row> {
    const row = await within.findById(resource, id, ownership(ctx, resource, writing), lock);
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
    const within = repo.within(tx);
    if (!resource.posting || !postsOnWrite(resource)) return withLines(within, resource, row);
    const id = Number(row.id);
    await post(
      tx,
      resource.posting.movements(await withLines(within, resource, row)),
      sourceOf(resource, id),
      login(ctx),
    );
    return withLines(within, resource, (await within.findById(resource, id, [])) ?? row);
  }

  /**
   * A document's row with its lines, in the order they were written, each line with its own lines (a V-Legal
   * line's countries); any other row as it is.
   */
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
      out[field] = line.lines.length ? await Promise.all(rows.map((r) => withLines(within, line, r))) : rows;
    }
    return out;
  }

  /**
   * Deletes a document's stored lines (`row` read with them), before its corrected lines are written; a
   * line's own lines go with it (their foreign key cascades).
   */
  async function deleteLines(within: ResourceRepository, resource: EngineResource, row: Row) {
    for (const { field, resource: line } of resource.lines)
      for (const item of (row[field] ?? []) as Row[]) await within.delete(line, Number(item.id));
  }

  /**
   * Writes a document's lines under its id: what was sent (its writable fields) and, line by line, what the
   * rules filled (`filled[field][i]`: the server's own fields, an output's stock), then each line's own
   * lines under it the same way. Nothing else the body carries of a line's read-only fields is written.
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
        const own = server[i] ?? {};
        // A line's own lines the rules filled in (countries of harvest from receipts) stand for those sent.
        const nested = Object.fromEntries(line.lines.map((l) => [l.field, own[l.field] ?? item[l.field]]));
        const columns = Object.fromEntries(Object.entries(own).filter(([k]) => !(k in nested)));
        const stamp = { ...columns, ...stampOf(line, login(ctx), item, null), [parent]: id };
        const written = await write(line, () => within.insert(line, item, stamp));
        if (line.lines.length) await insertLines(within, line, written.id, { ...item, ...nested }, own, ctx);
      }
    }
  }

  /**
   * Runs a handler: its rows answered with the steps this caller may take on each; a reach for another
   * tenant's row audited as an authorization failure.
   */
  const audited =
    (resource: EngineResource, handler: OperationHandler): OperationHandler =>
    async (ctx) => {
      try {
        return withAllowedActions(ctx, resource, await handler(ctx));
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
    if (resource.posting && postsOnWrite(resource))
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

  return {
    services,
    effects,
    repo,
    login,
    page,
    pathId,
    write,
    audit,
    reachable,
    prepared,
    posted,
    withLines,
    deleteLines,
    insertLines,
    audited,
    insertChecked,
    created,
    once,
  };
}

/** A row with what its rules filled, a document's lines merged line by line with theirs. */
export function withFilled(resource: EngineResource, row: Row, filled: Row): Row {
  const out = { ...row, ...filled };
  for (const { field } of resource.lines) {
    const server = Array.isArray(filled[field]) ? (filled[field] as Row[]) : [];
    if (Array.isArray(row[field]))
      out[field] = (row[field] as Row[]).map((item, i) => ({ ...item, ...server[i] }));
  }
  return out;
}

/** Whether a write of the resource posts its movements (else a step of its workflow does). */
export const postsOnWrite = (resource: EngineResource) =>
  resource.posting !== null && resource.posting.on !== 'step';

/** Most lines a document is read with (the contract's `maxItems`). */
const MAX_LINES = 50;

export const locationOf = (resource: EngineResource, row: Row) => `/api/${resource.path}/${row.id}`;

export const sourceOf = (resource: EngineResource, id: number) => ({
  type: (resource.posting as NonNullable<EngineResource['posting']>).source,
  id,
  objectName: resource.key,
});
