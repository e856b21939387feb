-- How many ledger entries each month of an item holds, kept with its sums in the posting's transaction: a
-- stock card's item count is the months before the day asked for plus that month's entries to it, never a
-- count of every entry of the item (100,000 on a busy log yard's teak).
ALTER TABLE stock_month ADD COLUMN entries integer NOT NULL DEFAULT 0;

UPDATE stock_month m SET entries = c.n
FROM (
  SELECT stock_id, extract(year FROM movement_date)::int AS year, extract(month FROM movement_date)::int AS month,
    count(*)::int AS n
  FROM stock_credit GROUP BY 1, 2, 3
) c
WHERE c.stock_id = m.stock_id AND c.year = m.year AND c.month = m.month;

ALTER TABLE stock_month ADD CONSTRAINT stock_month_entries_chk CHECK (entries >= 0);
