import type { Database } from '../db/index.ts';
import { ensureListIndexes } from '../engine/list-indexes.ts';
import { ensureSearchIndexes } from '../engine/search-indexes.ts';
import { loadReferenceData } from './reference.ts';

/**
 * Called at every start-up: the reference data (idempotent, so later starts change nothing), the indexes
 * of the declared filtered lists and the trigram indexes of the search columns (created once pg_trgm is
 * available). Demo data needs no master
 * rows beyond the reference data.
 */
export async function seed(db: Database, _options: { demo: boolean }): Promise<void> {
  await loadReferenceData(db);
  await ensureListIndexes(db);
  await ensureSearchIndexes(db);
}
