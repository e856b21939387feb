/**
 * The job runner (src/jobs/queue.ts) on the test database (PGlite, or PostgreSQL in the api-postgres layer):
 * a job is done once whichever runners look for it, a failed attempt is tried again after its delay and left
 * DEAD once its attempts are spent, a job whose runner died is taken up again once its lease runs out, and a
 * schedule's run is one job however many instances plan it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClaimedJob, claim, enqueue, JobRunner, retryDead } from '../src/jobs/queue.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // The app's own runner plans its housekeeping: these tests look at their own kinds only.
  await t.db.kysely.deleteFrom('job').where('kind', 'like', 'test-%').execute();
});

const rows = (kind: string) =>
  t.db.kysely
    .selectFrom('job')
    .select(['status', 'attempts', 'last_error', 'locked_by'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

const runner = (handlers: Record<string, (job: ClaimedJob) => Promise<void>>, extra = {}) =>
  new JobRunner(t.db, { handlers, pollMs: 60_000, backoffMs: () => 0, ...extra });

describe('the job runner', () => {
  it('does a job once, whichever of several runners look for it at once', async () => {
    const done: string[] = [];
    for (let i = 0; i < 20; i++) await enqueue(t.db, { kind: 'test-once', payload: { i } });
    const work = async (job: ClaimedJob) => {
      done.push(String(job.payload.i));
    };
    const runners = [
      runner({ 'test-once': work }),
      runner({ 'test-once': work }),
      runner({ 'test-once': work }),
    ];
    const ran = await Promise.all(runners.map((r) => r.round()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(20);
    expect(done.sort()).toEqual(Array.from({ length: 20 }, (_, i) => String(i)).sort());
    expect((await rows('test-once')).every((row) => row.status === 'DONE' && row.locked_by === null)).toBe(
      true,
    );
  });

  it('tries a failed job again, then leaves it DEAD with its last error; an administrator retries it', async () => {
    let calls = 0;
    await enqueue(t.db, { kind: 'test-fail', maxAttempts: 3 });
    const failing = runner({
      'test-fail': async () => {
        calls++;
        throw new Error(`refused ${calls}`);
      },
    });
    await failing.round();
    expect(calls).toBe(3);
    expect(await rows('test-fail')).toEqual([
      { status: 'DEAD', attempts: 3, last_error: 'refused 3', locked_by: null },
    ]);
    // A dead job is not taken up again by itself.
    expect(await failing.round()).toBe(0);
    // The administrators' dead letters: seen with the last error, retried once (audited), by them alone.
    const admin = await t.login('admin');
    const listed = await t.call({
      method: 'GET',
      url: '/management/jobs?status=DEAD&kind=test-fail',
      token: admin,
    });
    expect(listed.statusCode).toBe(200);
    const [dead] = listed.json() as { id: number; lastError: string; attempts: number }[];
    expect(dead).toMatchObject({ lastError: 'refused 3', attempts: 3 });
    const retry = (token: string) =>
      t.call({ method: 'POST', url: `/management/jobs/${dead?.id}/retry`, token });
    expect((await retry(await t.login('unitadmin'))).statusCode).toBe(403);
    const retried = await retry(admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'PENDING', attempts: 0, lastError: null });
    expect((await retry(admin)).statusCode).toBe(409);
    expect(await retryDead(t.db, String(dead?.id))).toBe(false);
    await runner({ 'test-fail': async () => {} }).round();
    expect(await rows('test-fail')).toEqual([
      { status: 'DONE', attempts: 1, last_error: null, locked_by: null },
    ]);
  });

  it('waits out a failed attempt’s delay before the next', async () => {
    let calls = 0;
    await enqueue(t.db, { kind: 'test-later' });
    const slow = runner(
      {
        'test-later': async () => {
          calls++;
          throw new Error('not yet');
        },
      },
      { backoffMs: () => 3600_000 },
    );
    await slow.round();
    expect(calls).toBe(1);
    expect(await rows('test-later')).toMatchObject([
      { status: 'PENDING', attempts: 1, last_error: 'not yet' },
    ]);
  });

  it('takes up the job of a runner that died, once its lease ran out, and only then', async () => {
    await enqueue(t.db, { kind: 'test-lease' });
    // A runner claims it and dies before finishing (its lease: 200 ms).
    const lost = await claim(t.db, 'dead-runner', 200, ['test-lease']);
    expect(lost?.kind).toBe('test-lease');
    const done: number[] = [];
    const survivor = runner({
      'test-lease': async (job) => {
        done.push(job.attempts);
      },
    });
    expect(await survivor.round()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await survivor.round()).toBe(1);
    expect(done).toEqual([2]);
    expect(await rows('test-lease')).toMatchObject([{ status: 'DONE', locked_by: null }]);
  });

  it('plans a schedule’s run once, however many instances plan it', async () => {
    const ran: string[] = [];
    const everyone = [1, 2, 3].map(() =>
      runner(
        { 'test-hourly': async (job) => void ran.push(job.id) },
        { schedules: [{ kind: 'test-hourly', everyMs: 3600_000 }] },
      ),
    );
    for (const r of everyone) await r.round();
    expect(ran).toHaveLength(1);
    expect(await rows('test-hourly')).toHaveLength(1);
  });

  it('runs the app’s hourly housekeeping as such a job', async () => {
    await t.app.ready();
    await expect
      .poll(() => t.db.kysely.selectFrom('job').select('status').where('kind', '=', 'housekeeping').execute())
      .toEqual([{ status: 'DONE' }]);
  });
});
