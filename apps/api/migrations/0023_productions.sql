-- Productions (MODEL.md §2.8): a document with two kinds of lines, written and posted together, the source
-- lines as PRODUCTION_INPUT and the output lines as PRODUCTION_OUTPUT, under the production's own source type
-- (`PRODUCTION`: a cancellation reverses every line at once). Lines are read on their own too; only the
-- production writes them. The tables announce their changes (ADR 0014).
ALTER TABLE stock_credit DROP CONSTRAINT stock_credit_source_type_chk;
ALTER TABLE stock_credit ADD CONSTRAINT stock_credit_source_type_chk CHECK (source_type IN ('STOCK',
  'IMPORT_MATERIAL', 'TRANSFER_MATERIAL', 'PRODUCTION', 'PRODUCTION_SOURCE', 'PRODUCTION_OUTPUT',
  'LOCAL_SALES_MATERIAL', 'VLEGAL_MATERIAL', 'VLEGAL_RELEASE', 'VLEGAL_CANCEL', 'STOCK_OTHER'));

CREATE TABLE production (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  production_number varchar(100) NOT NULL,
  production_date date NOT NULL,
  factory_address_id integer REFERENCES factory_address (id),
  sub_con_id integer REFERENCES sub_con (id),
  description varchar(1000),
  yield_note varchar(1000),
  input_volume_m3 numeric(16, 4) NOT NULL,
  output_volume_m3 numeric(16, 4) NOT NULL,
  yield_percent numeric(8, 2) NOT NULL,
  status varchar(9) NOT NULL DEFAULT 'POSTED',
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT production_status_chk CHECK (status IN ('POSTED', 'CANCELLED')),
  CONSTRAINT production_volume_chk CHECK (input_volume_m3 > 0 AND output_volume_m3 > 0
    AND output_volume_m3 <= input_volume_m3)
);
CREATE UNIQUE INDEX production_number_uq ON production (business_unit_id, production_number);
CREATE INDEX production_unit_idx ON production (business_unit_id, id);
CREATE INDEX production_date_idx ON production (production_date, id);
CREATE INDEX production_number_idx ON production (production_number, id);
CREATE INDEX production_sub_con_idx ON production (sub_con_id, id);
CREATE INDEX production_factory_address_idx ON production (factory_address_id);
CREATE INDEX production_status_idx ON production (status, id);
CREATE TRIGGER production_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON production
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE production_source_material (
  id serial PRIMARY KEY,
  production_id integer NOT NULL REFERENCES production (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT production_source_material_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0
    AND coalesce(pieces, 0) >= 0)
);
CREATE INDEX production_source_material_production_idx ON production_source_material (production_id, id);
CREATE INDEX production_source_material_stock_idx ON production_source_material (stock_id, id);
CREATE INDEX production_source_material_raw_material_idx ON production_source_material (raw_material_id);
CREATE INDEX production_source_material_product_idx ON production_source_material (product_id);
CREATE TRIGGER production_source_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON production_source_material FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE production_output_material (
  id serial PRIMARY KEY,
  production_id integer NOT NULL REFERENCES production (id),
  stock_type varchar(12) NOT NULL,
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT production_output_material_stock_type_chk CHECK (stock_type IN ('RAW_MATERIAL', 'PRODUCT')),
  CONSTRAINT production_output_material_item_chk CHECK (
    (stock_type = 'RAW_MATERIAL' AND raw_material_id IS NOT NULL AND product_id IS NULL)
    OR (stock_type = 'PRODUCT' AND product_id IS NOT NULL AND raw_material_id IS NULL)),
  CONSTRAINT production_output_material_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0
    AND coalesce(pieces, 0) >= 0)
);
CREATE INDEX production_output_material_production_idx ON production_output_material (production_id, id);
CREATE INDEX production_output_material_stock_idx ON production_output_material (stock_id, id);
CREATE INDEX production_output_material_raw_material_idx ON production_output_material (raw_material_id);
CREATE INDEX production_output_material_product_idx ON production_output_material (product_id);
CREATE TRIGGER production_output_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON production_output_material FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['production', 'production_number'], ['production', 'description'],
    ['production_source_material', 'notes'], ['production_output_material', 'notes']] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
