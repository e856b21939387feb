-- The legality documents record who created them and who last changed them, and when, as every other
-- record of a business unit does (the engine writes them; ADR 0016).
ALTER TABLE tdp
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
ALTER TABLE npwp
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
ALTER TABLE siup
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
ALTER TABLE upl_recommendation
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
ALTER TABLE ho_document
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
ALTER TABLE company_certificate
  ADD COLUMN created_by varchar(50) NOT NULL DEFAULT 'system',
  ADD COLUMN created_date timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN last_modified_by varchar(50),
  ADD COLUMN last_modified_date timestamptz;
