-- A mail may carry one file (a V-Legal's PDF), kept with it in the outbox so that every retry sends the
-- same bytes the sender saw.
ALTER TABLE mail_outbox ADD COLUMN attachment_name varchar(255);
ALTER TABLE mail_outbox ADD COLUMN attachment_type varchar(100);
ALTER TABLE mail_outbox ADD COLUMN attachment bytea;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_attachment_chk CHECK ((attachment IS NULL) = (attachment_name IS NULL));
