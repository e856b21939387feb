-- The units of a company by code and name: what a unit user may know of its sibling units (a transfer's
-- receiving unit), read through the engine's company owner.
CREATE VIEW company_unit AS
SELECT id, code, name, active, company_id FROM business_unit;
