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
  // Anonymous records (verification image jar, SSO start): short idle time, per-client creation limit.
  ANONYMOUS_SESSION_SECONDS: z.coerce.number().int().positive().default(600),
  SESSION_CREATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // The one zone of booking, ticketing, fare-deadline and order times (flight times stay local).
  AGENCY_TIME_ZONE: z
    .string()
    .default(DEFAULT_AGENCY_TIME_ZONE)
    .refine(isTimeZone, "an IANA time zone, e.g. Asia/Hong_Kong"),
  // Sessions follow the account and limits spare colleagues (issue 32, helper r32b).
  STANDING_CHECK_SECONDS: z.coerce.number().int().positive().default(30),
  CAPTCHA_PER_MINUTE: z.coerce.number().int().positive().default(120),
  CAPTCHA_PER_BROWSER_PER_MINUTE: z.coerce.number().int().positive().default(20),
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
