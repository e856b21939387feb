/**
 * What one authenticated request costs, on PGlite and (when 127.0.0.1:5432 answers) on PostgreSQL:
 * GET /api/account and a 20-row country page, beside a bare Fastify JSON route served by the same
 * process in the same run (the reference), with the share of the reference each one reaches. The API
 * runs in a child process; autocannon loads it from this one. On Linux it also prints the CPU time each
 * request cost the API process and its PostgreSQL backends: unlike req/s and latency, that figure hardly
 * moves when other work shares the machine.
 *
 *   node apps/api/bench/requests.ts    (BENCH_SECONDS=5 BENCH_CONNECTIONS=50 BENCH_ROUNDS=1)
 *   BENCH_BACKENDS=pglite,postgres chooses the back ends; BENCH_PROFILE=<dir> writes a CPU profile of
 *   the API process during the measured requests there; BENCH_CASE=<text> runs only matching cases.
 */
import autocannon from 'autocannon';
import {
  machineLine,
  postgresAvailable,
  printRatios,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';
import { CpuMeter } from './lib/cpu.ts';
import { startApi, stopApi } from './lib/spawn.ts';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const PROFILE = process.env.BENCH_PROFILE;
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
/** Only the cases whose name contains this (profiling one case). */
const ONLY = process.env.BENCH_CASE;

interface Figure {
  backend: string;
  round: number;
  case: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Requests/s of the bare route in the same round. */
  reference: number;
  /** CPU microseconds per request: the API process, and its PostgreSQL backends. */
  apiCpu: number | null;
  dbCpu: number | null;
}

async function load(url: string, token: string | null, options: { amount?: number } = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: SECONDS }),
    timeout: 30,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchBackend(backend: string, databaseUrl: string | null, figures: Figure[]): Promise<void> {
  const { child, served } = await startApi(databaseUrl);
  const meter = await CpuMeter.start(child.pid as number, databaseUrl);
  try {
    const cases: [string, string, string | null][] = [
      ['bare Fastify route (reference)', served.bare, null],
      ['GET /api/account', `${served.api}/api/account`, served.token],
      [
        'countries, page 0, 20 rows, sort name',
        `${served.api}/api/countries?page=0&size=20&sort=name,asc`,
        served.token,
      ],
    ];
    if (ONLY) cases.splice(0, cases.length, ...cases.filter(([name]) => name.includes(ONLY)));
    // A fresh server compiles its routes and serializers on the first requests: not part of the figures.
    for (const [, url, token] of cases) await load(url, token, { amount: 2000 });
    // The profile, if asked for, covers the measured requests only.
    if (PROFILE) child.kill('SIGUSR2');
    for (let round = 1; round <= ROUNDS; round++) {
      let reference = 0;
      for (const [name, url, token] of cases) {
        const before = await meter.sample();
        const { total, ...figure } = await load(url, token);
        const cpu = CpuMeter.between(before, await meter.sample());
        if (token === null) reference = figure.rps;
        const perRequest = (ms: number | null) => (ms === null || total === 0 ? null : (ms * 1000) / total);
        figures.push({
          backend,
          round,
          case: name,
          ...figure,
          reference,
          apiCpu: perRequest(cpu.api),
          // PGlite runs inside the API process.
          dbCpu: databaseUrl && token !== null ? perRequest(cpu.db) : null,
        });
        process.stderr.write(`  ${backend}: ${name} done\n`);
      }
    }
  } finally {
    await meter.stop();
    await stopApi(child);
  }
}

const figures: Figure[] = [];
console.log(`Requests: ${CONNECTIONS} connections, ${SECONDS} s per case, ${machineLine()}`);
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, figures);
if (!BACKENDS.includes('postgres')) {
  // PostgreSQL not asked for.
} else if (await postgresAvailable()) {
  await withScratchDatabase((url) => benchBackend('PostgreSQL', url, figures));
} else {
  console.log('PostgreSQL not reachable: PGlite only.');
}
const micros = (value: number | null) => (value === null ? '–' : value.toFixed(0));
printTable(
  [
    'backend',
    'round',
    'case',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'of bare',
    'API CPU µs/req',
    'DB CPU µs/req',
  ],
  figures.map((f) => [
    f.backend,
    String(f.round),
    f.case,
    f.rps.toFixed(0),
    f.p50.toFixed(1),
    f.p99.toFixed(1),
    String(f.errors),
    f.reference === f.rps ? '1' : `1/${(f.reference / f.rps).toFixed(1)}`,
    micros(f.apiCpu),
    micros(f.dbCpu),
  ]),
  3,
);
// One figure per case and back end in the multiples: the first round's.
printRatios(figures.filter((f) => f.round === 1));
