/**
 * What the stories of a unit's parties and documents install: the mock store with the rows of their story
 * (`stories-receipt-rows.ts`, `stories-movement-rows.ts`) and the signed-in user's unit, and the calls the
 * mock store does not serve: the links between parties and items, a document's workflow steps (a receipt's
 * cancellation, a V-Legal's submission and decision) and the posting's refusals. Also the roles the stories
 * sign in with.
 */
import { PROBLEM_STATUS, PROBLEM_TITLES, PROBLEM_TYPES, type ProblemTypeName } from '@vlegal/domain/problems';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { installStore } from '../../resource-screens/stories-support.tsx';
import { COUNTRIES, productionRows, salesRows, transferRows } from './stories-movement-rows.ts';
import { products, rawMaterials, receiptRows, UNIT } from './stories-receipt-rows.ts';

type Msw = { use: SetupWorker['use'] };
type Rows = Record<string, unknown>[];

/** A unit's administrator: keeps the unit's suppliers and receipts. */
export const UNIT_ADMIN = ['ROLE_USER', 'ROLE_USER_ADMIN'];
/** The system's administrator: every unit's records, through the mirror pages. */
export const ADMIN = ['ROLE_USER', 'ROLE_ADMIN'];

/** A problem document as the server answers it. */
export function problemAnswer(
  name: ProblemTypeName,
  detail: string,
  fieldErrors: { field: string; message: string }[] = [],
  extra: object = {},
) {
  const status = PROBLEM_STATUS[name];
  return HttpResponse.json(
    {
      type: PROBLEM_TYPES[name],
      title: PROBLEM_TITLES[name],
      status,
      detail,
      fieldErrors: fieldErrors.map((error) => ({ objectName: 'importMaterial', ...error })),
      ...extra,
    },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/**
 * The messages the browser's own validation holds on a form's fields: none, when the fields validate the
 * kit's way (`aria`) and speak only the form's words, in the reader's language.
 */
export function browserMessages(form: HTMLElement): string[] {
  return [...(form as HTMLFormElement).elements].flatMap((element) => {
    const { validationMessage } = element as HTMLInputElement;
    return validationMessage ? [validationMessage] : [];
  });
}

const LINK_PATHS = {
  'raw-materials-by-supplier': { party: 'supplierId', item: 'rawMaterialId', rows: rawMaterials },
  'products-by-supplier': { party: 'supplierId', item: 'productId', rows: products },
  'raw-materials-by-subcon': { party: 'subConId', item: 'rawMaterialId', rows: rawMaterials },
  'products-by-subcon': { party: 'subConId', item: 'productId', rows: products },
} as const;

/** The links of the stories: the supplier delivers two raw materials, the sub-contractor the table. */
function linkHandlers() {
  const links: Record<string, Set<string>> = {
    'raw-materials-by-supplier': new Set(['1:1', '1:2']),
    'products-by-supplier': new Set(),
    'raw-materials-by-subcon': new Set(),
    'products-by-subcon': new Set(['1:1']),
  };
  const created: Rows = [];
  return Object.entries(LINK_PATHS).flatMap(([path, spec]) => {
    const items = () => [...spec.rows, ...created.filter((row) => row.kind === spec.item)];
    const linked = (partyId: string) =>
      items().filter((row) => links[path]?.has(`${partyId}:${String(row.id)}`));
    return [
      http.get(`*/api/${path}`, ({ request }) => {
        const partyId = new URL(request.url).searchParams.get(spec.party) ?? '';
        const page = linked(partyId);
        return HttpResponse.json(page, { headers: { 'X-Total-Count': String(page.length) } });
      }),
      http.put(`*/api/${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, number>;
        links[path]?.add(`${body[spec.party]}:${body[spec.item]}`);
        return HttpResponse.json(body);
      }),
      http.post(`*/api/${path}`, async ({ request }) => {
        const partyId = new URL(request.url).searchParams.get(spec.party) ?? '';
        const body = (await request.json()) as Record<string, unknown>;
        const row = { ...body, id: 100 + created.length, kind: spec.item };
        created.push(row);
        links[path]?.add(`${partyId}:${row.id}`);
        return HttpResponse.json(row, { status: 201 });
      }),
      http.delete(`*/api/${path}/:partyId/:itemId`, ({ params }) => {
        links[path]?.delete(`${String(params.partyId)}:${String(params.itemId)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    ];
  });
}

/**
 * The mock store with the unit's import rows (and a story's own, by resource, in place of those), the
 * signed-in user's unit and the link calls. Handlers installed after it (a refusal of a story) answer first.
 */
export function installImports(msw: Msw, rows: Record<string, Rows> = {}) {
  // The receipts' stocks, whose cards a receipt's view leads to.
  const store = installUnitRows(msw, {
    ...receiptRows,
    stock: [...transferRows.stock, { ...(transferRows.stock[0] as Record<string, unknown>), id: 2 }],
    ...rows,
  });
  msw.use(...linkHandlers());
  return store;
}

/** The mock store with these rows, and the signed-in user's unit. */
export function installUnitRows(msw: Msw, unitRows: Record<string, Rows>) {
  const store = installStore(msw, { rows: unitRows });
  msw.use(http.get('*/api/company-business-units-by-user', () => HttpResponse.json([UNIT])));
  return store;
}

/** The mock store with the unit's buyers and their countries, and the signed-in user's unit. */
export function installSales(msw: Msw) {
  return installUnitRows(msw, { ...receiptRows, country: COUNTRIES });
}

/** The posted receipt after its cancellation: read again, it shows as cancelled with no step left. */
export function installCancellation(msw: Msw) {
  let cancelled: Record<string, unknown> | undefined;
  const receipt = receiptRows.importMaterial[0] as Record<string, unknown>;
  msw.use(
    http.post('*/api/import-materials/1/cancel', async ({ request }) => {
      const { reason } = (await request.json()) as { reason: string };
      // As the server keeps it: who, when (a fixed moment, for the screenshot) and why.
      cancelled = {
        ...receipt,
        status: 'CANCELLED',
        allowedActions: [],
        cancelledBy: 'unitadmin',
        cancelledDate: '2026-11-20T03:15:00Z',
        cancelReason: reason,
      };
      return HttpResponse.json(cancelled);
    }),
    http.get('*/api/import-materials/1', () => (cancelled ? HttpResponse.json(cancelled) : undefined)),
  );
}

/** What a step call answers: the row it leads to, or a refusal of the server's. */
type StepMove = (
  row: Record<string, unknown>,
  body: Record<string, unknown>,
) => Record<string, unknown> | Response;

/**
 * A document's workflow steps over the rows of a story, as the server takes them: each call (its address
 * after `api/<path>/`, `:id` the row's) answers the row it leads to, refused with 409 stale-state when the
 * row's status is no longer the one the caller saw, and the row reads so from then on. Returns each call's
 * bodies, in order.
 */
export function installSteps(msw: Msw, path: string, rows: Rows, calls: Record<string, StepMove>) {
  const moved = new Map<number, Record<string, unknown>>();
  const sent: Record<string, Record<string, unknown>[]> = {};
  const current = (id: number) => moved.get(id) ?? rows.find((row) => row.id === id);
  msw.use(
    ...Object.entries(calls).map(([call, move]) =>
      http.post(`*/api/${path}/${call}`, async ({ params, request }) => {
        const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
        sent[call] = [...(sent[call] ?? []), body];
        const row = current(Number(params.id));
        if (!row) return problemAnswer('notFound', 'No row with this id.');
        if (body.seenStatus !== undefined && body.seenStatus !== row.status)
          return problemAnswer('staleState', 'The row changed since it was read.', [], {
            currentState: row.status,
          });
        const next = move(row, body);
        if (next instanceof Response) return next;
        moved.set(row.id as number, next);
        return HttpResponse.json(next);
      }),
    ),
    http.get(`*/api/${path}/:id`, ({ params }) => {
      const row = moved.get(Number(params.id));
      return row ? HttpResponse.json(row) : undefined;
    }),
  );
  return sent;
}

/** The mock store with the unit's transfers, the stocks they moved and the places they went. */
export function installTransfers(msw: Msw) {
  return installUnitRows(msw, { ...receiptRows, ...transferRows });
}

/** The mock store with the unit's production, its stocks and its entries. */
export function installProductions(msw: Msw) {
  return installUnitRows(msw, { ...receiptRows, ...transferRows, ...productionRows });
}

/** The mock store with the unit's local sale, its buyers, stocks and entry. */
export function installLocalSales(msw: Msw) {
  return installUnitRows(msw, {
    ...receiptRows,
    ...transferRows,
    ...productionRows,
    ...salesRows,
    country: COUNTRIES,
  });
}
