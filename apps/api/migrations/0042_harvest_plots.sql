-- A unit's harvest plots (EUDR, docs/adr/0030-eudr-plot-geometry.md): the geolocation an EU buyer's due diligence
-- statement names, as GeoJSON text whose positions the server rounds to 6 decimals, and the receipts that name
-- them. The server checks each geometry by the EU's rules before it is written.
CREATE TABLE harvest_plot (
  id serial PRIMARY KEY,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  plot_code varchar(50),
  producer_name varchar(500) NOT NULL,
  producer_country_id integer NOT NULL REFERENCES country (id),
  production_place varchar(255),
  area_ha numeric(12, 4),
  geometry varchar(1000000) NOT NULL,
  geometry_type varchar(12) NOT NULL,
  geometry_warnings varchar(100),
  harvest_start_date date,
  harvest_end_date date,
  supplier_id integer REFERENCES supplier (id),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT harvest_plot_business_unit_id_plot_code_uq UNIQUE (business_unit_id, plot_code),
  CONSTRAINT harvest_plot_geometry_type_chk CHECK (geometry_type IN ('Point', 'MultiPoint', 'Polygon', 'MultiPolygon')),
  CONSTRAINT harvest_plot_area_ha_chk CHECK (area_ha >= 0.0001),
  CONSTRAINT harvest_plot_harvest_end_date_chk CHECK (harvest_end_date >= harvest_start_date)
);
-- A plot without a code is known by its geometry (an import finds it again by it): once per unit.
CREATE UNIQUE INDEX harvest_plot_geometry_uq ON harvest_plot (business_unit_id, md5(geometry))
  WHERE plot_code IS NULL;
CREATE INDEX harvest_plot_unit_idx ON harvest_plot (business_unit_id, id);
CREATE INDEX harvest_plot_plot_code_idx ON harvest_plot (plot_code, id);
CREATE INDEX harvest_plot_producer_name_idx ON harvest_plot (producer_name, id);
CREATE INDEX harvest_plot_harvest_start_date_idx ON harvest_plot (harvest_start_date, id);
CREATE INDEX harvest_plot_producer_country_idx ON harvest_plot (producer_country_id, id);
CREATE INDEX harvest_plot_supplier_idx ON harvest_plot (supplier_id, id);
CREATE TRIGGER harvest_plot_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON harvest_plot
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
-- The text searches (ILIKE '%term%'), where pg_trgm is available, as for every search column.
DO $$
DECLARE target text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  FOREACH target IN ARRAY ARRAY['plot_code', 'producer_name', 'production_place'] LOOP
    EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON harvest_plot USING gin (%I gin_trgm_ops)',
      'harvest_plot_' || target || '_trgm', target);
  END LOOP;
END $$;

-- The plots a receipt's timber came from: part of the receipt; a plot a receipt names is not deleted.
CREATE TABLE receipt_harvest_plot (
  id serial PRIMARY KEY,
  import_material_id integer NOT NULL REFERENCES import_material (id) ON DELETE CASCADE,
  harvest_plot_id integer NOT NULL REFERENCES harvest_plot (id)
);
CREATE UNIQUE INDEX receipt_harvest_plot_once ON receipt_harvest_plot (import_material_id, harvest_plot_id);
CREATE INDEX receipt_harvest_plot_receipt_idx ON receipt_harvest_plot (import_material_id, id);
CREATE INDEX receipt_harvest_plot_plot_idx ON receipt_harvest_plot (harvest_plot_id, id);
CREATE TRIGGER receipt_harvest_plot_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON receipt_harvest_plot FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- The geolocations receipts kept before (harvest_geolocation, a Point or a Polygon the server had checked for
-- shape only) become plots of their unit: one per distinct geometry, written as the server writes one (positions
-- [longitude, latitude] rounded to 6 decimals, no altitude), named after the receipt's supplier or sub-contractor,
-- in its country of harvest, a point's area 4 ha; each receipt names the plot of its geolocation. The EU's other
-- rules are checked when such a plot is next written.
CREATE FUNCTION pg_temp.plot_position(p jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '[' || trim_scale(round((p ->> 0)::numeric, 6)) || ',' || trim_scale(round((p ->> 1)::numeric, 6)) || ']'
$$;
CREATE FUNCTION pg_temp.plot_list(positions jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '[' || string_agg(pg_temp.plot_position(p), ',' ORDER BY i) || ']'
  FROM jsonb_array_elements(positions) WITH ORDINALITY AS e(p, i)
$$;
CREATE FUNCTION pg_temp.plot_geometry(g jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"type":"' || (g ->> 'type') || '","coordinates":' || CASE g ->> 'type'
    WHEN 'Point' THEN pg_temp.plot_position(g -> 'coordinates')
    ELSE (SELECT '[' || string_agg(pg_temp.plot_list(ring), ',' ORDER BY i) || ']'
      FROM jsonb_array_elements(g -> 'coordinates') WITH ORDINALITY AS e(ring, i))
  END || '}'
$$;

CREATE TEMPORARY TABLE receipt_geolocation ON COMMIT DROP AS
SELECT r.id, r.business_unit_id, r.supplier_id, r.country_of_harvest_id AS country_id,
  coalesce(s.name, c.name) AS producer_name, r.harvest_geolocation::jsonb ->> 'type' AS geometry_type,
  pg_temp.plot_geometry(r.harvest_geolocation::jsonb) AS geometry
FROM import_material r
LEFT JOIN supplier s ON s.id = r.supplier_id
LEFT JOIN sub_con c ON c.id = r.sub_con_id
WHERE r.harvest_geolocation IS NOT NULL;

INSERT INTO harvest_plot (business_unit_id, producer_name, producer_country_id, area_ha, geometry, geometry_type,
  supplier_id)
SELECT DISTINCT ON (business_unit_id, geometry) business_unit_id, producer_name, country_id,
  CASE geometry_type WHEN 'Point' THEN 4 END, geometry, geometry_type, supplier_id
FROM receipt_geolocation
ORDER BY business_unit_id, geometry, id;

INSERT INTO receipt_harvest_plot (import_material_id, harvest_plot_id)
SELECT g.id, p.id
FROM receipt_geolocation g
JOIN harvest_plot p ON p.business_unit_id = g.business_unit_id AND p.plot_code IS NULL AND p.geometry = g.geometry
ORDER BY g.id;

DROP FUNCTION pg_temp.plot_geometry(jsonb);
DROP FUNCTION pg_temp.plot_list(jsonb);
DROP FUNCTION pg_temp.plot_position(jsonb);
