/**
 * V-Legal steps that race (docs/adr/0028-vlegal-base-workflow.md): two verificators approving one
 * application at once export it once and draw one number; a local sale racing a submission of the same
 * stock never gets more than the stock holds between them; an approval sent again with its Idempotency-Key
 * is answered as the first and posts nothing; approvals at once draw consecutive numbers. On PostgreSQL
 * (API_TEST_DB=postgres) the requests run on parallel connections; PGlite serialises them, and the outcome
 * asserted is the same either way.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '@vlegal/domain/unit-validity';
import { createUser } from '../../src/bootstrap.ts';
import { createTestApp, type TestApp, usePostgres } from '../harness.ts';
import { type Json, unique } from '../books/fixtures.ts';
import { ATTACHMENTS, shipmentOf } from './fixtures.ts';

const today = businessToday();
let t: TestApp;
const token: Record<string, string> = {};
let unitId = 0;
let header: Json = {};

const call = async (url: string, as: string, payload?: Json, headers?: Record<string, string>) => {
  const res = await t.call({
    method: payload ? 'POST' : 'GET',
    url,
    token: token[as],
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
};

beforeAll(async () => {
  t = await createTestApp();
  // A second verificator of the verification body, signing in with the same password as the demo's.
  const { password_hash } = await t.db.kysely
    .selectFrom('app_user')
    .select('password_hash')
    .where('login', '=', 'verificator')
    .executeTakeFirstOrThrow();
  await createUser(t.db, {
    login: 'verificator2',
    passwordHash: password_hash,
    email: 'verificator2@vlegal.localhost',
    authorities: ['ROLE_USER', 'ROLE_VERIFICATOR'],
    companyId: null,
    businessUnitIds: [],
  });
  for (const login of ['exporter', 'verificator', 'verificator2', 'unitadmin'])
    token[login] = await t.login(login);
  const [demo] = (await call('/api/vlegals?status=DRAFT&size=1', 'exporter')).body as unknown as Json[];
  const full = (await call(`/api/vlegals/${demo?.id}`, 'exporter')).body;
  unitId = Number(full.businessUnitId);
  header = shipmentOf(full);
  console.log(
    `V-Legal races on ${usePostgres ? 'PostgreSQL (parallel connections)' : 'PGlite (serialised)'}`,
  );
}, 400_000);
afterAll(async () => {
  expect(t.app.responseValidationFailures).toEqual([]);
  await t.close();
});

/** A product stock of its own for one race, opened today with `volumeM3`. */
async function productStock(volumeM3: string): Promise<number> {
  const k = t.db.kysely;
  const template = await k
    .selectFrom('product')
    .selectAll()
    .where('business_unit_id', '=', unitId)
    .where('code', '=', 'GC-01')
    .executeTakeFirstOrThrow();
  const product = await k
    .insertInto('product')
    .values({
      business_unit_id: unitId,
      code: unique('BN').slice(0, 40),
      name: unique('Bangku taman'),
      commercial_description: template.commercial_description,
      hs_code_id: template.hs_code_id,
      scientific_name_id: template.scientific_name_id,
      unit_name: template.unit_name,
      created_by: 'unitadmin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stock = await call('/api/stocks', 'unitadmin', {
    businessUnitId: unitId,
    stockType: 'PRODUCT',
    productId: product.id,
    openingDate: today,
    initialVolumeM3: volumeM3,
  });
  expect(stock.status, JSON.stringify(stock.body)).toBe(201);
  return Number(stock.body.id);
}

/** A submitted application of `volumeM3` from `stockId` (or only drafted). */
async function application(stockId: number, volumeM3: string, submit = true): Promise<number> {
  const made = await call('/api/vlegals', 'exporter', {
    ...header,
    applicationDate: today,
    estimatedShipmentDate: today,
    invoiceNumber: unique('INV'),
    invoiceDate: today,
    ...ATTACHMENTS,
    materials: [{ stockId, volumeM3, netWeightKg: '10', numberOfUnits: '1', value: '100' }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = Number(made.body.id);
  if (submit) expect((await call(`/api/vlegals/submit-verification/${id}`, 'exporter', {})).status).toBe(200);
  return id;
}

const exports = async (id: number) =>
  (
    await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM stock_credit WHERE source_type = 'VLEGAL' AND source_id = ${id}`.execute(
      t.db.kysely,
    )
  ).rows[0]?.n;

const stockOf = async (id: number) =>
  t.db.kysely
    .selectFrom('stock')
    .select(['volume_m3', 'reserved_volume_m3'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('V-Legal races', () => {
  it('two verificators approving at once: one approves, the other is told it changed; one export, one number', async () => {
    const stock = await productStock('2');
    const id = await application(stock, '1.5000');
    const answers = await Promise.all(
      ['verificator', 'verificator2'].map((as) =>
        call(`/api/vlegals/approve/${id}`, as, { seenStatus: 'SUBMITTED' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)?.body;
    expect(refused).toMatchObject({ type: '/problems/stale-state', currentState: 'APPROVED' });
    expect(await exports(id)).toBe(1);
    expect(await stockOf(stock)).toMatchObject({ volume_m3: '0.5000', reserved_volume_m3: '0.0000' });
    const numbers = await t.db.kysely
      .selectFrom('vlegal')
      .select('vlegal_number')
      .where('id', '=', id)
      .execute();
    expect(numbers).toHaveLength(1);
  });

  it('a local sale racing a submission of the same stock: never both beyond the balance', async () => {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM buyer WHERE business_unit_id = ${unitId} AND buyer_type = 'DOMESTIC' LIMIT 1`.execute(
      t.db.kysely,
    );
    const transport = await t.db.kysely
      .selectFrom('document_transport_type')
      .select('id')
      .executeTakeFirstOrThrow();
    for (let round = 0; round < 4; round++) {
      const stock = await productStock('1');
      const id = await application(stock, '0.8000', false);
      const [submitted, sold] = await Promise.all([
        call(`/api/vlegals/submit-verification/${id}`, 'exporter', {}),
        call('/api/local-sales', 'unitadmin', {
          businessUnitId: unitId,
          salesDate: today,
          buyerId: rows[0]?.id,
          documentTransportTypeId: transport.id,
          documentNumber: unique('NOTA'),
          materials: [{ stockId: stock, volumeM3: '0.5000' }],
        }),
      ]);
      // Exactly one of them holds the stock; the other is refused as short, naming its line.
      // (A submission answers 200, a sale 201; either may come first.)
      expect([submitted.status, sold.status]).toEqual(submitted.status === 200 ? [200, 409] : [409, 201]);
      const loser = submitted.status === 409 ? submitted.body : sold.body;
      expect(loser.type).toBe('/problems/insufficient-stock');
      const after = await stockOf(stock);
      expect(Number(after.volume_m3) - Number(after.reserved_volume_m3)).toBeGreaterThanOrEqual(0);
    }
  });

  it('an approval sent again with its Idempotency-Key is answered as the first and posts nothing more', async () => {
    const stock = await productStock('1');
    const id = await application(stock, '0.4000');
    const key = `approve-${id}-${unique('k')}`;
    const first = await call(`/api/vlegals/approve/${id}`, 'verificator', {}, { 'idempotency-key': key });
    const again = await call(`/api/vlegals/approve/${id}`, 'verificator', {}, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.vlegalNumber).toBe(first.body.vlegalNumber);
    expect(await exports(id)).toBe(1);
    // Without the key, the step is refused by the table: it is approved already.
    expect((await call(`/api/vlegals/approve/${id}`, 'verificator', {})).status).toBe(409);
  });

  it('approvals at once draw consecutive numbers, none twice', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await application(await productStock('1'), '0.1000'));
    const answers = await Promise.all(
      ids.map((id, i) => call(`/api/vlegals/approve/${id}`, i % 2 ? 'verificator' : 'verificator2', {})),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const sequence = answers
      .map((a) => Number(/^\d{2}\.(\d{5})-/.exec(String(a.body.vlegalNumber))?.[1]))
      .sort((a, b) => a - b);
    expect(new Set(sequence).size).toBe(5);
    expect((sequence[4] as number) - (sequence[0] as number)).toBe(4);
  });
});
