import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { bootstrap, type DemoLogin } from '../src/bootstrap.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Database } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import type { HandlerMap } from '../src/http/context.ts';
import { seedReferenceData } from '../src/server.ts';
import { createLogging } from '../src/services/logging.ts';
import type { SilkAdapter } from '../src/vlegal/silk.ts';

// A file builds its own database and server; on a machine busy with other suites that takes a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

export type TestLogin = 'admin' | DemoLogin;

export interface TestAppOptions {
  /** Changes to the test configuration. */
  config?: (config: Config) => Config;
  handlers?: HandlerMap;
  demoData?: boolean;
  /** A changed contract (e.g. to check the behaviour of an operation without x-roles). */
  contract?: Record<string, unknown>;
  /** Where approved licences go (a SILK that fails on demand); the folder adapter otherwise. */
  silkAdapter?: SilkAdapter;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The generated password of admin (and of the demo accounts). */
  password: string;
  /** A bearer token for the account (cached per login). */
  login(as: TestLogin | string, password?: string): Promise<string>;
  /** Shorthand for `app.inject` with an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const TEST_PG_URL = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const usePostgres = process.env.API_TEST_DB === 'postgres';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function testConfig(): Config {
  const base = loadConfig({
    JWT_SECRET: randomBytes(48).toString('base64'),
    DATA_DIR: path.join(os.tmpdir(), 'vlegal-api-test'),
    STATIC_DIR: path.join(os.tmpdir(), 'vlegal-api-test-no-static'),
    PROFILES: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL || 'silent',
  });
  return {
    ...base,
    pgliteDir: null,
    initialPasswordFile: null,
    bcryptCost: 4,
    validateResponses: true,
    demoData: true,
    rateLimit: {
      ...base.rateLimit,
      authenticatePerIp: 10_000,
      authenticatePerLogin: 10_000,
      register: 10_000,
      resetInit: 10_000,
    },
  };
}

const API_ROOT = path.resolve(import.meta.dirname, '..');

/** A digest of what shapes a fresh database: the migrations and the seed code and lists. */
function schemaDigest(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations', 'src/seed', 'src/db']) {
    const files = fs.readdirSync(path.join(API_ROOT, dir), { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const full = path.join(API_ROOT, dir, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty PGlite cluster costs seconds to create (initdb in WebAssembly); loading a tarball of one
 * already migrated and seeded costs about one. The tarball is made once per schema and shared by every
 * test file through the temporary folder; migrations and seeds still run on each copy (as no-ops), so
 * nothing is skipped that a real start does.
 */
async function pgliteTemplate(demo: boolean): Promise<Blob> {
  const file = path.join(os.tmpdir(), `vlegal-pglite-${schemaDigest()}-${demo ? 'demo' : 'bare'}.tar`);
  if (!fs.existsSync(file)) {
    const db = await createDatabase({ databaseUrl: null, pgliteDir: null });
    await migrate(db);
    await seedReferenceData(db, demo);
    const tarball = Buffer.from(await (await db.snapshot!()).arrayBuffer());
    await db.close();
    // Written aside and renamed: files of other workers never see half a tarball.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/** Builds the app on a fresh database: a new PostgreSQL database per call, or an in-memory PGlite. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  let config = testConfig();
  if (options.demoData === false) config = { ...config, demoData: false };
  if (options.config) config = options.config(config);

  let dropDatabase: (() => Promise<void>) | null = null;
  if (usePostgres) {
    const name = `vlegal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    config = { ...config, databaseUrl: withDatabase(TEST_PG_URL, name) };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: TEST_PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const db = usePostgres
    ? await createDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 5 })
    : await createDatabase({
        databaseUrl: null,
        pgliteDir: null,
        pgliteSnapshot: await pgliteTemplate(config.demoData),
      });
  await migrate(db);
  await seedReferenceData(db, config.demoData);
  const boot = await bootstrap(db, config);
  const password = boot.adminPassword as string;
  const app = await buildApp({
    db,
    config,
    logging: createLogging(config.logLevel),
    handlers: options.handlers,
    contract: options.contract,
    ...(options.silkAdapter ? { silkAdapter: options.silkAdapter } : {}),
  });
  await app.ready();

  const tokens = new Map<string, string>();
  const call: TestApp['call'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  return {
    app,
    db,
    config,
    password,
    call,
    async login(as, pw) {
      const cached = pw ? undefined : tokens.get(as);
      if (cached) return cached;
      const res = await app.inject({
        method: 'POST',
        url: '/api/authenticate',
        payload: { username: as, password: pw ?? password, rememberMe: false },
      });
      if (res.statusCode !== 200) throw new Error(`login ${as} failed: ${res.statusCode} ${res.body}`);
      const token = (res.json() as { id_token: string }).id_token;
      if (!pw) tokens.set(as, token);
      return token;
    },
    async close() {
      await app.close();
      await db.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

/** How many rows a table of the test database holds (a refused request must leave it as it was). */
export async function rowCount(t: Pick<TestApp, 'db'>, table: string): Promise<number> {
  const { n } = await (t.db.kysely as unknown as Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
