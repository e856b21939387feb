import { type Kysely, sql } from 'kysely';
import type { AppServices, HandlerMap } from '../http/context.ts';
import { problem } from '../http/problems.ts';

type Row = Record<string, unknown>;
type AnyDB = Record<string, Row>;

/** Values of the tokens of a number pattern (MODEL.md §5.1). */
export interface NumberValues {
  sequence: number;
  sequenceLength: number;
  /** Business date `YYYY-MM-DD`. */
  date: string;
  unitCode: string;
  companyCode: string;
  lvlkCode: string;
  exporterCode: string;
  destinationIso: string;
  originIso: string;
  doc: string;
  revision: number;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const TOKEN = /\{([A-Z_]+)(?::(\d{1,2}))?\}/g;

function tokenValue(name: string, v: NumberValues): string | null {
  const [yyyy = '', mm = ''] = v.date.split('-');
  switch (name) {
    case 'SEQ':
      return String(v.sequence).padStart(v.sequenceLength, '0');
    case 'YY':
      return yyyy.slice(2);
    case 'YYYY':
      return yyyy;
    case 'MM':
      return mm;
    case 'ROMAN_MONTH':
      return ROMAN[Number(mm) - 1] ?? '';
    case 'UNIT_CODE':
      return v.unitCode;
    case 'COMPANY_CODE':
      return v.companyCode;
    case 'LVLK_CODE':
      return v.lvlkCode;
    case 'EXPORTER_CODE':
      return v.exporterCode;
    case 'DEST_ISO':
      return v.destinationIso;
    case 'ORIGIN_ISO':
      return v.originIso;
    case 'DOC':
      return v.doc;
    case 'REV':
      return String(v.revision);
    default:
      return null;
  }
}

/** Tokens of a pattern that are not known (empty when the pattern is valid). */
export function unknownTokens(pattern: string): string[] {
  return [...pattern.matchAll(TOKEN)]
    .map((m) => m[1] as string)
    .filter((t) => tokenValue(t, SAMPLE) === null);
}

/** Renders a pattern: `{TOKEN}` or `{TOKEN:n}` (zero-padded to n characters); other text is kept as is. */
export function renderNumber(pattern: string, values: NumberValues): string {
  return pattern.replace(TOKEN, (whole, name: string, width?: string) => {
    const value = tokenValue(name, values);
    if (value === null) return whole;
    return width ? value.padStart(Number(width), '0') : value;
  });
}

const SAMPLE: NumberValues = {
  sequence: 1,
  sequenceLength: 4,
  date: '2025-01-01',
  unitCode: 'UNIT',
  companyCode: '00001',
  lvlkCode: '000',
  exporterCode: '00001',
  destinationIso: 'XX',
  originIso: 'ID',
  doc: 'VL',
  revision: 0,
};

/** Today in Asia/Jakarta (business dates are local). */
function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** `previewVlegalDocumentNumber`: renders a V-Legal number format with sample values; nothing is stored. */
export function documentNumberHandlers(services: AppServices): HandlerMap {
  const kysely = services.db.kysely as unknown as Kysely<AnyDB>;
  return {
    async previewVlegalDocumentNumber(ctx) {
      const body = ctx.req.body as {
        pattern: string;
        sequenceLength: number;
        sequenceValue?: number;
        businessUnitId?: number | null;
        destinationCountryId?: number | null;
        date?: string | null;
      };
      const unknown = unknownTokens(body.pattern);
      if (unknown.length) {
        throw problem.validation([
          {
            objectName: 'documentNumberPreview',
            field: 'pattern',
            message: `unknown token ${unknown.join(', ')}`,
          },
        ]);
      }
      const values: NumberValues = {
        ...SAMPLE,
        sequence: body.sequenceValue ?? 1,
        sequenceLength: body.sequenceLength,
        date: body.date ?? jakartaToday(),
      };
      if (body.businessUnitId) {
        const unit = await kysely
          .selectFrom('business_unit as u')
          .leftJoin('slk_certificate as s', 's.id', 'u.slk_certificate_id')
          .select(['u.code as code', 'u.company_id as companyId', 's.full_code as slk'])
          .where('u.id', '=', body.businessUnitId)
          .executeTakeFirst();
        if (!unit) {
          throw problem.validation([
            {
              objectName: 'documentNumberPreview',
              field: 'businessUnitId',
              message: 'no such business unit',
            },
          ]);
        }
        const company = String(unit.companyId).padStart(5, '0');
        values.unitCode = String(unit.code);
        values.companyCode = company;
        values.exporterCode = company;
        values.lvlkCode = /LVLK-(\d{3})/.exec(String(unit.slk ?? ''))?.[1] ?? values.lvlkCode;
      }
      if (body.destinationCountryId) {
        const country = await kysely
          .selectFrom('country')
          .select('code')
          .where('id', '=', body.destinationCountryId)
          .executeTakeFirst();
        if (!country) {
          throw problem.validation([
            {
              objectName: 'documentNumberPreview',
              field: 'destinationCountryId',
              message: 'no such country',
            },
          ]);
        }
        values.destinationIso = String(country.code);
      }
      return { number: renderNumber(body.pattern, values) };
    },
  };
}

/** Short codes of the documents (`{DOC}`), and the pattern used while no format of the type is active. */
const DOCUMENT_CODES: Readonly<Record<string, string>> = {
  IMPORT_MATERIAL: 'RCV',
  TRANSFER_MATERIAL: 'TRF',
  PRODUCTION: 'PRD',
  LOCAL_SALES: 'SLS',
};
const DEFAULT_PATTERN = '{SEQ}/{DOC}/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}';
/** The formats of the types whose numbers follow a layout of their own while no format is active. */
const DEFAULT_FORMATS: Readonly<Record<string, { pattern: string; length: number; scope: string }>> = {
  // EXPORT-FACTS §1: one yearly counter of the verification body, without gaps.
  VLEGAL: { pattern: '{YY}.{SEQ}-{EXPORTER_CODE}.{LVLK_CODE}-ID-{DEST_ISO}', length: 5, scope: 'GLOBAL' },
};

/**
 * Draws the next number of a document type for a unit, in the caller's transaction (MODEL.md §5.1): the
 * unit's active format of the type, else the general one, else `{SEQ}/{DOC}/{UNIT_CODE}/{ROMAN_MONTH}/{YYYY}`
 * reset yearly per unit. The counter row stays locked until the transaction ends, so two postings never
 * draw the same number, and a refused posting rolls its number back: no gap.
 */
export async function nextDocumentNumber(
  db: Kysely<AnyDB>,
  documentType: string,
  businessUnitId: number,
  date: string,
  /** Token values the document supplies (a V-Legal's destination, the verification body's code). */
  values: Partial<Pick<NumberValues, 'lvlkCode' | 'exporterCode' | 'destinationIso'>> = {},
): Promise<string> {
  const unit = await unitOf(db, businessUnitId);
  const format = await db
    .selectFrom('document_number_format')
    .select(['pattern', 'sequence_length', 'reset_policy', 'sequence_scope'])
    .where('document_type', '=', documentType)
    .where('active', '=', true)
    .where((eb) => eb.or([eb('business_unit_id', '=', businessUnitId), eb('business_unit_id', 'is', null)]))
    .orderBy(sql`business_unit_id IS NULL`)
    .orderBy('id')
    .executeTakeFirst();
  const fallback = DEFAULT_FORMATS[documentType];
  const pattern = String(format?.pattern ?? fallback?.pattern ?? DEFAULT_PATTERN);
  const reset = String(format?.reset_policy ?? 'YEARLY');
  const scope = String(format?.sequence_scope ?? fallback?.scope ?? 'BUSINESS_UNIT');
  const scopeKey =
    scope === 'GLOBAL' ? 'GLOBAL' : scope === 'COMPANY' ? `C${unit.companyId}` : `U${businessUnitId}`;
  const periodKey = reset === 'MONTHLY' ? date.slice(0, 7) : reset === 'YEARLY' ? date.slice(0, 4) : '-';
  const { rows } = await sql<{ last_value: number }>`
    INSERT INTO document_number_counter (document_type, scope_key, period_key, last_value)
    VALUES (${documentType}, ${scopeKey}, ${periodKey}, 1)
    ON CONFLICT (document_type, scope_key, period_key)
    DO UPDATE SET last_value = document_number_counter.last_value + 1
    RETURNING last_value`.execute(db);
  const company = String(unit.companyId).padStart(5, '0');
  return renderNumber(pattern, {
    ...SAMPLE,
    sequence: Number(rows[0]?.last_value),
    sequenceLength: Number(format?.sequence_length ?? fallback?.length ?? 4),
    date,
    unitCode: unit.code,
    companyCode: company,
    exporterCode: company,
    doc: DOCUMENT_CODES[documentType] ?? documentType,
    ...values,
  });
}

async function unitOf(db: Kysely<AnyDB>, id: number): Promise<{ code: string; companyId: number }> {
  const unit = await db
    .selectFrom('business_unit')
    .select(['code', 'company_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { code: String(unit.code), companyId: Number(unit.company_id) };
}
