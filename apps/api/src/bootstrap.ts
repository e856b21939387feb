import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import { createDemoBooks } from './seed/demo-books.ts';
import { createDemoLedger } from './seed/demo-ledger.ts';
import { createDemoVlegals } from './seed/demo-vlegal.ts';
import { createDemoDocuments, createDemoRecords } from './seed/demo-documents.ts';
import { generatePassword, hashPassword } from './services/passwords.ts';

export interface BootstrapResult {
  /** Set only when this call created the accounts (first start on a new database). */
  adminPassword: string | null;
  demoData: boolean;
}

/** Demo accounts: one per role, all with the generated password of `admin`. */
export const DEMO_ACCOUNTS = [
  { login: 'user', authorities: ['ROLE_USER'], link: 'unit' },
  { login: 'unitadmin', authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'], link: 'unit' },
  { login: 'companyadmin', authorities: ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY'], link: 'company' },
  { login: 'exporter', authorities: ['ROLE_USER', 'ROLE_USER_VLEGAL'], link: 'unit' },
  { login: 'verificator', authorities: ['ROLE_USER', 'ROLE_VERIFICATOR'], link: 'none' },
] as const;

export type DemoLogin = (typeof DEMO_ACCOUNTS)[number]['login'];

/** A second demo company, with one unit and its administrator: what one tenant cannot see of another. */
export const OTHER_TENANT = {
  company: { name: 'CV Mebel Lestari Kudus', registry: '8120007654321', taxId: '02.345.678.9-506.000' },
  unit: { code: 'MLK-01', name: 'Bengkel Kudus', city: 'Kudus' },
  login: 'kudusadmin',
} as const;

const BOOTSTRAP_LOCK = 4_716_051;

export async function createUser(
  db: Database,
  input: {
    login: string;
    passwordHash: string;
    email: string;
    authorities: readonly string[];
    firstName?: string;
    lastName?: string;
    companyId?: number | null;
    businessUnitIds?: readonly number[];
    activated?: boolean;
    langKey?: string;
  },
): Promise<number> {
  const { id } = await db.kysely
    .insertInto('app_user')
    .values({
      login: input.login,
      password_hash: input.passwordHash,
      email: input.email,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      activated: input.activated ?? true,
      lang_key: input.langKey ?? 'in',
      company_id: input.companyId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.authorities.length) {
    await db.kysely
      .insertInto('user_authority')
      .values(input.authorities.map((a) => ({ user_id: id, authority_name: a })))
      .execute();
  }
  if (input.businessUnitIds?.length) {
    await db.kysely
      .insertInto('user_business_unit')
      .values(input.businessUnitIds.map((u) => ({ user_id: id, business_unit_id: u })))
      .execute();
  }
  return id;
}

/** A company with its units (each with an S-LK certificate), as registration or an admin would create it. */
export async function createCompanyWithUnits(
  db: Database,
  company: { name: string; registry: string; taxId: string },
  units: { code: string; name: string; city: string }[],
): Promise<{ companyId: number; businessUnitIds: number[] }> {
  const { id: companyId } = await db.kysely
    .insertInto('company')
    .values({
      name: company.name,
      company_registry: company.registry,
      tax_id: company.taxId,
      legal_form: 'PT',
      active: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const address = await db.kysely
    .insertInto('address')
    .values({
      address_type: 'OFFICE',
      address_line1: 'Jl. Raya Kudus - Jepara Km 5',
      city: 'Jepara',
      postal_code: '59418',
      company_id: companyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .updateTable('company')
    .set({ address_id: address.id })
    .where('id', '=', companyId)
    .execute();
  const businessUnitIds: number[] = [];
  const expiry = new Date(Date.now() + 2 * 365 * 86400_000).toISOString().slice(0, 10);
  const nextSurveillance = new Date(Date.now() + 365 * 86400_000).toISOString().slice(0, 10);
  for (const [i, unit] of units.entries()) {
    const bu = await db.kysely
      .insertInto('business_unit')
      .values({ code: unit.code, name: unit.name, company_id: companyId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slk = await db.kysely
      .insertInto('slk_certificate')
      .values({
        code: `SLK-${unit.code}`,
        full_code: `LVLK-002-IDN/SLK/${unit.code}/2025`,
        lvlk_name: 'PT Lembaga Verifikasi Legalitas Kayu',
        slk_type: i === 0 ? 'EXPORTER_PRODUCE' : 'EXPORTER_NON_PRODUCE',
        initial_date: new Date().toISOString().slice(0, 10),
        surveillance_period: 12,
        next_surveillance: nextSurveillance,
        expired_date: expiry,
        business_unit_id: bu.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const unitAddress = await db.kysely
      .insertInto('address')
      .values({
        address_type: 'FACTORY',
        address_line1: `Kawasan Industri ${unit.city}`,
        city: unit.city,
        company_id: companyId,
        business_unit_id: bu.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .updateTable('business_unit')
      .set({ slk_certificate_id: slk.id, address_id: unitAddress.id })
      .where('id', '=', bu.id)
      .execute();
    await db.kysely
      .insertInto('business_permit')
      .values({
        code: `NIB-${unit.code}-0001`,
        valid_date: new Date().toISOString().slice(0, 10),
        issuer: 'OSS/BKPM',
        // The first permit type of the reference data (NIB).
        business_permit_type_id: sql<number>`(SELECT min(id) FROM business_permit_type)`,
        business_unit_id: bu.id,
      })
      .execute();
    businessUnitIds.push(bu.id);
  }
  return { companyId, businessUnitIds };
}

/**
 * On a new database (no users at all): creates `admin` with a generated password, kept in
 * `initialPasswordFile` (0600), and, when asked, the demo company with its two units, its legality
 * documents and one account per role sharing that password, and a second company with a unit and its
 * administrator. Does nothing on a database that already has users.
 */
export async function bootstrap(
  db: Database,
  config: Pick<Config, 'bcryptCost' | 'initialPasswordFile' | 'demoData'>,
): Promise<BootstrapResult> {
  const password = generatePassword();
  const hash = await hashPassword(password, config.bcryptCost);
  const created = await db.kysely.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(BOOTSTRAP_LOCK)})`.execute(trx);
    const any = await trx.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    const tdb = { ...db, kysely: trx } as Database;
    await createUser(tdb, {
      login: 'admin',
      passwordHash: hash,
      email: 'admin@vlegal.localhost',
      firstName: 'Administrator',
      authorities: ['ROLE_ADMIN', 'ROLE_USER'],
      langKey: 'in',
    });
    if (config.demoData) {
      const { companyId, businessUnitIds } = await createCompanyWithUnits(
        tdb,
        { name: 'PT Jati Jepara Furniture', registry: '8120001234567', taxId: '01.234.567.8-912.000' },
        [
          { code: 'JJF-01', name: 'Pabrik Tahunan', city: 'Jepara' },
          { code: 'JJF-02', name: 'Gudang Semarang', city: 'Semarang' },
        ],
      );
      for (const account of DEMO_ACCOUNTS) {
        await createUser(tdb, {
          login: account.login,
          passwordHash: hash,
          email: `${account.login}@vlegal.localhost`,
          authorities: account.authorities,
          companyId: account.link === 'none' ? null : companyId,
          businessUnitIds: account.link === 'unit' ? [businessUnitIds[0] as number] : [],
        });
      }
      await createDemoDocuments(tdb, businessUnitIds[0] as number);
      await createDemoRecords(tdb, businessUnitIds[0] as number);
      await createDemoBooks(tdb, businessUnitIds[0] as number, businessUnitIds[1]);
      await createDemoLedger(tdb, businessUnitIds[0] as number);
      await createDemoVlegals(tdb, businessUnitIds[0] as number);
      const other = await createCompanyWithUnits(tdb, OTHER_TENANT.company, [OTHER_TENANT.unit]);
      await createUser(tdb, {
        login: OTHER_TENANT.login,
        passwordHash: hash,
        email: `${OTHER_TENANT.login}@vlegal.localhost`,
        authorities: ['ROLE_USER', 'ROLE_USER_ADMIN'],
        companyId: other.companyId,
        businessUnitIds: other.businessUnitIds,
      });
    }
    // Written before the commit: a crash in between leaves a stale file, never an unknown password.
    if (config.initialPasswordFile) {
      fs.mkdirSync(path.dirname(config.initialPasswordFile), { recursive: true });
      fs.writeFileSync(config.initialPasswordFile, `${password}\n`, { mode: 0o600 });
      fs.chmodSync(config.initialPasswordFile, 0o600);
    }
    return true;
  });
  if (!created) return { adminPassword: null, demoData: false };
  return { adminPassword: password, demoData: config.demoData };
}
