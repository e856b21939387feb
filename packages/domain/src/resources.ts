/**
 * The resource registry: one typed declaration per master-data resource. The server's generic CRUD engine
 * (table, columns, allow-lists for sort/filter/search, unique constraints, references) and the client's
 * generic list/form/view screens (route group, route segment, id parameter, field kinds and bounds) both
 * read it. `resources.test.ts` checks every entry against the schemas and operations of openapi.yaml.
 */
import type {
  BusinessCertificateType,
  BusinessPermitType,
  Country,
  Currency,
  District,
  DocumentNumberFormat,
  DocumentTransportType,
  HsCode,
  IndustrialScope,
  MasterEntities,
  OriginOfRawMaterial,
  Pic,
  Province,
  RawMaterialCategory,
  RawMaterialType,
  ScientificName,
  SeaPort,
  Transportation,
  VlegalCancelReason,
} from './entities.ts';
import type { Authority, RoleRule } from './roles.ts';

export type MasterResourceKey = keyof MasterEntities;

/** Records outside the master data that master rows may point to. */
export type ExternalReference = 'businessUnit';
export type ReferenceTarget = MasterResourceKey | ExternalReference;

/** Route groups of the master-data screens (`/app/<group>/<routeSegment>`). */
export type ResourceGroup = 'general-setting' | 'raw-material' | 'preparation';

export type FieldKind = 'string' | 'integer' | 'decimal' | 'boolean' | 'date' | 'enum' | 'reference' | 'file';

type FieldName<T> = Extract<keyof T, string>;

export interface FieldSpec<T> {
  name: FieldName<T>;
  kind: FieldKind;
  /** Required when creating (a field with a default may be left out). */
  required: boolean;
  /** Column type for the PostgreSQL migration. */
  sqlType: string;
  minLength?: number;
  /** Characters; for `file` fields the base64 length of the largest allowed attachment. */
  maxLength?: number;
  /** ECMAScript pattern, anchored. */
  pattern?: string;
  format?: 'email';
  min?: number;
  max?: number;
  /** numeric(precision, scale) of a decimal. */
  precision?: readonly [number, number];
  /** Enum values (for a content-type field: the accepted media types). */
  values?: readonly string[];
  default?: string | number | boolean;
  /** Set by the server (never sent on create or update). */
  readOnly?: boolean;
  /** Target of a reference field (FK check on write, delete protection on the target). */
  references?: ReferenceTarget;
  /** For `file` fields: the field holding the media type. */
  contentTypeField?: FieldName<T>;
  /** For media-type fields: the file field they describe. */
  contentTypeOf?: FieldName<T>;
}

export type SortDirection = 'asc' | 'desc';

export interface ExtraSearch<T> {
  /** Path suffix after the resource: `GET api/_search/<path>-<suffix>?query=`. */
  suffix: string;
  operationId: string;
  /** Field the query is matched against. */
  field: FieldName<T> | 'id';
  match: 'eq' | 'prefix';
  /** Type of the `query` parameter. */
  query: 'integer' | 'string';
}

/**
 * Who owns a resource's rows (docs/adr/0008-authorization-and-ownership.md), declared, never inferred:
 * - `none`: reference data everybody reads;
 * - `businessUnit`: the unit in `field`; with `shared`, a row without a unit belongs to nobody in
 *   particular: everybody reads it and only an administrator writes it;
 * - `company`: the company in `field`.
 * Lists, searches, reads and writes of the resource engine are scoped by it for every caller.
 */
export type Owner<T> =
  | { kind: 'none' }
  | { kind: 'businessUnit'; field: FieldName<T>; shared?: boolean }
  | { kind: 'company'; field: FieldName<T> };

export interface ResourceDefinition<T> {
  key: MasterResourceKey;
  /** Schema name in openapi.yaml; the create body is `New<schema>`. */
  schema: string;
  /** Plural of the schema name, used in list and search operationIds. */
  plural: string;
  /** Path segment under `api/` (and `api/_search/`). */
  path: string;
  table: string;
  /** i18n key stem and display label. */
  label: string;
  group: ResourceGroup;
  routeSegment: string;
  /** Id parameter of the resource's edit and view routes (routes.json). */
  idParam: string;
  fields: readonly FieldSpec<T>[];
  sortable: readonly (FieldName<T> | 'id')[];
  defaultSort: readonly [FieldName<T> | 'id', SortDirection];
  /** Fields the `query` text of `_search` is matched against (case-insensitive, contains). */
  search: readonly FieldName<T>[];
  /** Query-parameter filters of list and search (exact match). */
  filters: Partial<Record<FieldName<T>, 'eq'>>;
  /** Unique constraints: one field, or several fields together. */
  unique: readonly (FieldName<T> | readonly FieldName<T>[])[];
  references: Partial<Record<FieldName<T>, ReferenceTarget>>;
  roles: { read: RoleRule; write: readonly Authority[] };
  owner: Owner<T>;
  extraSearches?: readonly ExtraSearch<T>[];
}

/** Fixes the entity type, then checks the declaration against it (field names are keys of `T`). */
export const defineResource =
  <T>() =>
  <const D extends ResourceDefinition<T>>(definition: D): D & { readonly __entity?: T } =>
    definition;

export const resources = {
  country: defineResource<Country>()({
    key: 'country',
    schema: 'Country',
    plural: 'Countries',
    path: 'countries',
    table: 'country',
    label: 'country',
    group: 'general-setting',
    routeSegment: 'country',
    idParam: 'countryId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(2)',
        minLength: 1,
        maxLength: 2,
        pattern: '^[A-Z]{2}$',
      },
      {
        name: 'code3',
        kind: 'string',
        required: false,
        sqlType: 'varchar(3)',
        maxLength: 3,
        pattern: '^[A-Z]{3}$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      { name: 'flegtPartner', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'name', 'flegtPartner', 'active'],
    defaultSort: ['name', 'asc'],
    search: ['code', 'code3', 'name'],
    filters: { active: 'eq', flegtPartner: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  province: defineResource<Province>()({
    key: 'province',
    schema: 'Province',
    plural: 'Provinces',
    path: 'provinces',
    table: 'province',
    label: 'province',
    group: 'general-setting',
    routeSegment: 'province',
    idParam: 'provinceId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(2)',
        minLength: 1,
        maxLength: 2,
        pattern: '^[0-9]{2}$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      { name: 'countryId', kind: 'reference', required: true, sqlType: 'integer', references: 'country' },
    ],
    sortable: ['id', 'code', 'name', 'countryId'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'name'],
    filters: { countryId: 'eq' },
    unique: [['countryId', 'code']],
    references: { countryId: 'country' },
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  district: defineResource<District>()({
    key: 'district',
    schema: 'District',
    plural: 'Districts',
    path: 'districts',
    table: 'district',
    label: 'district',
    group: 'general-setting',
    routeSegment: 'district',
    idParam: 'districtId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(5)',
        minLength: 1,
        maxLength: 5,
        pattern: '^[0-9]{2}\\.[0-9]{2}$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      {
        name: 'districtType',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(9)',
        values: ['KABUPATEN', 'KOTA'],
      },
      { name: 'provinceId', kind: 'reference', required: true, sqlType: 'integer', references: 'province' },
    ],
    sortable: ['id', 'code', 'name', 'districtType', 'provinceId'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'name'],
    filters: { provinceId: 'eq', districtType: 'eq' },
    unique: ['code'],
    references: { provinceId: 'province' },
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  currency: defineResource<Currency>()({
    key: 'currency',
    schema: 'Currency',
    plural: 'Currencies',
    path: 'currencies',
    table: 'currency',
    label: 'currency',
    group: 'general-setting',
    routeSegment: 'currency',
    idParam: 'currencyId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(3)',
        minLength: 1,
        maxLength: 3,
        pattern: '^[A-Z]{3}$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      { name: 'symbol', kind: 'string', required: false, sqlType: 'varchar(10)', maxLength: 10 },
      { name: 'decimals', kind: 'integer', required: false, sqlType: 'integer', min: 0, max: 4, default: 2 },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'name', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'name', 'symbol'],
    filters: { active: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  hsCode: defineResource<HsCode>()({
    key: 'hsCode',
    schema: 'HsCode',
    plural: 'HsCodes',
    path: 'hs-codes',
    table: 'hs_code',
    label: 'hs-code',
    group: 'general-setting',
    routeSegment: 'hs-code',
    idParam: 'hSCodeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(12)',
        minLength: 1,
        maxLength: 12,
        pattern: '^[0-9][0-9.]{3,11}$',
      },
      {
        name: 'hs6',
        kind: 'string',
        required: false,
        sqlType: 'varchar(6)',
        maxLength: 6,
        pattern: '^[0-9]{6}$',
        readOnly: true,
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(500)',
        minLength: 1,
        maxLength: 500,
      },
      { name: 'descriptionEn', kind: 'string', required: false, sqlType: 'varchar(500)', maxLength: 500 },
      { name: 'chapter', kind: 'integer', required: false, sqlType: 'integer', min: 1, max: 99 },
      {
        name: 'heading',
        kind: 'string',
        required: false,
        sqlType: 'varchar(4)',
        maxLength: 4,
        pattern: '^[0-9]{4}$',
      },
      { name: 'vlegalRequired', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
      { name: 'exportProhibited', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'defaultUnitName', kind: 'string', required: false, sqlType: 'varchar(20)', maxLength: 20 },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'chapter', 'heading', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'description', 'descriptionEn'],
    filters: { active: 'eq', chapter: 'eq', vlegalRequired: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  transportation: defineResource<Transportation>()({
    key: 'transportation',
    schema: 'Transportation',
    plural: 'Transportations',
    path: 'transportations',
    table: 'transportation',
    label: 'transportation',
    group: 'general-setting',
    routeSegment: 'transportation',
    idParam: 'transportationId',
    fields: [
      {
        name: 'code',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(10)',
        values: ['SEA', 'AIR', 'LAND', 'RAIL', 'MULTIMODAL'],
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'name', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['name'],
    filters: { active: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  seaPort: defineResource<SeaPort>()({
    key: 'seaPort',
    schema: 'SeaPort',
    plural: 'SeaPorts',
    path: 'sea-ports',
    table: 'sea_port',
    label: 'sea-port',
    group: 'general-setting',
    routeSegment: 'sea-port',
    idParam: 'seaPortId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(5)',
        minLength: 1,
        maxLength: 5,
        pattern: '^[A-Z]{5}$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(255)', minLength: 1, maxLength: 255 },
      { name: 'countryId', kind: 'reference', required: true, sqlType: 'integer', references: 'country' },
      {
        name: 'portType',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(5)',
        values: ['SEA', 'AIR', 'LAND', 'RIVER'],
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'name', 'countryId', 'portType', 'active'],
    defaultSort: ['name', 'asc'],
    search: ['code', 'name'],
    filters: { active: 'eq', countryId: 'eq', portType: 'eq' },
    unique: ['code'],
    references: { countryId: 'country' },
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
    extraSearches: [
      { suffix: 'id', operationId: 'searchSeaPortsById', field: 'id', match: 'eq', query: 'integer' },
      {
        suffix: 'code',
        operationId: 'searchSeaPortsByCode',
        field: 'code',
        match: 'prefix',
        query: 'string',
      },
      {
        suffix: 'dest-id',
        operationId: 'searchSeaPortsByDestId',
        field: 'countryId',
        match: 'eq',
        query: 'integer',
      },
    ],
  }),
  documentNumberFormat: defineResource<DocumentNumberFormat>()({
    key: 'documentNumberFormat',
    schema: 'DocumentNumberFormat',
    plural: 'DocumentNumberFormats',
    path: 'document-number-formats',
    table: 'document_number_format',
    label: 'document-number-format',
    group: 'general-setting',
    routeSegment: 'document-number-format',
    idParam: 'documentNumberFormatId',
    fields: [
      {
        name: 'documentType',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(18)',
        values: [
          'VLEGAL',
          'VLEGAL_APPLICATION',
          'VLEGAL_EXTEND',
          'VLEGAL_REPLACE',
          'VLEGAL_CANCEL',
          'VLEGAL_AMANDEMEN',
          'VLEGAL_RELEASE',
          'IMPORT_MATERIAL',
          'TRANSFER_MATERIAL',
          'PRODUCTION',
          'LOCAL_SALES',
        ],
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      {
        name: 'pattern',
        kind: 'string',
        required: true,
        sqlType: 'varchar(200)',
        minLength: 1,
        maxLength: 200,
      },
      { name: 'sequenceLength', kind: 'integer', required: true, sqlType: 'integer', min: 1, max: 12 },
      {
        name: 'resetPolicy',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(7)',
        values: ['NEVER', 'YEARLY', 'MONTHLY'],
      },
      {
        name: 'sequenceScope',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(13)',
        values: ['GLOBAL', 'COMPANY', 'BUSINESS_UNIT', 'DESTINATION'],
      },
      {
        name: 'businessUnitId',
        kind: 'reference',
        required: false,
        sqlType: 'integer',
        references: 'businessUnit',
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
      { name: 'description', kind: 'string', required: false, sqlType: 'varchar(500)', maxLength: 500 },
      { name: 'example', kind: 'string', required: false, sqlType: 'varchar(200)', maxLength: 200 },
    ],
    sortable: ['id', 'documentType', 'name', 'active'],
    defaultSort: ['documentType', 'asc'],
    search: ['name', 'pattern', 'description'],
    filters: { active: 'eq', documentType: 'eq', businessUnitId: 'eq' },
    unique: [],
    references: { businessUnitId: 'businessUnit' },
    roles: { read: ['ROLE_ADMIN'], write: ['ROLE_ADMIN'] },
    owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
  }),
  pic: defineResource<Pic>()({
    key: 'pic',
    schema: 'Pic',
    plural: 'Pics',
    path: 'pics',
    table: 'pic',
    label: 'pic',
    group: 'general-setting',
    routeSegment: 'pic',
    idParam: 'pICId',
    fields: [
      {
        name: 'picType',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(18)',
        values: ['ISSUER_SIGNATORY', 'EXPORTER_APPLICANT'],
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      {
        name: 'jobPosition',
        kind: 'string',
        required: true,
        sqlType: 'varchar(100)',
        minLength: 1,
        maxLength: 100,
      },
      {
        name: 'identificationId',
        kind: 'string',
        required: false,
        sqlType: 'varchar(16)',
        maxLength: 16,
        pattern: '^[0-9]{16}$',
      },
      {
        name: 'email',
        kind: 'string',
        required: false,
        sqlType: 'varchar(254)',
        minLength: 5,
        maxLength: 254,
        format: 'email',
      },
      {
        name: 'phone',
        kind: 'string',
        required: false,
        sqlType: 'varchar(30)',
        maxLength: 30,
        pattern: '^[0-9+() -]{3,30}$',
      },
      {
        name: 'signatureImage',
        kind: 'file',
        required: false,
        sqlType: 'text',
        maxLength: 3466668,
        contentTypeField: 'signatureImageContentType',
      },
      {
        name: 'signatureImageContentType',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(100)',
        values: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        contentTypeOf: 'signatureImage',
      },
      {
        name: 'stampImage',
        kind: 'file',
        required: false,
        sqlType: 'text',
        maxLength: 3466668,
        contentTypeField: 'stampImageContentType',
      },
      {
        name: 'stampImageContentType',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(100)',
        values: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        contentTypeOf: 'stampImage',
      },
      {
        name: 'authorizationLetter',
        kind: 'file',
        required: false,
        sqlType: 'text',
        maxLength: 3466668,
        contentTypeField: 'authorizationLetterContentType',
      },
      {
        name: 'authorizationLetterContentType',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(100)',
        values: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
        contentTypeOf: 'authorizationLetter',
      },
      { name: 'validFrom', kind: 'date', required: true, sqlType: 'date' },
      { name: 'validUntil', kind: 'date', required: false, sqlType: 'date' },
      {
        name: 'businessUnitId',
        kind: 'reference',
        required: false,
        sqlType: 'integer',
        references: 'businessUnit',
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'picType', 'name', 'jobPosition', 'validFrom', 'validUntil', 'active'],
    defaultSort: ['name', 'asc'],
    search: ['name', 'jobPosition', 'email'],
    filters: { active: 'eq', picType: 'eq', businessUnitId: 'eq' },
    unique: [],
    references: { businessUnitId: 'businessUnit' },
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'businessUnit', field: 'businessUnitId', shared: true },
  }),
  scientificName: defineResource<ScientificName>()({
    key: 'scientificName',
    schema: 'ScientificName',
    plural: 'ScientificNames',
    path: 'scientific-names',
    table: 'scientific_name',
    label: 'scientific-name',
    group: 'raw-material',
    routeSegment: 'scientific-name',
    idParam: 'scientificNameId',
    fields: [
      {
        name: 'scientificName',
        kind: 'string',
        required: true,
        sqlType: 'varchar(150)',
        minLength: 1,
        maxLength: 150,
      },
      {
        name: 'tradeName',
        kind: 'string',
        required: true,
        sqlType: 'varchar(100)',
        minLength: 1,
        maxLength: 100,
      },
      { name: 'englishName', kind: 'string', required: false, sqlType: 'varchar(100)', maxLength: 100 },
      { name: 'family', kind: 'string', required: false, sqlType: 'varchar(100)', maxLength: 100 },
      {
        name: 'speciesGroup',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(14)',
        values: ['MERANTI', 'RIMBA_CAMPURAN', 'EBONI', 'KAYU_INDAH', 'PLANTATION'],
      },
      {
        name: 'citesAppendix',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(4)',
        values: ['NONE', 'I', 'II', 'III'],
        default: 'NONE',
      },
      { name: 'restricted', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      {
        name: 'densityKgM3',
        kind: 'decimal',
        required: false,
        sqlType: 'numeric(8,2)',
        min: 0,
        max: 2000,
        precision: [8, 2],
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'scientificName', 'tradeName', 'englishName', 'family', 'speciesGroup', 'active'],
    defaultSort: ['scientificName', 'asc'],
    search: ['scientificName', 'tradeName', 'englishName', 'family'],
    filters: { active: 'eq', speciesGroup: 'eq', citesAppendix: 'eq' },
    unique: ['scientificName'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  rawMaterialType: defineResource<RawMaterialType>()({
    key: 'rawMaterialType',
    schema: 'RawMaterialType',
    plural: 'RawMaterialTypes',
    path: 'raw-material-types',
    table: 'raw_material_type',
    label: 'raw-material-type',
    group: 'raw-material',
    routeSegment: 'raw-material-type',
    idParam: 'rawMaterialTypeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(50)',
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      {
        name: 'rawMaterialCategoryId',
        kind: 'reference',
        required: true,
        sqlType: 'integer',
        references: 'rawMaterialCategory',
      },
      { name: 'pieceUnitName', kind: 'string', required: false, sqlType: 'varchar(20)', maxLength: 20 },
      {
        name: 'minDiameterCm',
        kind: 'decimal',
        required: false,
        sqlType: 'numeric(8,2)',
        min: 0,
        max: 1000,
        precision: [8, 2],
      },
      {
        name: 'maxDiameterCm',
        kind: 'decimal',
        required: false,
        sqlType: 'numeric(8,2)',
        min: 0,
        max: 1000,
        precision: [8, 2],
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'name', 'rawMaterialCategoryId', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'name'],
    filters: { active: 'eq', rawMaterialCategoryId: 'eq' },
    unique: ['code'],
    references: { rawMaterialCategoryId: 'rawMaterialCategory' },
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  rawMaterialCategory: defineResource<RawMaterialCategory>()({
    key: 'rawMaterialCategory',
    schema: 'RawMaterialCategory',
    plural: 'RawMaterialCategories',
    path: 'raw-material-categories',
    table: 'raw_material_category',
    label: 'raw-material-category',
    group: 'raw-material',
    routeSegment: 'raw-material-category',
    idParam: 'rawMaterialCategoryId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(50)',
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      { name: 'name', kind: 'string', required: true, sqlType: 'varchar(100)', minLength: 1, maxLength: 100 },
      {
        name: 'reportGroup',
        kind: 'enum',
        required: true,
        sqlType: 'varchar(4)',
        values: ['LMKB', 'LMKO', 'NONE'],
      },
      { name: 'description', kind: 'string', required: false, sqlType: 'varchar(500)', maxLength: 500 },
    ],
    sortable: ['id', 'code', 'name', 'reportGroup'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'name', 'description'],
    filters: { reportGroup: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  originOfRawMaterial: defineResource<OriginOfRawMaterial>()({
    key: 'originOfRawMaterial',
    schema: 'OriginOfRawMaterial',
    plural: 'OriginOfRawMaterials',
    path: 'origin-of-raw-materials',
    table: 'origin_of_raw_material',
    label: 'origin-of-raw-material',
    group: 'preparation',
    routeSegment: 'origin-of-raw-material',
    idParam: 'originOfRawMaterialId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(50)',
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      { name: 'isImport', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'requiresCertificate', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'description', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'description'],
    filters: { active: 'eq', isImport: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  industrialScope: defineResource<IndustrialScope>()({
    key: 'industrialScope',
    schema: 'IndustrialScope',
    plural: 'IndustrialScopes',
    path: 'industrial-scopes',
    table: 'industrial_scope',
    label: 'industrial-scope',
    group: 'preparation',
    routeSegment: 'industrial-scope',
    idParam: 'industrialScopeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: false,
        sqlType: 'varchar(50)',
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      { name: 'canProduce', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'canExport', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
    ],
    sortable: ['id', 'code', 'description'],
    defaultSort: ['description', 'asc'],
    search: ['code', 'description'],
    filters: { canProduce: 'eq', canExport: 'eq' },
    unique: ['code'],
    references: {},
    // Public: the registration wizard looks these up before the visitor has an account.
    roles: { read: 'public', write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  documentTransportType: defineResource<DocumentTransportType>()({
    key: 'documentTransportType',
    schema: 'DocumentTransportType',
    plural: 'DocumentTransportTypes',
    path: 'document-transport-types',
    table: 'document_transport_type',
    label: 'document-transport-type',
    group: 'preparation',
    routeSegment: 'document-transport-type',
    idParam: 'documentTransportTypeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: true,
        sqlType: 'varchar(50)',
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      {
        name: 'materialScope',
        kind: 'enum',
        required: false,
        sqlType: 'varchar(9)',
        values: ['LOG', 'PROCESSED', 'BOTH'],
      },
      { name: 'legacy', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'description', 'materialScope', 'active'],
    defaultSort: ['code', 'asc'],
    search: ['code', 'description'],
    filters: { active: 'eq', materialScope: 'eq', legacy: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  businessPermitType: defineResource<BusinessPermitType>()({
    key: 'businessPermitType',
    schema: 'BusinessPermitType',
    plural: 'BusinessPermitTypes',
    path: 'business-permit-types',
    table: 'business_permit_type',
    label: 'business-permit-type',
    group: 'preparation',
    routeSegment: 'business-permit-type',
    idParam: 'businessPermitTypeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: false,
        sqlType: 'varchar(50)',
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      { name: 'hasCapacity', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      { name: 'hasExpiry', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'description', 'active'],
    defaultSort: ['description', 'asc'],
    search: ['code', 'description'],
    filters: { active: 'eq' },
    unique: ['code'],
    references: {},
    // Public: the registration wizard looks these up before the visitor has an account.
    roles: { read: 'public', write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  businessCertificateType: defineResource<BusinessCertificateType>()({
    key: 'businessCertificateType',
    schema: 'BusinessCertificateType',
    plural: 'BusinessCertificateTypes',
    path: 'business-certificate-types',
    table: 'business_certificate_type',
    label: 'business-certificate-type',
    group: 'preparation',
    routeSegment: 'business-certificate-type',
    idParam: 'businessCertificateTypeId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: false,
        sqlType: 'varchar(50)',
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      { name: 'provesLegality', kind: 'boolean', required: false, sqlType: 'boolean', default: false },
      {
        name: 'defaultValidityMonths',
        kind: 'integer',
        required: false,
        sqlType: 'integer',
        min: 1,
        max: 120,
      },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'description', 'active'],
    defaultSort: ['description', 'asc'],
    search: ['code', 'description'],
    filters: { active: 'eq', provesLegality: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
  vlegalCancelReason: defineResource<VlegalCancelReason>()({
    key: 'vlegalCancelReason',
    schema: 'VlegalCancelReason',
    plural: 'VlegalCancelReasons',
    path: 'vlegal-cancel-reasons',
    table: 'vlegal_cancel_reason',
    label: 'vlegal-cancel-reason',
    group: 'preparation',
    routeSegment: 'vlegal-cancel-reason',
    idParam: 'vlegalCancelReasonId',
    fields: [
      {
        name: 'code',
        kind: 'string',
        required: false,
        sqlType: 'varchar(50)',
        maxLength: 50,
        pattern: '^[A-Z0-9_-]+$',
      },
      {
        name: 'description',
        kind: 'string',
        required: true,
        sqlType: 'varchar(255)',
        minLength: 1,
        maxLength: 255,
      },
      { name: 'descriptionEn', kind: 'string', required: false, sqlType: 'varchar(255)', maxLength: 255 },
      { name: 'returnsStock', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
      { name: 'active', kind: 'boolean', required: false, sqlType: 'boolean', default: true },
    ],
    sortable: ['id', 'code', 'description', 'active'],
    defaultSort: ['description', 'asc'],
    search: ['code', 'description', 'descriptionEn'],
    filters: { active: 'eq' },
    unique: ['code'],
    references: {},
    roles: { read: [], write: ['ROLE_ADMIN'] },
    owner: { kind: 'none' },
  }),
} as const satisfies { [K in MasterResourceKey]: ResourceDefinition<MasterEntities[K]> };

export type Resources = typeof resources;
/** A resource seen by generic code (field names widened to string). */
export type AnyResource = ResourceDefinition<Record<string, unknown>>;

/** The 18 master-data resources in declaration order. */
export function resourceList(): AnyResource[] {
  return Object.values(resources) as AnyResource[];
}

export function isResourceKey(value: string): value is MasterResourceKey {
  return Object.hasOwn(resources, value);
}

/** The resource served at `api/<path>`. */
export function resourceByPath(path: string): AnyResource | undefined {
  return resourceList().find((resource) => resource.path === path);
}

/** The resource shown at `/app/<group>/<routeSegment>`. */
export function resourceByRoute(group: string, routeSegment: string): AnyResource | undefined {
  return resourceList().find(
    (resource) => resource.group === group && resource.routeSegment === routeSegment,
  );
}

/** operationIds of the generic pattern (see docs/contract.md). */
export function operationIds(resource: Pick<AnyResource, 'schema' | 'plural'>) {
  return {
    list: `list${resource.plural}`,
    get: `get${resource.schema}`,
    create: `create${resource.schema}`,
    update: `update${resource.schema}`,
    delete: `delete${resource.schema}`,
    search: `search${resource.plural}`,
  } as const;
}

/** Resources with a reference field pointing at `key`: a row of `key` cannot be deleted while they refer to it. */
export function referencedBy(key: ReferenceTarget): { resource: AnyResource; field: string }[] {
  return resourceList().flatMap((resource) =>
    Object.entries(resource.references)
      .filter(([, target]) => target === key)
      .map(([field]) => ({ resource, field })),
  );
}

/** Fields a client may send (read-only fields excluded). */
export function writableFields(resource: AnyResource): AnyResource['fields'] {
  return resource.fields.filter((field) => !field.readOnly);
}
