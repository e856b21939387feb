-- Yearly sums of the ledger per movement type (docs/adr/0029-monthly-reports.md), kept in the posting's
-- transaction beside the monthly ones: a report over whole years (a year's LMKO, the opening of a period
-- that starts years after the books did) reads one row per item, type and year instead of twelve.
CREATE TABLE stock_year_movement (
  stock_id integer NOT NULL REFERENCES stock (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  year integer NOT NULL,
  movement_type varchar(17) NOT NULL,
  added boolean NOT NULL,
  volume_m3 numeric(28, 4) NOT NULL DEFAULT 0,
  weight_kg numeric(28, 2) NOT NULL DEFAULT 0,
  pieces numeric(28, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (stock_id, year, movement_type, added)
);
CREATE INDEX stock_year_movement_unit_idx ON stock_year_movement (business_unit_id, year);

INSERT INTO stock_year_movement (stock_id, business_unit_id, year, movement_type, added, volume_m3, weight_kg,
  pieces)
SELECT stock_id, business_unit_id, year, movement_type, added, sum(volume_m3), sum(weight_kg), sum(pieces)
FROM stock_month_movement
GROUP BY 1, 2, 3, 4, 5;
