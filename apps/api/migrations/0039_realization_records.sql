-- Recorded realization (docs/domain/MODEL.md §2.11): a permitted product's figures against its capacity for one
-- month, one year or a permit's year to date, computed when recorded and kept as they stood, with who
-- recorded them and when, so the verification body's yearly capacity audit can point to them. A refresh
-- computes them again in place; the audit trail keeps who recorded, refreshed or removed a row.
CREATE TABLE realization_record (
  id serial PRIMARY KEY,
  grain varchar(6) NOT NULL,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  business_permit_product_id integer NOT NULL REFERENCES business_permit_product (id),
  year integer NOT NULL,
  month integer,
  capacity numeric(30, 2) NOT NULL,
  capacity_unit varchar(3) NOT NULL,
  produced numeric(30, 4) NOT NULL,
  capacity_used_percent numeric(30, 2),
  over_capacity boolean NOT NULL,
  exported_volume_m3 numeric(30, 4),
  local_sales_volume_m3 numeric(30, 4),
  note varchar(1000),
  recorded_by varchar(50) NOT NULL,
  recorded_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT realization_record_grain_chk CHECK (grain IN ('MONTH', 'YEAR', 'PERMIT')),
  CONSTRAINT realization_record_month_chk CHECK ((grain = 'MONTH') = (month IS NOT NULL) AND (month IS NULL OR month BETWEEN 1 AND 12)),
  CONSTRAINT realization_record_capacity_unit_chk CHECK (capacity_unit IN ('M3', 'PCS', 'SET', 'TON', 'KG'))
);
-- One record per permit product and period: a second one is refused, a refresh replaces the figures. The
-- month of a year's row is NULL, so the key reads it as 0.
CREATE UNIQUE INDEX realization_record_period_uq
  ON realization_record (grain, business_permit_product_id, year, (coalesce(month, 0)));
CREATE INDEX realization_record_unit_idx ON realization_record (business_unit_id, year, month, id);
CREATE INDEX realization_record_product_idx ON realization_record (business_permit_product_id);
