/**
 * The link operations of every declared link (`@vlegal/domain/links`): a party's items listed, created and
 * linked, linked, and unlinked. The party and the item are reached like any row of the engine (another
 * tenant's answers 404 and is audited) and must be of the same business unit.
 */
import type { Database } from '../db/index.ts';
import { inTransaction } from '../db/index.ts';
import type { AppServices, OperationHandler, RequestContext } from '../http/context.ts';
import { problem } from '../http/problems.ts';
import { AuditType } from '../services/audit.ts';
import type { EngineOperation } from './declarations.ts';
import { assertOpenForWrites } from './ownership.ts';
import type { Condition, ResourceRepository } from './repository.ts';
import type { EngineLink, EngineResource, Row } from './types.ts';

type LinkKind = 'linkList' | 'linkCreate' | 'link' | 'unlink';

/** What the link handlers use of the engine's generic handlers. */
export interface EngineHelpers {
  services: AppServices;
  repo: ResourceRepository;
  page: (
    ctx: RequestContext,
    resource: EngineResource,
    conditions: Condition[],
    reserved: ReadonlySet<string>,
    alsoRead: readonly string[],
    whenValid: () => Promise<unknown>,
  ) => Promise<readonly Row[]>;
  reachable: (
    ctx: RequestContext,
    resource: EngineResource,
    id: number,
    within: ResourceRepository,
    lock?: boolean,
  ) => Promise<Row>;
  insertChecked: (ctx: RequestContext, resource: EngineResource, body: Row, tx: Database) => Promise<Row>;
  created: (ctx: RequestContext, resource: EngineResource, row: Row) => Promise<Row>;
  audit: (ctx: RequestContext, type: string, resource: EngineResource, id: unknown) => Promise<void>;
}

/** A positive id from the query, the path or the body (the contract has checked it; a direct call may not). */
function idOf(source: unknown, name: string, objectName: string): number {
  const raw = (source as Row | undefined)?.[name];
  const id = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(id) || id < 1)
    throw problem.validation([{ objectName, field: name, message: 'must be a positive integer' }]);
  return id;
}

function linkOf(op: EngineOperation): EngineLink {
  if (!op.link) throw new Error(`${op.operationId} has no link`);
  return op.link;
}

/** The unit a row of a unit-owned resource belongs to. */
const unitOf = (resource: EngineResource, row: Row): unknown =>
  resource.owner.kind === 'businessUnit' ? row[resource.owner.field] : undefined;

/** Refuses (400, naming `field`) an item of another unit than the party's. */
function assertSameUnit(link: EngineLink, party: Row, unit: unknown, field: string): void {
  if (unit === unitOf(link.party, party)) return;
  throw problem.validation(
    [{ objectName: link.key, field, message: `must be of the business unit of the ${link.party.label}` }],
    `The ${link.item.label} and the ${link.party.label} belong to different business units.`,
  );
}

export function createLinkHandlers(
  engine: EngineHelpers,
): Record<LinkKind, (op: EngineOperation) => OperationHandler> {
  const { services, repo, page, reachable, insertChecked, created, audit } = engine;

  return {
    linkList: (op) => async (ctx) => {
      const link = linkOf(op);
      const partyId = idOf(ctx.req.query, link.partyField, 'query');
      const { table, partyColumn, itemColumn } = link;
      return page(
        ctx,
        link.item,
        [{ linkedTo: { table, partyColumn, itemColumn, partyId } }],
        new Set(['page', 'size', 'sort', link.partyField]),
        [table],
        () => reachable(ctx, link.party, partyId, repo),
      );
    },

    linkCreate: (op) => async (ctx) => {
      const link = linkOf(op);
      const partyId = idOf(ctx.req.query, link.partyField, 'query');
      const { id: _ignored, ...body } = (ctx.req.body ?? {}) as Row;
      const row = await inTransaction(services.db, async (tx) => {
        const within = repo.within(tx);
        const party = await reachable(ctx, link.party, partyId, within, true);
        const unitField = link.item.owner.kind === 'businessUnit' ? link.item.owner.field : 'businessUnitId';
        // A missing unit is the item's own field error.
        if (body[unitField] != null) assertSameUnit(link, party, body[unitField], unitField);
        const item = await insertChecked(ctx, link.item, body, tx);
        await within.link(link, partyId, item.id as number);
        return item;
      });
      await audit(ctx, AuditType.entityUpdated, link.party, partyId);
      return created(ctx, link.item, row);
    },

    link: (op) => async (ctx) => {
      const link = linkOf(op);
      const partyId = idOf(ctx.req.body, link.partyField, link.key);
      const itemId = idOf(ctx.req.body, link.itemField, link.key);
      await inTransaction(services.db, async (tx) => {
        const within = repo.within(tx);
        const party = await reachable(ctx, link.party, partyId, within, true);
        const item = await reachable(ctx, link.item, itemId, within, true);
        assertSameUnit(link, party, unitOf(link.item, item), link.itemField);
        await assertOpenForWrites(ctx, link.party, party, within);
        await within.link(link, partyId, itemId);
      });
      await audit(ctx, AuditType.entityUpdated, link.party, partyId);
      return { [link.partyField]: partyId, [link.itemField]: itemId };
    },

    unlink: (op) => async (ctx) => {
      const link = linkOf(op);
      const partyId = idOf(ctx.req.params, op.partyPathParam ?? link.partyField, 'path');
      const itemId = idOf(ctx.req.params, link.itemField, 'path');
      await inTransaction(services.db, async (tx) => {
        const within = repo.within(tx);
        const party = await reachable(ctx, link.party, partyId, within, true);
        await assertOpenForWrites(ctx, link.party, party, within);
        if (!(await within.unlink(link, partyId, itemId)))
          throw problem.notFound(`This ${link.item.label} is not linked to this ${link.party.label}.`);
      });
      await audit(ctx, AuditType.entityUpdated, link.party, partyId);
      ctx.reply.code(204);
      return undefined;
    },
  };
}
