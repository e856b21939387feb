import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema.ts';

export type DialectName = 'postgres' | 'pglite';

/** Numbers the two drivers must return alike: int8 (counts) and numeric as JS numbers, dates as `YYYY-MM-DD`. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The database of the server: Kysely plus what Kysely does not cover (raw scripts, LISTEN/NOTIFY, pool stats). */
export interface Database {
  readonly kysely: Kysely<DB>;
  readonly dialect: DialectName;
  /** Runs a multi-statement SQL script (simple query protocol), inside one transaction. */
  execScript(script: string): Promise<void>;
  /** Publishes on a channel (PostgreSQL NOTIFY on both back ends). */
  notify(channel: string, payload: string): Promise<void>;
  /** Subscribes to a channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  poolStats(): PoolStats;
  /** The whole embedded database as a tarball (PGlite only), to start copies from it. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

function parseNumber(value: string): number {
  return Number(value);
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite folder; null = in memory. */
  pgliteDir: string | null;
  /** Starts the embedded database from a snapshot instead of an empty cluster (tests). */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  return createPglite(options.pgliteDir, options.pgliteSnapshot);
}

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
}

async function createPostgres(url: string, max: number): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return parseNumber;
      if (oid === DATE) return (v: string) => v;
      // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a plain union format
      return (pg.types.getTypeParser as any)(oid, format);
    },
  };
  const pool = new pg.Pool({ connectionString: url, max, types });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let closed = false;

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url, types });
    await client.connect();
    client.on('notification', (msg) => {
      const set = handlers.get(msg.channel);
      if (set) for (const h of set) h(msg.payload ?? '');
    });
    client.on('error', () => {
      listener = null;
    });
    listener = client;
    return client;
  }

  return {
    kysely,
    dialect: 'postgres',
    async execScript(script) {
      const client = await pool.connect();
      try {
        await client.query(`BEGIN;\n${script}\n;COMMIT;`);
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [quoteChannel(channel), payload]);
    },
    async listen(channel, onMessage) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quoteChannel(channel)}`);
      }
      set.add(onMessage);
      return async () => {
        set?.delete(onMessage);
      };
    },
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
      if (listener) await listener.end().catch(() => undefined);
    },
  };
}

async function createPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  const pglite = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // Trigram indexes serve the text search of the resource engine, as on PostgreSQL.
    extensions: { pg_trgm },
    parsers: { [INT8]: parseNumber, [NUMERIC]: parseNumber, [DATE]: (v: string) => v },
  });
  await pglite.waitReady;
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let busy = 0;
  let closed = false;
  return {
    kysely,
    dialect: 'pglite',
    async execScript(script) {
      // Through Kysely's connection so the script does not interleave with queued queries.
      await kysely.connection().execute(async () => {
        busy++;
        try {
          await pglite.exec(`BEGIN;\n${script}\n;COMMIT;`);
        } catch (err) {
          await pglite.exec('ROLLBACK').catch(() => undefined);
          throw err;
        } finally {
          busy--;
        }
      });
    },
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [quoteChannel(channel), payload]);
    },
    async listen(channel, onMessage) {
      const unsubscribe = await pglite.listen(quoteChannel(channel), onMessage);
      return async () => {
        if (closed || pglite.closed) return;
        await unsubscribe().catch(() => undefined);
      };
    },
    poolStats() {
      return { total: 1, idle: busy ? 0 : 1, waiting: 0, max: 1 };
    },
    async snapshot() {
      return pglite.dumpDataDir('none');
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}

/** Runs `fn` in one transaction; the Database it receives queries inside that transaction. */
export async function inTransaction<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.kysely.transaction().execute((trx) => fn({ ...db, kysely: trx }));
}

/** PostgreSQL error code of a failed query (e.g. 23505 unique violation), if any. */
export function pgErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Name of the violated constraint of a failed query, if any. */
export function pgConstraint(err: unknown): string | undefined {
  const c = (err as { constraint?: unknown } | null)?.constraint;
  return typeof c === 'string' ? c : undefined;
}
