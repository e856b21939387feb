-- Last page a session reported through the tracker (shown by api/active-logins).
ALTER TABLE user_token ADD COLUMN last_page varchar(500);
