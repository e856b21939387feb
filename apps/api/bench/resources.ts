/**
 * Lists over a district table grown to 1,000,000 rows in a throwaway database, on PGlite and (when
 * 127.0.0.1:5432 answers) on PostgreSQL: the first page, deep pages (page 500) in the default and
 * another sort, a filter and a search, with the CPU each request cost, beside a bare Fastify route served
 * by the same process in the same run (the reference). The API runs in a child process;
 * autocannon loads it from this one. Prints figures only. Pages are not kept (KEEP_LIST_PAGES=false):
 * every request reads the database, which is what this benchmark measures; BENCH_KEEP_PAGES=true
 * measures kept pages instead.
 *
 *   node apps/api/bench/resources.ts    (BENCH_SECONDS=3 BENCH_CONNECTIONS=10 BENCH_ROWS=1000000
 *                                        BENCH_BACKENDS=pglite,postgres)
 */
import autocannon from 'autocannon';
import {
  machineLine,
  PG_ADMIN_URL,
  postgresAvailable,
  printRatios,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';
import { CpuMeter } from './lib/cpu.ts';
import { startApi, stopApi } from './lib/spawn.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BIG_ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
const KEEP_PAGES = process.env.BENCH_KEEP_PAGES === 'true';

interface Figure {
  backend: string;
  case: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU microseconds per request of the API process and of its PostgreSQL backends. */
  cpu: number | null;
  /** The item count the list answered, and whether it was an estimate. */
  total: string;
}

/** A case's requests: one path, or a path drawn anew for each request (pages spread over a range). */
type Target = string | (() => string);

async function run(
  url: string,
  token: string,
  options: { connections: number; amount?: number; path?: () => string },
) {
  const draw = options.path;
  const result = await autocannon({
    url,
    ...(draw
      ? { requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: draw() }) }] }
      : {}),
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: SECONDS }),
    timeout: 120,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

async function benchBackend(backend: string, databaseUrl: string | null, figures: Figure[]): Promise<void> {
  const rows = BIG_ROWS.toLocaleString('en');
  process.stderr.write(`  ${backend}: growing district to ${rows} rows...\n`);
  const { child, served } = await startApi(databaseUrl, {
    BENCH_DISTRICTS: String(BIG_ROWS),
    KEEP_LIST_PAGES: KEEP_PAGES ? 'true' : 'false',
  });
  process.stderr.write(`  ${backend}: ${rows} rows in ${((served.grownMs ?? 0) / 1000).toFixed(1)} s\n`);
  const meter = await CpuMeter.start(child.pid as number, databaseUrl);
  // PGlite serves one query at a time: more connections only queue.
  const connections = databaseUrl ? CONNECTIONS : 1;
  try {
    const between = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));
    const cases: [string, Target][] = [
      ['bare Fastify route (reference)', ''],
      [
        `districts (${rows}), pages 0–49, sort name`,
        () => `/api/districts?page=${between(0, 49)}&size=20&sort=name,asc`,
      ],
      [
        `districts (${rows}), pages 480–880, sort name`,
        () => `/api/districts?page=${between(480, 880)}&size=20&sort=name,asc`,
      ],
      [
        `districts (${rows}), pages 480–880, sort code desc`,
        () => `/api/districts?page=${between(480, 880)}&size=20&sort=code,desc`,
      ],
      [
        `districts (${rows}), filter by province, pages 0–199, sort name`,
        () => `/api/districts?provinceId=${between(1, 30)}&page=${between(0, 199)}&size=20&sort=name,asc`,
      ],
      // "district 5": every name whose md5 starts with 5, about one in sixteen.
      [
        `districts (${rows}), search a common term ("district 5")`,
        '/api/_search/districts?query=district%205&size=20',
      ],
      [`districts (${rows}), search a rare term ("jepara")`, '/api/_search/districts?query=jepara&size=20'],
    ];
    for (const [name, target] of cases) {
      const pathAndQuery = typeof target === 'string' ? target : target();
      const path = typeof target === 'string' ? undefined : target;
      const url = pathAndQuery ? `${served.api}${pathAndQuery}` : served.bare;
      const first = await fetch(url, { headers: { authorization: `Bearer ${served.token}` } });
      if (first.status !== 200) throw new Error(`${name}: ${first.status} ${await first.text()}`);
      const estimated = first.headers.get('x-total-count-estimated') === 'true';
      const count = first.headers.get('x-total-count');
      const total = count === null ? '–' : `${estimated ? '~' : ''}${Number(count).toLocaleString('en')}`;
      // A fresh server compiles its routes and serializers on the first requests: not part of the figures.
      await run(url, served.token, { connections, amount: 200, ...(path ? { path } : {}) });
      const before = await meter.sample();
      const { requests, ...figure } = await run(url, served.token, {
        connections,
        ...(path ? { path } : {}),
      });
      const cpu = CpuMeter.between(before, await meter.sample());
      const used = cpu.api === null ? null : cpu.api + cpu.db;
      figures.push({
        backend,
        case: name,
        ...figure,
        cpu: used === null || requests === 0 ? null : (used * 1000) / requests,
        total,
      });
      process.stderr.write(`  ${backend}: ${name} done\n`);
    }
  } finally {
    await meter.stop();
    await stopApi(child);
  }
}

const figures: Figure[] = [];
console.log(
  `Resource engine: ${CONNECTIONS} connections, ${SECONDS} s per case, ` +
    `${KEEP_PAGES ? 'kept pages' : 'every page read from the database'}, ${machineLine()}`,
);
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, figures);
if (!BACKENDS.includes('postgres')) {
  // PostgreSQL not asked for.
} else if (await postgresAvailable()) {
  await withScratchDatabase((url) => benchBackend('PostgreSQL', url, figures));
} else {
  console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PGlite only.`);
}
printTable(
  ['backend', 'case', 'p50 ms', 'p99 ms', 'req/s', 'errors', 'CPU µs/req', 'X-Total-Count'],
  figures.map((f) => [
    f.backend,
    f.case,
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    f.rps.toFixed(0),
    String(f.errors),
    f.cpu === null ? '–' : f.cpu.toFixed(0),
    f.total,
  ]),
  2,
);
// PGlite answered one request at a time, PostgreSQL ten: the CPU each request cost is what compares.
printRatios(
  figures.map((f) => ({ ...f })),
  [['CPU µs/req', 'cpu']],
  'the CPU a request cost',
);
