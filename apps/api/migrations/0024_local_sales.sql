-- Local sales (MODEL.md §2.9): a document with material lines, posted as LOCAL_SALES under the sale's own
-- source type (`LOCAL_SALES`: a correction or a cancellation reverses every line at once). Lines are read on
-- their own too; only the sale writes them. The tables announce their changes (ADR 0014).
ALTER TABLE stock_credit DROP CONSTRAINT stock_credit_source_type_chk;
ALTER TABLE stock_credit ADD CONSTRAINT stock_credit_source_type_chk CHECK (source_type IN ('STOCK',
  'IMPORT_MATERIAL', 'TRANSFER_MATERIAL', 'PRODUCTION', 'PRODUCTION_SOURCE', 'PRODUCTION_OUTPUT', 'LOCAL_SALES',
  'LOCAL_SALES_MATERIAL', 'VLEGAL_MATERIAL', 'VLEGAL_RELEASE', 'VLEGAL_CANCEL', 'STOCK_OTHER'));

CREATE TABLE local_sales (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  sales_number varchar(100) NOT NULL,
  sales_date date NOT NULL,
  buyer_id integer NOT NULL REFERENCES buyer (id),
  invoice_number varchar(100),
  invoice_date date,
  document_transport_type_id integer REFERENCES document_transport_type (id),
  document_number varchar(100),
  vehicle_number varchar(30),
  delivery_address varchar(500),
  currency_id integer REFERENCES currency (id),
  total_volume_m3 numeric(16, 4) NOT NULL,
  total_value numeric(18, 2),
  status varchar(9) NOT NULL DEFAULT 'POSTED',
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT local_sales_status_chk CHECK (status IN ('POSTED', 'CANCELLED')),
  CONSTRAINT local_sales_volume_chk CHECK (total_volume_m3 > 0)
);
CREATE UNIQUE INDEX local_sales_number_uq ON local_sales (business_unit_id, sales_number);
CREATE INDEX local_sales_unit_idx ON local_sales (business_unit_id, id);
CREATE INDEX local_sales_date_idx ON local_sales (sales_date, id);
CREATE INDEX local_sales_number_idx ON local_sales (sales_number, id);
CREATE INDEX local_sales_buyer_idx ON local_sales (buyer_id, id);
CREATE INDEX local_sales_status_idx ON local_sales (status, id);
CREATE INDEX local_sales_document_transport_type_idx ON local_sales (document_transport_type_id);
CREATE INDEX local_sales_currency_idx ON local_sales (currency_id);
CREATE TRIGGER local_sales_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON local_sales
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE local_sales_material (
  id serial PRIMARY KEY,
  local_sales_id integer NOT NULL REFERENCES local_sales (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  unit_price numeric(16, 2),
  value numeric(18, 2),
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT local_sales_material_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0
    AND coalesce(pieces, 0) >= 0 AND coalesce(unit_price, 0) >= 0)
);
CREATE INDEX local_sales_material_sale_idx ON local_sales_material (local_sales_id, id);
CREATE INDEX local_sales_material_stock_idx ON local_sales_material (stock_id, id);
CREATE INDEX local_sales_material_raw_material_idx ON local_sales_material (raw_material_id);
CREATE INDEX local_sales_material_product_idx ON local_sales_material (product_id);
CREATE TRIGGER local_sales_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON local_sales_material FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['local_sales', 'sales_number'], ['local_sales', 'invoice_number'],
    ['local_sales', 'document_number'], ['local_sales_material', 'notes']] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
