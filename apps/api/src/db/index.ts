import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
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
  /**
   * Runs a compiled query as a prepared statement named after its text: parsed, and planned where a
   * generic plan serves, once per connection. Only for statements of a bounded number of shapes (the
   * engine's lists); beyond MAX_PREPARED shapes, statements run unnamed.
   */
  prepared<R>(query: CompiledQuery): Promise<R[]>;
  /** Runs a multi-statement SQL script (simple query protocol), inside one transaction. */
  execScript(script: string): Promise<void>;
  /** Publishes on a channel (PostgreSQL NOTIFY on both back ends). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Subscribes to a channel; returns the unsubscribe function. `onGap` runs when notifications may have
   * been missed (the listening connection was lost and replaced): whoever caches must forget it all.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Resolves once every notification of every transaction committed before the call has reached the
   * listeners of this instance; rejects when that cannot be ensured (listening connection lost). See
   * docs/adr/0005-tokens-and-revocation.md.
   */
  sync(): Promise<void>;
  poolStats(): PoolStats;
  /** The whole embedded database as a tarball (PGlite only), to start copies from it. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

function parseNumber(value: string): number {
  return Number(value);
}

/** A numeric stays text: exact decimals (the ledger's quantities) never pass through a binary float. */
function exactText(value: string): string {
  return value;
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

/** Distinct prepared statements per instance; each connection keeps the plans of those it ran. */
const MAX_PREPARED = 500;

/** `application_name` of the listening connections (to tell them apart in pg_stat_activity). */
export const LISTENER_NAME = 'vlegal-listener';
/** How long the listening connection may take to answer before it is replaced. */
const LISTENER_TIMEOUT_MS = 5_000;

function quoteChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return channel;
}

async function createPostgres(url: string, max: number): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8) return parseNumber;
      if (oid === NUMERIC) return exactText;
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
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const gapHandlers = new Set<() => void>();
  let listener: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  /** Whether a listening connection existed before: a new one means notifications may have been missed. */
  let listenedBefore = false;
  let closed = false;

  const drop = (client: pg.Client) => {
    if (listener === client) listener = null;
    client.end().catch(() => undefined);
  };

  /** The one connection that listens, (re)connected on demand with every channel subscribed again. */
  function listenerClient(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener);
    connecting ??= (async () => {
      // A stuck connection must not hold requests: its queries fail after a while and it is replaced.
      const client = new pg.Client({
        connectionString: url,
        types,
        query_timeout: LISTENER_TIMEOUT_MS,
        application_name: LISTENER_NAME,
      });
      client.on('notification', (msg) => {
        const set = handlers.get(msg.channel);
        if (set) for (const h of set) h(msg.payload ?? '');
      });
      client.on('error', () => drop(client));
      client.on('end', () => {
        if (listener === client) listener = null;
      });
      try {
        await client.connect();
        for (const channel of handlers.keys()) await client.query(`LISTEN ${channel}`);
      } catch (err) {
        drop(client);
        throw err;
      }
      listener = client;
      if (listenedBefore) for (const h of gapHandlers) h();
      listenedBefore = true;
      return client;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  // One round trip serves every caller that arrived before it was sent; later callers wait for the next.
  let inFlight: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const roundTrip = async () => {
    const client = await listenerClient();
    try {
      // The listening backend sends pending notifications before it answers (see the ADR).
      await client.query(';');
    } catch (err) {
      drop(client);
      throw err;
    }
  };
  const sync = (): Promise<void> => {
    if (!inFlight) {
      inFlight = roundTrip().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = null;
        return sync();
      });
    return next;
  };

  const statementNames = new Map<string, string>();
  return {
    kysely,
    dialect: 'postgres',
    async prepared<R>(query: CompiledQuery) {
      let name = statementNames.get(query.sql);
      if (!name && statementNames.size < MAX_PREPARED) {
        name = `v_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
        statementNames.set(query.sql, name);
      }
      const result = await pool.query({ name, text: query.sql, values: [...query.parameters] });
      return result.rows as R[];
    },
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
    async listen(channel, onMessage, onGap) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        // LISTEN twice is harmless (a connection made just now has subscribed already).
        await (await listenerClient()).query(`LISTEN ${quoteChannel(channel)}`);
      }
      set.add(onMessage);
      if (onGap) gapHandlers.add(onGap);
      return async () => {
        set?.delete(onMessage);
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    sync,
    poolStats() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max };
    },
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
      await connecting?.catch(() => undefined);
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
    parsers: { [INT8]: parseNumber, [NUMERIC]: exactText, [DATE]: (v: string) => v },
  });
  await pglite.waitReady;
  const kysely = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  let busy = 0;
  let closed = false;
  return {
    kysely,
    dialect: 'pglite',
    async prepared<R>(query: CompiledQuery) {
      return (await kysely.executeQuery<R>(query)).rows;
    },
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
      // In-process: no connection to lose, so no gap.
      const unsubscribe = await pglite.listen(quoteChannel(channel), onMessage);
      return async () => {
        if (closed || pglite.closed) return;
        await unsubscribe().catch(() => undefined);
      };
    },
    async sync() {
      // Notifications come with the answer to the statement that commits, and PGlite hands them to the
      // listeners before that statement's caller resumes: nothing can be pending here.
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
  return db.kysely.transaction().execute((trx) =>
    // Statements prepared on the pool would run outside the transaction: inside, they go through it.
    fn({
      ...db,
      kysely: trx,
      async prepared<R>(query: CompiledQuery) {
        return (await trx.executeQuery<R>(query as CompiledQuery<R>)).rows;
      },
    }),
  );
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
