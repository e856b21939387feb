-- A business unit's legality documents (docs/domain/MODEL.md §2.4), served by the resource engine and
-- owned by their unit: TDP, NPWP, SIUP, environmental recommendation, HO permit and company deeds. A number
-- is registered once per unit; a validity never ends before it starts; only the contract's media types are
-- kept. Every sortable column carries id for the list order (ADR 0012); every table announces its changes
-- (ADR 0014).

CREATE TABLE tdp (
  id serial PRIMARY KEY,
  code varchar(100) NOT NULL,
  valid_date date,
  expired_date date,
  issuer varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(15),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT tdp_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT tdp_validity_chk CHECK (expired_date >= valid_date),
  CONSTRAINT tdp_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX tdp_code_idx ON tdp (code, id);
CREATE INDEX tdp_valid_date_idx ON tdp (valid_date, id);
CREATE INDEX tdp_expired_date_idx ON tdp (expired_date, id);
CREATE TRIGGER tdp_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tdp
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE npwp (
  id serial PRIMARY KEY,
  code varchar(30) NOT NULL,
  registered_name varchar(255),
  registered_address varchar(500),
  registered_date date,
  tax_office varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(15),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT npwp_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT npwp_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX npwp_code_idx ON npwp (code, id);
CREATE INDEX npwp_registered_name_idx ON npwp (registered_name, id);
CREATE INDEX npwp_registered_date_idx ON npwp (registered_date, id);
CREATE TRIGGER npwp_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON npwp
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE siup (
  id serial PRIMARY KEY,
  code varchar(100) NOT NULL,
  valid_date date,
  expired_date date,
  business_scale varchar(8),
  issuer varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(15),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT siup_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT siup_business_scale_chk CHECK (business_scale IN ('KECIL', 'MENENGAH', 'BESAR')),
  CONSTRAINT siup_validity_chk CHECK (expired_date >= valid_date),
  CONSTRAINT siup_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX siup_code_idx ON siup (code, id);
CREATE INDEX siup_valid_date_idx ON siup (valid_date, id);
CREATE INDEX siup_expired_date_idx ON siup (expired_date, id);
CREATE INDEX siup_business_scale_idx ON siup (business_scale, id);
CREATE TRIGGER siup_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON siup
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE upl_recommendation (
  id serial PRIMARY KEY,
  code varchar(100) NOT NULL,
  document_type varchar(7),
  issued_date date,
  issuer varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(15),
  notes varchar(1000),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT upl_recommendation_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT upl_recommendation_document_type_chk CHECK (document_type IN ('AMDAL', 'UKL_UPL', 'SPPL', 'DELH', 'DPLH')),
  CONSTRAINT upl_recommendation_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX upl_recommendation_code_idx ON upl_recommendation (code, id);
CREATE INDEX upl_recommendation_document_type_idx ON upl_recommendation (document_type, id);
CREATE INDEX upl_recommendation_issued_date_idx ON upl_recommendation (issued_date, id);
CREATE TRIGGER upl_recommendation_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON upl_recommendation
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE ho_document (
  id serial PRIMARY KEY,
  code varchar(100) NOT NULL,
  valid_date date,
  expired_date date,
  issuer varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(15),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT ho_document_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT ho_document_validity_chk CHECK (expired_date >= valid_date),
  CONSTRAINT ho_document_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX ho_document_code_idx ON ho_document (code, id);
CREATE INDEX ho_document_valid_date_idx ON ho_document (valid_date, id);
CREATE INDEX ho_document_expired_date_idx ON ho_document (expired_date, id);
CREATE TRIGGER ho_document_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ho_document
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE company_certificate (
  id serial PRIMARY KEY,
  certificate_type varchar(21) NOT NULL,
  code varchar(100) NOT NULL,
  certificate_date date NOT NULL,
  notary_name varchar(255),
  approval_number varchar(100),
  file_attachment text,
  file_attachment_content_type varchar(15),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  CONSTRAINT company_certificate_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT company_certificate_certificate_type_chk CHECK (certificate_type IN ('DEED_OF_ESTABLISHMENT', 'DEED_OF_AMENDMENT', 'MINISTRY_APPROVAL', 'OTHER')),
  CONSTRAINT company_certificate_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX company_certificate_code_idx ON company_certificate (code, id);
CREATE INDEX company_certificate_certificate_type_idx ON company_certificate (certificate_type, id);
CREATE INDEX company_certificate_certificate_date_idx ON company_certificate (certificate_date, id);
CREATE TRIGGER company_certificate_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_certificate
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- Trigram indexes on the search columns, where pg_trgm is available (as in 0002).
DO $$
DECLARE
  target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['tdp', 'code'], ['tdp', 'issuer'], ['npwp', 'code'], ['npwp', 'registered_name'], ['npwp', 'tax_office'],
    ['siup', 'code'], ['siup', 'issuer'], ['upl_recommendation', 'code'], ['upl_recommendation', 'issuer'],
    ['upl_recommendation', 'notes'], ['ho_document', 'code'], ['ho_document', 'issuer'],
    ['company_certificate', 'code'], ['company_certificate', 'notary_name'],
    ['company_certificate', 'approval_number']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
