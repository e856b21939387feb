import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The password the API generated for `admin` (and the demo accounts) on its fresh database. */
export function initialPassword(): string {
  const file = path.resolve(import.meta.dirname, '../../test-results/e2e-data/initial-password');
  return readFileSync(file, 'utf8').trim();
}
