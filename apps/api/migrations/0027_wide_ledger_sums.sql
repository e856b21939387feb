-- Sums of the stock ledger wide enough for any number of entries (docs/adr/0017-stock-ledger.md, "Bounds of
-- quantities"). One movement is at most what its document's column holds (numeric(16,4) m³, numeric(16,2) kg
-- and pieces); the monthly sums (stock_month), an item's running balance (stock) and the period views summed
-- many of them in columns of that same width, so a large quantity overflowed the sum before the posting was
-- checked. Now they hold 28 digits: the ledger's ids are int4, so it holds fewer than 2^31 entries, and
-- 2^31 entries of the widest value a column ever took (< 10^12 m³, < 10^14 kg) sum to less than 10^24 m³ and
-- 10^26 kg. Scales are unchanged. The views read these columns and are dropped and made again, as in 0020
-- with the casts widened.

DROP VIEW stock_in_year;
DROP VIEW stock_in_month;

ALTER TABLE stock_month
  ALTER COLUMN in_volume_m3 TYPE numeric(28, 4),
  ALTER COLUMN in_weight_kg TYPE numeric(28, 2),
  ALTER COLUMN in_pieces TYPE numeric(28, 2),
  ALTER COLUMN out_volume_m3 TYPE numeric(28, 4),
  ALTER COLUMN out_weight_kg TYPE numeric(28, 2),
  ALTER COLUMN out_pieces TYPE numeric(28, 2);

ALTER TABLE stock
  ALTER COLUMN volume_m3 TYPE numeric(28, 4),
  ALTER COLUMN weight_kg TYPE numeric(28, 2),
  ALTER COLUMN pieces TYPE numeric(28, 2);

CREATE VIEW stock_in_month AS
SELECT m.id, m.stock_id, m.business_unit_id, m.year, m.month,
  (t.closing_volume_m3 - m.in_volume_m3 - m.out_volume_m3)::numeric(28, 4) AS opening_volume_m3,
  (t.closing_weight_kg - m.in_weight_kg - m.out_weight_kg)::numeric(28, 2) AS opening_weight_kg,
  (t.closing_pieces - m.in_pieces - m.out_pieces)::numeric(28, 2) AS opening_pieces,
  m.in_volume_m3, m.in_weight_kg, m.in_pieces,
  (-m.out_volume_m3)::numeric(28, 4) AS out_volume_m3, (-m.out_weight_kg)::numeric(28, 2) AS out_weight_kg,
  (-m.out_pieces)::numeric(28, 2) AS out_pieces,
  t.closing_volume_m3::numeric(28, 4) AS closing_volume_m3, t.closing_weight_kg::numeric(28, 2) AS closing_weight_kg,
  t.closing_pieces::numeric(28, 2) AS closing_pieces,
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
  (min(m.opening_volume_m3) FILTER (WHERE m.month = f.first_month))::numeric(28, 4) AS opening_volume_m3,
  (min(m.opening_weight_kg) FILTER (WHERE m.month = f.first_month))::numeric(28, 2) AS opening_weight_kg,
  (min(m.opening_pieces) FILTER (WHERE m.month = f.first_month))::numeric(28, 2) AS opening_pieces,
  sum(m.in_volume_m3)::numeric(28, 4) AS in_volume_m3, sum(m.in_weight_kg)::numeric(28, 2) AS in_weight_kg,
  sum(m.in_pieces)::numeric(28, 2) AS in_pieces,
  sum(m.out_volume_m3)::numeric(28, 4) AS out_volume_m3, sum(m.out_weight_kg)::numeric(28, 2) AS out_weight_kg,
  sum(m.out_pieces)::numeric(28, 2) AS out_pieces,
  (min(m.closing_volume_m3) FILTER (WHERE m.month = f.last_month))::numeric(28, 4) AS closing_volume_m3,
  (min(m.closing_weight_kg) FILTER (WHERE m.month = f.last_month))::numeric(28, 2) AS closing_weight_kg,
  (min(m.closing_pieces) FILTER (WHERE m.month = f.last_month))::numeric(28, 2) AS closing_pieces,
  bool_and(m.closed) AS closed, max(m.computed_date) AS computed_date
FROM stock_in_month m
JOIN (SELECT stock_id, year, min(month) AS first_month, max(month) AS last_month FROM stock_month GROUP BY stock_id, year) f
  ON f.stock_id = m.stock_id AND f.year = m.year
GROUP BY m.stock_id, m.business_unit_id, m.year;
