/**
 * What the realization stories install: the permitted products of a unit's business permit in 2026 (up to
 * November, the month of the stories' today) as the server computes them, by month and by year, paged.
 * Every other year, and every other unit, has none.
 */
import type { RealizationInMonth, RealizationInYear } from '@vlegal/api-client/model';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installUnitRows } from '../../books/documents/stories-support.ts';
import { receiptRows } from '../../books/documents/stories-receipt-rows.ts';

type Msw = { use: SetupWorker['use'] };

const YEAR = 2026;
const UNIT_ID = 1;

interface PermitProduct {
  businessPermitProductId: number;
  productName: string;
  hsCode: string;
  capacityUnit: RealizationInMonth['capacityUnit'];
  /** The yearly capacity. */
  capacity: number;
  /** Produced January to November. */
  produced: number[];
  exported: number[];
  sold: number[];
}

const permit = { businessUnitId: UNIT_ID, businessPermitId: 7, businessPermitCode: 'NIB-9120301234567' };

const sawnTeak: PermitProduct = {
  businessPermitProductId: 11,
  productName: 'Kayu gergajian jati',
  hsCode: '4407.29',
  capacityUnit: 'M3',
  capacity: 1200,
  produced: [82.5, 91.25, 97.3, 76, 88.4, 95, 99.9, 98.15, 90, 85.6, 40.2],
  exported: [40, 52.5, 61, 38.75, 44, 50, 57.2, 60, 45.5, 41, 12],
  sold: [12, 10.5, 9, 8, 11.25, 14, 13, 10, 12.5, 9.75, 4],
};

/** The same product made past its capacity in March and August. */
const sawnTeakOver: PermitProduct = {
  ...sawnTeak,
  produced: sawnTeak.produced.map((value, index) => (index === 2 ? 104.8 : index === 7 ? 112.35 : value)),
};

const gardenChairs: PermitProduct = {
  businessPermitProductId: 12,
  productName: 'Kursi taman jati',
  hsCode: '9401.69',
  capacityUnit: 'PCS',
  capacity: 6000,
  produced: [420, 460, 390, 480, 500, 455, 470, 410, 440, 495, 210],
  exported: [3.2, 3.5, 2.9, 3.6, 3.8, 3.4, 3.5, 3.1, 3.3, 3.7, 1.6],
  sold: [0, 0, 0.4, 0, 0, 0.6, 0, 0, 0.5, 0, 0],
};

/** Furniture parts weighed in tonnes, over capacity every month and over the year. */
const furnitureParts: PermitProduct = {
  businessPermitProductId: 13,
  productName: 'Komponen mebel mahoni',
  hsCode: '9403.91',
  capacityUnit: 'TON',
  capacity: 24,
  produced: [2.45, 2.6, 2.38, 2.7, 2.52, 2.61, 2.49, 2.58, 2.66, 2.71, 1.2],
  exported: [1.1, 1.2, 1, 1.3, 1.15, 1.2, 1.1, 1.25, 1.3, 1.35, 0.5],
  sold: [0.3, 0.2, 0.25, 0.3, 0.2, 0.25, 0.3, 0.2, 0.25, 0.3, 0.1],
};

const decimal = (value: number, digits: number) => value.toFixed(digits);
const percentOf = (produced: number, capacity: number) => decimal((produced * 100) / capacity, 2);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function monthRows(product: PermitProduct): RealizationInMonth[] {
  const capacity = Number(decimal(product.capacity / 12, 2));
  return product.produced.map((produced, index) => ({
    ...permit,
    businessPermitProductId: product.businessPermitProductId,
    productName: product.productName,
    hsCode: product.hsCode,
    year: YEAR,
    month: index + 1,
    capacity: decimal(capacity, 2),
    capacityUnit: product.capacityUnit,
    produced: decimal(produced, 4),
    capacityUsedPercent: percentOf(produced, capacity),
    overCapacity: produced > capacity,
    exportedVolumeM3: decimal(product.exported[index] ?? 0, 4),
    localSalesVolumeM3: decimal(product.sold[index] ?? 0, 4),
  }));
}

function yearRow(product: PermitProduct): RealizationInYear {
  const produced = sum(product.produced);
  return {
    ...permit,
    businessPermitProductId: product.businessPermitProductId,
    productName: product.productName,
    hsCode: product.hsCode,
    year: YEAR,
    capacity: decimal(product.capacity, 2),
    capacityUnit: product.capacityUnit,
    produced: decimal(produced, 4),
    capacityUsedPercent: percentOf(produced, product.capacity),
    overCapacity: produced > product.capacity,
    exportedVolumeM3: decimal(sum(product.exported), 4),
    localSalesVolumeM3: decimal(sum(product.sold), 4),
  };
}

export interface RealizationScenario {
  /** Months and a year over capacity. */
  over?: boolean;
  /** No permitted product in force. */
  empty?: boolean;
}

/** Installs the realization reads (and the units the administrators' picker offers). */
export function installRealization(msw: Msw, scenario: RealizationScenario = {}) {
  installUnitRows(msw, { businessUnit: receiptRows.businessUnit, company: receiptRows.company });
  const products = scenario.empty
    ? []
    : scenario.over
      ? [sawnTeakOver, gardenChairs, furnitureParts]
      : [sawnTeak, gardenChairs];
  const paged =
    (all: unknown[]) =>
    ({ request }: { request: Request }) => {
      const params = new URL(request.url).searchParams;
      const unit = params.get('businessUnitId');
      const kept =
        Number(params.get('year') ?? YEAR) === YEAR && (unit === null || Number(unit) === UNIT_ID) ? all : [];
      const page = Number(params.get('page') ?? 0);
      const size = Number(params.get('size') ?? 20);
      return HttpResponse.json(kept.slice(page * size, (page + 1) * size), {
        headers: { 'X-Total-Count': String(kept.length) },
      });
    };
  msw.use(
    http.get('*/api/realization-in-months', paged(products.flatMap(monthRows))),
    http.get('*/api/realization-in-years', paged(products.map(yearRow))),
  );
}
