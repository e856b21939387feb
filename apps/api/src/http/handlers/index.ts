import type { FastifyInstance } from 'fastify';
import type { AppServices, HandlerMap } from '../context.ts';
import { accountHandlers } from './account.ts';
import { businessUnitHandlers } from './business-units.ts';
import { managementHandlers } from './management.ts';
import { registrationHandlers } from './registration.ts';
import { appInfoHandlers } from './texts.ts';
import { userHandlers } from './users.ts';

/** Handlers of the platform operations (accounts, registration, texts, business units, users, administration), by operationId. */
export function platformHandlers(services: AppServices, app: FastifyInstance): HandlerMap {
  return {
    ...accountHandlers(services, app),
    ...registrationHandlers(services),
    ...appInfoHandlers(services),
    ...businessUnitHandlers(services),
    ...userHandlers(services, app),
    ...managementHandlers(services, app),
  };
}
