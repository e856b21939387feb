import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type BootstrapResult, bootstrap } from './bootstrap.ts';
import type { Config } from './config.ts';
import { createDatabase, type Database } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { checkForeignReferences } from './engine/tenancy.ts';
import { createLogging, type Logging } from './services/logging.ts';

const SEED_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'seed/index.ts');

/** Reference data (master-data seeds) when the seed module exists: `export async function seed(db, { demo })`. */
export async function seedReferenceData(db: Database, demo: boolean): Promise<void> {
  if (!fs.existsSync(SEED_MODULE)) return;
  const mod = (await import(pathToFileURL(SEED_MODULE).href)) as {
    seed?: (db: Database, options: { demo: boolean }) => Promise<void>;
  };
  if (typeof mod.seed === 'function') await mod.seed(db, { demo });
}

export interface Prepared {
  db: Database;
  app: FastifyInstance;
  logging: Logging;
  boot: BootstrapResult;
}

/** Database, migrations, seeds, first accounts and the app: everything but listening. */
export async function prepare(
  config: Config,
  logging: Logging = createLogging(config.logLevel),
): Promise<Prepared> {
  const log = logging.get('db');
  if (config.pgliteDir) fs.mkdirSync(config.pgliteDir, { recursive: true });
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: config.databasePoolSize,
  });
  try {
    const applied = await migrate(db);
    for (const m of applied) log.info(`migration ${m.file} applied`);
    // References across tenants are refused on write; rows stored before are reported, never changed.
    if (applied.length) await checkForeignReferences(db, (message) => log.warn(message));
    await seedReferenceData(db, config.demoData);
    const boot = await bootstrap(db, config);
    const app = await buildApp({ db, config, logging });
    app.addHook('onClose', async () => {
      await db.close();
    });
    return { db, app, logging, boot };
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
}
