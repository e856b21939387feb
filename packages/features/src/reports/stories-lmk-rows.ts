/**
 * The reports of the stories: the unit JJF-01's LMKB of October 2026, its logs of teak, mahogany and pine
 * in three groups (the mahogany's closing stock one the ledger does not hold), and the same report as
 * agreeing with the ledger; what it was filed with, for a reopened month.
 */
import type {
  LmkGroup,
  LmkLine,
  LmkQuantities,
  LmkReportAnswer,
  ReportFiling,
} from '@vlegal/api-client/model';
import { minus, plus, quantities, sameQuantities, sum } from '@vlegal/domain/books/quantity';
import { ADDITION_COLUMNS, type LmkColumn, lmkTotal, REDUCTION_COLUMNS } from '@vlegal/domain/reports/lmk';

const q = (volumeM3: string, pieces = '0'): LmkQuantities => quantities(volumeM3, '0', pieces);

type Moves = Partial<Record<LmkColumn, LmkQuantities>>;

/** A line from its opening stock and its movements; closing is what they add up to, the ledger's unless told. */
export function lmkLine(
  item: Pick<LmkLine, 'stockId' | 'itemCode' | 'itemName' | 'kind' | 'scientificName' | 'tradeName'> &
    Partial<Pick<LmkLine, 'stockType' | 'hsCode' | 'pieceUnit' | 'heldAt'>>,
  opening: LmkQuantities,
  moves: Moves,
  ledgerClosing?: LmkQuantities,
): LmkLine {
  const columns = Object.fromEntries(
    [...ADDITION_COLUMNS, ...REDUCTION_COLUMNS].map((column) => [column, moves[column] ?? q('0')]),
  ) as unknown as LmkLine['columns'];
  const additions = sum(ADDITION_COLUMNS.map((column) => columns[column]));
  const reductions = sum(REDUCTION_COLUMNS.map((column) => columns[column]));
  const closing = minus(plus(opening, additions), reductions);
  const ledger = ledgerClosing ?? closing;
  return {
    stockType: 'RAW_MATERIAL',
    hsCode: null,
    pieceUnit: 'batang',
    heldAt: null,
    ...item,
    agrees: sameQuantities(ledger, closing),
    opening,
    columns,
    additions,
    reductions,
    closing,
    ledgerClosing: ledger,
  };
}

/** The groups of lines in the report's order (kind, then species), with their subtotals. */
export function lmkGroups(lines: readonly LmkLine[]): LmkGroup[] {
  const groups: LmkGroup[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.kind === line.kind && last.scientificName === line.scientificName) {
      const members = lines.filter((l) => l.kind === line.kind && l.scientificName === line.scientificName);
      Object.assign(last, lmkTotal(members), { lines: members.length });
    } else
      groups.push({ kind: line.kind, scientificName: line.scientificName, lines: 1, ...lmkTotal([line]) });
  }
  return groups;
}

const teak = { kind: 'KB', scientificName: 'Tectona grandis', tradeName: 'Jati' };
const mahogany = { kind: 'KB', scientificName: 'Swietenia macrophylla', tradeName: 'Mahoni' };
const pine = { kind: 'KBS', scientificName: 'Pinus merkusii', tradeName: 'Pinus' };

/** The unit's logs in October 2026: the mahogany's ledger holds 1,25 m³ less than its movements add up to. */
export const octoberLines: LmkLine[] = [
  lmkLine({ stockId: 11, itemCode: 'RM-JATI-A1', itemName: 'Log jati A1', ...teak }, q('120.5', '310'), {
    fromSuppliers: q('12.5', '48'),
    usedInProduction: q('30.25', '80'),
  }),
  lmkLine(
    { stockId: 12, itemCode: 'RM-JATI-B2', itemName: 'Log jati B2', heldAt: 'CV Gergaji Jaya', ...teak },
    q('40', '95'),
    { transfersIn: q('8', '20'), usedInProduction: q('10', '24') },
  ),
  lmkLine(
    { stockId: 21, itemCode: 'RM-MHN-L1', itemName: 'Log mahoni L1', ...mahogany },
    q('55', '140'),
    { fromSuppliers: q('20', '50'), soldLocally: q('5', '12'), otherUsage: q('1.25', '3') },
    q('67.5', '172'),
  ),
  lmkLine({ stockId: 31, itemCode: 'RM-PNS-S', itemName: 'Log pinus kecil', ...pine }, q('0'), {
    opened: q('15', '60'),
    correctedUp: q('0.5', '2'),
  }),
];

/** The same month once the mahogany's books were put right: every line agrees. */
export const agreeingLines: LmkLine[] = octoberLines.map((line) =>
  line.agrees ? line : { ...line, ledgerClosing: line.closing, agrees: true },
);

/** The closing stock October was filed with: the teak A1 was 1,25 m³ more, the pine was not there yet. */
export const filedClosings = new Map<number, LmkQuantities>([
  [11, q('104', '282')],
  [12, agreeingLines[1]!.closing],
  [21, agreeingLines[2]!.closing],
]);

export const UNIT_ID = 1;

/** A report answered whole (the handlers page its lines). */
export function lmkAnswer(
  report: 'LMKB' | 'LMKO',
  lines: LmkLine[],
  period: { startDate: string; endDate: string },
  filing: ReportFiling | null = null,
): LmkReportAnswer {
  const total = lmkTotal(lines);
  return {
    report,
    businessUnitId: UNIT_ID,
    ...period,
    filing,
    lines,
    groups: lmkGroups(lines),
    total,
    disagreements: lines.filter((line) => !line.agrees).length,
  };
}

export const OCTOBER = { year: 2026, month: 10 };
/** The stories' today: October is over, November not. */
export const TODAY = '2026-11-28';

export const filedOctober: ReportFiling = {
  id: 7,
  businessUnitId: UNIT_ID,
  ...OCTOBER,
  status: 'FILED',
  filedBy: 'unitadmin',
  filedDate: '2026-11-03T02:30:00Z',
  reopenedBy: null,
  reopenedDate: null,
  reopenReason: null,
};

export const reopenedOctober: ReportFiling = {
  ...filedOctober,
  status: 'REOPENED',
  reopenedBy: 'admin',
  reopenedDate: '2026-11-12T07:45:00Z',
  reopenReason: 'Nota angkutan log jati A1 tanggal 28 Oktober salah dicatat volumenya.',
};
