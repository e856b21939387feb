import type { FastifyInstance } from 'fastify';
import type { AppServices, HandlerMap } from '../context.ts';
import { accountHandlers } from './account.ts';
import { managementHandlers } from './management.ts';
import { userHandlers } from './users.ts';

/** Handlers of the platform operations (accounts, users, administration), by operationId. */
export function platformHandlers(services: AppServices, app: FastifyInstance): HandlerMap {
  return {
    ...accountHandlers(services, app),
    ...userHandlers(services, app),
    ...managementHandlers(services, app),
  };
}
