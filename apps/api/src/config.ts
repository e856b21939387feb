import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '@vlegal/domain/limits';
import type { SilkSettings } from './vlegal/silk.ts';

/** Root of the repository (apps/api/src -> ../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const API_ROOT = path.join(REPO_ROOT, 'apps/api');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** Connections of the PostgreSQL pool. */
  databasePoolSize: number;
  /** Folder for the embedded database, the JWT secret and the initial password. */
  dataDir: string;
  /** PGlite data folder; `null` keeps the embedded database in memory (tests). */
  pgliteDir: string | null;
  jwt: {
    secret: Uint8Array;
    issuer: string;
    audience: string;
    /** Seconds. */
    validity: number;
    /** Seconds, with remember-me. */
    rememberMeValidity: number;
  };
  smtpUrl: string | null;
  mailFrom: string;
  /** How often an idle job runner looks for due jobs (milliseconds; a job written here runs at once). */
  jobPollMs: number;
  /** Whether this instance runs background jobs (`RUN_JOBS=false`: it only answers requests). */
  runJobs: boolean;
  /** Absolute base address used in links of mails (activation, reset) and in the QR code of a licence. */
  baseUrl: string;
  /** The verification body's three-digit code, in every V-Legal number it issues (`LVLK_CODE`). */
  lvlkCode: string;
  /**
   * The day of the month after which a unit submits no V-Legal while last month's LMKB/LMKO is not filed
   * (`VLEGAL_FILING_DAY`, 0-28; 0: from the first day); null, the rule is off.
   */
  vlegalFilingDay: number | null;
  /** Where the verification body issues its licences: box 1's address and box 18's place (`LVLK_ADDRESS`). */
  lvlkAddress: string;
  /** The folder the default SILK adapter writes its messages to (`SILK_OUTBOX_DIR`). */
  silkOutboxDir: string;
  /** The verification body's account and signatory at SILK (`SILK_USERNAME`, `SILK_PASSWORD`, …). */
  silk: SilkSettings;
  staticDir: string;
  demoData: boolean;
  profiles: string[];
  bcryptCost: number;
  /** Where the generated password of `admin` is kept; `null` writes nothing (tests). */
  initialPasswordFile: string | null;
  bodyLimit: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  keepAliveTimeoutMs: number;
  trustProxy: boolean;
  logLevel: string;
  /** Allowed WebSocket origins besides the server's own host. */
  allowedOrigins: string[];
  rateLimit: {
    authenticatePerIp: number;
    authenticatePerLogin: number;
    register: number;
    resetInit: number;
    /** Public checks of a licence per address (its QR code's page and `vlegals-by-token`). */
    publicCheck: number;
    /** Window in milliseconds. */
    windowMs: number;
  };
  activationKeyHours: number;
  resetKeyHours: number;
  /** Validate every response body against the contract (on in tests). */
  validateResponses: boolean;
  /** Keep list pages per instance until their table changes (docs/adr/0014-kept-pages.md). */
  keepListPages: boolean;
  /** The MapLibre style the plots' maps draw on (`MAP_STYLE_URL`); none: drawn on a plain background. */
  mapStyleUrl: string | null;
  /** Hosts the map fetches its style, tiles and glyphs from: the style's own and `MAP_ORIGINS`. */
  mapOrigins: string[];
  version: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

function filingDay(env: Env): number | null {
  const raw = env.VLEGAL_FILING_DAY;
  if (raw === undefined || raw === '') return null;
  const day = Number(raw);
  if (!Number.isInteger(day) || day < 0 || day > 28)
    throw new Error(`VLEGAL_FILING_DAY must be a day from 0 to 28 (or empty: off), got "${raw}"`);
  return day;
}

/** The map style's address and the origins its parts come from; an address that is not http(s) is refused. */
function mapStyle(env: Env): { mapStyleUrl: string | null; mapOrigins: string[] } {
  const raw = env.MAP_STYLE_URL?.trim();
  if (!raw) return { mapStyleUrl: null, mapOrigins: [] };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`MAP_STYLE_URL must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`MAP_STYLE_URL must be an http(s) address, got "${raw}"`);
  const extra = (env.MAP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
  return { mapStyleUrl: url.href, mapOrigins: [...new Set([url.origin, ...extra])] };
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** Parses a duration such as `24h`, `30d`, `15m`, `90s` or plain seconds. */
export function parseDuration(raw: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!m) throw new Error(`Not a duration: "${raw}" (use e.g. 24h, 30d, 3600)`);
  const n = Number(m[1]);
  const unit = m[2] || 's';
  return n * { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
}

/** Reads the secret from a file, creating it (mode 0600) with random content when missing. */
function persistentSecret(file: string): Uint8Array {
  if (fs.existsSync(file)) {
    return new Uint8Array(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(64);
  fs.writeFileSync(file, `${secret.toString('base64')}\n`, { mode: 0o600 });
  return new Uint8Array(secret);
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL || null;
  const secretRaw = env.JWT_SECRET;
  if (secretRaw !== undefined && secretRaw.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters (HS512)');
  }
  const secret = secretRaw
    ? new TextEncoder().encode(secretRaw)
    : persistentSecret(path.join(dataDir, 'jwt-secret'));
  const port = int(env, 'PORT', 8080);
  const profiles = (env.PROFILES ?? 'prod')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10),
    dataDir,
    pgliteDir: databaseUrl ? null : path.join(dataDir, 'pglite'),
    jwt: {
      secret,
      issuer: env.JWT_ISSUER || 'vlegal-backoffice',
      audience: env.JWT_AUDIENCE || 'vlegal-backoffice',
      validity: parseDuration(env.JWT_VALIDITY || '24h'),
      rememberMeValidity: parseDuration(env.JWT_REMEMBER_ME_VALIDITY || '30d'),
    },
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'V-Legal back-office <no-reply@vlegal.localhost>',
    jobPollMs: Number(env.JOB_POLL_MS || 2000),
    runJobs: bool(env, 'RUN_JOBS', true),
    baseUrl: (env.BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    lvlkCode: (env.LVLK_CODE || '003').padStart(3, '0'),
    lvlkAddress: env.LVLK_ADDRESS || 'Jakarta',
    vlegalFilingDay: filingDay(env),
    silkOutboxDir: path.resolve(env.SILK_OUTBOX_DIR || path.join(dataDir, 'silk-outbox')),
    silk: {
      username: env.SILK_USERNAME || '',
      password: env.SILK_PASSWORD || '',
      signatoryCode: env.SILK_SIGNATORY_CODE || '',
      placeOfSigning: env.LVLK_ADDRESS || 'Jakarta',
      cooperationScheme: '1',
    },
    staticDir: path.resolve(env.STATIC_DIR || path.join(REPO_ROOT, 'apps/backoffice/dist')),
    demoData: bool(env, 'DEMO_DATA', !databaseUrl),
    profiles,
    bcryptCost: int(env, 'BCRYPT_COST', 12),
    initialPasswordFile: path.join(dataDir, 'initial-password'),
    bodyLimit: int(env, 'BODY_LIMIT', 24 * 1024 * 1024),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 120_000),
    connectionTimeoutMs: int(env, 'CONNECTION_TIMEOUT_MS', 130_000),
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    rateLimit: {
      authenticatePerIp: int(env, 'RATE_LIMIT_AUTHENTICATE_PER_IP', 30),
      authenticatePerLogin: int(env, 'RATE_LIMIT_AUTHENTICATE_PER_LOGIN', 10),
      register: int(env, 'RATE_LIMIT_REGISTER', 10),
      resetInit: int(env, 'RATE_LIMIT_RESET_INIT', 5),
      publicCheck: int(env, 'RATE_LIMIT_PUBLIC_CHECK', 60),
      windowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000),
    },
    activationKeyHours: int(env, 'ACTIVATION_KEY_HOURS', 72),
    resetKeyHours: int(env, 'RESET_KEY_HOURS', 24),
    validateResponses: bool(env, 'VALIDATE_RESPONSES', false),
    keepListPages: bool(env, 'KEEP_LIST_PAGES', true),
    ...mapStyle(env),
    version: APP_VERSION,
  };
}
