-- The monthly mutation reports (LMKB, LMKO; docs/adr/0029-monthly-reports.md).
--
-- Monthly sums of the ledger per movement type, kept in the posting's transaction beside stock_month, so a
-- year's report reads a dozen rows per item and type instead of the ledger. `added` is the direction of the
-- entry as its document posted it: a reversal carries the type of the entry it mirrors and nets into the
-- same sum (a cancelled receipt lowers the month's receipts), and a type posted either way (other usage and
-- its correction upwards) keeps its two directions apart, each in its own column of the report.
CREATE TABLE stock_month_movement (
  stock_id integer NOT NULL REFERENCES stock (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  year integer NOT NULL,
  month integer NOT NULL,
  movement_type varchar(17) NOT NULL,
  added boolean NOT NULL,
  volume_m3 numeric(28, 4) NOT NULL DEFAULT 0,
  weight_kg numeric(28, 2) NOT NULL DEFAULT 0,
  pieces numeric(28, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (stock_id, year, month, movement_type, added),
  CONSTRAINT stock_month_movement_month_chk CHECK (month BETWEEN 1 AND 12)
);
-- A unit's report for a period: its items' sums of the months inside it.
CREATE INDEX stock_month_movement_unit_idx ON stock_month_movement (business_unit_id, year, month);

INSERT INTO stock_month_movement (stock_id, business_unit_id, year, month, movement_type, added, volume_m3,
  weight_kg, pieces)
SELECT stock_id, business_unit_id, extract(year FROM movement_date)::int, extract(month FROM movement_date)::int,
  movement_type, CASE WHEN reverses_id IS NULL THEN direction = 'IN' ELSE direction = 'OUT' END,
  sum(volume_m3), sum(weight_kg), sum(pieces)
FROM stock_credit
GROUP BY 1, 2, 3, 4, 5, 6;

-- The days of a month a report's period cuts (it starts or ends mid-month): a unit's entries by date.
CREATE INDEX stock_credit_unit_date_idx ON stock_credit (business_unit_id, movement_date);

-- A unit's filing of a month's LMKB and LMKO: the reports as filed, frozen, while the month is closed
-- (closed_month); an administrator's reopening keeps the filing, with who reopened it, when and why, so
-- the month's report shows its differences from what was filed.
CREATE TABLE report_filing (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  year integer NOT NULL,
  month integer NOT NULL,
  status varchar(8) NOT NULL,
  lmkb jsonb NOT NULL,
  lmko jsonb NOT NULL,
  filed_by varchar(50) NOT NULL,
  filed_date timestamptz NOT NULL DEFAULT now(),
  reopened_by varchar(50),
  reopened_date timestamptz,
  reopen_reason varchar(1000),
  CONSTRAINT report_filing_month_chk CHECK (month BETWEEN 1 AND 12),
  CONSTRAINT report_filing_status_chk CHECK (status IN ('FILED', 'REOPENED')),
  CONSTRAINT report_filing_reopened_chk CHECK ((status = 'REOPENED') = (reopened_by IS NOT NULL AND reopen_reason IS NOT NULL))
);
-- One filing in force per unit and month; the reopened ones stay as history.
CREATE UNIQUE INDEX report_filing_filed_uq ON report_filing (business_unit_id, year, month) WHERE status = 'FILED';
CREATE INDEX report_filing_unit_idx ON report_filing (business_unit_id, year, month, id);
