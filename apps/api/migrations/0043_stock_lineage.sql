-- Lineage of the stock ledger (docs/adr/0031-lineage-first-in-first-out.md, MODEL.md §4.1 "As built"): which
-- inflow entries (receipt, transfer in, production output, opening balance, correction upwards) each outflow
-- entry (sale, transfer out, production input, V-Legal export, other usage) drew from, first in, first out,
-- and how much of each inflow is left to draw. Written by the posting in its transaction
-- (apps/api/src/books/lineage.ts); a production's or a transfer's outflows and inflows are tied by their
-- document (source_type, source_id), not here. Quantities as the ledger's: m³ to 4 places, kg and pieces to 2.

-- What is left to draw of each inflow entry (nothing once it is reversed); kept so that drawing never replays
-- the ledger. One partial index per quantity: an inflow whose m³ is used up but whose kg is not is skipped by
-- an outflow that takes m³ only.
CREATE TABLE stock_inflow (
  entry_id integer PRIMARY KEY REFERENCES stock_credit (id),
  stock_id integer NOT NULL REFERENCES stock (id),
  movement_date date NOT NULL,
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2) NOT NULL,
  pieces numeric(16, 2) NOT NULL,
  CONSTRAINT stock_inflow_left_chk CHECK (volume_m3 >= 0 AND weight_kg >= 0 AND pieces >= 0)
);
CREATE INDEX stock_inflow_volume_idx ON stock_inflow (stock_id, movement_date, entry_id) WHERE volume_m3 > 0;
CREATE INDEX stock_inflow_weight_idx ON stock_inflow (stock_id, movement_date, entry_id) WHERE weight_kg > 0;
CREATE INDEX stock_inflow_pieces_idx ON stock_inflow (stock_id, movement_date, entry_id) WHERE pieces > 0;

-- What an outflow drew from an inflow of the same stock. A trace backward reads it by outflow (the key),
-- forward by inflow.
CREATE TABLE stock_lineage (
  outflow_id integer NOT NULL REFERENCES stock_credit (id),
  inflow_id integer NOT NULL REFERENCES stock_credit (id),
  volume_m3 numeric(16, 4) NOT NULL,
  weight_kg numeric(16, 2) NOT NULL,
  pieces numeric(16, 2) NOT NULL,
  PRIMARY KEY (outflow_id, inflow_id),
  CONSTRAINT stock_lineage_quantity_chk CHECK (volume_m3 >= 0 AND weight_kg >= 0 AND pieces >= 0)
);
CREATE INDEX stock_lineage_inflow_idx ON stock_lineage (inflow_id, outflow_id);

-- The lineage of the stocks' outflows dated from_date on, drawn again first in, first out in date order (then
-- posting order), each quantity on its own: an outflow draws from the inflows dated on or before its day with
-- something left, oldest first. Set-based (positions along each stock's cumulative inflows and outflows; a
-- segment between two positions belongs to one inflow and one outflow; sorts, no join), so a million entries take
-- seconds.
-- Used by this migration for the ledger already kept, by the bench loaders, and by a posting whose outflow
-- finds nothing left to draw in posting order (a back-dated one): the ledger's rule that no day ends short
-- guarantees that drawing in date order covers every outflow. A quantity the inflows cannot cover (a ledger
-- written around the posting service) is left undrawn: the trace then says it is incomplete.
CREATE FUNCTION stock_lineage_fifo(stocks integer[], from_date date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- What those outflows drew goes back to their inflows.
  WITH gone AS (
    DELETE FROM stock_lineage l USING stock_credit o
    WHERE l.outflow_id = o.id AND o.stock_id = ANY (stocks) AND o.movement_date >= from_date
    RETURNING l.inflow_id, l.volume_m3, l.weight_kg, l.pieces
  ), back AS (
    SELECT inflow_id, sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p FROM gone GROUP BY inflow_id
  )
  UPDATE stock_inflow f SET volume_m3 = f.volume_m3 + b.v, weight_kg = f.weight_kg + b.w, pieces = f.pieces + b.p
  FROM back b WHERE f.entry_id = b.inflow_id;

  -- An inflow without its row (one the ledger held before lineage, or loaded in bulk): its quantity less what
  -- is drawn from it; nothing once it is reversed.
  INSERT INTO stock_inflow (entry_id, stock_id, movement_date, volume_m3, weight_kg, pieces)
  SELECT i.id, i.stock_id, i.movement_date,
    CASE WHEN r.id IS NULL THEN greatest(i.volume_m3 - coalesce(d.v, 0), 0) ELSE 0 END,
    CASE WHEN r.id IS NULL THEN greatest(i.weight_kg - coalesce(d.w, 0), 0) ELSE 0 END,
    CASE WHEN r.id IS NULL THEN greatest(i.pieces - coalesce(d.p, 0), 0) ELSE 0 END
  FROM stock_credit i
  LEFT JOIN stock_credit r ON r.reverses_id = i.id
  LEFT JOIN LATERAL (
    SELECT sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p FROM stock_lineage WHERE inflow_id = i.id
  ) d ON true
  WHERE i.stock_id = ANY (stocks) AND i.direction = 'IN' AND i.reverses_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM stock_inflow f WHERE f.entry_id = i.id);

  -- Per stock and quantity (k: 1 m³, 2 kg, 3 pieces), each inflow holds the positions (upto − n, upto] of
  -- what is left of it, in date then id order, and each outflow the positions of what it takes; the segment
  -- that ends at each position is drawn by the first outflow ending at or after it from the first inflow ending
  -- at or after it. Sorts only (no join of inflows to outflows): counting points from the end, the points up to
  -- the next inflow (outflow) share its number, and take its id and day.
  WITH points AS (
    SELECT f.stock_id, q.k, f.entry_id AS in_id, f.movement_date AS in_day, NULL::integer AS out_id,
      NULL::date AS out_day,
      sum(q.n) OVER (PARTITION BY f.stock_id, q.k ORDER BY f.movement_date, f.entry_id) AS upto
    FROM stock_inflow f
    CROSS JOIN LATERAL (VALUES (1, f.volume_m3), (2, f.weight_kg), (3, f.pieces)) q (k, n)
    WHERE f.stock_id = ANY (stocks) AND q.n > 0
    UNION ALL
    SELECT o.stock_id, q.k, NULL, NULL, o.id, o.movement_date,
      sum(q.n) OVER (PARTITION BY o.stock_id, q.k ORDER BY o.movement_date, o.id)
    FROM stock_credit o
    CROSS JOIN LATERAL (VALUES (1, -o.volume_m3), (2, -o.weight_kg), (3, -o.pieces)) q (k, n)
    WHERE o.stock_id = ANY (stocks) AND o.movement_date >= from_date AND o.direction = 'OUT'
      AND o.reverses_id IS NULL AND q.n > 0
      AND NOT EXISTS (SELECT 1 FROM stock_credit r WHERE r.reverses_id = o.id)
  ), numbered AS (
    SELECT stock_id, k, in_id, in_day, out_id, out_day,
      upto - coalesce(lag(upto) OVER (PARTITION BY stock_id, k ORDER BY upto), 0) AS n,
      count(in_id) OVER (PARTITION BY stock_id, k ORDER BY upto DESC, in_id IS NULL ROWS UNBOUNDED PRECEDING)
        AS in_number,
      count(out_id) OVER (PARTITION BY stock_id, k ORDER BY upto DESC, out_id IS NULL ROWS UNBOUNDED PRECEDING)
        AS out_number
    FROM points
  ), segments AS (
    SELECT k, n,
      max(in_id) OVER holder_in AS inflow_id, max(in_day) OVER holder_in AS in_day,
      max(out_id) OVER holder_out AS outflow_id, max(out_day) OVER holder_out AS out_day
    FROM numbered
    WINDOW holder_in AS (PARTITION BY stock_id, k, in_number), holder_out AS (PARTITION BY stock_id, k, out_number)
  ), drawn AS (
    -- Never from an inflow dated after the outflow: where the ledger was short, the outflow stays undrawn.
    SELECT outflow_id, inflow_id, k, sum(n) AS n
    FROM segments
    WHERE n > 0 AND inflow_id IS NOT NULL AND outflow_id IS NOT NULL AND in_day <= out_day
    GROUP BY outflow_id, inflow_id, k
  ), added AS (
    INSERT INTO stock_lineage (outflow_id, inflow_id, volume_m3, weight_kg, pieces)
    SELECT outflow_id, inflow_id, coalesce(sum(n) FILTER (WHERE k = 1), 0),
      coalesce(sum(n) FILTER (WHERE k = 2), 0), coalesce(sum(n) FILTER (WHERE k = 3), 0)
    FROM drawn GROUP BY outflow_id, inflow_id
    RETURNING inflow_id, volume_m3, weight_kg, pieces
  )
  UPDATE stock_inflow f SET volume_m3 = f.volume_m3 - a.v, weight_kg = f.weight_kg - a.w, pieces = f.pieces - a.p
  FROM (SELECT inflow_id, sum(volume_m3) AS v, sum(weight_kg) AS w, sum(pieces) AS p FROM added
    GROUP BY inflow_id) a
  WHERE f.entry_id = a.inflow_id;
END $$;

-- The ledger kept so far gets its lineage once, in date order.
SELECT stock_lineage_fifo(ARRAY(SELECT id FROM stock), '-infinity');
