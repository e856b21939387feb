/**
 * The import of harvest plots at size, on PGlite and (when 127.0.0.1:5432 answers) on PostgreSQL in a
 * throwaway database, through the real app (Fastify inject, in this process): a GeoJSON FeatureCollection of
 * 10,000 plots of one unit (half points with a plot code, half polygons of about a hectare without one),
 * imported into an empty unit, then the same file again (every feature found stored), then 10,000 points as
 * a CSV. Each import is one request: parsing, the contract's validation, the EU's checks of every geometry,
 * the lookups of what is stored and the inserts, in one transaction. Target on PostgreSQL: 10,000 features
 * in ≤ 10 s. Prints figures only.
 *
 *   node apps/api/bench/plots.ts    (BENCH_PLOTS=10000 BENCH_BACKENDS=pglite,postgres)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { createDatabase } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/server.ts';
import { createLogging } from '../src/services/logging.ts';
import {
  benchConfig,
  machineLine,
  postgresAvailable,
  printTable,
  withScratchDatabase,
} from './lib/common.ts';

const PLOTS = Number(process.env.BENCH_PLOTS || 10_000);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',');
const TARGET_S = 10;

/** A position `i` steps along a grid over Central Java's forests, 0.002° apart (no two plots overlap). */
const at = (i: number, offset = 0): [number, number] => [
  Number((110 + (i % 500) * 0.002 + offset).toFixed(6)),
  Number((-7.5 + Math.floor(i / 500) * 0.002).toFixed(6)),
];

function collection(count: number) {
  const features = Array.from({ length: count }, (_, i) => {
    const [lon, lat] = at(i);
    const point = i % 2 === 0;
    const side = 0.0009;
    return {
      type: 'Feature',
      properties: {
        ProducerName: `KTH Wana ${Math.floor(i / 50)}`,
        ProducerCountry: 'ID',
        ProductionPlace: `Petak ${i}`,
        ...(point ? { Area: 2, PlotCode: `BENCH-${i}` } : { Area: 1 }),
        HarvestStartDate: '2026-01-01',
        HarvestEndDate: '2026-03-31',
      },
      geometry: point
        ? { type: 'Point', coordinates: [lon, lat] }
        : {
            type: 'Polygon',
            coordinates: [
              [
                [lon, lat],
                [lon + side, lat],
                [lon + side, lat + side],
                [lon, lat + side],
                [lon, lat],
              ].map(([x, y]) => [Number((x as number).toFixed(6)), Number((y as number).toFixed(6))]),
            ],
          },
    };
  });
  return JSON.stringify({ type: 'FeatureCollection', features });
}

function csv(count: number) {
  const lines = Array.from({ length: count }, (_, i) => {
    const [lon, lat] = at(i, 0.001);
    return `CSV-${i},KTH Sido Makmur ${Math.floor(i / 50)},ID,${lon},${lat},1.5,2026-02-01,2026-02-28`;
  });
  return [
    'PlotCode,ProducerName,ProducerCountry,Longitude,Latitude,Area,HarvestStartDate,HarvestEndDate',
    ...lines,
  ]
    .join('\n')
    .concat('\n');
}

async function benchBackend(backend: string, databaseUrl: string | null, rows: string[][]) {
  const config = { ...benchConfig(databaseUrl), demoData: true };
  const db = await createDatabase({ databaseUrl, pgliteDir: null, poolSize: config.databasePoolSize });
  await migrate(db);
  await seedReferenceData(db, true);
  const boot = await bootstrap(db, config);
  const app = await buildApp({ db, config, logging: createLogging('silent') });
  try {
    const auth = await app.inject({
      method: 'POST',
      url: '/api/authenticate',
      payload: { username: 'admin', password: boot.adminPassword },
    });
    const token = (auth.json() as { id_token: string }).id_token;
    const { rows: units } = await sql<{ id: number }>`SELECT min(id) AS id FROM business_unit`.execute(
      db.kysely,
    );
    const unitId = Number(units[0]?.id);
    const geojson = collection(PLOTS);
    const points = csv(PLOTS);
    const run = async (name: string, type: string, body: string, expect: { stored: number }) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/harvest-plots/import?businessUnitId=${unitId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload: body,
      });
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      const answer = res.json() as { stored: number; unchanged: number; refused: number };
      if (answer.stored !== expect.stored || answer.refused !== 0)
        throw new Error(`${name}: ${JSON.stringify({ ...answer, features: undefined })}`);
      rows.push([
        backend,
        name,
        `${(Buffer.byteLength(body) / 1e6).toFixed(1)} MB`,
        String(answer.stored),
        String(answer.unchanged),
        `${seconds.toFixed(2)} s`,
        (PLOTS / seconds).toFixed(0),
      ]);
    };
    await run(`GeoJSON, ${PLOTS} new plots`, 'application/geo+json', geojson, { stored: PLOTS });
    await run('the same GeoJSON again', 'application/geo+json', geojson, { stored: 0 });
    await run(`CSV, ${PLOTS} new points`, 'text/csv', points, { stored: PLOTS });
  } finally {
    await app.close();
    await db.close();
  }
}

console.log(`\nImports of ${PLOTS.toLocaleString('en')} harvest plots; ${machineLine()}`);
const rows: string[][] = [];
if (BACKENDS.includes('pglite')) await benchBackend('PGlite', null, rows);
if (BACKENDS.includes('postgres')) {
  if (await postgresAvailable()) await withScratchDatabase((url) => benchBackend('PostgreSQL', url, rows));
  else console.log('PostgreSQL does not answer on 127.0.0.1:5432: PGlite only.');
}
console.log(`\nTarget (PostgreSQL): ${PLOTS.toLocaleString('en')} features in ≤ ${TARGET_S} s`);
printTable(['database', 'import', 'file', 'stored', 'unchanged', 'time', 'features/s'], rows, 2);
