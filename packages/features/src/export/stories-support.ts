/**
 * What the V-Legal stories install: the mock store with the unit's rows (`stories-vlegal-rows.ts`) and the
 * signed-in user's unit, the application's steps as the server answers them, and its PDF.
 */
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { fn } from 'storybook/test';
import { installSteps, installUnitRows } from '../books/documents/stories-support.ts';
import { approvedVlegal, vlegalRows } from './stories-vlegal-rows.ts';

type Msw = { use: SetupWorker['use'] };

/** The bodies the PDF call was sent with. */
export const pdfRequests = fn();

/** A draft's PDF, as the server names it. */
const DRAFT_PDF = 'V-Legal VL_JJF-01_2026_11_0003-draft.pdf';

/**
 * The mock store with the V-Legal rows, the submission and the verificators' decisions (a submission
 * stamped by the exporter, an approval numbered and issued, a rejection with its reason), and the PDF.
 * Returns the steps' bodies.
 */
export function installVlegals(msw: Msw) {
  pdfRequests.mockClear();
  const store = installUnitRows(msw, vlegalRows);
  const steps = installSteps(msw, 'vlegals', vlegalRows.vlegal, {
    'submit-verification/:id': (row) => ({
      ...row,
      status: 'SUBMITTED',
      submittedBy: 'eksportir',
      submittedDate: '2026-11-21T03:05:00Z',
      allowedActions: [],
    }),
    'approve/:id': (row) => ({
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
    }),
    'reject/:id': (row, body) => ({
      ...row,
      status: 'REJECTED',
      decidedBy: 'verifikator',
      decidedDate: '2026-11-21T04:10:00Z',
      rejectionNote: body.reason,
      allowedActions: [],
    }),
  });
  msw.use(
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
