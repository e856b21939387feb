import type { VlegalChecklistItem } from '@vlegal/api-client/model';
import { describe, expect, it } from 'vitest';
import { checkId, decisionOf, forgetTicks, tick, ticksOf } from './checklistDecision.ts';

const item = (
  key: VlegalChecklistItem['key'],
  outcome: VlegalChecklistItem['outcome'],
  lineNo?: number,
): VlegalChecklistItem => ({ key, outcome, ...(lineNo === undefined ? {} : { lineNo }) });

describe("a decision's checklist", () => {
  it('holds a box whose checks passed or were ticked, fails one with a failure or an unticked check', () => {
    const items = [
      item('certificate', 'PASS'),
      item('unit', 'FAIL'),
      item('attachments', 'PASS'),
      item('commercialDocuments', 'MANUAL'),
      item('hsCode', 'MANUAL'),
      item('ports', 'FAIL'),
      item('stock', 'PASS', 1),
      item('stock', 'FAIL', 2),
      item('density', 'PASS', 1),
      item('density', 'WARN', 2),
      item('cites', 'PASS', 1),
      item('supplierCertificates', 'MANUAL', 1),
    ];
    expect(decisionOf(items, new Set(['commercialDocuments', 'supplierCertificates:1']))).toEqual({
      certificateValid: true,
      unitValid: false,
      documentsConsistent: true,
      // Not ticked.
      hsCodeCorrect: false,
      stockSufficient: false,
      // A warning is the verificator's to weigh: the box is left empty.
      quantitiesPlausible: null,
      speciesCorrect: true,
      suppliersCovered: true,
    });
  });

  it('keeps the ticks of each V-Legal apart until it is decided', () => {
    tick(7, checkId(item('hsCode', 'MANUAL')), true);
    tick(7, checkId(item('density', 'MANUAL', 2)), true);
    tick(8, 'applicant', true);
    tick(7, 'hsCode', false);
    expect([...ticksOf(7)]).toEqual(['density:2']);
    forgetTicks(7);
    expect(ticksOf(7).size).toBe(0);
    expect([...ticksOf(8)]).toEqual(['applicant']);
    forgetTicks(8);
  });
});
