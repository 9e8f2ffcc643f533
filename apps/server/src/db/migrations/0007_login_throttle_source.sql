-- Sign-in failures are counted per account AND source address (OWASP ASVS 5.0 §6.3): a
-- stranger's failures lock the stranger's address, never the account for everyone. The row
-- with source '' counts the account's failures from anywhere; it only escalates to the captcha.
ALTER TABLE login_throttle ADD COLUMN source text NOT NULL DEFAULT '';
ALTER TABLE login_throttle DROP CONSTRAINT login_throttle_pkey;
ALTER TABLE login_throttle ADD PRIMARY KEY (tenant_id, username, source);
