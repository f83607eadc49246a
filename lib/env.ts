// The one place that reads process.env. Validated once with zod; a bad value stops the
// process with a message naming the variable.
import { z } from "zod";

const optionalUrl = z.url().optional();
const Env = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_ENV: z.enum(["preproduction", "production"]).default("preproduction"),
  // Unset: derived from PORT (see the transform below), so `PORT=4400 npm run dev` links to :4400.
  PUBLIC_BASE_URL: z.url().optional(),
  ROOT_DOMAIN: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  CODE_HASH_SECRET: z.string().min(16).optional(),
  HCAPTCHA_SITE_KEY: z.string().min(1).optional(),
  HCAPTCHA_SECRET: z.string().min(1).optional(),
  HCAPTCHA_VERIFY_URL: z.url().default("https://api.hcaptcha.com/siteverify"),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_API_URL: optionalUrl,
  SMTP_URL: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default("Studio Booking <no-reply@localhost>"),
  SMS_PROVIDER_URL: z.url().default("https://api.twilio.com"),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  WORKER_IN_APP: z.enum(["0", "1"]).default("1"),
  /** PostgreSQL schema of the job queue (pg-boss); tests give each process its own. */
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, "must be a lower-case PostgreSQL identifier").default("pgboss"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
}).transform((e) => ({
  ...e,
  PUBLIC_BASE_URL: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
  ROOT_DOMAIN: e.ROOT_DOMAIN ?? `localhost:${e.PORT}`,
}));
export type Env = z.infer<typeof Env>;

/** Parse an environment (tests pass their own); throws an Error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const r = Env.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = r.data;
  if (env.APP_ENV === "production" && !env.CODE_HASH_SECRET) {
    throw new Error("Invalid environment configuration:\n  CODE_HASH_SECRET: required when APP_ENV=production");
  }
  return env;
}

// Cached on globalThis, not in module scope: Next bundles this module into every route, and
// tests that run the server in-process reset it with reloadEnv() after changing process.env.
const KEY = Symbol.for("studio-booking.env");
type G = typeof globalThis & { [KEY]?: Env };

export function env(): Env {
  const g = globalThis as G;
  return (g[KEY] ??= parseEnv(process.env));
}

export function reloadEnv(): Env {
  const g = globalThis as G;
  g[KEY] = parseEnv(process.env);
  return g[KEY];
}

export function isProduction(): boolean {
  return env().APP_ENV === "production";
}
