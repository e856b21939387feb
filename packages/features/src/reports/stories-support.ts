/**
 * What the report stories install: the unit's reports as the server answers them (a filed month as filed,
 * a reopened one beside what was filed, its lines paged and searched), the filing and reopening of a month
 * with the server's refusals, the list of filings and the Excel workbook; and the units the administrators'
 * picker offers.
 */
import type { LmkLine, LmkQuantities, ReportFiling } from '@vlegal/api-client/model';
import { sameQuantities } from '@vlegal/domain/books/quantity';
import { monthBounds, wholeMonthOf } from '@vlegal/domain/reports/lmk';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { installUnitRows, problemAnswer } from '../books/documents/stories-support.ts';
import { receiptRows } from '../books/documents/stories-receipt-rows.ts';
import { lmkAnswer, UNIT_ID } from './stories-lmk-rows.ts';

type Msw = { use: SetupWorker['use'] };

/** The bodies the filing of a month was sent with, and its Idempotency-Key. */
export const fileRequests = fn();
/** The bodies the reopening of a month was sent with. */
export const reopenRequests = fn();
/** The query of each Excel workbook asked for. */
export const excelRequests = fn();

export interface LmkScenario {
  lmkb?: LmkLine[];
  lmko?: LmkLine[];
  /** The filings of the unit, any month. */
  filings?: ReportFiling[];
  /** A reopened month's closing stock as filed, by stock. */
  filed?: ReadonlyMap<number, LmkQuantities>;
  /** What a filing answers instead of taking it (`report.disagrees` …). */
  refuseFiling?: { status: 400 | 409; message: string };
}

/** A refusal as the server answers it: a field's message (400) or the problem's own (409). */
const problem = (status: 400 | 409, message: string, detail: string) =>
  status === 400
    ? problemAnswer('constraintViolation', detail, [{ field: 'month', message }])
    : problemAnswer('conflict', detail, [], { message });

/** The report of a period as the server answers it: the month's filing, its lines searched and paged. */
function answerOf(report: 'LMKB' | 'LMKO', scenario: LmkScenario, filings: ReportFiling[], url: URL) {
  const params = url.searchParams;
  const period = { startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
  const month = wholeMonthOf(period.startDate, period.endDate);
  const filing = (month && filings.find((f) => f.year === month.year && f.month === month.month)) || null;
  const all = (report === 'LMKB' ? scenario.lmkb : scenario.lmko) ?? [];
  const answer = lmkAnswer(report, all, period, filing);
  const text = params.get('query')?.toLowerCase();
  let lines = text
    ? all.filter((line) =>
        [line.itemCode, line.itemName, line.scientificName, line.tradeName].some((v) =>
          v?.toLowerCase().includes(text),
        ),
      )
    : all;
  const reopened = filing?.status === 'REOPENED';
  if (reopened) {
    const filed = scenario.filed ?? new Map();
    lines = lines.map((line) => {
      const before = filed.get(line.stockId) ?? null;
      return {
        ...line,
        filedClosing: before,
        differsFromFiled: !before || !sameQuantities(before, line.closing),
      };
    });
  }
  const page = Number(params.get('page') ?? 0);
  const size = Number(params.get('size') ?? 20);
  return HttpResponse.json(
    {
      ...answer,
      lines: lines.slice(page * size, (page + 1) * size),
      ...(reopened ? { filedDifferences: lines.filter((line) => line.differsFromFiled).length } : {}),
    },
    { headers: { 'X-Total-Count': String(lines.length) } },
  );
}

/** Installs the unit's reports and filings; returns the filings as they stand (a story's steps change them). */
export function installLmk(msw: Msw, scenario: LmkScenario) {
  fileRequests.mockClear();
  reopenRequests.mockClear();
  excelRequests.mockClear();
  installUnitRows(msw, { businessUnit: receiptRows.businessUnit, company: receiptRows.company });
  const filings = [...(scenario.filings ?? [])];
  const report = (path: string, kind: 'LMKB' | 'LMKO') =>
    http.get(`*/api/${path}`, ({ request }) => answerOf(kind, scenario, filings, new URL(request.url)));
  const excel = (path: string, kind: 'LMKB' | 'LMKO') =>
    http.get(`*/api/${path}`, ({ request }) => {
      excelRequests(Object.fromEntries(new URL(request.url).searchParams));
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${kind} JJF-01 2026-10.xlsx"`,
        },
      });
    });
  msw.use(
    report('business-unit-lmkb', 'LMKB'),
    report('business-unit-lmko', 'LMKO'),
    report('lmkb', 'LMKB'),
    report('lmko', 'LMKO'),
    excel('business-unit-lmkb-excel-report', 'LMKB'),
    excel('business-unit-lmko-excel-report', 'LMKO'),
    excel('lmkb-excel-report', 'LMKB'),
    excel('lmko-excel-report', 'LMKO'),
    http.get('*/api/report-filings', () =>
      HttpResponse.json(
        [...filings].sort((a, b) => b.year - a.year || b.month - a.month),
        { headers: { 'X-Total-Count': String(filings.length) } },
      ),
    ),
    http.post('*/api/business-unit-report-filings', async ({ request }) => {
      const body = (await request.json()) as { year: number; month: number; businessUnitId?: number };
      fileRequests(body, request.headers.get('Idempotency-Key'));
      if (scenario.refuseFiling)
        return problem(scenario.refuseFiling.status, scenario.refuseFiling.message, 'Refused.');
      const index = filings.findIndex((f) => f.year === body.year && f.month === body.month);
      if (filings[index]?.status === 'FILED')
        return problem(409, 'report.filedAlready', 'This month is filed already.');
      const filing: ReportFiling = {
        id: 40 + filings.length,
        businessUnitId: body.businessUnitId ?? UNIT_ID,
        year: body.year,
        month: body.month,
        status: 'FILED',
        filedBy: 'unitadmin',
        filedDate: '2026-11-28T03:10:00Z',
        reopenedBy: null,
        reopenedDate: null,
        reopenReason: null,
      };
      if (index >= 0) filings.splice(index, 1);
      filings.push(filing);
      return HttpResponse.json(filing, { status: 201 });
    }),
    http.post('*/api/report-filings/reopen', async ({ request }) => {
      const body = (await request.json()) as { year: number; month: number; reason: string };
      reopenRequests(body, request.headers.get('Idempotency-Key'));
      const index = filings.findIndex((f) => f.year === body.year && f.month === body.month);
      const filing = filings[index];
      if (filing?.status !== 'FILED') return problem(409, 'report.notFiled', 'This month is not filed.');
      const reopened: ReportFiling = {
        ...filing,
        status: 'REOPENED',
        reopenedBy: 'admin',
        reopenedDate: '2026-11-28T03:20:00Z',
        reopenReason: body.reason,
      };
      filings[index] = reopened;
      return HttpResponse.json(reopened);
    }),
  );
  return filings;
}

/** The address of a month's report. */
export const monthSearch = (year: number, month: number) => monthBounds(year, month);
