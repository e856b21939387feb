/**
 * What a verificator's decision says of a V-Legal's checklist (MODEL.md §3.4): the boxes ticked on the review
 * screen, kept per V-Legal until the decision is sent, and the decision's checklist (VlegalDecision) drawn
 * from the server's outcomes and those ticks.
 */
import type { VlegalChecklistItem, VlegalDecision } from '@vlegal/api-client/model';
import { useSyncExternalStore } from 'react';

/** A check told apart from the others: its key, and its line for a line's check. */
export const checkId = (item: Pick<VlegalChecklistItem, 'key' | 'lineNo'>): string =>
  item.lineNo === undefined ? item.key : `${item.key}:${item.lineNo}`;

type DecisionField = Exclude<keyof VlegalDecision, 'id' | 'note' | 'seenStatus' | 'fieldInspectionRequired'>;

/**
 * The box of the decision each check answers; the ports, the countries of harvest and the applicant have
 * none of their own, and are judged within the decision.
 */
const DECIDES: Readonly<Record<VlegalChecklistItem['key'], DecisionField | undefined>> = {
  certificate: 'certificateValid',
  unit: 'unitValid',
  attachments: 'documentsConsistent',
  commercialDocuments: 'documentsConsistent',
  hsCode: 'hsCodeCorrect',
  cites: 'speciesCorrect',
  stock: 'stockSufficient',
  supplierCertificates: 'suppliersCovered',
  density: 'quantitiesPlausible',
  ports: undefined,
  countriesOfHarvest: undefined,
  applicant: undefined,
  harvestPlots: undefined,
};

/**
 * The decision's checklist: a box holds when every check it answers passed or was ticked, fails when one
 * failed or was left unticked, and is left empty when a warning is among them (the verificator weighs it in
 * the decision itself).
 */
export function decisionOf(
  items: readonly VlegalChecklistItem[],
  ticked: ReadonlySet<string>,
): Partial<Record<DecisionField, boolean | null>> {
  const decision: Partial<Record<DecisionField, boolean | null>> = {};
  for (const item of items) {
    const field = DECIDES[item.key];
    if (!field) continue;
    const holds =
      item.outcome === 'PASS' || (item.outcome === 'MANUAL' && ticked.has(checkId(item)))
        ? true
        : item.outcome === 'WARN'
          ? null
          : false;
    const before = decision[field];
    // false outweighs an empty box, which outweighs true.
    decision[field] =
      before === false || holds === false ? false : before === null || holds === null ? null : true;
  }
  return decision;
}

const EMPTY: ReadonlySet<string> = new Set();
const ticks = new Map<number, ReadonlySet<string>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The boxes ticked on V-Legal `vlegalId` so far. */
export const ticksOf = (vlegalId: number): ReadonlySet<string> => ticks.get(vlegalId) ?? EMPTY;

/** Ticks (or clears) one check's box on V-Legal `vlegalId`. */
export function tick(vlegalId: number, id: string, on: boolean) {
  const next = new Set(ticksOf(vlegalId));
  if (on) next.add(id);
  else next.delete(id);
  ticks.set(vlegalId, next);
  for (const listener of listeners) listener();
}

/** Forgets the boxes of a decided V-Legal. */
export function forgetTicks(vlegalId: number) {
  if (!ticks.delete(vlegalId)) return;
  for (const listener of listeners) listener();
}

/** The boxes ticked on V-Legal `vlegalId`, read again whenever one changes. */
export function useTicks(vlegalId: number): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => ticksOf(vlegalId),
    () => ticksOf(vlegalId),
  );
}
