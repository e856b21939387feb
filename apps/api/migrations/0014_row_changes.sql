-- Every committed change of a table whose list pages an API instance may keep (the resource engine's) is
-- announced on the channel vlegal_rows with the table's name; every instance then drops the pages it kept
-- of that table (docs/adr/0014-kept-pages.md). One notification per statement, and PostgreSQL folds the
-- same notification repeated in one transaction into one. An instance keeps pages only of the tables that
-- carry this trigger, so a table added later without it is simply read every time.
CREATE FUNCTION rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vlegal_rows', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER country_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON country
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER province_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON province
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER district_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON district
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER currency_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currency
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER hs_code_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hs_code
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER transportation_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON transportation
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER sea_port_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sea_port
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER document_number_format_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_number_format
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER pic_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pic
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER scientific_name_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scientific_name
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER raw_material_type_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raw_material_type
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER raw_material_category_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON raw_material_category
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER origin_of_raw_material_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON origin_of_raw_material
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER industrial_scope_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON industrial_scope
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER document_transport_type_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_transport_type
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_permit_type_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_permit_type
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER business_certificate_type_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_certificate_type
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
CREATE TRIGGER vlegal_cancel_reason_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vlegal_cancel_reason
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();
