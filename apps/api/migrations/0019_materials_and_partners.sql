-- A business unit's raw materials and products, its suppliers and sub-contractors, and which raw materials
-- and products each supplier and sub-contractor is linked to (docs/domain/MODEL.md §2.5, §2.6). A code is
-- unique within its unit when set (NULL codes never collide). A party's links go with the party; a linked
-- raw material or product cannot be deleted while linked. A business certificate may be held by one
-- supplier or one sub-contractor of the unit. Every table announces its changes (ADR 0014); sortable
-- columns carry id (ADR 0012).
CREATE TABLE raw_material (
  id serial PRIMARY KEY,
  code varchar(50),
  name varchar(255) NOT NULL,
  raw_material_type_id integer NOT NULL REFERENCES raw_material_type (id),
  scientific_name_id integer NOT NULL REFERENCES scientific_name (id),
  grade varchar(50),
  thickness_mm numeric(8, 2),
  width_mm numeric(8, 2),
  length_mm numeric(8, 2),
  diameter_cm numeric(8, 2),
  track_weight boolean NOT NULL DEFAULT false,
  track_pieces boolean NOT NULL DEFAULT true,
  description varchar(1000),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT raw_material_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX raw_material_unit_idx ON raw_material (business_unit_id, id);
CREATE INDEX raw_material_type_idx ON raw_material (raw_material_type_id, id);
CREATE INDEX raw_material_scientific_name_idx ON raw_material (scientific_name_id, id);
CREATE INDEX raw_material_code_idx ON raw_material (code, id);
CREATE INDEX raw_material_name_idx ON raw_material (name, id);
CREATE INDEX raw_material_grade_idx ON raw_material (grade, id);
CREATE INDEX raw_material_active_idx ON raw_material (active, id);
CREATE TABLE product (
  id serial PRIMARY KEY,
  code varchar(50),
  name varchar(255) NOT NULL,
  commercial_description varchar(1000) NOT NULL,
  hs_code_id integer NOT NULL REFERENCES hs_code (id),
  scientific_name_id integer NOT NULL REFERENCES scientific_name (id),
  unit_name varchar(20) NOT NULL,
  volume_per_unit_m3 numeric(12, 4),
  net_weight_per_unit_kg numeric(10, 2),
  length_mm numeric(8, 2),
  width_mm numeric(8, 2),
  height_mm numeric(8, 2),
  is_composite boolean NOT NULL DEFAULT false,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT product_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX product_unit_idx ON product (business_unit_id, id);
CREATE INDEX product_hs_code_idx ON product (hs_code_id, id);
CREATE INDEX product_scientific_name_idx ON product (scientific_name_id, id);
CREATE INDEX product_code_idx ON product (code, id);
CREATE INDEX product_name_idx ON product (name, id);
CREATE INDEX product_unit_name_idx ON product (unit_name, id);
CREATE INDEX product_active_idx ON product (active, id);
CREATE TABLE supplier (
  id serial PRIMARY KEY,
  code varchar(50),
  name varchar(255) NOT NULL,
  supplier_type varchar(18) NOT NULL,
  origin_of_raw_material_id integer REFERENCES origin_of_raw_material (id),
  tax_id varchar(20),
  permit_number varchar(100),
  address_id integer REFERENCES address (id),
  country_id integer NOT NULL REFERENCES country (id),
  contact_person varchar(100),
  phone varchar(30),
  email varchar(254),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT supplier_supplier_type_chk CHECK (supplier_type IN ('FOREST_CONCESSION', 'PERHUTANI', 'COMMUNITY_FOREST', 'DEPOT_TPT', 'PRIMARY_INDUSTRY', 'SECONDARY_INDUSTRY', 'TRADER', 'FOREIGN_SUPPLIER')),
  CONSTRAINT supplier_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX supplier_unit_idx ON supplier (business_unit_id, id);
CREATE INDEX supplier_origin_of_raw_material_idx ON supplier (origin_of_raw_material_id, id);
CREATE INDEX supplier_address_idx ON supplier (address_id, id);
CREATE INDEX supplier_country_idx ON supplier (country_id, id);
CREATE INDEX supplier_code_idx ON supplier (code, id);
CREATE INDEX supplier_name_idx ON supplier (name, id);
CREATE INDEX supplier_supplier_type_idx ON supplier (supplier_type, id);
CREATE INDEX supplier_active_idx ON supplier (active, id);
CREATE TABLE sub_con (
  id serial PRIMARY KEY,
  code varchar(50),
  name varchar(255) NOT NULL,
  tax_id varchar(20),
  permit_number varchar(100),
  scope_of_work varchar(255),
  address_id integer REFERENCES address (id),
  contact_person varchar(100),
  phone varchar(30),
  email varchar(254),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT sub_con_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX sub_con_unit_idx ON sub_con (business_unit_id, id);
CREATE INDEX sub_con_address_idx ON sub_con (address_id, id);
CREATE INDEX sub_con_code_idx ON sub_con (code, id);
CREATE INDEX sub_con_name_idx ON sub_con (name, id);
CREATE INDEX sub_con_active_idx ON sub_con (active, id);
-- Links: the party's rows go with the party; an item stays referenced (delete refused) while linked.
CREATE TABLE supplier_product (
  supplier_id integer NOT NULL REFERENCES supplier (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES product (id),
  PRIMARY KEY (supplier_id, product_id)
);
CREATE INDEX supplier_product_product_idx ON supplier_product (product_id);
CREATE TABLE supplier_raw_material (
  supplier_id integer NOT NULL REFERENCES supplier (id) ON DELETE CASCADE,
  raw_material_id integer NOT NULL REFERENCES raw_material (id),
  PRIMARY KEY (supplier_id, raw_material_id)
);
CREATE INDEX supplier_raw_material_raw_material_idx ON supplier_raw_material (raw_material_id);
CREATE TABLE sub_con_product (
  sub_con_id integer NOT NULL REFERENCES sub_con (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES product (id),
  PRIMARY KEY (sub_con_id, product_id)
);
CREATE INDEX sub_con_product_product_idx ON sub_con_product (product_id);
CREATE TABLE sub_con_raw_material (
  sub_con_id integer NOT NULL REFERENCES sub_con (id) ON DELETE CASCADE,
  raw_material_id integer NOT NULL REFERENCES raw_material (id),
  PRIMARY KEY (sub_con_id, raw_material_id)
);
CREATE INDEX sub_con_raw_material_raw_material_idx ON sub_con_raw_material (raw_material_id);
-- A certificate of the unit itself, of one supplier or of one sub-contractor.
ALTER TABLE business_certificate
  ADD COLUMN supplier_id integer REFERENCES supplier (id),
  ADD COLUMN sub_con_id integer REFERENCES sub_con (id),
  ADD CONSTRAINT business_certificate_supplier_id_sub_con_id_chk CHECK (supplier_id IS NULL OR sub_con_id IS NULL);
CREATE INDEX business_certificate_supplier_idx ON business_certificate (supplier_id, id);
CREATE INDEX business_certificate_sub_con_idx ON business_certificate (sub_con_id, id);
CREATE TRIGGER raw_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raw_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER product_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER supplier_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER sub_con_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_con
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER supplier_product_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier_product
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER supplier_raw_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON supplier_raw_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER sub_con_product_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_con_product
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER sub_con_raw_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_con_raw_material
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
    ['raw_material', 'code'], ['raw_material', 'name'], ['product', 'code'], ['product', 'name'],
    ['supplier', 'code'], ['supplier', 'name'], ['sub_con', 'code'], ['sub_con', 'name']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
