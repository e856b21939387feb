/**
 * Ownership through a parent: a resource whose rows belong to whoever owns the row they hang off (a
 * document's lines, a permit's products) is scoped by the parent's owner in lists, reads and writes. Shown
 * with notes hanging off persons in charge (`pic`, owned by a business unit, shared when it names none).
 */
import { type AnyResource, defineResource } from '@vlegal/domain/resources';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/context.ts';
import { HttpProblem } from '../../src/http/problems.ts';
import { scopeFor } from '../../src/http/scope.ts';
import type { EngineResource } from '../../src/engine/types.ts';
import { assertWritable, ownership } from '../../src/engine/ownership.ts';
import { engineResource } from '../../src/engine/declarations.ts';
import { ResourceRepository } from '../../src/engine/repository.ts';
import { migratedDatabase } from '../migrated-database.ts';

interface PicNote {
  id: number;
  picId: number;
  note?: string | null;
}

const picNote = defineResource<PicNote>()({
  key: 'picNote',
  fields: [
    { name: 'picId', kind: 'reference', required: true, references: 'pic' },
    { name: 'note', kind: 'string', required: false, maxLength: 20 },
  ],
  group: 'general-setting',
  sortable: ['id'],
  defaultSort: ['id', 'asc'],
  search: [],
  filters: {},
  unique: [],
  roles: { read: [], write: ['ROLE_ADMIN'] },
  owner: { kind: 'parent', field: 'picId', parent: 'pic', onParentDelete: 'refuse' },
});

const database = migratedDatabase();
let repo: ResourceRepository;
let notes: EngineResource;
/** Note ids by the owner of their pic: unit A, unit B, no unit. */
const note = { a: 0, b: 0, shared: 0 };
let units: { a: number; b: number };

const caller = (principal: Partial<Principal>) => ({
  scope: scopeFor({
    userId: 9,
    login: 'someone',
    authorities: ['ROLE_USER'],
    companyId: null,
    businessUnitIds: [],
    langKey: 'in',
    tokenId: 't',
    ...principal,
  }),
});

beforeAll(async () => {
  const db = database();
  repo = new ResourceRepository(db);
  notes = engineResource(picNote as unknown as AnyResource);
  await sql`CREATE TABLE pic_note (id serial PRIMARY KEY, pic_id integer NOT NULL REFERENCES pic (id), note varchar(20))`.execute(
    db.kysely,
  );
  const { id: company } = await db.kysely
    .insertInto('company')
    .values({ name: 'PT Kayu', company_registry: '0123', tax_id: '01.234.567.8-901.000' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const unit = async (code: string) =>
    (
      await db.kysely
        .insertInto('business_unit')
        .values({ code, name: code, company_id: company })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  units = { a: await unit('A-01'), b: await unit('B-01') };
  const addNote = async (businessUnitId: number | null) => {
    const pic = await db.kysely
      .insertInto('pic')
      .values({
        pic_type: 'ISSUER_SIGNATORY',
        name: 'Budi',
        job_position: 'Direktur',
        valid_from: '2026-01-01',
        business_unit_id: businessUnitId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await repo.insert(notes, { picId: pic.id, note: `of ${businessUnitId}` })).id as number;
  };
  note.a = await addNote(units.a);
  note.b = await addNote(units.b);
  note.shared = await addNote(null);
});

const listed = async (ctx: ReturnType<typeof caller>) =>
  (
    await repo.list(notes, {
      page: 0,
      size: 20,
      sort: [{ field: 'id', direction: 'asc' }],
      conditions: ownership(ctx, notes),
    })
  ).rows.map((row) => row.id);

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof HttpProblem ? err.status : err),
  );

describe('a resource owned through its parent', () => {
  it('lists and reads only the rows whose parent the caller sees', async () => {
    const ofA = caller({ businessUnitIds: [units.a] });
    expect(await listed(ofA)).toEqual([note.a, note.shared]);
    expect(await repo.findById(notes, note.b, ownership(ofA, notes))).toBeNull();
    expect((await repo.findById(notes, note.a, ownership(ofA, notes)))?.note).toBe(`of ${units.a}`);
    expect(await listed(caller({ businessUnitIds: [] }))).toEqual([note.shared]);
    expect(await listed(caller({ authorities: ['ROLE_ADMIN'] }))).toEqual([note.a, note.b, note.shared]);
  });

  it('lets the caller write only rows whose parent they may write', async () => {
    const ofA = caller({ businessUnitIds: [units.a] });
    const row = async (id: number) => (await repo.findById(notes, id))!;
    expect(await refusal(assertWritable(ofA, notes, await row(note.a), repo))).toBeNull();
    expect(await refusal(assertWritable(ofA, notes, await row(note.b), repo))).toBe(403);
    // A pic of no unit is the administrators': so are its notes.
    expect(await refusal(assertWritable(ofA, notes, await row(note.shared), repo))).toBe(403);
    expect(await refusal(assertWritable(ofA, notes, { picId: null }, repo))).toBe(403);
    const admin = caller({ authorities: ['ROLE_ADMIN'] });
    expect(await refusal(assertWritable(admin, notes, await row(note.b), repo))).toBeNull();
  });
});
