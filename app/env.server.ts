import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import * as z from "zod";
import { DEFAULT_AGENCY_TIME_ZONE, isTimeZone } from "~/format";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const optionalUrl = z
  .union([z.literal(""), z.url()])
  .optional()
  .transform((v) => v || undefined);

// Checked once at start-up: a misconfigured instance refuses to start instead of failing later.
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PAMHK_API_URL: z.url().default("http://127.0.0.1:4010"),
  PAMHK_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_STORE: z.enum(["file", "redis", "memory"]).default("file"),
  SESSION_DIR: z.string().default("data/sessions"),
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  // "auto": cookies are Secure when the request arrived over HTTPS (directly or via a proxy).
  COOKIE_SECURE: z.enum(["auto", "always", "never"]).default("auto"),
  // Sign-in throttling (README "Sign-in throttling"): failed passwords per client address and
  // window, then a short progressive delay per login id (never a lock a colleague could trigger).
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_IP_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_FREE_FAILURES: z.coerce.number().int().nonnegative().default(3),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(30),
  // A device cookie with this many refused passwords in the window is distrusted
  // (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
  LOGIN_DEVICE_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  // Anonymous records (verification image jar, SSO start): short idle time, per-client creation limit.
  ANONYMOUS_SESSION_SECONDS: z.coerce.number().int().positive().default(600),
  SESSION_CREATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // Back-office calls per instance (docs/decisions/0050-admission-and-back-office-gate.md): at most
  // this many at once, then a queue of at most BACKOFFICE_QUEUE calls waiting at most
  // BACKOFFICE_QUEUE_MS (then the catalogue's 504 message).
  BACKOFFICE_MAX_CALLS: z.coerce.number().int().positive().default(64),
  BACKOFFICE_QUEUE: z.coerce.number().int().nonnegative().default(256),
  BACKOFFICE_QUEUE_MS: z.coerce.number().int().positive().default(10_000),
  // The one zone of booking, ticketing, fare-deadline and order times (flight times stay local).
  AGENCY_TIME_ZONE: z
    .string()
    .default(DEFAULT_AGENCY_TIME_ZONE)
    .refine(isTimeZone, "an IANA time zone, e.g. Asia/Hong_Kong"),
  // The work queue reads a company's open bookings again at most this often (two back-office
  // calls per read; docs/architecture.md, "Work queue").
  QUEUE_REFRESH_SECONDS: z.coerce.number().int().positive().default(60),
  // The sweep for changes made outside the portal (docs/decisions/0100): how often one instance
  // reads the bookings departing within 14 days, and its back-office call budget per minute.
  QUEUE_SWEEP_MINUTES: z.coerce.number().positive().max(1440).default(30),
  QUEUE_SWEEP_CALLS_PER_MINUTE: z.coerce.number().int().positive().max(6000).default(30),
  // Sessions follow the account and limits spare colleagues
  // (docs/behaviour.md#sign-in-limits-and-sessions-that-follow-the-account).
  STANDING_CHECK_SECONDS: z.coerce.number().int().positive().default(30),
  CAPTCHA_PER_MINUTE: z.coerce.number().int().positive().default(120),
  CAPTCHA_PER_BROWSER_PER_MINUTE: z.coerce.number().int().positive().default(20),
  CAPTCHA_FIRST_IMAGE_RESERVE_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  SSO_START_PER_MINUTE: z.coerce.number().int().positive().default(60),
  ROLES_ANY_ADMIN_MAY_GRANT: z.string().default("ORDINARY_USER"),
  // Single sign-on (OpenID Connect). All optional: unset (or empty) means SSO is off, except that
  // `npm start` with the embedded simulator starts the local provider (mocks/oidc) and fills them in.
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  // Keycloak realm: the issuer becomes <OIDC_ISSUER>/realms/<OIDC_REALM> unless it already names one.
  OIDC_REALM: optionalText,
  // Default: <the request's origin>/auth/sso/callback.
  OIDC_REDIRECT_URI: optionalUrl,
  // E-mailed documents (docs/decisions/0070-documents-by-e-mail.md): the SMTP relay (smtp:// or
  // smtps://, credentials in the URL), the sender, and messages (one per recipient) a user may send
  // per minute. Unset SMTP_URL: no sending, except that `npm start` with the embedded simulator
  // starts a local receiver (mocks/smtp).
  SMTP_URL: z
    .union([z.literal(""), z.url({ protocol: /^smtps?$/ })])
    .optional()
    .transform((v) => v || undefined),
  MAIL_FROM: z.string().trim().min(3).default("PAMHK Air <no-reply@pamhk.invalid>"),
  MAIL_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Back-office searches no agent typed (fare-calendar cells) per company and hour, shared by
  // every instance (decision record 0095); "HBT=500,KLT=50" gives companies their own budget.
  AUTO_SEARCHES_PER_COMPANY_PER_HOUR: z.coerce.number().int().nonnegative().default(200),
  AUTO_SEARCHES_BY_COMPANY: z
    .string()
    .trim()
    .default("")
    .refine(
      (v) => v === "" || v.split(",").every((e) => /^\s*[A-Za-z0-9_-]+\s*=\s*\d+\s*$/.test(e)),
      "a comma-separated COMPANY=searches list, e.g. HBT=500,KLT=50",
    ),
  // The portal's own records (docs/decisions/0060-database-drizzle-pglite.md): PostgreSQL at
  // DATABASE_URL, else embedded (PGlite) in DATABASE_DIR ("memory://" for tests); activity events
  // older than the retention are purged daily.
  DATABASE_URL: optionalText,
  DATABASE_DIR: z.string().default("data/db"),
  ACTIVITY_RETENTION_DAYS: z.coerce.number().int().positive().default(730),
  // Hourly back-office usage per company (the Usage page): kept this many days, written from each
  // instance's counters every USAGE_FLUSH_MS (docs/decisions/0096-back-office-usage-and-metrics.md).
  USAGE_RETENTION_DAYS: z.coerce.number().int().positive().default(400),
  USAGE_FLUSH_MS: z.coerce.number().int().positive().default(60_000),
  // Bearer token of GET /metrics; unset: /metrics answers only on loopback.
  METRICS_TOKEN: optionalText,
  // Redis Sentinel (docs/decisions/0076-redis-sentinel.md): "host:port,host:port" of the sentinels
  // and the primary's name.
  REDIS_SENTINELS: optionalText.refine(
    (v) => !v || v.split(",").every((e) => /^(\[[^\]]+\]|[^:,\s]+):\d{1,5}$/.test(e.trim())),
    "a comma-separated host:port list, e.g. 10.0.0.1:26379,10.0.0.2:26379",
  ),
  REDIS_SENTINEL_NAME: z.string().trim().min(1).default("mymaster"),
  // The traveller directory (docs/decisions/0101-traveller-directory.md): the key that seals dates
  // of birth and document numbers (32 bytes, base64), older keys still to be read (comma-separated,
  // until `npm run travellers:rekey` has moved every row), and how long an unused traveller is kept.
  // Unset key in production or on a shared PostgreSQL: the directory is off and says why.
  TRAVELLER_DATA_KEY: optionalText,
  TRAVELLER_DATA_KEYS: optionalText,
  TRAVELLER_RETENTION_DAYS: z.coerce.number().int().positive().default(1095),
});

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string };

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const value = parsed.data;
  if (!value.SESSION_SECRET && value.NODE_ENV === "production" && value.SESSION_STORE === "redis") {
    throw new Error("SESSION_SECRET is required when sessions are shared through Redis");
  }
  cached = { ...value, SESSION_SECRET: value.SESSION_SECRET ?? localSecret(value.SESSION_DIR) };
  return cached;
}

// A single embedded instance may run without configuration: it keeps a random secret on disk
// so restarts do not sign everybody out, and nothing guessable is ever used.

function localSecret(sessionDir: string): string {
  const file = join(dirname(sessionDir), "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
