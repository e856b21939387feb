-- What a delete takes (docs/adr/0021-what-a-delete-takes.md): a foreign key cascades only where the
-- declaration says its rows go with the parent (`onParentDelete: 'cascade'`); any other refuses, and the
-- API answers 409 /problems/referenced-row.

-- A permit with products is refused: they are removed first, knowingly.
ALTER TABLE business_permit_product
  DROP CONSTRAINT business_permit_product_business_permit_id_fkey,
  ADD CONSTRAINT business_permit_product_business_permit_id_fkey
    FOREIGN KEY (business_permit_id) REFERENCES business_permit (id);

-- A document's lines are parts of it (a posted document is cancelled, never deleted).
ALTER TABLE production_source_material
  DROP CONSTRAINT production_source_material_production_id_fkey,
  ADD CONSTRAINT production_source_material_production_id_fkey
    FOREIGN KEY (production_id) REFERENCES production (id) ON DELETE CASCADE;

ALTER TABLE production_output_material
  DROP CONSTRAINT production_output_material_production_id_fkey,
  ADD CONSTRAINT production_output_material_production_id_fkey
    FOREIGN KEY (production_id) REFERENCES production (id) ON DELETE CASCADE;

ALTER TABLE local_sales_material
  DROP CONSTRAINT local_sales_material_local_sales_id_fkey,
  ADD CONSTRAINT local_sales_material_local_sales_id_fkey
    FOREIGN KEY (local_sales_id) REFERENCES local_sales (id) ON DELETE CASCADE;
