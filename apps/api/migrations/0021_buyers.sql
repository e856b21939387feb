-- Buyers of a unit (MODEL.md §2.9): domestic customers of its local sales and foreign consignees of its
-- exports, with a code unique within the unit when set. The table announces its changes (ADR 0014);
-- sortable and filtered columns are indexed, searched ones by trigram where pg_trgm is available.
CREATE TABLE buyer (
  id serial PRIMARY KEY,
  code varchar(50),
  name varchar(255) NOT NULL,
  buyer_type varchar(20) NOT NULL,
  tax_id varchar(20),
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
  CONSTRAINT buyer_buyer_type_chk CHECK (buyer_type IN ('DOMESTIC', 'FOREIGN')),
  CONSTRAINT buyer_business_unit_id_code_uq UNIQUE (business_unit_id, code)
);
CREATE INDEX buyer_unit_idx ON buyer (business_unit_id, id);
CREATE INDEX buyer_address_idx ON buyer (address_id, id);
CREATE INDEX buyer_country_idx ON buyer (country_id, id);
CREATE INDEX buyer_code_idx ON buyer (code, id);
CREATE INDEX buyer_name_idx ON buyer (name, id);
CREATE INDEX buyer_buyer_type_idx ON buyer (buyer_type, id);
CREATE INDEX buyer_active_idx ON buyer (active, id);
CREATE TRIGGER buyer_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON buyer
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
DECLARE target text[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target SLICE 1 IN ARRAY ARRAY[['buyer', 'code'], ['buyer', 'name']] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I USING gin (%I gin_trgm_ops)',
      target[1] || '_' || target[2] || '_trgm', target[1], target[2]);
  END LOOP;
END $$;
