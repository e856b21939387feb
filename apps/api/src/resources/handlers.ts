import type { AppServices, HandlerMap } from '../http/context.ts';

/** Handlers of the master-data resources, by operationId. */
export function resourceHandlers(_services: AppServices): HandlerMap {
  return {};
}
