/**
 * What the V-Legal stories install: the mock store with the unit's rows (`stories-vlegal-rows.ts`) and the
 * signed-in user's unit, the application's steps and the verificators' decisions as the server answers them,
 * its checklist, and its PDF.
 */
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { installSteps, installUnitRows, problemAnswer } from '../books/documents/stories-support.ts';
import { forgetTicks } from './checklistDecision.ts';
import {
  approvedVlegal,
  draftVlegal,
  passingChecklist,
  rejectedVlegal,
  submittedVlegal,
  vlegalApprovals,
  vlegalRows,
} from './stories-vlegal-rows.ts';

type Msw = { use: SetupWorker['use'] };
type Row = Record<string, unknown>;

/** The bodies the PDF call was sent with. */
export const pdfRequests = fn();

/** The bodies of the verificators' decisions (`vlegal-approvals-approved`, `-rejected`), by call. */
export const decisionRequests = fn();

/** A draft's PDF, as the server names it. */
const DRAFT_PDF = 'V-Legal VL_JJF-01_2026_11_0003-draft.pdf';

/** An application approved: numbered and issued. */
const approve = (row: Row): Row => ({
  ...row,
  status: 'APPROVED',
  vlegalNumber: '26.00018-00417.003-ID-JP',
  decidedBy: 'verifikator',
  decidedDate: '2026-11-21T04:10:00Z',
  issueDate: '2026-11-21',
  validUntil: '2027-03-21',
  token: 'Zp4uQm7sLr1VwXc9Tb2yKe',
  integrationStatus: 'SENT',
  allowedActions: [],
});

/** An application rejected with the verificator's reason. */
const reject = (row: Row, reason: unknown): Row => ({
  ...row,
  status: 'REJECTED',
  decidedBy: 'verifikator',
  decidedDate: '2026-11-21T04:10:00Z',
  rejectionNote: reason,
  allowedActions: [],
});

/**
 * The verificators' decisions on the pending approvals, as the server takes them: refused as stale when the
 * V-Legal's status is no longer the one the verificator saw, and the V-Legal reads as decided from then on.
 */
function decisionHandlers() {
  const decided = new Map<number, Row>();
  const decision = (call: 'approved' | 'rejected') =>
    http.post(`*/api/vlegal-approvals-${call}`, async ({ request }) => {
      const body = (await request.json()) as Row;
      decisionRequests(call, body);
      const approval = vlegalApprovals.find((row) => row.id === body.id);
      const vlegalId = Number(approval?.vlegalId);
      const row = decided.get(vlegalId) ?? (vlegalRows.vlegal as Row[]).find((v) => v.id === vlegalId);
      if (!approval || !row) return problemAnswer('notFound', 'No pending approval with this id.');
      if (body.seenStatus !== undefined && body.seenStatus !== row.status)
        return problemAnswer('staleState', 'The vlegal changed since it was read.', [], {
          currentState: row.status,
        });
      decided.set(vlegalId, call === 'approved' ? approve(row) : reject(row, body.note));
      const { id: _id, seenStatus: _seen, ...ticked } = body;
      return HttpResponse.json({
        ...approval,
        ...ticked,
        status: call === 'approved' ? 'APPROVED' : 'REJECTED',
        verificatorLogin: 'verifikator',
        decisionDate: '2026-11-21T04:10:00Z',
      });
    });
  return [
    decision('approved'),
    decision('rejected'),
    http.get('*/api/vlegals/:id', ({ params }) => {
      const row = decided.get(Number(params.id));
      return row ? HttpResponse.json(row) : undefined;
    }),
  ];
}

/**
 * The mock store with the V-Legal rows, the submission and the verificators' decisions (a submission
 * stamped by the exporter, an approval numbered and issued, a rejection with its reason), every
 * application's checklist passing, and the PDF. Returns the steps' bodies.
 */
export function installVlegals(msw: Msw) {
  pdfRequests.mockClear();
  decisionRequests.mockClear();
  // The boxes a story ticked are not another's.
  for (const row of vlegalRows.vlegal) forgetTicks(row.id);
  const store = installUnitRows(msw, vlegalRows);
  const steps = installSteps(msw, 'vlegals', vlegalRows.vlegal, {
    'submit-verification/:id': (row) => ({
      ...row,
      status: 'SUBMITTED',
      submittedBy: 'eksportir',
      submittedDate: '2026-11-21T03:05:00Z',
      allowedActions: [],
    }),
    'approve/:id': approve,
    'reject/:id': (row, body) => reject(row, body.reason),
  });
  msw.use(
    ...decisionHandlers(),
    http.get('*/api/vlegals/checklist/:id', ({ params }) => {
      const vlegal = [draftVlegal, submittedVlegal, rejectedVlegal].find(
        (row) => row.id === Number(params.id),
      );
      return vlegal
        ? HttpResponse.json(passingChecklist(vlegal))
        : problemAnswer('notFound', 'No V-Legal with this id.');
    }),
    http.post('*/api/vlegals-export-pdf', async ({ request }) => {
      const body = (await request.json()) as { id: number };
      pdfRequests(body);
      const name = body.id === approvedVlegal.id ? 'V-Legal 26.00012-00417.003-ID-DE.pdf' : DRAFT_PDF;
      return new HttpResponse(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    }),
  );
  return { store, steps };
}
