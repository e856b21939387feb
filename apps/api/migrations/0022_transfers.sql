-- Transfers of stock (MODEL.md §2.7): one item from a unit to another unit of its company, to a
-- sub-contractor of the unit or back, posted as TRANSFER_OUT and TRANSFER_IN in one transaction. The sending
-- unit keeps the row; the receiving unit reads it (`to_business_unit_id`). The table announces its changes
-- (ADR 0014); sortable and filtered columns are indexed, searched ones by trigram where pg_trgm is available.
CREATE TABLE transfer_material (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  transfer_number varchar(100) NOT NULL,
  transfer_date date NOT NULL,
  from_stock_id integer NOT NULL REFERENCES stock (id),
  to_business_unit_id integer REFERENCES business_unit (id),
  to_sub_con_id integer REFERENCES sub_con (id),
  to_stock_id integer NOT NULL REFERENCES stock (id),
  stock_type varchar(12) NOT NULL,
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  scientific_name_id integer REFERENCES scientific_name (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  document_transport_type_id integer REFERENCES document_transport_type (id),
  document_number varchar(100),
  vehicle_number varchar(30),
  status varchar(9) NOT NULL DEFAULT 'POSTED',
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT transfer_material_target_chk CHECK ((to_business_unit_id IS NULL) <> (to_sub_con_id IS NULL)),
  CONSTRAINT transfer_material_not_itself_chk CHECK (from_stock_id <> to_stock_id),
  CONSTRAINT transfer_material_stock_type_chk CHECK (stock_type IN ('RAW_MATERIAL', 'PRODUCT')),
  CONSTRAINT transfer_material_item_chk CHECK (
    (stock_type = 'RAW_MATERIAL' AND raw_material_id IS NOT NULL AND product_id IS NULL)
    OR (stock_type = 'PRODUCT' AND product_id IS NOT NULL AND raw_material_id IS NULL)),
  CONSTRAINT transfer_material_status_chk CHECK (status IN ('POSTED', 'CANCELLED')),
  CONSTRAINT transfer_material_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0 AND coalesce(pieces, 0) >= 0)
);
CREATE UNIQUE INDEX transfer_material_transfer_number_uq ON transfer_material (business_unit_id, transfer_number);
CREATE INDEX transfer_material_unit_idx ON transfer_material (business_unit_id, id);
CREATE INDEX transfer_material_to_unit_idx ON transfer_material (to_business_unit_id, id);
CREATE INDEX transfer_material_to_sub_con_idx ON transfer_material (to_sub_con_id, id);
CREATE INDEX transfer_material_from_stock_idx ON transfer_material (from_stock_id, id);
CREATE INDEX transfer_material_to_stock_idx ON transfer_material (to_stock_id, id);
CREATE INDEX transfer_material_transfer_date_idx ON transfer_material (transfer_date, id);
CREATE INDEX transfer_material_transfer_number_idx ON transfer_material (transfer_number, id);
CREATE INDEX transfer_material_status_idx ON transfer_material (status, id);
CREATE INDEX transfer_material_raw_material_idx ON transfer_material (raw_material_id);
CREATE INDEX transfer_material_product_idx ON transfer_material (product_id);
CREATE INDEX transfer_material_scientific_name_idx ON transfer_material (scientific_name_id);
CREATE INDEX transfer_material_document_transport_type_idx ON transfer_material (document_transport_type_id);
CREATE TRIGGER transfer_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transfer_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['transfer_material', 'transfer_number'],
    ['transfer_material', 'document_number'], ['transfer_material', 'vehicle_number']] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
