/**
 * What the V-Legal stories install: the mock store with the unit's rows (`stories-vlegal-rows.ts`) and the
 * signed-in user's unit, the application's steps and the verificators' decisions as the server answers them,
 * its checklist, its totals, its PDF and its mailing, its EUDR data pack; and a licence SILK refused, sent
 * again.
 */
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { installSteps, installUnitRows, problemAnswer } from '../books/documents/stories-support.ts';
import { dataPackHandlers } from '../eudr/stories-support.ts';
import { forgetTicks } from './checklistDecision.ts';
import {
  approvedVlegal,
  draftVlegal,
  passingChecklist,
  rejectedVlegal,
  silkMessage,
  submittedVlegal,
  totalSummary,
  vlegalApprovals,
  vlegalRows,
} from './stories-vlegal-rows.ts';

type Msw = { use: SetupWorker['use'] };
type Row = Record<string, unknown>;

/** The bodies the PDF call was sent with. */
export const pdfRequests = fn();

/** The bodies of the verificators' decisions (`vlegal-approvals-approved`, `-rejected`), by call. */
export const decisionRequests = fn();

/** The bodies the mailing of a PDF was sent with (`vlegals-send-document`). */
export const sendRequests = fn();

/** The V-Legal ids duplicated (`vlegals/duplicate`). */
export const duplicateRequests = fn();

/** The V-Legal ids sent to SILK again (`vlegals/send-file`). */
export const resendRequests = fn();

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
  sendRequests.mockClear();
  resendRequests.mockClear();
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
    // An application to the EU or the UK shows its EUDR data pack, ready.
    ...dataPackHandlers(),
    http.get('*/api/vlegals/checklist/:id', ({ params }) => {
      const vlegal = [draftVlegal, submittedVlegal, rejectedVlegal].find(
        (row) => row.id === Number(params.id),
      );
      return vlegal
        ? HttpResponse.json(passingChecklist(vlegal))
        : problemAnswer('notFound', 'No V-Legal with this id.');
    }),
    http.get('*/api/vlegals-total-summary/:id', ({ params }) => {
      const vlegal = [draftVlegal, submittedVlegal, rejectedVlegal, approvedVlegal].find(
        (row) => row.id === Number(params.id),
      );
      return vlegal
        ? HttpResponse.json(totalSummary(vlegal))
        : problemAnswer('notFound', 'No V-Legal with this id.');
    }),
    // The next shipment's draft, as the server copies it: the parties and lines, dated today.
    http.post('*/api/vlegals/duplicate/:id', ({ params }) => {
      const source = [draftVlegal, submittedVlegal, rejectedVlegal, approvedVlegal].find(
        (row) => row.id === Number(params.id),
      );
      if (!source) return problemAnswer('notFound', 'No V-Legal with this id.');
      duplicateRequests(Number(params.id));
      return HttpResponse.json(
        {
          ...source,
          id: 9,
          applicationNumber: 'VL/JJF-01/2026/11/0004',
          status: 'DRAFT',
          parentVlegalId: source.id,
          vlegalNumber: null,
          allowedActions: ['update', 'delete', 'submit'],
        },
        { status: 201 },
      );
    }),
    // One mail per address, each address once, as the server queues them.
    http.post('*/api/vlegals-send-document', async ({ request }) => {
      const body = (await request.json()) as { vlegalId: number; recipients: string[] };
      sendRequests(body);
      const recipients = [...new Set(body.recipients.map((to) => to.trim().toLowerCase()))];
      return HttpResponse.json(
        { vlegalId: body.vlegalId, recipients, queued: recipients.length },
        { status: 202 },
      );
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

/**
 * The approved licence as SILK refused it for good (its retries spent): FAILED, with SILK's last error. Sent
 * again, its message goes back to PENDING under a new job and the licence reads as SENT.
 */
export function installSilkFailure(msw: Msw) {
  let resent = false;
  const failed = {
    ...silkMessage,
    status: 'FAILED',
    attempts: 5,
    lastAttemptDate: '2026-11-03T09:17:40Z',
    errorMessage: "SILK 422 VL-HS-04: HS code 9403.60.90 is not on SILK's list for the destination DE.",
    externalReference: null,
  };
  const licence = () => ({
    ...approvedVlegal,
    barcode: null,
    integrationStatus: resent ? 'SENT' : 'FAILED',
  });
  const message = () =>
    resent
      ? {
          ...failed,
          status: 'PENDING',
          errorMessage: null,
          jobId: 58,
          lastAttemptDate: failed.lastAttemptDate,
        }
      : failed;
  msw.use(
    http.get(`*/api/vlegals/${approvedVlegal.id}`, () => HttpResponse.json(licence())),
    http.get('*/api/vlegal-integrations', () =>
      HttpResponse.json([message()], { headers: { 'X-Total-Count': '1' } }),
    ),
    http.post('*/api/vlegals/send-file/:id', ({ params }) => {
      resendRequests(Number(params.id));
      resent = true;
      return HttpResponse.json(message(), { status: 202 });
    }),
  );
}
