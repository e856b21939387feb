import type { StoredSchemas } from '@vlegal/domain/gen/schemas';
import { type LinkKey, linkList } from '@vlegal/domain/links';
import { resourceList } from '@vlegal/domain/resources';
import type { ColumnType, Generated } from 'kysely';

/** Timestamps: written as Date or ISO string, read as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Auditing = {
  created_by: ColumnType<string, string | undefined, string>;
  created_date: ColumnType<Date, Date | string | undefined, Date | string>;
  last_modified_by: string | null;
  last_modified_date: Timestamp | null;
};

export interface AuthorityTable {
  name: string;
}

export interface AppUserTable extends Auditing {
  id: Generated<number>;
  login: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  image_url: string | null;
  activated: boolean;
  lang_key: string;
  company_id: number | null;
  token_version: ColumnType<number, number | undefined, number>;
}

export interface UserAuthorityTable {
  user_id: number;
  authority_name: string;
}

export interface UserBusinessUnitTable {
  user_id: number;
  business_unit_id: number;
}

export interface UserTokenTable {
  jti: string;
  user_id: number;
  token_version: number;
  remember_me: boolean;
  issued_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  last_seen_at: Timestamp | null;
  revoked_at: Timestamp | null;
  ip_address: string | null;
  user_agent: string | null;
  last_page: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserKeyTable {
  key_hash: string;
  user_id: number;
  purpose: 'ACTIVATION' | 'RESET';
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AuditEventTable {
  id: Generated<number>;
  principal: string;
  event_type: string;
  event_date: ColumnType<Date, Date | string | undefined, Date | string>;
  data: ColumnType<Record<string, unknown>, string, string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  template: string;
  lang_key: string;
  status: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_at: Timestamp | null;
  error: string | null;
  attachment_name: ColumnType<string | null, string | null | undefined, string | null>;
  attachment_type: ColumnType<string | null, string | null | undefined, string | null>;
  attachment: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
}

export interface RateLimitCounterTable {
  key: string;
  window_start: ColumnType<Date, Date | string | undefined, Date | string>;
  hits: number;
}

/** The answer of a write sent with an Idempotency-Key, kept for its retries (`http/idempotency.ts`). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  login: string;
  key: string;
  operation_id: string;
  request_hash: string;
  status: number | null;
  location: string | null;
  body: ColumnType<unknown, string | null, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A workflow step a row took (`engine/workflow-steps.ts`): append-only. */
export interface WorkflowStepTable {
  id: Generated<string>;
  entity: string;
  row_id: number;
  action: string;
  from_state: string | null;
  to_state: string | null;
  login: string;
  taken_at: ColumnType<Date, Date | string | undefined, never>;
  note: string | null;
}

/** Background work (`jobs/queue.ts`). */
export interface JobTable {
  id: Generated<string>;
  kind: string;
  payload: ColumnType<unknown, string | undefined, string>;
  dedupe_key: string | null;
  status: ColumnType<'PENDING' | 'RUNNING' | 'DONE' | 'DEAD', string | undefined, string>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SchemaMigrationTable {
  version: number;
  name: string;
  checksum: string;
  applied_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Tables of the platform migrations. */
export interface PlatformTables {
  authority: AuthorityTable;
  app_user: AppUserTable;
  user_authority: UserAuthorityTable;
  user_business_unit: UserBusinessUnitTable;
  user_token: UserTokenTable;
  user_key: UserKeyTable;
  audit_event: AuditEventTable;
  mail_outbox: MailOutboxTable;
  schema_migration: SchemaMigrationTable;
  rate_limit_counter: RateLimitCounterTable;
  idempotency_key: IdempotencyKeyTable;
  workflow_step: WorkflowStepTable;
  job: JobTable;
}

/** Quantities of the ledger: exact decimals, read as text. */
type Quantity = ColumnType<string, string | number, string | number>;

/** What one month added to and took from an item (docs/adr/0017-stock-ledger.md). */
export interface StockMonthTable {
  id: Generated<number>;
  stock_id: number;
  business_unit_id: number;
  year: number;
  month: number;
  in_volume_m3: Quantity;
  in_weight_kg: Quantity;
  in_pieces: Quantity;
  out_volume_m3: Quantity;
  out_weight_kg: Quantity;
  out_pieces: Quantity;
  /** The ledger entries dated in the month (a stock card's item count). */
  entries: Generated<number>;
  computed_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A month a unit has filed: nothing is dated in it any more. */
export interface ClosedMonthTable {
  business_unit_id: number;
  year: number;
  month: number;
  closed_by: string;
  closed_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The ledger's sums of a stock's month per movement type (`added`: the direction its document posted). */
export interface StockMonthMovementTable {
  stock_id: number;
  business_unit_id: number;
  year: number;
  month: number;
  movement_type: string;
  added: boolean;
  volume_m3: Quantity;
  weight_kg: Quantity;
  pieces: Quantity;
}

/** The yearly sums of a stock's ledger per movement type (migration 0040), beside the monthly ones. */
export interface StockYearMovementTable {
  stock_id: number;
  business_unit_id: number;
  year: number;
  movement_type: string;
  added: boolean;
  volume_m3: Quantity;
  weight_kg: Quantity;
  pieces: Quantity;
}

/** A unit's filing of a month's LMKB and LMKO: the reports as filed; reopened by an administrator. */
export interface ReportFilingTable {
  id: Generated<number>;
  business_unit_id: number;
  year: number;
  month: number;
  status: 'FILED' | 'REOPENED';
  lmkb: unknown;
  lmko: unknown;
  filed_by: string;
  filed_date: ColumnType<Date, Date | string | undefined, Date | string>;
  reopened_by: string | null;
  reopened_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  reopen_reason: string | null;
}

/** A permitted product's realization figures for one period as recorded for the capacity audit. */
export interface RealizationRecordTable {
  id: Generated<number>;
  grain: 'MONTH' | 'YEAR' | 'PERMIT';
  business_unit_id: number;
  business_permit_product_id: number;
  year: number;
  month: number | null;
  capacity: Quantity;
  capacity_unit: string;
  produced: Quantity;
  capacity_used_percent: Quantity | null;
  over_capacity: boolean;
  exported_volume_m3: Quantity | null;
  local_sales_volume_m3: Quantity | null;
  note: string | null;
  recorded_by: string;
  recorded_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The last number drawn of a document type, per scope and period. */
export interface DocumentNumberCounterTable {
  document_type: string;
  scope_key: string;
  period_key: string;
  last_value: number;
}

/** What a submitted document holds of a stock until it is decided (`ledger.ts` `reserve`). */
export interface StockReservationTable {
  id: Generated<string>;
  stock_id: number;
  source_type: string;
  source_id: number;
  volume_m3: Quantity;
  weight_kg: Quantity;
  pieces: Quantity;
  created_by: string;
  created_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** What an outflow entry drew from an inflow entry of the same stock (migration 0043, `books/lineage.ts`). */
export interface StockLineageTable {
  outflow_id: number;
  inflow_id: number;
  volume_m3: Quantity;
  weight_kg: Quantity;
  pieces: Quantity;
}

/** What is left to draw of an inflow entry (migration 0043). */
export interface StockInflowTable {
  entry_id: number;
  stock_id: number;
  movement_date: string;
  volume_m3: Quantity;
  weight_kg: Quantity;
  pieces: Quantity;
}

/** The ledger's own bookkeeping beside its resources. */
export interface BookTables {
  stock_month: StockMonthTable;
  stock_month_movement: StockMonthMovementTable;
  stock_year_movement: StockYearMovementTable;
  closed_month: ClosedMonthTable;
  report_filing: ReportFilingTable;
  realization_record: RealizationRecordTable;
  document_number_counter: DocumentNumberCounterTable;
  stock_reservation: StockReservationTable;
  stock_lineage: StockLineageTable;
  stock_inflow: StockInflowTable;
}

/** `flegtPartner` -> `flegt_partner`, as `toColumn` does at run time. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : S;

/** A column of a contract field: optional fields are NULL when unset; any column may be left to its default. */
type ContractColumn<V> = ColumnType<
  Exclude<V, undefined> | (undefined extends V ? null : never),
  Exclude<V, undefined> | null | undefined,
  Exclude<V, undefined> | null
>;

/** A resource table, typed from the contract's schema (`gen/schemas.ts`): the same facts, in snake case. */
type ResourceTable<E> = { id: Generated<number> } & {
  [K in Exclude<keyof E, 'id'> & string as Snake<K>]-?: ContractColumn<E[K]>;
};

/** The tables of the registry's resources, by table name (`sea_port`). */
export type ResourceTables = {
  [S in keyof StoredSchemas as Snake<Uncapitalize<S>>]: ResourceTable<StoredSchemas[S]>;
};

/** The link tables (`supplier_product`): a party's id and an item's id, the pair the key. */
export type LinkTables = { [K in LinkKey as Snake<K>]: Record<string, number> };

export interface DB extends PlatformTables, BookTables, ResourceTables, LinkTables {}

const PLATFORM_TABLES = [
  'authority',
  'app_user',
  'user_authority',
  'user_business_unit',
  'user_token',
  'user_key',
  'audit_event',
  'mail_outbox',
  'schema_migration',
  'rate_limit_counter',
  'idempotency_key',
  'workflow_step',
  'job',
] as const satisfies readonly (keyof PlatformTables)[];
const BOOK_TABLES = [
  'stock_month',
  'stock_month_movement',
  'stock_year_movement',
  'closed_month',
  'report_filing',
  'realization_record',
  'document_number_counter',
  'stock_reservation',
  'stock_lineage',
  'stock_inflow',
] as const satisfies readonly (keyof BookTables)[];
// Compiles only while the list names every platform table.
const everyPlatformTable: Exclude<keyof PlatformTables, (typeof PLATFORM_TABLES)[number]> extends never
  ? true
  : never = true;

/**
 * Every table (and view: the period balances) of the typed schema; `schema-agreement.test.ts` compares it
 * with the migrated database.
 */
export const TABLES: readonly string[] = everyPlatformTable && [
  ...PLATFORM_TABLES,
  ...BOOK_TABLES,
  ...resourceList().map((resource) => resource.table),
  ...linkList().map((link) => link.table),
];
