-- hs6 is the six-digit international code: present for subheadings and national lines, null for a
-- four-digit heading (which has no six-digit code of its own).
ALTER TABLE hs_code DROP COLUMN hs6;
ALTER TABLE hs_code ADD COLUMN hs6 varchar(6) GENERATED ALWAYS AS (
  CASE WHEN length(replace(code, '.', '')) >= 6 THEN left(replace(code, '.', ''), 6) END
) STORED;

-- Named after the column it guards, so a refused write names the field.
ALTER TABLE pic RENAME CONSTRAINT pic_applicant_unit_chk TO pic_business_unit_id_applicant_chk;
