-- A cancellation says why (docs/adr/0017-stock-ledger.md): who cancelled a posted document, when and why are
-- kept on the document, and the reason on each entry its cancellation appends to the ledger.
ALTER TABLE import_material
  ADD COLUMN cancelled_by varchar(50), ADD COLUMN cancelled_date timestamptz, ADD COLUMN cancel_reason varchar(500);
ALTER TABLE stock_other
  ADD COLUMN cancelled_by varchar(50), ADD COLUMN cancelled_date timestamptz, ADD COLUMN cancel_reason varchar(500);
ALTER TABLE transfer_material
  ADD COLUMN cancelled_by varchar(50), ADD COLUMN cancelled_date timestamptz, ADD COLUMN cancel_reason varchar(500);
ALTER TABLE production
  ADD COLUMN cancelled_by varchar(50), ADD COLUMN cancelled_date timestamptz, ADD COLUMN cancel_reason varchar(500);
ALTER TABLE local_sales
  ADD COLUMN cancelled_by varchar(50), ADD COLUMN cancelled_date timestamptz, ADD COLUMN cancel_reason varchar(500);

ALTER TABLE stock_credit ADD COLUMN reason varchar(500);
