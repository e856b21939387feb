-- The customs export declaration (PEB) a licence was shipped under (MODEL §2.10): recorded by the release
-- after shipment, read by the V-Legal and PEB report, which flags licences still without one near or past
-- the end of their validity.
ALTER TABLE vlegal ADD COLUMN peb_number varchar(40);
ALTER TABLE vlegal ADD COLUMN peb_date date;
ALTER TABLE vlegal ADD COLUMN peb_customs_office varchar(100);
