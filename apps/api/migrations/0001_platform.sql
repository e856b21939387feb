-- Accounts, tokens, audit, mail outbox, and the company side filled in by registration.
-- Ids are int4 (serial) so that pg and PGlite both return numbers.

CREATE TABLE authority (
  name varchar(50) PRIMARY KEY
);

INSERT INTO authority (name) VALUES
  ('ROLE_ADMIN'), ('ROLE_USER'), ('ROLE_USER_ADMIN'), ('ROLE_USER_ADMIN_COMPANY'), ('ROLE_USER_VLEGAL'), ('ROLE_VERIFICATOR');

CREATE TABLE address (
  id serial PRIMARY KEY,
  address_type varchar(30) NOT NULL DEFAULT 'CONTACT_ADDRESS',
  address_line1 varchar(255) NOT NULL DEFAULT ' ',
  address_line2 varchar(255),
  email varchar(254),
  city varchar(255),
  postal_code varchar(10),
  fax_number varchar(50),
  mobile_phone varchar(50),
  phone_number varchar(50),
  location varchar(255),
  latitude numeric(9, 6),
  longitude numeric(9, 6),
  country_id integer,
  province_id integer,
  district_id integer
);

CREATE TABLE company (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  company_registry varchar(255) NOT NULL,
  tax_id varchar(255) NOT NULL,
  tax_idx varchar(255),
  etpik_id varchar(255) NOT NULL DEFAULT '-',
  legal_form varchar(20),
  signature_image text,
  signature_image_content_type varchar(100),
  active boolean NOT NULL DEFAULT true,
  address_id integer REFERENCES address (id),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz
);

CREATE TABLE slk_certificate (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  full_code varchar(255) NOT NULL,
  lvlk_name varchar(255) NOT NULL,
  slk_type varchar(30) NOT NULL DEFAULT 'EXPORTER_PRODUCE',
  industrial_scope_id integer,
  initial_date date,
  surveillance_period integer,
  next_surveillance date,
  expired_date date NOT NULL,
  certificate_file text,
  certificate_file_content_type varchar(100),
  status varchar(20) NOT NULL DEFAULT 'ACTIVE',
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz,
  CONSTRAINT slk_certificate_type_chk CHECK (slk_type IN ('EXPORTER_PRODUCE', 'EXPORTER_NON_PRODUCE', 'NON_EXPORTER_PRODUCE', 'NON_EXPORTER_NON_PRODUCE'))
);

CREATE TABLE business_unit (
  id serial PRIMARY KEY,
  code varchar(50) NOT NULL,
  name varchar(255) NOT NULL,
  active boolean NOT NULL DEFAULT true,
  admin_locked boolean NOT NULL DEFAULT false,
  trans_locked boolean NOT NULL DEFAULT false,
  address_id integer REFERENCES address (id),
  slk_certificate_id integer REFERENCES slk_certificate (id),
  company_id integer NOT NULL REFERENCES company (id),
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz
);
CREATE INDEX business_unit_company_idx ON business_unit (company_id);

CREATE TABLE business_permit (
  id serial PRIMARY KEY,
  code varchar(255) NOT NULL,
  valid_date date NOT NULL,
  expired_date date,
  business_permit_type_id integer,
  issuer varchar(255),
  file_attachment text,
  file_attachment_content_type varchar(100),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz
);
CREATE INDEX business_permit_unit_idx ON business_permit (business_unit_id);

CREATE TABLE app_user (
  id serial PRIMARY KEY,
  login varchar(50) NOT NULL,
  password_hash varchar(100) NOT NULL,
  first_name varchar(50),
  last_name varchar(50),
  email varchar(254),
  image_url varchar(256),
  activated boolean NOT NULL DEFAULT false,
  lang_key varchar(10) NOT NULL DEFAULT 'in',
  company_id integer REFERENCES company (id),
  -- Raised on password change and deactivation: every token carrying an older version is refused.
  token_version integer NOT NULL DEFAULT 0,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz
);
CREATE UNIQUE INDEX app_user_login_uq ON app_user (lower(login));
CREATE UNIQUE INDEX app_user_email_uq ON app_user (lower(email));

CREATE TABLE user_authority (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  authority_name varchar(50) NOT NULL REFERENCES authority (name),
  PRIMARY KEY (user_id, authority_name)
);

CREATE TABLE user_business_unit (
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  business_unit_id integer NOT NULL REFERENCES business_unit (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, business_unit_id)
);
CREATE INDEX user_business_unit_unit_idx ON user_business_unit (business_unit_id);

CREATE TABLE employee (
  id serial PRIMARY KEY,
  name varchar(255) NOT NULL,
  identification_id varchar(50) NOT NULL,
  tax_id varchar(50) NOT NULL,
  job_position varchar(255) NOT NULL,
  photo text,
  photo_content_type varchar(100),
  signature_image text,
  signature_image_content_type varchar(100),
  email varchar(254),
  phone varchar(50),
  user_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  active boolean NOT NULL DEFAULT true,
  created_by varchar(50) NOT NULL DEFAULT 'system',
  created_date timestamptz NOT NULL DEFAULT now(),
  last_modified_by varchar(50),
  last_modified_date timestamptz
);
CREATE INDEX employee_unit_idx ON employee (business_unit_id);

-- One row per issued token: revocation on logout, and the list of active logins.
CREATE TABLE user_token (
  jti varchar(64) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  token_version integer NOT NULL,
  remember_me boolean NOT NULL DEFAULT false,
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz,
  revoked_at timestamptz,
  ip_address varchar(64),
  user_agent varchar(255)
);
CREATE INDEX user_token_user_idx ON user_token (user_id);
CREATE INDEX user_token_expires_idx ON user_token (expires_at);

-- Activation and password-reset keys: only their SHA-256 is stored; single use; expiring.
CREATE TABLE user_key (
  key_hash varchar(64) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  purpose varchar(20) NOT NULL CHECK (purpose IN ('ACTIVATION', 'RESET')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX user_key_user_idx ON user_key (user_id);

CREATE TABLE audit_event (
  id serial PRIMARY KEY,
  principal varchar(100) NOT NULL,
  event_type varchar(50) NOT NULL,
  event_date timestamptz NOT NULL DEFAULT now(),
  data jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_event_date_idx ON audit_event (event_date);
CREATE INDEX audit_event_principal_idx ON audit_event (principal);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient varchar(254) NOT NULL,
  subject varchar(255) NOT NULL,
  body_text text NOT NULL,
  body_html text,
  template varchar(50) NOT NULL,
  lang_key varchar(10) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'LOGGED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);
