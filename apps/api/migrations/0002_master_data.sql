-- Master data served by the generic resource engine (general setting, raw-material and preparation masters).
-- Columns, NOT NULL, defaults, enum and range checks, unique keys and references mirror the registry of
-- packages/domain/src/resources.ts; every sortable column that leads no unique key has a b-tree index
-- (booleans excepted). int4 serial ids, as in 0001.

CREATE TABLE country (
  id serial PRIMARY KEY,
  code varchar(2) NOT NULL,
  code3 varchar(3),
  name varchar(100) NOT NULL,
  flegt_partner boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT country_code_uq UNIQUE (code)
);
CREATE INDEX country_name_idx ON country (name);

CREATE TABLE province (
  id serial PRIMARY KEY,
  code varchar(2) NOT NULL,
  name varchar(100) NOT NULL,
  country_id integer NOT NULL REFERENCES country (id),
  CONSTRAINT province_country_id_code_uq UNIQUE (country_id, code)
);
CREATE INDEX province_code_idx ON province (code);
CREATE INDEX province_name_idx ON province (name);

CREATE TABLE district (
  id serial PRIMARY KEY,
  code varchar(5) NOT NULL,
  name varchar(100) NOT NULL,
  district_type varchar(9),
  province_id integer NOT NULL REFERENCES province (id),
  CONSTRAINT district_district_type_chk CHECK (district_type IN ('KABUPATEN', 'KOTA')),
  CONSTRAINT district_code_uq UNIQUE (code)
);
CREATE INDEX district_name_idx ON district (name);
CREATE INDEX district_district_type_idx ON district (district_type);
CREATE INDEX district_province_id_idx ON district (province_id);

CREATE TABLE currency (
  id serial PRIMARY KEY,
  code varchar(3) NOT NULL,
  name varchar(100) NOT NULL,
  symbol varchar(10),
  decimals integer NOT NULL DEFAULT 2,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT currency_decimals_range_chk CHECK (decimals >= 0 AND decimals <= 4),
  CONSTRAINT currency_code_uq UNIQUE (code)
);
CREATE INDEX currency_name_idx ON currency (name);

CREATE TABLE hs_code (
  id serial PRIMARY KEY,
  code varchar(12) NOT NULL,
  hs6 varchar(6) GENERATED ALWAYS AS (left(replace(code, '.', ''), 6)) STORED,
  description varchar(500) NOT NULL,
  description_en varchar(500),
  chapter integer,
  heading varchar(4),
  vlegal_required boolean NOT NULL DEFAULT true,
  export_prohibited boolean NOT NULL DEFAULT false,
  default_unit_name varchar(20),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT hs_code_chapter_range_chk CHECK (chapter >= 1 AND chapter <= 99),
  CONSTRAINT hs_code_code_uq UNIQUE (code)
);
CREATE INDEX hs_code_chapter_idx ON hs_code (chapter);
CREATE INDEX hs_code_heading_idx ON hs_code (heading);

CREATE TABLE transportation (
  id serial PRIMARY KEY,
  code varchar(10) NOT NULL,
  name varchar(100) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT transportation_code_chk CHECK (code IN ('SEA', 'AIR', 'LAND', 'RAIL', 'MULTIMODAL')),
  CONSTRAINT transportation_code_uq UNIQUE (code)
);
CREATE INDEX transportation_name_idx ON transportation (name);

CREATE TABLE sea_port (
  id serial PRIMARY KEY,
  code varchar(5) NOT NULL,
  name varchar(255) NOT NULL,
  country_id integer NOT NULL REFERENCES country (id),
  port_type varchar(5),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT sea_port_port_type_chk CHECK (port_type IN ('SEA', 'AIR', 'LAND', 'RIVER')),
  CONSTRAINT sea_port_code_uq UNIQUE (code)
);
CREATE INDEX sea_port_name_idx ON sea_port (name);
CREATE INDEX sea_port_country_id_idx ON sea_port (country_id);
CREATE INDEX sea_port_port_type_idx ON sea_port (port_type);

CREATE TABLE document_number_format (
  id serial PRIMARY KEY,
  document_type varchar(18) NOT NULL,
  name varchar(100) NOT NULL,
  pattern varchar(200) NOT NULL,
  sequence_length integer NOT NULL,
  reset_policy varchar(7) NOT NULL,
  sequence_scope varchar(13) NOT NULL,
  business_unit_id integer REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  description varchar(500),
  example varchar(200),
  CONSTRAINT document_number_format_document_type_chk CHECK (document_type IN ('VLEGAL', 'VLEGAL_APPLICATION', 'VLEGAL_EXTEND', 'VLEGAL_REPLACE', 'VLEGAL_CANCEL', 'VLEGAL_AMANDEMEN', 'VLEGAL_RELEASE', 'IMPORT_MATERIAL', 'TRANSFER_MATERIAL', 'PRODUCTION', 'LOCAL_SALES')),
  CONSTRAINT document_number_format_sequence_length_range_chk CHECK (sequence_length >= 1 AND sequence_length <= 12),
  CONSTRAINT document_number_format_reset_policy_chk CHECK (reset_policy IN ('NEVER', 'YEARLY', 'MONTHLY')),
  CONSTRAINT document_number_format_sequence_scope_chk CHECK (sequence_scope IN ('GLOBAL', 'COMPANY', 'BUSINESS_UNIT', 'DESTINATION'))
);
CREATE INDEX document_number_format_document_type_idx ON document_number_format (document_type);
CREATE INDEX document_number_format_name_idx ON document_number_format (name);
CREATE INDEX document_number_format_business_unit_id_idx ON document_number_format (business_unit_id);

CREATE TABLE pic (
  id serial PRIMARY KEY,
  pic_type varchar(18) NOT NULL,
  name varchar(100) NOT NULL,
  job_position varchar(100) NOT NULL,
  identification_id varchar(16),
  email varchar(254),
  phone varchar(30),
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
  CONSTRAINT pic_pic_type_chk CHECK (pic_type IN ('ISSUER_SIGNATORY', 'EXPORTER_APPLICANT'))
);
CREATE INDEX pic_pic_type_idx ON pic (pic_type);
CREATE INDEX pic_name_idx ON pic (name);
CREATE INDEX pic_job_position_idx ON pic (job_position);
CREATE INDEX pic_valid_from_idx ON pic (valid_from);
CREATE INDEX pic_valid_until_idx ON pic (valid_until);
CREATE INDEX pic_business_unit_id_idx ON pic (business_unit_id);

CREATE TABLE scientific_name (
  id serial PRIMARY KEY,
  scientific_name varchar(150) NOT NULL,
  trade_name varchar(100) NOT NULL,
  english_name varchar(100),
  family varchar(100),
  species_group varchar(14),
  cites_appendix varchar(4) NOT NULL DEFAULT 'NONE',
  restricted boolean NOT NULL DEFAULT false,
  density_kg_m3 numeric(8, 2),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT scientific_name_species_group_chk CHECK (species_group IN ('MERANTI', 'RIMBA_CAMPURAN', 'EBONI', 'KAYU_INDAH', 'PLANTATION')),
  CONSTRAINT scientific_name_cites_appendix_chk CHECK (cites_appendix IN ('NONE', 'I', 'II', 'III')),
  CONSTRAINT scientific_name_density_kg_m3_range_chk CHECK (density_kg_m3 >= 0 AND density_kg_m3 <= 2000),
  CONSTRAINT scientific_name_scientific_name_uq UNIQUE (scientific_name)
);
CREATE INDEX scientific_name_trade_name_idx ON scientific_name (trade_name);
CREATE INDEX scientific_name_english_name_idx ON scientific_name (english_name);
CREATE INDEX scientific_name_family_idx ON scientific_name (family);
CREATE INDEX scientific_name_species_group_idx ON scientific_name (species_group);

CREATE TABLE raw_material_category (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(100) NOT NULL,
  report_group varchar(4) NOT NULL,
  description varchar(500),
  CONSTRAINT raw_material_category_report_group_chk CHECK (report_group IN ('LMKB', 'LMKO', 'NONE')),
  CONSTRAINT raw_material_category_code_uq UNIQUE (code)
);
CREATE INDEX raw_material_category_name_idx ON raw_material_category (name);
CREATE INDEX raw_material_category_report_group_idx ON raw_material_category (report_group);

CREATE TABLE raw_material_type (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(100) NOT NULL,
  raw_material_category_id integer NOT NULL REFERENCES raw_material_category (id),
  piece_unit_name varchar(20),
  min_diameter_cm numeric(8, 2),
  max_diameter_cm numeric(8, 2),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT raw_material_type_min_diameter_cm_range_chk CHECK (min_diameter_cm >= 0 AND min_diameter_cm <= 1000),
  CONSTRAINT raw_material_type_max_diameter_cm_range_chk CHECK (max_diameter_cm >= 0 AND max_diameter_cm <= 1000),
  CONSTRAINT raw_material_type_code_uq UNIQUE (code)
);
CREATE INDEX raw_material_type_name_idx ON raw_material_type (name);
CREATE INDEX raw_material_type_raw_material_category_id_idx ON raw_material_type (raw_material_category_id);

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
  material_scope varchar(9),
  legacy boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT document_transport_type_material_scope_chk CHECK (material_scope IN ('LOG', 'PROCESSED', 'BOTH')),
  CONSTRAINT document_transport_type_code_uq UNIQUE (code)
);
CREATE INDEX document_transport_type_description_idx ON document_transport_type (description);
CREATE INDEX document_transport_type_material_scope_idx ON document_transport_type (material_scope);

CREATE TABLE business_permit_type (
  id serial PRIMARY KEY,
  code varchar(50),
  description varchar(255) NOT NULL,
  has_capacity boolean NOT NULL DEFAULT false,
  has_expiry boolean NOT NULL DEFAULT true,
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
  CONSTRAINT business_certificate_type_default_validity_months_range_chk CHECK (default_validity_months >= 1 AND default_validity_months <= 120),
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

-- One active format per (document type, unit); a null unit is the default for every unit.
CREATE UNIQUE INDEX document_number_format_active_uq ON document_number_format (document_type,
  coalesce(business_unit_id, 0)) WHERE active;

-- An exporter applicant signs for one business unit; the issuer signatory belongs to the LVLK.
ALTER TABLE pic ADD CONSTRAINT pic_applicant_unit_chk
  CHECK (pic_type <> 'EXPORTER_APPLICANT' OR business_unit_id IS NOT NULL);

-- References from the platform's tables to these masters.
ALTER TABLE business_permit ADD CONSTRAINT business_permit_type_fk
  FOREIGN KEY (business_permit_type_id) REFERENCES business_permit_type (id);
CREATE INDEX business_permit_type_idx ON business_permit (business_permit_type_id);
ALTER TABLE slk_certificate ADD CONSTRAINT slk_certificate_industrial_scope_fk
  FOREIGN KEY (industrial_scope_id) REFERENCES industrial_scope (id);
CREATE INDEX slk_certificate_industrial_scope_idx ON slk_certificate (industrial_scope_id);

-- Trigram indexes on the search columns (ILIKE '%term%'), where pg_trgm is available: always on
-- PostgreSQL (a trusted extension since 13); on PGlite only when the database was opened with it.
DO $$
DECLARE
  target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['country', 'code'], ['country', 'code3'], ['country', 'name'], ['province', 'code'],
    ['province', 'name'], ['district', 'code'], ['district', 'name'], ['currency', 'code'],
    ['currency', 'name'], ['currency', 'symbol'], ['hs_code', 'code'], ['hs_code', 'description'],
    ['hs_code', 'description_en'], ['transportation', 'name'], ['sea_port', 'code'], ['sea_port', 'name'],
    ['document_number_format', 'name'], ['document_number_format', 'pattern'],
    ['document_number_format', 'description'], ['pic', 'name'], ['pic', 'job_position'], ['pic', 'email'],
    ['scientific_name', 'scientific_name'], ['scientific_name', 'trade_name'],
    ['scientific_name', 'english_name'], ['scientific_name', 'family'], ['raw_material_category', 'code'],
    ['raw_material_category', 'name'], ['raw_material_category', 'description'],
    ['raw_material_type', 'code'], ['raw_material_type', 'name'], ['origin_of_raw_material', 'code'],
    ['origin_of_raw_material', 'description'], ['industrial_scope', 'code'],
    ['industrial_scope', 'description'], ['document_transport_type', 'code'],
    ['document_transport_type', 'description'], ['business_permit_type', 'code'],
    ['business_permit_type', 'description'], ['business_certificate_type', 'code'],
    ['business_certificate_type', 'description'], ['vlegal_cancel_reason', 'code'],
    ['vlegal_cancel_reason', 'description'], ['vlegal_cancel_reason', 'description_en']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
