import type { FastifyInstance } from 'fastify';
import type { AppServices, HandlerMap } from '../context.ts';
import { accountHandlers } from './account.ts';
import { businessUnitHandlers } from './business-units.ts';
import { managementHandlers } from './management.ts';
import { userHandlers } from './users.ts';

/** Handlers of the platform operations (accounts, business units, users, administration), by operationId. */
export function platformHandlers(services: AppServices, app: FastifyInstance): HandlerMap {
  return {
    ...accountHandlers(services, app),
    ...businessUnitHandlers(services),
    ...userHandlers(services, app),
    ...managementHandlers(services, app),
  };
}
