-- Master data served by the generic resource engine (general setting, raw-material and preparation masters).
-- int4 serial ids; every column the registry sorts on has a b-tree index; search columns get trigram
-- indexes where the pg_trgm extension is available (PostgreSQL; PGlite only when loaded with it).

CREATE TABLE country (
  id serial PRIMARY KEY,
  code varchar(2) NOT NULL,
  code3 varchar(3),
  name varchar(100) NOT NULL,
  flegt_partner boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT country_code_uq UNIQUE (code),
  CONSTRAINT country_code3_uq UNIQUE (code3)
);
CREATE INDEX country_name_idx ON country (name);

CREATE TABLE province (
  id serial PRIMARY KEY,
  code varchar(2) NOT NULL,
  name varchar(255) NOT NULL,
  country_id integer NOT NULL REFERENCES country (id),
  CONSTRAINT province_code_uq UNIQUE (country_id, code)
);
CREATE INDEX province_name_idx ON province (name);
CREATE INDEX province_code_idx ON province (code);

CREATE TABLE district (
  id serial PRIMARY KEY,
  code varchar(5) NOT NULL,
  name varchar(255) NOT NULL,
  district_type varchar(10),
  province_id integer NOT NULL REFERENCES province (id),
  CONSTRAINT district_code_uq UNIQUE (province_id, code),
  CONSTRAINT district_type_chk CHECK (district_type IN ('KABUPATEN', 'KOTA'))
);
CREATE INDEX district_name_idx ON district (name);
CREATE INDEX district_code_idx ON district (code);

CREATE TABLE currency (
  id serial PRIMARY KEY,
  code varchar(3) NOT NULL,
  name varchar(255) NOT NULL,
  symbol varchar(10),
  decimals integer NOT NULL DEFAULT 2,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT currency_code_uq UNIQUE (code)
);
CREATE INDEX currency_name_idx ON currency (name);

CREATE TABLE hs_code (
  id serial PRIMARY KEY,
  code varchar(12) NOT NULL,
  hs6 varchar(6),
  description varchar(255) NOT NULL,
  description_en varchar(255),
  chapter integer,
  heading varchar(4),
  vlegal_required boolean NOT NULL DEFAULT true,
  export_prohibited boolean NOT NULL DEFAULT false,
  default_unit_name varchar(20),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT hs_code_code_uq UNIQUE (code)
);
CREATE INDEX hs_code_description_idx ON hs_code (description);
CREATE INDEX hs_code_chapter_idx ON hs_code (chapter);

CREATE TABLE transportation (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(255) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT transportation_code_uq UNIQUE (code)
);
CREATE INDEX transportation_name_idx ON transportation (name);

CREATE TABLE sea_port (
  id serial PRIMARY KEY,
  code varchar(5) NOT NULL,
  name varchar(255) NOT NULL,
  country_id integer NOT NULL REFERENCES country (id),
  port_type varchar(10) NOT NULL DEFAULT 'SEA',
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT sea_port_code_uq UNIQUE (code),
  CONSTRAINT sea_port_type_chk CHECK (port_type IN ('SEA', 'AIR', 'LAND', 'RIVER'))
);
CREATE INDEX sea_port_name_idx ON sea_port (name);
CREATE INDEX sea_port_country_idx ON sea_port (country_id);

CREATE TABLE document_number_format (
  id serial PRIMARY KEY,
  document_type varchar(30) NOT NULL,
  name varchar(255) NOT NULL,
  pattern varchar(200) NOT NULL,
  sequence_length integer NOT NULL DEFAULT 4,
  reset_policy varchar(10) NOT NULL DEFAULT 'YEARLY',
  sequence_scope varchar(20) NOT NULL DEFAULT 'BUSINESS_UNIT',
  business_unit_id integer REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  description varchar(255),
  example varchar(255),
  CONSTRAINT document_number_format_type_chk CHECK (document_type IN ('VLEGAL', 'VLEGAL_APPLICATION',
    'VLEGAL_EXTEND', 'VLEGAL_REPLACE', 'VLEGAL_CANCEL', 'VLEGAL_AMANDEMEN', 'VLEGAL_RELEASE', 'IMPORT_MATERIAL',
    'TRANSFER_MATERIAL', 'PRODUCTION', 'LOCAL_SALES')),
  CONSTRAINT document_number_format_reset_chk CHECK (reset_policy IN ('NEVER', 'YEARLY', 'MONTHLY')),
  CONSTRAINT document_number_format_scope_chk CHECK (sequence_scope IN ('GLOBAL', 'COMPANY', 'BUSINESS_UNIT',
    'DESTINATION')),
  CONSTRAINT document_number_format_length_chk CHECK (sequence_length BETWEEN 1 AND 12)
);
-- One active format per (document type, unit); a null unit is the default for every unit.
CREATE UNIQUE INDEX document_number_format_active_uq ON document_number_format (document_type,
  coalesce(business_unit_id, 0)) WHERE active;
CREATE INDEX document_number_format_name_idx ON document_number_format (name);
CREATE INDEX document_number_format_unit_idx ON document_number_format (business_unit_id);

CREATE TABLE pic (
  id serial PRIMARY KEY,
  pic_type varchar(30) NOT NULL,
  name varchar(255) NOT NULL,
  job_position varchar(255) NOT NULL,
  identification_id varchar(50),
  email varchar(254),
  phone varchar(50),
  signature_image text,
  signature_image_content_type varchar(100),
  stamp_image text,
  stamp_image_content_type varchar(100),
  authorization_letter text,
  authorization_letter_content_type varchar(100),
  valid_from date NOT NULL,
  valid_until date,
  business_unit_id integer REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT pic_type_chk CHECK (pic_type IN ('ISSUER_SIGNATORY', 'EXPORTER_APPLICANT')),
  CONSTRAINT pic_unit_chk CHECK (pic_type <> 'EXPORTER_APPLICANT' OR business_unit_id IS NOT NULL)
);
CREATE INDEX pic_name_idx ON pic (name);
CREATE INDEX pic_unit_idx ON pic (business_unit_id);

CREATE TABLE scientific_name (
  id serial PRIMARY KEY,
  scientific_name varchar(255) NOT NULL,
  trade_name varchar(255) NOT NULL,
  english_name varchar(255),
  family varchar(255),
  species_group varchar(20),
  cites_appendix varchar(4) NOT NULL DEFAULT 'NONE',
  restricted boolean NOT NULL DEFAULT false,
  density_kg_m3 numeric(8, 2),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT scientific_name_uq UNIQUE (scientific_name),
  CONSTRAINT scientific_name_group_chk CHECK (species_group IN ('MERANTI', 'RIMBA_CAMPURAN', 'EBONI',
    'KAYU_INDAH', 'PLANTATION')),
  CONSTRAINT scientific_name_cites_chk CHECK (cites_appendix IN ('NONE', 'I', 'II', 'III'))
);
CREATE INDEX scientific_name_trade_name_idx ON scientific_name (trade_name);

CREATE TABLE raw_material_category (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(255) NOT NULL,
  report_group varchar(10) NOT NULL DEFAULT 'NONE',
  description varchar(255),
  CONSTRAINT raw_material_category_code_uq UNIQUE (code),
  CONSTRAINT raw_material_category_report_chk CHECK (report_group IN ('LMKB', 'LMKO', 'NONE'))
);
CREATE INDEX raw_material_category_name_idx ON raw_material_category (name);

CREATE TABLE raw_material_type (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(255) NOT NULL,
  raw_material_category_id integer NOT NULL REFERENCES raw_material_category (id),
  piece_unit_name varchar(50),
  min_diameter_cm numeric(6, 1),
  max_diameter_cm numeric(6, 1),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT raw_material_type_code_uq UNIQUE (code)
);
CREATE INDEX raw_material_type_name_idx ON raw_material_type (name);
CREATE INDEX raw_material_type_category_idx ON raw_material_type (raw_material_category_id);

CREATE TABLE origin_of_raw_material (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  description varchar(255) NOT NULL,
  is_import boolean NOT NULL DEFAULT false,
  requires_certificate boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT origin_of_raw_material_code_uq UNIQUE (code)
);
CREATE INDEX origin_of_raw_material_description_idx ON origin_of_raw_material (description);

CREATE TABLE industrial_scope (
  id serial PRIMARY KEY,
  code varchar(50),
  description varchar(255) NOT NULL,
  can_produce boolean NOT NULL DEFAULT false,
  can_export boolean NOT NULL DEFAULT false,
  CONSTRAINT industrial_scope_code_uq UNIQUE (code)
);
CREATE INDEX industrial_scope_description_idx ON industrial_scope (description);

CREATE TABLE document_transport_type (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  description varchar(255) NOT NULL,
  material_scope varchar(10) NOT NULL DEFAULT 'BOTH',
  legacy boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT document_transport_type_code_uq UNIQUE (code),
  CONSTRAINT document_transport_type_scope_chk CHECK (material_scope IN ('LOG', 'PROCESSED', 'BOTH'))
);
CREATE INDEX document_transport_type_description_idx ON document_transport_type (description);

CREATE TABLE business_permit_type (
  id serial PRIMARY KEY,
  code varchar(50),
  description varchar(255) NOT NULL,
  has_capacity boolean NOT NULL DEFAULT false,
  has_expiry boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT business_permit_type_code_uq UNIQUE (code)
);
CREATE INDEX business_permit_type_description_idx ON business_permit_type (description);

CREATE TABLE business_certificate_type (
  id serial PRIMARY KEY,
  code varchar(50),
  description varchar(255) NOT NULL,
  proves_legality boolean NOT NULL DEFAULT false,
  default_validity_months integer,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT business_certificate_type_code_uq UNIQUE (code)
);
CREATE INDEX business_certificate_type_description_idx ON business_certificate_type (description);

CREATE TABLE vlegal_cancel_reason (
  id serial PRIMARY KEY,
  code varchar(50),
  description varchar(255) NOT NULL,
  description_en varchar(255),
  returns_stock boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT vlegal_cancel_reason_code_uq UNIQUE (code)
);
CREATE INDEX vlegal_cancel_reason_description_idx ON vlegal_cancel_reason (description);

-- References from the platform's tables to these masters.
ALTER TABLE business_permit ADD CONSTRAINT business_permit_type_fk
  FOREIGN KEY (business_permit_type_id) REFERENCES business_permit_type (id);
CREATE INDEX business_permit_type_idx ON business_permit (business_permit_type_id);
ALTER TABLE slk_certificate ADD CONSTRAINT slk_certificate_industrial_scope_fk
  FOREIGN KEY (industrial_scope_id) REFERENCES industrial_scope (id);
CREATE INDEX slk_certificate_industrial_scope_idx ON slk_certificate (industrial_scope_id);

-- Trigram indexes for the search columns (ILIKE '%term%'), where pg_trgm can be installed.
DO $$
DECLARE
  target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['country', 'name'], ['province', 'name'], ['district', 'name'], ['currency', 'name'],
    ['hs_code', 'description'], ['hs_code', 'description_en'], ['transportation', 'name'],
    ['sea_port', 'name'], ['document_number_format', 'name'], ['pic', 'name'],
    ['scientific_name', 'scientific_name'], ['scientific_name', 'trade_name'],
    ['scientific_name', 'english_name'], ['raw_material_category', 'name'], ['raw_material_type', 'name'],
    ['origin_of_raw_material', 'description'], ['industrial_scope', 'description'],
    ['document_transport_type', 'description'], ['business_permit_type', 'description'],
    ['business_certificate_type', 'description'], ['vlegal_cancel_reason', 'description']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
