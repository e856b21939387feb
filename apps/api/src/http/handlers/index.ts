import type { FastifyInstance } from 'fastify';
import type { AppServices, HandlerMap } from '../context.ts';
import { accountHandlers } from './account.ts';

/** Handlers of the platform operations (accounts, users, administration), by operationId. */
export function platformHandlers(services: AppServices, app: FastifyInstance): HandlerMap {
  return {
    ...accountHandlers(services, app),
  };
}
