-- Companies, business units and their records served by the resource engine (docs/domain/MODEL.md §2.4):
-- the columns of the registration tables sized and checked as the contract says; who last activated a
-- company or changed a unit's locks, and when; an address belongs to a company and, optionally, one of its
-- units; an S-LK certificate to the unit it was issued to; a permit number is registered once per unit;
-- permits carry their products; the unit's other certificates and its stuffing, factory and inventory
-- sites. Every table announces its changes (ADR 0014); sortable columns carry id (ADR 0012).

-- Address: owned by a company, and by one of its units unless it is the company's own.
ALTER TABLE address
  ADD COLUMN company_id integer REFERENCES company (id),
  ADD COLUMN business_unit_id integer REFERENCES business_unit (id),
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
UPDATE address a SET company_id = c.id FROM company c WHERE c.address_id = a.id;
UPDATE address a SET company_id = u.company_id, business_unit_id = u.id FROM business_unit u WHERE u.address_id = a.id;
DELETE FROM address WHERE company_id IS NULL;
ALTER TABLE address
  ALTER COLUMN company_id SET NOT NULL,
  ALTER COLUMN city TYPE varchar(100),
  ALTER COLUMN postal_code TYPE varchar(5),
  ALTER COLUMN fax_number TYPE varchar(30),
  ALTER COLUMN mobile_phone TYPE varchar(30),
  ALTER COLUMN phone_number TYPE varchar(30),
  ADD CONSTRAINT address_country_id_fk FOREIGN KEY (country_id) REFERENCES country (id),
  ADD CONSTRAINT address_province_id_fk FOREIGN KEY (province_id) REFERENCES province (id),
  ADD CONSTRAINT address_district_id_fk FOREIGN KEY (district_id) REFERENCES district (id),
  ADD CONSTRAINT address_address_type_chk CHECK (address_type IN ('CONTACT_ADDRESS', 'OFFICE', 'FACTORY', 'INVENTORY', 'STUFFING', 'BILLING'));
CREATE INDEX address_company_idx ON address (company_id, id);
CREATE INDEX address_business_unit_idx ON address (business_unit_id, id);
CREATE INDEX address_address_type_idx ON address (address_type, id);
CREATE INDEX address_address_line1_idx ON address (address_line1, id);
CREATE INDEX address_city_idx ON address (city, id);

ALTER TABLE company
  ALTER COLUMN company_registry TYPE varchar(50),
  ALTER COLUMN tax_id TYPE varchar(20),
  ALTER COLUMN tax_idx TYPE varchar(20),
  ALTER COLUMN etpik_id TYPE varchar(50),
  ALTER COLUMN signature_image_content_type TYPE varchar(15),
  ADD COLUMN status_changed_by varchar(50),
  ADD COLUMN status_changed_date timestamptz,
  ADD CONSTRAINT company_signature_image_content_type_chk CHECK (signature_image_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  ADD CONSTRAINT company_legal_form_chk CHECK (legal_form IN ('PT', 'CV', 'UD', 'KOPERASI', 'PERORANGAN'));
CREATE INDEX company_name_idx ON company (name, id);
CREATE INDEX company_company_registry_idx ON company (company_registry, id);
CREATE INDEX company_tax_id_idx ON company (tax_id, id);
CREATE INDEX company_active_idx ON company (active, id);

ALTER TABLE business_unit
  ADD COLUMN lock_changed_by varchar(50),
  ADD COLUMN lock_changed_date timestamptz,
  ADD CONSTRAINT business_unit_company_id_code_uq UNIQUE (company_id, code);
CREATE INDEX business_unit_code_idx ON business_unit (code, id);
CREATE INDEX business_unit_name_idx ON business_unit (name, id);
CREATE INDEX business_unit_active_idx ON business_unit (active, id);

-- An S-LK certificate belongs to the unit it was issued to; the unit points at the one in force.
ALTER TABLE slk_certificate
  ADD COLUMN business_unit_id integer REFERENCES business_unit (id);
UPDATE slk_certificate s SET business_unit_id = u.id FROM business_unit u WHERE u.slk_certificate_id = s.id;
DELETE FROM slk_certificate s WHERE business_unit_id IS NULL;
ALTER TABLE slk_certificate
  ALTER COLUMN business_unit_id SET NOT NULL,
  ALTER COLUMN full_code TYPE varchar(100),
  ALTER COLUMN lvlk_name SET DEFAULT 'Lembaga Verifikasi Legalitas Kayu',
  ALTER COLUMN certificate_file_content_type TYPE varchar(15),
  ADD CONSTRAINT slk_certificate_certificate_file_content_type_chk CHECK (certificate_file_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')),
  ADD CONSTRAINT slk_certificate_status_chk CHECK (status IN ('ACTIVE', 'SUSPENDED', 'REVOKED', 'EXPIRED')),
  ADD CONSTRAINT slk_certificate_validity_chk CHECK (expired_date >= initial_date);
CREATE INDEX slk_certificate_unit_idx ON slk_certificate (business_unit_id, id);
CREATE INDEX slk_certificate_code_idx ON slk_certificate (code, id);
CREATE INDEX slk_certificate_expired_date_idx ON slk_certificate (expired_date, id);
CREATE INDEX slk_certificate_status_idx ON slk_certificate (status, id);
CREATE INDEX slk_certificate_slk_type_idx ON slk_certificate (slk_type, id);

ALTER TABLE employee
  ALTER COLUMN name TYPE varchar(100),
  ALTER COLUMN identification_id TYPE varchar(16),
  ALTER COLUMN tax_id TYPE varchar(20),
  ALTER COLUMN job_position TYPE varchar(100),
  ALTER COLUMN phone TYPE varchar(30),
  ALTER COLUMN photo_content_type TYPE varchar(15),
  ALTER COLUMN signature_image_content_type TYPE varchar(15),
  ADD CONSTRAINT employee_photo_content_type_chk CHECK (photo_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  ADD CONSTRAINT employee_signature_image_content_type_chk CHECK (signature_image_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp'));
CREATE INDEX employee_name_idx ON employee (name, id);
CREATE INDEX employee_job_position_idx ON employee (job_position, id);
CREATE INDEX employee_active_idx ON employee (active, id);

UPDATE business_permit SET business_permit_type_id = (SELECT min(id) FROM business_permit_type)
  WHERE business_permit_type_id IS NULL;
ALTER TABLE business_permit
  ALTER COLUMN business_permit_type_id SET NOT NULL,
  ALTER COLUMN code TYPE varchar(100),
  ALTER COLUMN file_attachment_content_type TYPE varchar(15),
  ADD CONSTRAINT business_permit_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf')),
  ADD CONSTRAINT business_permit_validity_chk CHECK (expired_date >= valid_date),
  ADD CONSTRAINT business_permit_business_unit_id_code_uq UNIQUE (business_unit_id, code);
CREATE INDEX business_permit_code_idx ON business_permit (code, id);
CREATE INDEX business_permit_valid_date_idx ON business_permit (valid_date, id);
CREATE INDEX business_permit_expired_date_idx ON business_permit (expired_date, id);

CREATE TABLE business_permit_product (
  id serial PRIMARY KEY,
  business_permit_id integer NOT NULL REFERENCES business_permit (id) ON DELETE CASCADE,
  product_name varchar(255) NOT NULL,
  hs_code_id integer REFERENCES hs_code (id),
  capacity numeric(16, 2) NOT NULL,
  capacity_unit varchar(3) NOT NULL,
  description varchar(255),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT business_permit_product_capacity_unit_chk CHECK (capacity_unit IN ('M3', 'PCS', 'SET', 'TON', 'KG')),
  CONSTRAINT business_permit_product_business_permit_id_product_name_uq UNIQUE (business_permit_id, product_name)
);
CREATE INDEX business_permit_product_name_idx ON business_permit_product (product_name, id);
CREATE INDEX business_permit_product_capacity_idx ON business_permit_product (capacity, id);

CREATE TABLE business_certificate (
  id serial PRIMARY KEY,
  business_certificate_type_id integer NOT NULL REFERENCES business_certificate_type (id),
  code varchar(100) NOT NULL,
  holder_name varchar(255) NOT NULL,
  issuer varchar(255),
  valid_date date,
  expired_date date,
  file_attachment text,
  file_attachment_content_type varchar(15),
  status varchar(9) NOT NULL DEFAULT 'VALID',
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT business_certificate_file_attachment_content_type_chk CHECK (file_attachment_content_type IN ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT business_certificate_status_chk CHECK (status IN ('VALID', 'SUSPENDED')),
  CONSTRAINT business_certificate_validity_chk CHECK (expired_date >= valid_date)
);
CREATE INDEX business_certificate_unit_idx ON business_certificate (business_unit_id, id);
CREATE INDEX business_certificate_code_idx ON business_certificate (code, id);
CREATE INDEX business_certificate_holder_name_idx ON business_certificate (holder_name, id);
CREATE INDEX business_certificate_valid_date_idx ON business_certificate (valid_date, id);
CREATE INDEX business_certificate_expired_date_idx ON business_certificate (expired_date, id);

CREATE TABLE stuffing_address (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  address_id integer NOT NULL REFERENCES address (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT stuffing_address_business_unit_id_name_uq UNIQUE (business_unit_id, name)
);
CREATE INDEX stuffing_address_name_idx ON stuffing_address (name, id);
CREATE INDEX stuffing_address_active_idx ON stuffing_address (active, id);

CREATE TABLE factory_address (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  address_id integer NOT NULL REFERENCES address (id),
  production_capacity varchar(255),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT factory_address_business_unit_id_name_uq UNIQUE (business_unit_id, name)
);
CREATE INDEX factory_address_name_idx ON factory_address (name, id);
CREATE INDEX factory_address_active_idx ON factory_address (active, id);

CREATE TABLE inventory_address (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  address_id integer NOT NULL REFERENCES address (id),
  storage_type varchar(9),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT inventory_address_storage_type_chk CHECK (storage_type IN ('LOG_YARD', 'LOG_POND', 'WAREHOUSE', 'DEPOT')),
  CONSTRAINT inventory_address_business_unit_id_name_uq UNIQUE (business_unit_id, name)
);
CREATE INDEX inventory_address_name_idx ON inventory_address (name, id);
CREATE INDEX inventory_address_active_idx ON inventory_address (active, id);

CREATE TRIGGER company_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_unit_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_unit
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER address_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON address
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER employee_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER slk_certificate_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON slk_certificate
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_permit_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_permit
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_permit_product_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_permit_product
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_certificate_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_certificate
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER stuffing_address_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stuffing_address
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER factory_address_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON factory_address
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER inventory_address_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inventory_address
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
    ['company', 'name'], ['company', 'company_registry'], ['company', 'tax_id'], ['business_unit', 'code'],
    ['business_unit', 'name'], ['address', 'address_line1'], ['address', 'address_line2'], ['address', 'city'],
    ['address', 'location'], ['employee', 'name'], ['employee', 'job_position'],
    ['employee', 'identification_id'], ['slk_certificate', 'code'], ['slk_certificate', 'full_code'],
    ['slk_certificate', 'lvlk_name'], ['business_permit', 'code'], ['business_permit', 'issuer'],
    ['business_permit_product', 'product_name'], ['business_permit_product', 'description'],
    ['business_certificate', 'code'], ['business_certificate', 'holder_name'],
    ['business_certificate', 'issuer'], ['stuffing_address', 'name'], ['factory_address', 'name'],
    ['inventory_address', 'name']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
