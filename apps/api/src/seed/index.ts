import type { Database } from '../db/index.ts';
import { loadReferenceData } from './reference.ts';

/**
 * Seeds of a new database, called at every start-up: the reference data (idempotent, so later starts
 * change nothing). Demo data needs no master rows beyond the reference data.
 */
export async function seed(db: Database, _options: { demo: boolean }): Promise<void> {
  await loadReferenceData(db);
}
