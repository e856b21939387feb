-- V-Legal applications and licences (MODEL.md §2.10, §3.3) with their lines, and the stock they hold while a
-- verificator checks them. A submitted application reserves each line's quantities (stock_reservation, summed
-- into stock.reserved_*): every outflow the ledger posts keeps balance - reserved >= 0. Approval releases the
-- reservation and posts VLEGAL_EXPORT under the source type VLEGAL; a unique index lets a V-Legal export each
-- stock once, whatever retries a client sends.
ALTER TABLE stock_credit DROP CONSTRAINT stock_credit_source_type_chk;
ALTER TABLE stock_credit ADD CONSTRAINT stock_credit_source_type_chk CHECK (source_type IN ('STOCK',
  'IMPORT_MATERIAL', 'TRANSFER_MATERIAL', 'PRODUCTION', 'PRODUCTION_SOURCE', 'PRODUCTION_OUTPUT', 'LOCAL_SALES',
  'LOCAL_SALES_MATERIAL', 'VLEGAL', 'VLEGAL_MATERIAL', 'VLEGAL_RELEASE', 'VLEGAL_CANCEL', 'STOCK_OTHER'));
CREATE UNIQUE INDEX stock_credit_vlegal_export_once ON stock_credit (source_id, stock_id)
  WHERE source_type = 'VLEGAL' AND movement_type = 'VLEGAL_EXPORT' AND reverses_id IS NULL;

ALTER TABLE stock ADD COLUMN reserved_volume_m3 numeric(28, 4) NOT NULL DEFAULT 0,
  ADD COLUMN reserved_weight_kg numeric(28, 2) NOT NULL DEFAULT 0,
  ADD COLUMN reserved_pieces numeric(28, 2) NOT NULL DEFAULT 0;
-- The last guard under the ledger's own refusal (409): reserved stock is never spent.
ALTER TABLE stock ADD CONSTRAINT stock_reserved_chk CHECK (reserved_volume_m3 >= 0 AND reserved_weight_kg >= 0
  AND reserved_pieces >= 0 AND volume_m3 >= reserved_volume_m3 AND weight_kg >= reserved_weight_kg
  AND pieces >= reserved_pieces);

CREATE TABLE vlegal (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  application_number varchar(100) NOT NULL,
  application_date date NOT NULL,
  vlegal_number varchar(50),
  status varchar(9) NOT NULL DEFAULT 'DRAFT',
  parent_vlegal_id integer REFERENCES vlegal (id),
  slk_number varchar(255),
  buyer_id integer NOT NULL REFERENCES buyer (id),
  country_of_destination_id integer NOT NULL REFERENCES country (id),
  port_of_loading_id integer NOT NULL REFERENCES sea_port (id),
  port_of_discharge_id integer NOT NULL REFERENCES sea_port (id),
  transportation_id integer NOT NULL REFERENCES transportation (id),
  vessel_name varchar(100),
  voyage_number varchar(50),
  estimated_shipment_date date NOT NULL,
  invoice_number varchar(100) NOT NULL,
  invoice_date date NOT NULL,
  packing_list_number varchar(100),
  stuffing_address_id integer REFERENCES stuffing_address (id),
  stuffing_date date,
  currency_id integer NOT NULL REFERENCES currency (id),
  incoterm varchar(3) NOT NULL DEFAULT 'FOB',
  distinguishing_marks varchar(1000),
  total_volume_m3 numeric(16, 4) NOT NULL DEFAULT 0,
  total_net_weight_kg numeric(16, 2) NOT NULL DEFAULT 0,
  total_units numeric(16, 2) NOT NULL DEFAULT 0,
  total_value numeric(18, 2) NOT NULL DEFAULT 0,
  invoice_file text,
  invoice_file_content_type varchar(15),
  packing_list_file text,
  packing_list_file_content_type varchar(15),
  application_letter_file text,
  application_letter_file_content_type varchar(15),
  issue_date date,
  valid_until date,
  token varchar(43),
  barcode varchar(64),
  integration_status varchar(12) NOT NULL DEFAULT 'NOT_SENT',
  submitted_by varchar(50),
  submitted_date timestamptz,
  decided_by varchar(50),
  decided_date timestamptz,
  rejection_note varchar(500),
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT vlegal_status_chk CHECK (status IN ('DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED', 'PUBLISHED',
    'EXTENDED', 'AMENDED', 'RELEASED', 'REPLACED', 'CANCELLED', 'EXPIRED')),
  CONSTRAINT vlegal_incoterm_chk CHECK (incoterm IN ('FOB', 'CFR', 'CIF', 'EXW', 'FCA', 'CPT', 'CIP', 'DAP',
    'DPU', 'DDP')),
  CONSTRAINT vlegal_integration_status_chk CHECK (integration_status IN ('NOT_SENT', 'SENT', 'ACKNOWLEDGED',
    'FAILED')),
  CONSTRAINT vlegal_invoice_file_content_type_chk CHECK (invoice_file_content_type IN ('image/png', 'image/jpeg',
    'image/webp', 'application/pdf')),
  CONSTRAINT vlegal_packing_list_file_content_type_chk CHECK (packing_list_file_content_type IN ('image/png',
    'image/jpeg', 'image/webp', 'application/pdf')),
  CONSTRAINT vlegal_application_letter_file_content_type_chk CHECK (application_letter_file_content_type IN
    ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  -- An approved licence carries its number, dates and check code together; an application none of them.
  CONSTRAINT vlegal_issued_chk CHECK ((vlegal_number IS NULL) = (issue_date IS NULL)
    AND (vlegal_number IS NULL) = (valid_until IS NULL) AND (vlegal_number IS NULL) = (token IS NULL)),
  CONSTRAINT vlegal_number_uq UNIQUE (vlegal_number)
);
CREATE INDEX vlegal_number_idx ON vlegal (vlegal_number, id);
CREATE INDEX vlegal_application_number_idx ON vlegal (application_number, id);
CREATE INDEX vlegal_shipment_date_idx ON vlegal (estimated_shipment_date, id);
CREATE INDEX vlegal_submitted_date_idx ON vlegal (submitted_date, id);
CREATE UNIQUE INDEX vlegal_token_uq ON vlegal (token);
CREATE UNIQUE INDEX vlegal_application_number_uq ON vlegal (business_unit_id, application_number);
CREATE INDEX vlegal_unit_idx ON vlegal (business_unit_id, id);
CREATE INDEX vlegal_application_date_idx ON vlegal (application_date, id);
CREATE INDEX vlegal_status_idx ON vlegal (status, id);
-- The verificators' queue: submitted documents, oldest first.
CREATE INDEX vlegal_submitted_idx ON vlegal (status, submitted_date, id);
CREATE INDEX vlegal_buyer_idx ON vlegal (buyer_id, id);
CREATE INDEX vlegal_destination_idx ON vlegal (country_of_destination_id, id);
CREATE INDEX vlegal_parent_idx ON vlegal (parent_vlegal_id);
CREATE INDEX vlegal_port_of_loading_idx ON vlegal (port_of_loading_id);
CREATE INDEX vlegal_port_of_discharge_idx ON vlegal (port_of_discharge_id);
CREATE INDEX vlegal_transportation_idx ON vlegal (transportation_id);
CREATE INDEX vlegal_stuffing_address_idx ON vlegal (stuffing_address_id);
CREATE INDEX vlegal_currency_idx ON vlegal (currency_id);
CREATE TRIGGER vlegal_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vlegal
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE TABLE vlegal_material (
  id serial PRIMARY KEY,
  vlegal_id integer NOT NULL REFERENCES vlegal (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  stock_id integer NOT NULL REFERENCES stock (id),
  product_id integer REFERENCES product (id),
  hs_code_id integer REFERENCES hs_code (id),
  scientific_name_id integer REFERENCES scientific_name (id),
  commercial_description varchar(500),
  volume_m3 numeric(16, 4) NOT NULL,
  net_weight_kg numeric(16, 2) NOT NULL,
  number_of_units numeric(16, 2) NOT NULL,
  unit_name varchar(20),
  value numeric(16, 2) NOT NULL,
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT vlegal_material_quantity_chk CHECK (volume_m3 > 0 AND net_weight_kg >= 0 AND number_of_units >= 0
    AND value >= 0)
);
-- Each stock once per V-Legal: its reservation and its export entry are one per stock.
CREATE UNIQUE INDEX vlegal_material_stock_once ON vlegal_material (vlegal_id, stock_id);
CREATE INDEX vlegal_material_vlegal_idx ON vlegal_material (vlegal_id, id);
CREATE INDEX vlegal_material_stock_idx ON vlegal_material (stock_id, id);
CREATE INDEX vlegal_material_product_idx ON vlegal_material (product_id);
CREATE INDEX vlegal_material_hs_code_idx ON vlegal_material (hs_code_id);
CREATE INDEX vlegal_material_scientific_name_idx ON vlegal_material (scientific_name_id);
CREATE TRIGGER vlegal_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vlegal_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- What a submitted document holds of a stock until it is decided (one row per document and stock).
CREATE TABLE stock_reservation (
  id bigserial PRIMARY KEY,
  stock_id integer NOT NULL REFERENCES stock (id),
  source_type varchar(30) NOT NULL,
  source_id integer NOT NULL,
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2) NOT NULL,
  pieces numeric(16, 2) NOT NULL,
  created_by varchar(50) NOT NULL,
  created_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stock_reservation_once UNIQUE (source_type, source_id, stock_id),
  CONSTRAINT stock_reservation_quantity_chk CHECK (volume_m3 >= 0 AND weight_kg >= 0 AND pieces >= 0)
);
CREATE INDEX stock_reservation_stock_idx ON stock_reservation (stock_id);

DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['vlegal', 'application_number'], ['vlegal', 'vlegal_number'],
    ['vlegal', 'invoice_number'], ['vlegal_material', 'notes']] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
