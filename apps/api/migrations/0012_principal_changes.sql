-- Every change to who a signed-in caller is (a token revoked or moved to a new version, the user changed,
-- deactivated or deleted, an authority or unit link added or removed, a unit joining or leaving a company)
-- is announced on the channel vlegal_principal, from inside the changing transaction, so it is delivered
-- when that transaction commits. Every API instance drops what it cached of that user ('u:<id>') or of
-- that company's users ('c:<id>'); see docs/adr/0005-tokens-and-revocation.md. Triggers rather than calls
-- in the handlers, so no writer (cascades, scripts, future code) can forget it.
CREATE FUNCTION principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV: the kind of key ('u' or 'c') and the column of the row holding it.
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('vlegal_principal', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('vlegal_principal', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER app_user_principal_changed AFTER UPDATE OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION principal_changed('u', 'id');
-- Not on last_seen_at and last_page, which every active session writes.
CREATE TRIGGER user_token_principal_changed
  AFTER UPDATE OF user_id, token_version, expires_at, revoked_at OR DELETE ON user_token
  FOR EACH ROW EXECUTE FUNCTION principal_changed('u', 'user_id');
CREATE TRIGGER user_authority_principal_changed AFTER INSERT OR UPDATE OR DELETE ON user_authority
  FOR EACH ROW EXECUTE FUNCTION principal_changed('u', 'user_id');
CREATE TRIGGER user_business_unit_principal_changed AFTER INSERT OR UPDATE OR DELETE ON user_business_unit
  FOR EACH ROW EXECUTE FUNCTION principal_changed('u', 'user_id');
CREATE TRIGGER business_unit_principal_changed
  AFTER INSERT OR UPDATE OF company_id OR DELETE ON business_unit
  FOR EACH ROW EXECUTE FUNCTION principal_changed('c', 'company_id');
