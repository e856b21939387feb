/**
 * Writes a client may safely send again (docs/adr/0022-idempotent-postings.md). A posting sent with an
 * `Idempotency-Key` header records its key, a digest of the request and its answer in the posting's own
 * transaction: the key exists exactly when the posting committed. A retry with the same key and request is
 * answered with the first answer and posts nothing; the same key with another request is refused (409); a
 * second request arriving while the first runs waits for it on the key's row, then gets its answer. A
 * refused request stores nothing, so its retry runs again. Keys are kept KEPT_HOURS, per login.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { type Database, inTransaction } from '../db/index.ts';
import type { RequestContext } from './context.ts';
import { HttpProblem, PROBLEM_TITLES, ProblemType } from './problems.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key answers its retries: a client retries within minutes, a person within the day. */
export const KEPT_HOURS = 24;

/** What a write answered: its status, body and address. */
export interface Answer {
  status: number;
  body: unknown;
  location?: string;
}

/** JSON with the keys of every object in order: the same request hashes the same however it is written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function digestOf(ctx: RequestContext): string {
  const { params, body } = ctx.req as { params?: unknown; body?: unknown };
  return createHash('sha256')
    .update(canonical({ operation: ctx.operationId, params: params ?? {}, body: body ?? null }))
    .digest('hex');
}

const reused = () =>
  new HttpProblem(409, {
    type: ProblemType.idempotencyKeyReused,
    title: PROBLEM_TITLES.idempotencyKeyReused,
    detail: 'This Idempotency-Key was sent before with another request: use a new key for a new request.',
    message: 'error.idempotencyKeyReused',
  });

/**
 * Runs `work` in one transaction, once per Idempotency-Key of the caller: `done` with its value, or
 * `replay` with the answer of the request that used the key first. Without the header, simply the work.
 */
export async function onceByKey<T>(
  ctx: RequestContext,
  db: Database,
  work: (tx: Database) => Promise<T>,
  answerOf: (value: T) => Answer,
): Promise<{ done: T } | { replay: Answer }> {
  const header = ctx.req.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  const login = ctx.principal?.login;
  if (!key || !login) return { done: await inTransaction(db, work) };
  const digest = digestOf(ctx);
  return inTransaction(db, async (tx) => {
    // Waits on a concurrent request's uncommitted key; takes over a key past its keeping time.
    const claimed = await sql<{ id: number }>`
      INSERT INTO idempotency_key (login, key, operation_id, request_hash)
      VALUES (${login}, ${key}, ${ctx.operationId}, ${digest})
      ON CONFLICT (login, key) DO UPDATE
        SET operation_id = EXCLUDED.operation_id, request_hash = EXCLUDED.request_hash, status = NULL,
            location = NULL, body = NULL, created_at = now()
        WHERE idempotency_key.created_at < now() - make_interval(hours => ${KEPT_HOURS})
      RETURNING id`.execute(tx.kysely);
    const id = claimed.rows[0]?.id;
    if (id === undefined) {
      const first = await tx.kysely
        .selectFrom('idempotency_key')
        .select(['operation_id', 'request_hash', 'status', 'location', 'body'])
        .where('login', '=', login)
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      if (first.operation_id !== ctx.operationId || first.request_hash !== digest || first.status === null)
        throw reused();
      return {
        replay: {
          status: first.status,
          body: first.body,
          ...(first.location ? { location: first.location } : {}),
        },
      };
    }
    const value = await work(tx);
    const answer = answerOf(value);
    await tx.kysely
      .updateTable('idempotency_key')
      .set({ status: answer.status, location: answer.location ?? null, body: JSON.stringify(answer.body) })
      .where('id', '=', id)
      .execute();
    return { done: value };
  });
}

/** Answers a replayed request as the first one was answered, marked as a replay. */
export function replay(ctx: RequestContext, answer: Answer): unknown {
  ctx.reply.code(answer.status).header('Idempotent-Replayed', 'true');
  if (answer.location) ctx.reply.header('Location', answer.location);
  return answer.body;
}

/** Deletes keys past their keeping time (the hourly housekeeping). */
export async function forgetOldKeys(db: Database): Promise<void> {
  await db.kysely
    .deleteFrom('idempotency_key')
    .where('created_at', '<', new Date(Date.now() - KEPT_HOURS * 3600_000))
    .execute();
}
