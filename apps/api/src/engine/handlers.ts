/**
 * The generic handlers: one implementation of list, get, create, update, delete, search and file download
 * serving every resource of the registry (and its extra searches and links), by operationId. The reads are
 * in `read-handlers.ts`, the writes in `write-handlers.ts`, the links in `links.ts`, all built from the kit
 * of `handler-kit.ts`.
 */
import type { AppServices, HandlerMap, OperationHandler } from '../http/context.ts';
import { stockCardHandlers } from '../books/stock-card.ts';
import { stockSummaryHandlers } from '../books/stock-summary.ts';
import { documentNumberHandlers } from './document-numbers.ts';
import { type EngineOperation, engineOperations } from './declarations.ts';
import { RESOURCE_EFFECTS, type ResourceEffects } from './effects.ts';
import { createHandlerKit } from './handler-kit.ts';
import { createLinkHandlers } from './links.ts';
import { createReadHandlers } from './read-handlers.ts';
import { createWriteHandlers } from './write-handlers.ts';

/** The handlers of `operations`, by operationId, each auditing a reach for another tenant's row. */
export function createResourceHandlers(
  services: AppServices,
  operations: readonly EngineOperation[] = engineOperations(),
  effects: ResourceEffects = {},
): HandlerMap {
  const kit = createHandlerKit(services, effects);
  const make: Record<EngineOperation['kind'], (op: EngineOperation) => OperationHandler> = {
    ...createReadHandlers(kit),
    ...createWriteHandlers(kit),
    ...createLinkHandlers(kit),
  };

  const handlers: HandlerMap = {};
  for (const op of operations) handlers[op.operationId] = kit.audited(op.resource, make[op.kind](op));
  return handlers;
}

/** Handlers of every registered resource (master data, a unit's records), by operationId. */
export function resourceHandlers(services: AppServices): HandlerMap {
  const engine = createResourceHandlers(services, engineOperations(), RESOURCE_EFFECTS);
  return {
    ...engine,
    ...documentNumberHandlers(services),
    ...stockCardHandlers(services, engine.getStock as OperationHandler),
    ...stockSummaryHandlers(services),
    // A document's permit picker: the list of a unit's permits of one type (the contract requires both filters).
    listBusinessPermitsByBusinessUnitBusinessPermitType: engine.listBusinessPermits as OperationHandler,
  };
}
