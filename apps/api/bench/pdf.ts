/**
 * What printing a V-Legal document costs: `vlegalPdf` in this process, on a 2-line document, on a 40-line
 * one (the lines run over a second page) and on a 40-line one whose lines go on the attached sheet (two
 * species on each). Each case runs 3 times unmeasured (the fonts' metrics, the QR encoder and the code
 * warm up), then 30 times one after the other; it prints p50/p99 and the size of the PDF. Target: a 40-line
 * PDF in ≤ 500 ms. Prints figures only.
 *
 *   node apps/api/bench/pdf.ts    (BENCH_PDF_RUNS=30 BENCH_PDF_WARMUPS=3)
 */
import { performance } from 'node:perf_hooks';
import type { VlegalPrint, VlegalPrintLine } from '../src/vlegal/document.ts';
import { vlegalPdf } from '../src/vlegal/pdf.ts';
import { machineLine, printTable } from './lib/common.ts';
import { sampleShipment } from './lib/vlegal-sample.ts';

const RUNS = Number(process.env.BENCH_PDF_RUNS || 30);
const WARMUPS = Number(process.env.BENCH_PDF_WARMUPS || 3);
const TARGET_MS = 500;

const TEAK = { scientificName: 'Tectona grandis', commonName: 'Jati' };
const MAHOGANY = { scientificName: 'Swietenia macrophylla', commonName: 'Mahoni' };

/** Line `n` of a teak garden furniture shipment; volumes and weights with as many decimals as kept. */
function line(n: number, twoSpecies: boolean): VlegalPrintLine {
  return {
    lineNo: n,
    commercialDescription: `Teak garden ${n % 2 ? 'chair' : 'table'}, model JMF-${String(n).padStart(3, '0')}, KD, sanded`,
    hsCode: n % 2 ? '9401.69' : '9403.60',
    species: twoSpecies ? [TEAK, MAHOGANY] : [TEAK],
    countries: twoSpecies ? ['ID', 'ID'] : ['ID'],
    volumeM3: `${n}.125`,
    netWeightKg: `${n * 100}.5`,
    numberOfUnits: String(n * 10),
    unitName: 'pcs',
    value: `${n * 900}.00`,
  };
}

function shipment(lines: number, twoSpecies = false): VlegalPrint {
  const all = Array.from({ length: lines }, (_, i) => line(i + 1, twoSpecies));
  // Sums of the lines above: n.125 m³, n·100.5 kg and 10·n pieces each.
  const sum = (lines * (lines + 1)) / 2;
  return {
    ...sampleShipment(),
    distinguishingMarks: 'Containers MRTU 412345-6, MRTU 412346-1; seals ID 0098871, ID 0098872',
    lines: all,
    totals: {
      volumeM3: `${sum + Math.floor(lines / 8)}.${String((lines * 125) % 1000).padStart(3, '0')}`,
      netWeightKg: `${sum * 100 + Math.floor(lines / 2)}.${lines % 2 ? '5' : '0'}`,
      numberOfUnits: String(sum * 10),
      value: `${sum * 900}.00`,
    },
  };
}

/** Nearest rank. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

const cases: [string, VlegalPrint][] = [
  ['2 lines', shipment(2)],
  ['40 lines', shipment(40)],
  ['40 lines, two species each (attached sheet)', shipment(40, true)],
];

console.log(`V-Legal PDF: ${WARMUPS} warm-ups, ${RUNS} runs per case, ${machineLine()}`);
const rows: string[][] = [];
for (const [name, doc] of cases) {
  for (let i = 0; i < WARMUPS; i++) await vlegalPdf(doc);
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await vlegalPdf(doc);
    times.push(performance.now() - start);
    bytes = pdf.length;
    pages = pagesOf(pdf);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  rows.push([
    name,
    String(pages),
    percentile(times, 50).toFixed(1),
    p99.toFixed(1),
    String(bytes),
    name.startsWith('40') ? (p99 <= TARGET_MS ? 'yes' : 'NO') : '–',
  ]);
}
printTable(['case', 'pages', 'p50 ms', 'p99 ms', 'bytes', `p99 ≤ ${TARGET_MS} ms`], rows, 1);
