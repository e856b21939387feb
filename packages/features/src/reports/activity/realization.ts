/**
 * The realization of the permitted products against their capacity, as the realization tab reads it: the
 * monthly rows grouped by permit product, each month's place on the year's chart, and how a row stands
 * against its capacity.
 */
import type { RealizationInMonth } from '@vlegal/api-client/model';

export type CapacityUnit = RealizationInMonth['capacityUnit'];

/** Fraction digits of a capacity and of what was produced, by unit (pieces and sets are whole). */
export const CAPACITY_DIGITS: Record<CapacityUnit, number> = { M3: 2, TON: 2, KG: 2, PCS: 0, SET: 0 };
export const PRODUCED_DIGITS: Record<CapacityUnit, number> = { M3: 4, TON: 4, KG: 2, PCS: 0, SET: 0 };

/** The months of one permit product, in the order the server sends them. */
export interface PermitProductMonths {
  businessPermitProductId: number;
  businessPermitCode: string;
  productName: string;
  hsCode: string | null;
  capacityUnit: CapacityUnit;
  months: RealizationInMonth[];
}

/** The monthly rows by permit product, products and months in the server's order. */
export function byPermitProduct(rows: readonly RealizationInMonth[]): PermitProductMonths[] {
  const groups = new Map<number, PermitProductMonths>();
  for (const row of rows) {
    let group = groups.get(row.businessPermitProductId);
    if (!group) {
      group = {
        businessPermitProductId: row.businessPermitProductId,
        businessPermitCode: row.businessPermitCode,
        productName: row.productName,
        hsCode: row.hsCode,
        capacityUnit: row.capacityUnit,
        months: [],
      };
      groups.set(row.businessPermitProductId, group);
    }
    group.months.push(row);
  }
  return [...groups.values()];
}

/** The months (1–12) over capacity, in order. */
export const overCapacityMonths = (group: PermitProductMonths): number[] =>
  group.months.filter((row) => row.overCapacity).map((row) => row.month);

export type CapacityStatus = 'over' | 'within' | 'noCapacity';

/** How a row stands: over its capacity, within it, or without one (a capacity of 0 has no share). */
export function capacityStatus(row: {
  overCapacity: boolean;
  capacityUsedPercent: string | null;
}): CapacityStatus {
  if (row.overCapacity) return 'over';
  return row.capacityUsedPercent === null ? 'noCapacity' : 'within';
}

/** A month of the chart: what was produced within capacity or over it (one of them), and the capacity. */
export interface ChartMonth {
  month: number;
  within: number | null;
  over: number | null;
  capacity: number | null;
  percent: string | null;
}

/**
 * The twelve months of the year for the chart: a month without a row (the permit not in force, or still
 * to come) stays empty, so every chart has the same months in the same places.
 */
export function chartMonths(group: PermitProductMonths): ChartMonth[] {
  const byMonth = new Map(group.months.map((row) => [row.month, row]));
  return Array.from({ length: 12 }, (_, index) => {
    const row = byMonth.get(index + 1);
    const produced = row ? Number(row.produced) : null;
    return {
      month: index + 1,
      within: row && !row.overCapacity ? produced : null,
      over: row?.overCapacity ? produced : null,
      capacity: row ? Number(row.capacity) : null,
      percent: row?.capacityUsedPercent ?? null,
    };
  });
}

/** The years offered: this one back over `count` years, and the chosen one when it is older. */
export function realizationYears(thisYear: number, chosen: number, count = 6): number[] {
  const years = Array.from({ length: count }, (_, index) => thisYear - index);
  if (!years.includes(chosen)) years.push(chosen);
  return years.sort((a, b) => b - a);
}
