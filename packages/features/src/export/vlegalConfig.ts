/**
 * The screens of a unit's V-Legal applications (MODEL.md §2.10, §3.3): the shipment and its invoice, the
 * attachments the verificator checks, the lines of product stock exported with their species and countries
 * of harvest, their totals (per HS code when there are several), and once approved the licence's number,
 * dates, SILK state and messages to SILK. The server decides the steps (`allowedActions`): the exporter
 * edits, deletes and submits; a verificator other than who submitted approves or rejects. Every reader
 * downloads its PDF, watermarked as a draft until approved; an administrator and the unit's exporters mail
 * it, and send a licence SILK refused to SILK again.
 */
import {
  approvedVlegalApproval,
  approveVlegal,
  createVlegal,
  deleteVlegal,
  exportVlegalPdf,
  getVlegal,
  getVlegalChecklist,
  listVlegalApprovals,
  listVlegals,
  rejectedVlegalApproval,
  rejectVlegal,
  searchVlegals,
  submitVlegal,
  updateVlegal,
} from '@vlegal/api-client/query';
import type { VlegalStep } from '@vlegal/api-client/model';
import { big } from '@vlegal/domain/books/quantity';
import { vlegal, vlegalMaterial, vlegalMaterialCountry } from '@vlegal/domain/export/vlegal';
import { buyerScreen } from '../books/configs/buyer.ts';
import { stockScreen } from '../books/configs/stock.ts';
import { VlegalTotalsLive } from '../books/documents/LiveTotals.tsx';
import { DataPackPanel } from '../eudr/DataPackPanel.tsx';
import { stuffingAddressScreen } from '../business-unit/configs/stuffingAddress.ts';
import { fieldLabelKey } from '../resource-screens/fields.tsx';
import { formatDecimalText } from '../i18n/format.ts';
import type { Translate } from '../resource-screens/schema.ts';
import {
  type Answer,
  defineScreen,
  lineFieldsOf,
  type ListParams,
  type Row,
  type ScreenConfig,
  type SearchParams,
} from '../resource-screens/screen-config.ts';
import { problemIs, problemOf } from '../shared/problems.ts';
import { shortfallSentence } from '../shared/shortfall.ts';
import { ApplicationNumberCell, VlegalCountriesCell, VlegalStatusBadge } from './cells.tsx';
import { decisionOf, forgetTicks, ticksOf } from './checklistDecision.ts';
import { issued } from './licence.ts';
import { VlegalChecklistPanel } from './VlegalChecklist.tsx';
import { VlegalHsSubtotals } from './VlegalHsSubtotals.tsx';
import { VlegalDuplicate } from './VlegalDuplicate.tsx';
import { VlegalHistoryTrail } from './VlegalHistoryTrail.tsx';
import { VlegalSendDocument } from './VlegalSendDocument.tsx';
import { VlegalSilkPanel } from './VlegalSilkMessages.tsx';

/** A lookup of a target within fixed filters: the rows a V-Legal may name of it. */
function within(config: ScreenConfig, filters: Readonly<Record<string, string>>): ScreenConfig {
  return {
    ...config,
    api: {
      ...config.api,
      list: (params: ListParams, options?: RequestInit) =>
        config.api.list({ ...params, ...filters }, options),
      search: (params: SearchParams, options?: RequestInit) =>
        config.api.search({ ...params, ...filters }, options),
    },
  };
}

/**
 * What of a stock a line may take, to choose it by: its balance less what submitted applications hold
 * (both on the stock), and the balance beside it while some is held.
 */
export function stockAvailable(row: Row, t: Translate, language: string): string | undefined {
  if (typeof row.volumeM3 !== 'string') return undefined;
  const reserved = typeof row.reservedVolumeM3 === 'string' ? row.reservedVolumeM3 : '0';
  const available = big(row.volumeM3).minus(big(reserved)).toFixed(4);
  const shown = (value: string) => formatDecimalText(value, language, 4);
  return big(reserved).gt(0)
    ? t('vlegalScreens.stock.availableOfBalance', {
        available: shown(available),
        balance: shown(row.volumeM3),
      })
    : t('vlegalScreens.stock.available', { available: shown(available) });
}

/** The unit's product stocks (a V-Legal exports processed products), each with what it has available. */
const productStocks: ScreenConfig = {
  ...within(stockScreen, { stockType: 'PRODUCT' }),
  optionDetail: stockAvailable,
};

/** Why the server did not take a submission: each field it names with what it lacks, or the short stock. */
function submitRefusal(error: unknown, t: Translate, language: string): string | undefined {
  if (problemIs(error, 'insufficientStock'))
    return t('vlegalScreens.submit.insufficient', { detail: shortfallSentence(error, t, language) });
  if (!problemIs(error, 'constraintViolation')) return undefined;
  const reasons = (problemOf(error)?.fieldErrors ?? []).map((fieldError) => {
    const field = fieldError.field.split(/[.[]/)[0] ?? fieldError.field;
    return t('vlegalScreens.submit.reason', {
      field: t(fieldLabelKey(vlegalScreen, field)),
      // The server's rules say it in a text key; any other message as it came.
      message: t(fieldError.message, { defaultValue: fieldError.message }),
    });
  });
  return t('vlegalScreens.submit.refused', { reasons: reasons.join(' ') });
}

/** Why the server did not take a verificator's decision: the decision is another's, or not the account's. */
function decisionRefusal(error: unknown, t: Translate): string | undefined {
  if (!problemIs(error, 'forbidden')) return undefined;
  return problemOf(error)?.message === 'error.workflow.makerChecker'
    ? t('vlegalScreens.decision.maker')
    : t('vlegalScreens.decision.forbidden');
}

/**
 * A verificator's decision, taken on the application's pending approval with the checklist: the server's
 * outcomes computed now and the boxes the verificator ticked (`checklistDecision.ts`), and the reason of a
 * rejection as its note. Without a pending approval (decided meanwhile) the V-Legal's own step is sent, which
 * the server refuses as stale.
 */
async function decide(
  decision: 'approve' | 'reject',
  row: { id: number; status?: VlegalStep['seenStatus'] },
  options?: RequestInit,
  reason = '',
): Promise<Answer> {
  const seenStatus = row.status;
  const pending = await listVlegalApprovals({ vlegalId: row.id, status: 'PENDING', size: 1 });
  const approval = pending.status === 200 ? pending.data[0] : undefined;
  if (!approval)
    return decision === 'approve'
      ? approveVlegal(row.id, { seenStatus }, options)
      : rejectVlegal(row.id, { reason, seenStatus }, options);
  const checklist = await getVlegalChecklist(row.id).catch(() => undefined);
  const items = checklist?.status === 200 ? checklist.data.items : [];
  const body = { id: approval.id, seenStatus, ...decisionOf(items, ticksOf(row.id)) };
  const answer =
    decision === 'approve'
      ? await approvedVlegalApproval(body, options)
      : await rejectedVlegalApproval({ ...body, note: reason }, options);
  forgetTicks(row.id);
  return answer;
}

// A line's goods and quantities as boxes 9 to 16 print them; a note of a line stays as it was saved, the
// table holding what the verificator checks.
const goods = lineFieldsOf(vlegalMaterial.fields).filter((field) => field.name !== 'notes');

/**
 * A line's species and their countries of harvest (boxes 12-13), a pair each: typed when the exporter knows
 * them; a line without any sends none, and the server fills them from the receipts that fed its stock.
 */
const countriesOfHarvest = {
  field: 'countries',
  resource: vlegalMaterialCountry.key,
  fields: lineFieldsOf(vlegalMaterialCountry.fields),
  texts: {
    column: 'resources.vlegalMaterial.fields.countries',
    cell: 'vlegalScreens.countries.cell',
    add: 'vlegalScreens.countries.add',
    addLabel: 'vlegalScreens.countries.addLabel',
    removeLabel: 'vlegalScreens.countries.removeLabel',
    empty: 'vlegalScreens.countries.empty',
  },
  max: 20,
  widths: ['10.5rem', '8rem'],
  leftOutWhenEmpty: true,
  // Another stock was fed by other receipts: its countries are read again.
  clearedWith: 'stockId',
  view: VlegalCountriesCell,
};

export const vlegalScreen = defineScreen(
  // Its source document is reached from the copy, never chosen in a list.
  {
    ...vlegal,
    filters: {
      businessUnitId: 'eq',
      status: 'eq',
      buyerId: 'eq',
      countryOfDestinationId: 'eq',
    },
  },
  {
    api: {
      list: listVlegals,
      search: searchVlegals,
      get: getVlegal,
      create: createVlegal,
      update: updateVlegal,
      remove: deleteVlegal,
    },
    rowLabel: (row) => row.vlegalNumber || row.applicationNumber || `#${row.id}`,
    // The licence's number stands under the application's, once drawn.
    columns: [
      'applicationNumber',
      'applicationDate',
      'buyerId',
      'countryOfDestinationId',
      'totalVolumeM3',
      'status',
    ],
    sections: [
      // First, so that an issued licence's date heads it.
      {
        title: 'vlegalScreens.section.licence',
        fields: ['vlegalNumber', 'issueDate', 'validUntil', 'integrationStatus', 'barcode'],
        shown: issued,
      },
      {
        title: 'vlegalScreens.section.application',
        fields: ['applicationNumber', 'applicationDate', 'status', 'slkNumber'],
      },
      // Who submitted and decided it last; left out of a draft's view, which has neither.
      {
        title: 'vlegalScreens.section.verification',
        fields: ['submittedBy', 'submittedDate', 'decidedBy', 'decidedDate'],
      },
      {
        title: 'vlegalScreens.section.shipment',
        fields: [
          'buyerId',
          'countryOfDestinationId',
          'portOfLoadingId',
          'portOfDischargeId',
          'transportationId',
          'vesselName',
          'voyageNumber',
          'estimatedShipmentDate',
          'stuffingAddressId',
          'stuffingDate',
          'distinguishingMarks',
        ],
      },
      {
        title: 'vlegalScreens.section.invoice',
        fields: ['invoiceNumber', 'invoiceDate', 'currencyId', 'incoterm', 'packingListNumber'],
      },
      {
        title: 'vlegalScreens.section.attachments',
        fields: [
          'invoiceFile',
          'invoiceFileContentType',
          'packingListFile',
          'packingListFileContentType',
          'applicationLetterFile',
          'applicationLetterFileContentType',
        ],
      },
      {
        title: 'vlegalScreens.section.totals',
        fields: ['totalVolumeM3', 'totalNetWeightKg', 'totalUnits', 'totalValue'],
        afterLines: true,
        live: VlegalTotalsLive,
        after: VlegalHsSubtotals,
      },
      { title: 'vlegalScreens.section.notes', fields: ['notes'], afterLines: true },
    ],
    lines: [
      {
        field: 'materials',
        fields: goods,
        // In the view, its description and its species with their countries of harvest under its stock:
        // the quantities and value keep their columns.
        viewFields: goods.filter((field) => field.name !== 'commercialDescription'),
        viewDetails: { stockId: ['commercialDescription', 'countries'] },
        keeps: ['notes'],
        min: 1,
        max: 50,
        nested: [countriesOfHarvest],
      },
    ],
    targets: {
      stockId: productStocks,
      buyerId: within(buyerScreen, { buyerType: 'FOREIGN' }),
      stuffingAddressId: stuffingAddressScreen,
    },
    cells: { applicationNumber: ApplicationNumberCell, status: VlegalStatusBadge },
    notices: [
      {
        field: 'rejectionNote',
        title: 'vlegalScreens.rejected.title',
        intent: 'warning',
        when: (row) => row.status === 'REJECTED',
      },
    ],
    actions: [
      {
        name: 'submit',
        label: 'vlegalScreens.submit.action',
        intent: 'primary',
        confirm: 'vlegalScreens.submit.confirm',
        done: 'vlegalScreens.submit.done',
        run: (row, options) => submitVlegal(row.id, { seenStatus: row.status }, options),
        refusal: submitRefusal,
      },
      {
        name: 'approve',
        label: 'vlegalScreens.approve.action',
        intent: 'primary',
        confirm: 'vlegalScreens.approve.confirm',
        done: 'vlegalScreens.approve.done',
        run: (row, options) => decide('approve', row, options),
        refusal: decisionRefusal,
      },
      {
        name: 'reject',
        label: 'vlegalScreens.reject.action',
        intent: 'danger',
        confirm: 'vlegalScreens.reject.confirm',
        asksReason: true,
        reasonHint: 'vlegalScreens.reject.reasonHint',
        done: 'vlegalScreens.reject.done',
        run: (row, options, reason = '') => decide('reject', row, options, reason),
        refusal: decisionRefusal,
      },
    ],
    // What the verificator checks, computed now, under the application and its lines; once numbered, the
    // licence's messages to SILK; for the EU or the UK, the buyer's EUDR data pack.
    panels: [VlegalChecklistPanel, VlegalSilkPanel, DataPackPanel],
    // Its PDF mailed to the importer, a forwarder, a bank.
    tools: [VlegalSendDocument, VlegalDuplicate],
    trail: VlegalHistoryTrail,
    prints: [
      {
        name: 'pdf',
        label: (row) => (issued(row) ? 'vlegalScreens.pdf.final' : 'vlegalScreens.pdf.draft'),
        failed: 'vlegalScreens.pdf.failed',
        run: (row, options) =>
          exportVlegalPdf(
            { id: row.id },
            { ...options, headers: { Accept: 'application/pdf, application/problem+json' } },
          ),
      },
    ],
  },
);
