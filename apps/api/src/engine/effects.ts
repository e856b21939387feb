/**
 * What follows a write of a resource beyond its own row, declared per resource key and run by the generic
 * handlers once the write is committed and audited: a company's activation tells its administrators.
 */
import type { RequestContext } from '../http/context.ts';
import { companyActivated } from '../services/company-activation.ts';
import type { Row } from './types.ts';

export interface Change {
  ctx: RequestContext;
  /** The row before the write (null for a create). */
  before: Row | null;
  /** The row as written. */
  after: Row;
}

export type ResourceEffects = Readonly<Partial<Record<string, (change: Change) => Promise<void>>>>;

export const RESOURCE_EFFECTS: ResourceEffects = {
  company: companyActivated,
};
