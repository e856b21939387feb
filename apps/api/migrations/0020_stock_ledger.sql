-- The timber books (docs/domain/MODEL.md §2.5, §2.6, §4.1): a unit's stock items, the append-only stock
-- ledger (neraca kayu) every stock-moving document posts to, monthly sums kept beside it for period
-- balances, the months a unit has closed, other usage, and receipts of timber from suppliers and
-- sub-contractors. Quantities are exact decimals: m³ to 4 places, kg and pieces to 2.

-- One row per stock-keeping item; its balance (volume_m3, weight_kg, pieces) is the sum of its ledger
-- entries, kept by the posting that appends them, in the same transaction.
CREATE TABLE stock (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  stock_type varchar(12) NOT NULL,
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  sub_con_id integer REFERENCES sub_con (id),
  inventory_address_id integer REFERENCES inventory_address (id),
  item_code varchar(50),
  item_name varchar(255),
  scientific_name_id integer REFERENCES scientific_name (id),
  opening_date date NOT NULL,
  initial_volume_m3 numeric(16, 4) NOT NULL,
  initial_weight_kg numeric(16, 2),
  initial_pieces numeric(16, 2),
  volume_m3 numeric(16, 4) NOT NULL DEFAULT 0,
  weight_kg numeric(16, 2) NOT NULL DEFAULT 0,
  pieces numeric(16, 2) NOT NULL DEFAULT 0,
  movement_count integer NOT NULL DEFAULT 0,
  last_movement_date date,
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT stock_stock_type_chk CHECK (stock_type IN ('RAW_MATERIAL', 'PRODUCT')),
  CONSTRAINT stock_item_chk CHECK (
    (stock_type = 'RAW_MATERIAL' AND raw_material_id IS NOT NULL AND product_id IS NULL)
    OR (stock_type = 'PRODUCT' AND product_id IS NOT NULL AND raw_material_id IS NULL)),
  CONSTRAINT stock_initial_chk CHECK (initial_volume_m3 >= 0 AND coalesce(initial_weight_kg, 0) >= 0 AND coalesce(initial_pieces, 0) >= 0),
  CONSTRAINT stock_balance_chk CHECK (volume_m3 >= 0 AND weight_kg >= 0 AND pieces >= 0)
);
CREATE UNIQUE INDEX stock_item_uq ON stock (business_unit_id, stock_type, coalesce(raw_material_id, 0),
  coalesce(product_id, 0), coalesce(sub_con_id, 0), coalesce(inventory_address_id, 0));
CREATE INDEX stock_business_unit_idx ON stock (business_unit_id, stock_type, id);
CREATE INDEX stock_item_name_idx ON stock (item_name, id);
CREATE INDEX stock_item_code_idx ON stock (item_code, id);
CREATE INDEX stock_opening_date_idx ON stock (opening_date, id);
CREATE INDEX stock_volume_m3_idx ON stock (volume_m3, id);
CREATE INDEX stock_last_movement_date_idx ON stock (last_movement_date, id);
CREATE INDEX stock_raw_material_idx ON stock (raw_material_id);
CREATE INDEX stock_product_idx ON stock (product_id);
CREATE INDEX stock_sub_con_idx ON stock (sub_con_id, id);
CREATE INDEX stock_scientific_name_idx ON stock (scientific_name_id, id);
CREATE TRIGGER stock_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- The ledger: entries are appended, never changed or removed (the triggers below refuse it). Quantities
-- are signed (an outflow is negative); a reversal mirrors one entry, names it in reverses_id, and the
-- unique index lets an entry be reversed once.
CREATE TABLE stock_credit (
  id serial PRIMARY KEY,
  stock_id integer NOT NULL REFERENCES stock (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  movement_date date NOT NULL,
  direction varchar(3) NOT NULL,
  movement_type varchar(17) NOT NULL,
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2) NOT NULL,
  pieces numeric(16, 2) NOT NULL,
  source_type varchar(20) NOT NULL,
  source_id integer NOT NULL,
  document_number varchar(100),
  reverses_id integer REFERENCES stock_credit (id),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stock_credit_direction_chk CHECK (direction IN ('IN', 'OUT')),
  CONSTRAINT stock_credit_sign_chk CHECK (
    (direction = 'IN' AND volume_m3 >= 0 AND weight_kg >= 0 AND pieces >= 0)
    OR (direction = 'OUT' AND volume_m3 <= 0 AND weight_kg <= 0 AND pieces <= 0)),
  CONSTRAINT stock_credit_movement_type_chk CHECK (movement_type IN ('INITIAL', 'RECEIPT_SUPPLIER',
    'RECEIPT_SUBCON', 'TRANSFER_IN', 'TRANSFER_OUT', 'PRODUCTION_INPUT', 'PRODUCTION_OUTPUT', 'LOCAL_SALES',
    'VLEGAL_EXPORT', 'VLEGAL_RETURN', 'OTHER_USAGE', 'ADJUSTMENT')),
  CONSTRAINT stock_credit_source_type_chk CHECK (source_type IN ('STOCK', 'IMPORT_MATERIAL',
    'TRANSFER_MATERIAL', 'PRODUCTION_SOURCE', 'PRODUCTION_OUTPUT', 'LOCAL_SALES_MATERIAL', 'VLEGAL_MATERIAL',
    'VLEGAL_RELEASE', 'VLEGAL_CANCEL', 'STOCK_OTHER'))
);
CREATE UNIQUE INDEX stock_credit_reverses_uq ON stock_credit (reverses_id);
-- The stock card and the balance on a date: one item's entries in date order.
CREATE INDEX stock_credit_stock_date_idx ON stock_credit (stock_id, movement_date, id);
CREATE INDEX stock_credit_unit_idx ON stock_credit (business_unit_id, id);
CREATE INDEX stock_credit_movement_date_idx ON stock_credit (movement_date, id);
CREATE INDEX stock_credit_source_idx ON stock_credit (source_type, source_id);
CREATE FUNCTION stock_credit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the stock ledger is append-only' USING ERRCODE = 'P0001';
END $$;
CREATE TRIGGER stock_credit_no_update BEFORE UPDATE OR DELETE ON stock_credit
  FOR EACH ROW EXECUTE FUNCTION stock_credit_append_only();
CREATE TRIGGER stock_credit_no_truncate BEFORE TRUNCATE ON stock_credit
  FOR EACH STATEMENT EXECUTE FUNCTION stock_credit_append_only();
CREATE TRIGGER stock_credit_rows_changed AFTER INSERT ON stock_credit
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- What each month added to and took from an item, kept by the posting: period balances (stock-in-months,
-- stock-in-years) and the balance on a past date read months here and days in the ledger.
CREATE TABLE stock_month (
  id serial PRIMARY KEY,
  stock_id integer NOT NULL REFERENCES stock (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  year integer NOT NULL,
  month integer NOT NULL,
  in_volume_m3 numeric(16, 4) NOT NULL DEFAULT 0,
  in_weight_kg numeric(16, 2) NOT NULL DEFAULT 0,
  in_pieces numeric(16, 2) NOT NULL DEFAULT 0,
  out_volume_m3 numeric(16, 4) NOT NULL DEFAULT 0,
  out_weight_kg numeric(16, 2) NOT NULL DEFAULT 0,
  out_pieces numeric(16, 2) NOT NULL DEFAULT 0,
  computed_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT stock_month_uq UNIQUE (stock_id, year, month),
  CONSTRAINT stock_month_month_chk CHECK (month BETWEEN 1 AND 12)
);
CREATE INDEX stock_month_unit_idx ON stock_month (business_unit_id, year, month);

-- A month a unit has filed (its LMKB/LMKO): no movement may be dated in it any more.
CREATE TABLE closed_month (
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  year integer NOT NULL,
  month integer NOT NULL,
  closed_by varchar(50) NOT NULL,
  closed_date timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_unit_id, year, month),
  CONSTRAINT closed_month_month_chk CHECK (month BETWEEN 1 AND 12)
);

-- Period balances as the API reads them: opening and closing follow from the months before.
CREATE VIEW stock_in_month AS
SELECT m.id, m.stock_id, m.business_unit_id, m.year, m.month,
  (t.closing_volume_m3 - m.in_volume_m3 - m.out_volume_m3)::numeric(16, 4) AS opening_volume_m3,
  (t.closing_weight_kg - m.in_weight_kg - m.out_weight_kg)::numeric(16, 2) AS opening_weight_kg,
  (t.closing_pieces - m.in_pieces - m.out_pieces)::numeric(16, 2) AS opening_pieces,
  m.in_volume_m3, m.in_weight_kg, m.in_pieces,
  (-m.out_volume_m3)::numeric(16, 4) AS out_volume_m3, (-m.out_weight_kg)::numeric(16, 2) AS out_weight_kg,
  (-m.out_pieces)::numeric(16, 2) AS out_pieces,
  t.closing_volume_m3::numeric(16, 4) AS closing_volume_m3, t.closing_weight_kg::numeric(16, 2) AS closing_weight_kg,
  t.closing_pieces::numeric(16, 2) AS closing_pieces,
  (c.business_unit_id IS NOT NULL) AS closed, m.computed_date
FROM stock_month m
JOIN (
  SELECT id,
    sum(in_volume_m3 + out_volume_m3) OVER w AS closing_volume_m3,
    sum(in_weight_kg + out_weight_kg) OVER w AS closing_weight_kg,
    sum(in_pieces + out_pieces) OVER w AS closing_pieces
  FROM stock_month
  WINDOW w AS (PARTITION BY stock_id ORDER BY year, month)
) t ON t.id = m.id
LEFT JOIN closed_month c ON c.business_unit_id = m.business_unit_id AND c.year = m.year AND c.month = m.month;

CREATE VIEW stock_in_year AS
SELECT min(m.id) AS id, m.stock_id, m.business_unit_id, m.year,
  (min(m.opening_volume_m3) FILTER (WHERE m.month = f.first_month))::numeric(16, 4) AS opening_volume_m3,
  (min(m.opening_weight_kg) FILTER (WHERE m.month = f.first_month))::numeric(16, 2) AS opening_weight_kg,
  (min(m.opening_pieces) FILTER (WHERE m.month = f.first_month))::numeric(16, 2) AS opening_pieces,
  sum(m.in_volume_m3)::numeric(16, 4) AS in_volume_m3, sum(m.in_weight_kg)::numeric(16, 2) AS in_weight_kg,
  sum(m.in_pieces)::numeric(16, 2) AS in_pieces,
  sum(m.out_volume_m3)::numeric(16, 4) AS out_volume_m3, sum(m.out_weight_kg)::numeric(16, 2) AS out_weight_kg,
  sum(m.out_pieces)::numeric(16, 2) AS out_pieces,
  (min(m.closing_volume_m3) FILTER (WHERE m.month = f.last_month))::numeric(16, 4) AS closing_volume_m3,
  (min(m.closing_weight_kg) FILTER (WHERE m.month = f.last_month))::numeric(16, 2) AS closing_weight_kg,
  (min(m.closing_pieces) FILTER (WHERE m.month = f.last_month))::numeric(16, 2) AS closing_pieces,
  bool_and(m.closed) AS closed, max(m.computed_date) AS computed_date
FROM stock_in_month m
JOIN (SELECT stock_id, year, min(month) AS first_month, max(month) AS last_month FROM stock_month GROUP BY stock_id, year) f
  ON f.stock_id = m.stock_id AND f.year = m.year
GROUP BY m.stock_id, m.business_unit_id, m.year;

-- Other usage of an item (waste, damage, shrinkage, own use …); a correction upwards is an administrator's.
CREATE TABLE stock_other (
  id serial PRIMARY KEY,
  stock_id integer NOT NULL REFERENCES stock (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  usage_date date NOT NULL,
  usage_type varchar(16) NOT NULL,
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  reason varchar(500) NOT NULL,
  reference_number varchar(100),
  attachment text,
  attachment_content_type varchar(20),
  status varchar(9) NOT NULL DEFAULT 'POSTED',
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT stock_other_usage_type_chk CHECK (usage_type IN ('WASTE', 'DAMAGED', 'SHRINKAGE', 'OWN_USE',
    'SAMPLE', 'LOSS', 'FIRE_DISASTER', 'CORRECTION_MINUS', 'CORRECTION_PLUS')),
  CONSTRAINT stock_other_status_chk CHECK (status IN ('POSTED', 'CANCELLED')),
  CONSTRAINT stock_other_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0 AND coalesce(pieces, 0) >= 0),
  CONSTRAINT stock_other_attachment_content_type_chk CHECK (attachment_content_type IN ('application/pdf', 'image/png', 'image/jpeg'))
);
CREATE INDEX stock_other_stock_idx ON stock_other (stock_id, usage_date, id);
CREATE INDEX stock_other_unit_idx ON stock_other (business_unit_id, id);
CREATE INDEX stock_other_usage_date_idx ON stock_other (usage_date, id);
CREATE INDEX stock_other_usage_type_idx ON stock_other (usage_type, id);
CREATE TRIGGER stock_other_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock_other
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- A receipt of one material line from a supplier or a sub-contractor.
CREATE TABLE import_material (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  receipt_number varchar(100) NOT NULL,
  receipt_date date NOT NULL,
  supplier_id integer REFERENCES supplier (id),
  sub_con_id integer REFERENCES sub_con (id),
  stock_type varchar(12) NOT NULL,
  raw_material_id integer REFERENCES raw_material (id),
  product_id integer REFERENCES product (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  document_transport_type_id integer NOT NULL REFERENCES document_transport_type (id),
  document_number varchar(100) NOT NULL,
  document_date date NOT NULL,
  origin_of_raw_material_id integer NOT NULL REFERENCES origin_of_raw_material (id),
  country_of_harvest_id integer NOT NULL REFERENCES country (id),
  scientific_name_id integer REFERENCES scientific_name (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2),
  pieces numeric(16, 2),
  supplier_certificate_id integer REFERENCES business_certificate (id),
  supplier_certificate_number varchar(100),
  supplier_certificate_expired_date date,
  invoice_number varchar(100),
  invoice_date date,
  vehicle_number varchar(30),
  pib_number varchar(100),
  pib_date date,
  bill_of_lading_number varchar(100),
  import_recommendation_number varchar(100),
  unit_price numeric(18, 2),
  currency_id integer REFERENCES currency (id),
  harvest_geolocation varchar(10000),
  attachment text,
  attachment_content_type varchar(20),
  status varchar(9) NOT NULL DEFAULT 'POSTED',
  notes varchar(1000),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT import_material_party_chk CHECK ((supplier_id IS NULL) <> (sub_con_id IS NULL)),
  CONSTRAINT import_material_stock_type_chk CHECK (stock_type IN ('RAW_MATERIAL', 'PRODUCT')),
  CONSTRAINT import_material_item_chk CHECK (
    (stock_type = 'RAW_MATERIAL' AND raw_material_id IS NOT NULL AND product_id IS NULL)
    OR (stock_type = 'PRODUCT' AND product_id IS NOT NULL AND raw_material_id IS NULL)),
  CONSTRAINT import_material_status_chk CHECK (status IN ('POSTED', 'CANCELLED')),
  CONSTRAINT import_material_quantity_chk CHECK (volume_m3 > 0 AND coalesce(weight_kg, 0) >= 0 AND coalesce(pieces, 0) >= 0),
  CONSTRAINT import_material_attachment_content_type_chk CHECK (attachment_content_type IN ('application/pdf', 'image/png', 'image/jpeg'))
);
CREATE UNIQUE INDEX import_material_receipt_number_uq ON import_material (business_unit_id, receipt_number);
-- The same transport-document line is booked once (MODEL.md §2.6): among posted receipts only.
CREATE UNIQUE INDEX import_material_transport_line_uq ON import_material (coalesce(supplier_id, 0),
  coalesce(sub_con_id, 0), document_transport_type_id, lower(document_number), coalesce(raw_material_id, 0),
  coalesce(product_id, 0)) WHERE status = 'POSTED';
CREATE INDEX import_material_unit_idx ON import_material (business_unit_id, id);
CREATE INDEX import_material_receipt_date_idx ON import_material (receipt_date, id);
CREATE INDEX import_material_receipt_number_idx ON import_material (receipt_number, id);
CREATE INDEX import_material_document_number_idx ON import_material (document_number, id);
CREATE INDEX import_material_supplier_idx ON import_material (supplier_id, id);
CREATE INDEX import_material_sub_con_idx ON import_material (sub_con_id, id);
CREATE INDEX import_material_stock_idx ON import_material (stock_id);
CREATE INDEX import_material_status_idx ON import_material (status, id);
CREATE TRIGGER import_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON import_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- The text searches of the books (ILIKE '%term%'), where pg_trgm is available, as for every search column.
DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[
    ['stock', 'item_name'], ['stock', 'item_code'], ['stock_credit', 'document_number'],
    ['stock_other', 'reason'], ['stock_other', 'reference_number'], ['import_material', 'receipt_number'],
    ['import_material', 'document_number'], ['import_material', 'vehicle_number']
  ] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;

-- Counters of the document numbers (MODEL.md §5.1), drawn with a row lock in the posting's transaction:
-- two postings never get the same number, and a refused one leaves no gap.
CREATE TABLE document_number_counter (
  document_type varchar(18) NOT NULL,
  scope_key varchar(50) NOT NULL,
  period_key varchar(7) NOT NULL,
  last_value integer NOT NULL,
  PRIMARY KEY (document_type, scope_key, period_key)
);
