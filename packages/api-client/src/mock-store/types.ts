/** The store's public types: its rows, its seed and what it answers with. */
import type { ResourceKey } from '@vlegal/domain/resources';
import type { RequestHandler } from 'msw';
import type { Account, AdminUser } from '../gen/model/index.ts';

export type Row = Record<string, unknown> & { id: number };

export interface MockStoreSeed {
  /** Rows per resource; a resource given here is not seeded from faker. */
  rows?: Partial<Record<ResourceKey, Record<string, unknown>[]>>;
  /** Overrides of the signed-in account (default: an administrator). */
  account?: Partial<Account>;
  /** Users of the user-management handlers (default: the signed-in account plus faker-made users). */
  users?: AdminUser[];
  /** Seed of faker, so stories and screenshots get the same rows on every run (default 20261121). */
  fakerSeed?: number;
}

export interface MockStore {
  handlers: RequestHandler[];
  /** The current rows of a resource (a copy). */
  rows(key: ResourceKey): Row[];
  /** The current users (copies). */
  users(): AdminUser[];
  /** The signed-in account the account handlers answer with. */
  account: Account;
  /** Back to the seeded state. */
  reset(): void;
}
