-- Written by hand, not by codegen (the schemas cannot say it): every API process keeps the users of
-- recent calls in memory (src/server/auth/session-cache.ts). These triggers tell every process, at
-- commit, whose sessions or user row changed, whatever wrote it: a logout, a password change, an
-- admin's edit, a store removed with its users, a script. The payload is the user's id; NOTIFY sends
-- one message per distinct payload and transaction.
CREATE OR REPLACE FUNCTION "painel_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('painel_session_changes', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('painel_session_changes', OLD.id::text);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS "session_changed" ON "session";
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "painel_session_changed"();
DROP TRIGGER IF EXISTS "user_changed" ON "users";
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "painel_session_changed"();
