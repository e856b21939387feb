/**
 * Background work in the database (docs/adr/0026-jobs-in-the-database.md): a job is a row of `job`, written
 * beside what caused it (in the same transaction when there is one: a transactional outbox), claimed by one
 * runner with `FOR UPDATE SKIP LOCKED` under a lease, retried with growing delays, and left DEAD with its
 * last error once its attempts are spent. A runner that dies mid-job leaves a lease that runs out; another
 * runner takes the job up again, so a job's work must bear running twice (mail may then go twice, never
 * not at all). The same code runs on PostgreSQL and on the embedded PGlite.
 */
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Database } from '../db/index.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** Not before this time (a retry's delay, a schedule's hour). */
  runAt?: Date;
  /** One job per key, however many times it is planned (a schedule's run). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Writes a job with `db` (a transaction's, to be done exactly when the transaction commits). */
export async function enqueue(db: Database, job: NewJob): Promise<string | null> {
  const row = await db.kysely
    .insertInto('job')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? {}),
      dedupe_key: job.dedupeKey ?? null,
      ...(job.runAt ? { run_at: job.runAt } : {}),
      ...(job.maxAttempts ? { max_attempts: job.maxAttempts } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  // A planned run another instance wrote already answers none.
  return row ? String(row.id) : null;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** What a job's kind does; a throw is a failed attempt. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** A job planned at a fixed interval: one run per interval, done by one runner of all instances. */
export interface Schedule {
  kind: string;
  everyMs: number;
}

export interface RunnerOptions {
  handlers: Readonly<Record<string, JobHandler>>;
  schedules?: readonly Schedule[];
  /** How often an idle runner looks for due jobs. */
  pollMs: number;
  /** How long a claim holds before another runner may take the job up (longer than any job runs). */
  leaseMs?: number;
  /** Delay before the n-th retry (n from 1). */
  backoffMs?: (attempt: number) => number;
  /** This runner's name in `locked_by`. */
  name?: string;
  onError?: (err: unknown, job: ClaimedJob | null) => void;
}

/** 5 s, 10 s, 20 s … at most an hour: a mail server back within minutes gets its mail within minutes. */
export const defaultBackoff = (attempt: number) => Math.min(3600_000, 5000 * 2 ** (attempt - 1));

/**
 * Claims the next due job of `kinds`: a pending one whose time has come, or a running one whose lease ran
 * out (its runner died). Concurrent runners skip each other's locked rows, so each job goes to one of them;
 * a runner takes only the kinds it knows how to do.
 */
export async function claim(
  db: Database,
  name: string,
  leaseMs: number,
  kinds: readonly string[],
): Promise<ClaimedJob | null> {
  const claimed = await sql<{
    id: string;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>`
    UPDATE job SET status = 'RUNNING', attempts = attempts + 1, locked_by = ${name},
      locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    WHERE id = (
      SELECT id FROM job
      WHERE status IN ('PENDING', 'RUNNING') AND kind = ANY(${[...kinds]}::text[])
        AND ((status = 'PENDING' AND run_at <= now()) OR (status = 'RUNNING' AND locked_until < now()))
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts, max_attempts`.execute(db.kysely);
  const row = claimed.rows[0];
  return row
    ? {
        id: String(row.id),
        kind: row.kind,
        payload: row.payload ?? {},
        attempts: row.attempts,
        maxAttempts: row.max_attempts,
      }
    : null;
}

/** Marks a claimed job done (only while this runner still holds it). */
async function done(db: Database, job: ClaimedJob, name: string) {
  await db.kysely
    .updateTable('job')
    .set({ status: 'DONE', done_at: new Date(), locked_by: null, locked_until: null, last_error: null })
    .where('id', '=', job.id)
    .where('locked_by', '=', name)
    .execute();
}

/**
 * A failure no retry can mend (a message the receiver refuses as wrong): its job is DEAD at once, for an
 * administrator to see and retry once the cause is fixed.
 */
export class PermanentFailure extends Error {}

/** A failed attempt: tried again after its delay, or DEAD once its attempts are spent (or it cannot succeed). */
async function failed(db: Database, job: ClaimedJob, name: string, err: unknown, backoffMs: number) {
  const dead = job.attempts >= job.maxAttempts || err instanceof PermanentFailure;
  await db.kysely
    .updateTable('job')
    .set({
      status: dead ? 'DEAD' : 'PENDING',
      run_at: new Date(Date.now() + (dead ? 0 : backoffMs)),
      locked_by: null,
      locked_until: null,
      last_error: String((err as Error)?.message ?? err).slice(0, 2000),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', name)
    .execute();
  return dead;
}

/** Puts a DEAD job back in the queue for a fresh round of attempts (an administrator's retry). */
export async function retryDead(db: Database, id: string): Promise<boolean> {
  const result = await db.kysely
    .updateTable('job')
    .set({ status: 'PENDING', attempts: 0, run_at: new Date(), last_error: null })
    .where('id', '=', id)
    .where('status', '=', 'DEAD')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A runner: plans the schedules' runs, then claims and runs due jobs one at a time until none is due, every
 * `pollMs` and whenever woken (a job written by this instance runs at once). `stop` waits for the job in
 * hand. Every instance runs one; the database shares the work out.
 */
export class JobRunner {
  readonly name: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Not started, or stopped: nothing wakes it. */
  private stopped = true;
  /** Stopping: the round under way claims no further job. */
  private halting = false;

  private readonly db: Database;
  private readonly options: RunnerOptions;

  constructor(db: Database, options: RunnerOptions) {
    this.db = db;
    this.options = options;
    this.name = options.name ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  }

  start() {
    this.stopped = false;
    this.halting = false;
    this.wake();
  }

  /** Looks for due jobs now (and again once the current round ends, if one is under way). */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.round().then(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  /** One round: the schedules planned, then every due job run. Answers how many jobs it ran. */
  async round(): Promise<number> {
    let ran = 0;
    try {
      await this.plan();
      for (;;) {
        if (this.halting) break;
        const job = await claim(
          this.db,
          this.name,
          this.options.leaseMs ?? 5 * 60_000,
          Object.keys(this.options.handlers),
        );
        if (!job) break;
        ran++;
        await this.run(job);
      }
    } catch (err) {
      this.options.onError?.(err, null);
    }
    return ran;
  }

  private async plan() {
    const now = Date.now();
    for (const { kind, everyMs } of this.options.schedules ?? []) {
      const slot = Math.floor(now / everyMs) * everyMs;
      await enqueue(this.db, {
        kind,
        runAt: new Date(slot),
        dedupeKey: `${kind}@${new Date(slot).toISOString()}`,
      });
    }
  }

  private async run(job: ClaimedJob) {
    try {
      await this.options.handlers[job.kind]?.(job);
      await done(this.db, job, this.name);
    } catch (err) {
      this.options.onError?.(err, job);
      const backoff = (this.options.backoffMs ?? defaultBackoff)(job.attempts);
      await failed(this.db, job, this.name, err, backoff);
    }
  }

  async stop() {
    this.stopped = true;
    this.halting = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
