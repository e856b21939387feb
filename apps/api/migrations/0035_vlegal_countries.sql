-- The countries of harvest of a V-Legal line (boxes 12-13), one row per species of the line, in print order.
CREATE TABLE vlegal_material_country (
  id serial PRIMARY KEY,
  vlegal_material_id integer NOT NULL REFERENCES vlegal_material (id) ON DELETE CASCADE,
  scientific_name_id integer NOT NULL REFERENCES scientific_name (id),
  country_id integer NOT NULL REFERENCES country (id),
  sort_order integer NOT NULL,
  CONSTRAINT vlegal_material_country_sort_chk CHECK (sort_order >= 1)
);
-- Each species and country once per line (a species may come from several countries).
CREATE UNIQUE INDEX vlegal_material_country_once ON vlegal_material_country (vlegal_material_id,
  scientific_name_id, country_id);
CREATE INDEX vlegal_material_country_line_idx ON vlegal_material_country (vlegal_material_id, id);
CREATE INDEX vlegal_material_country_country_idx ON vlegal_material_country (country_id, id);
CREATE INDEX vlegal_material_country_scientific_name_idx ON vlegal_material_country (scientific_name_id, id);
CREATE TRIGGER vlegal_material_country_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON vlegal_material_country FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

-- Lines written before countries were kept printed their species as harvested in Indonesia.
INSERT INTO vlegal_material_country (vlegal_material_id, scientific_name_id, country_id, sort_order)
SELECT m.id, m.scientific_name_id, c.id, 1
FROM vlegal_material m JOIN country c ON c.code = 'ID'
WHERE m.scientific_name_id IS NOT NULL;
