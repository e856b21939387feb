/**
 * The API under benchmark in a process of its own, so the load generator does not share its event loop:
 * migrates a fresh database (PostgreSQL at BENCH_DATABASE_URL, else an in-memory PGlite), loads the
 * reference data, signs in admin, and listens on a free port beside a bare Fastify JSON route (the
 * reference). With BENCH_DISTRICTS=<n>, grows the district table to n rows first. Prints one JSON line
 * `{ api, bare, token, grownMs? }` on stdout; closes on SIGTERM. With
 * BENCH_PROFILE=<dir>, SIGUSR2 starts a CPU profile (after the warm-up) that SIGTERM writes there.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../src/app.ts';
import { bootstrap } from '../../src/bootstrap.ts';
import { createDatabase } from '../../src/db/index.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createLogging } from '../../src/services/logging.ts';
import { ensureListIndexes } from '../../src/engine/list-indexes.ts';
import { ensureSearchIndexes } from '../../src/engine/search-indexes.ts';
import { loadReferenceData } from '../../src/seed/reference.ts';
import { benchConfig } from './common.ts';
import { growDistricts } from './districts.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || null;
const config = benchConfig(databaseUrl);
const db = await createDatabase({ databaseUrl, pgliteDir: null, poolSize: config.databasePoolSize });
await migrate(db);
await loadReferenceData(db);
const boot = await bootstrap(db, config);
const districts = Number(process.env.BENCH_DISTRICTS || 0);
const grownMs = districts > 0 ? await growDistricts(db, districts) : undefined;
// The indexes the server makes at every start-up (declared list indexes, trigram indexes of the searches).
await ensureListIndexes(db);
await ensureSearchIndexes(db);
const app = await buildApp({ db, config, logging: createLogging('silent') });
const api = await app.listen({ host: '127.0.0.1', port: 0 });

const bare = Fastify();
bare.get('/bare', async () => ({ id: 1, login: 'admin', activated: true, langKey: 'in' }));
const bareAddress = await bare.listen({ host: '127.0.0.1', port: 0 });

const auth = await app.inject({
  method: 'POST',
  url: '/api/authenticate',
  payload: { username: 'admin', password: boot.adminPassword },
});
const token = (auth.json() as { id_token: string }).id_token;
process.stdout.write(`${JSON.stringify({ api, bare: `${bareAddress}/bare`, token, grownMs })}\n`);

const profileDir = process.env.BENCH_PROFILE;
const session = profileDir ? new Session() : null;
if (session) {
  session.connect();
  process.once('SIGUSR2', () => {
    void session.post('Profiler.enable').then(() => session.post('Profiler.start'));
  });
}

process.once('SIGTERM', async () => {
  if (session && profileDir) {
    const { profile } = await session.post('Profiler.stop').catch(() => ({ profile: null }));
    if (profile) {
      fs.mkdirSync(profileDir, { recursive: true });
      fs.writeFileSync(path.join(profileDir, `api-${process.pid}.cpuprofile`), JSON.stringify(profile));
    }
  }
  void Promise.all([app.close(), bare.close()])
    .then(() => db.close())
    .finally(() => process.exit(0));
});
