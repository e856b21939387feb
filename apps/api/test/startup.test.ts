import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config.ts';
import { createDatabase } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { TEST_PG_URL, usePostgres } from './harness.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vlegal-start-'));
let databaseUrl: string | undefined;
let migrationsUrl: string | undefined;
const dbNames: string[] = [];

async function freshDatabase(): Promise<string> {
  const name = `vlegal_start_${randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: TEST_PG_URL });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  dbNames.push(name);
  const u = new URL(TEST_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

beforeAll(async () => {
  if (usePostgres) {
    databaseUrl = await freshDatabase();
    migrationsUrl = await freshDatabase();
  }
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  for (const name of dbNames) {
    const c = new pg.Client({ connectionString: TEST_PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
});

function start(): Promise<{ child: ChildProcess; output: () => string; url: string }> {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BCRYPT_COST: '4',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: 'true' } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 180 s:\n${out}`)), 180_000);
    const check = setInterval(() => {
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m && out.includes('Sign in as')) {
        clearTimeout(timer);
        clearInterval(check);
        resolve({ child, output: () => out, url: (m[1] as string).replace('localhost', '127.0.0.1') });
      }
    }, 50);
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearInterval(check);
      reject(new Error(`exited with ${code}:\n${out}`));
    });
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('main', () => {
  it('first start: migrates, prints where it listens and the generated admin password once; shuts down gracefully', async () => {
    const first = await start();
    const password = fs.readFileSync(path.join(dataDir, 'initial-password'), 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(fs.statSync(path.join(dataDir, 'initial-password')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(first.output()).toContain(`Sign in as: admin / ${password}`);
    const auth = await fetch(`${first.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(auth.status).toBe(200);
    const token = ((await auth.json()) as { id_token: string }).id_token;
    // Demo data: one account per role with the same password.
    const demo = await fetch(`${first.url}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'companyadmin', password }),
    });
    expect(demo.status).toBe(200);
    expect(await stop(first.child, 'SIGTERM')).toBe(0);

    const second = await start();
    expect(second.output()).not.toContain(password);
    expect(second.output()).toContain('password in');
    // Same secret and database: the earlier token still works.
    const account = await fetch(`${second.url}/api/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'initial-password'), 'utf8').trim()).toBe(password);
    expect(await stop(second.child, 'SIGINT')).toBe(0);
  }, 420_000);
});

describe('migrations', () => {
  it('are recorded, applied once, and a changed applied file stops the start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vlegal-mig-'));
    const db = await createDatabase({ databaseUrl: migrationsUrl ?? null, pgliteDir: null });
    try {
      fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE mig_a (id serial PRIMARY KEY);');
      fs.writeFileSync(path.join(dir, '0003_c.sql'), 'CREATE TABLE mig_c (id serial PRIMARY KEY);');
      expect((await migrate(db, dir)).map((m) => m.version)).toEqual([1, 3]);
      expect(await migrate(db, dir)).toEqual([]);
      // A file added later with a lower number is still applied.
      fs.writeFileSync(path.join(dir, '0002_b.sql'), 'CREATE TABLE mig_b (id serial PRIMARY KEY);');
      expect((await migrate(db, dir)).map((m) => m.version)).toEqual([2]);
      // A failing migration leaves nothing behind.
      fs.writeFileSync(
        path.join(dir, '0004_bad.sql'),
        'CREATE TABLE mig_d (id serial PRIMARY KEY); SELECT nope;',
      );
      await expect(migrate(db, dir)).rejects.toThrow(/0004_bad.sql/);
      const tables = await db.kysely
        .selectFrom('schema_migration')
        .select('version')
        .orderBy('version')
        .execute();
      expect(tables.map((t) => t.version)).toEqual([1, 2, 3]);
      fs.rmSync(path.join(dir, '0004_bad.sql'));
      fs.writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE mig_a (id serial PRIMARY KEY, x int);');
      await expect(migrate(db, dir)).rejects.toThrow(/changed after it was applied/);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
