// The one place that reads process.env. Validated once with zod; a bad value stops the
// process with a message naming the variable.
import { z } from "zod";
import { normalizeHost } from "../contract/hosts";

const optionalUrl = z.url().optional();
const Env = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Set by `npm start` (and Next); with APP_ENV unset, "production" means production. */
  NODE_ENV: z.string().optional(),
  /** Unset: derived from NODE_ENV (see appEnvOf). */
  APP_ENV: z.enum(["preproduction", "production"]).optional(),
  /** Unset: http://localhost:$PORT and localhost:$PORT (parseEnv), so local links follow PORT. */
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
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,49}$/, "must be a lower-case PostgreSQL identifier")
    .default("pgboss"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** SMS spend caps (issue 10): code texts in any 24 hours, per studio and for the whole platform. */
  SMS_DAILY_CAP_PER_STUDIO: z.coerce.number().int().min(0).default(200),
  SMS_DAILY_CAP_PLATFORM: z.coerce.number().int().min(0).default(2000),
  /** Minutes between two fetches of each studio calendar feed (issue 12). */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** "1": no log lines (tests). Read live by logSilent(), see there. */
  LOG_SILENT: z.string().optional(),
});
type ParsedEnv = z.infer<typeof Env>;
export type AppEnv = "preproduction" | "production";
export type Env = Omit<ParsedEnv, "APP_ENV" | "PUBLIC_BASE_URL" | "ROOT_DOMAIN"> & {
  APP_ENV: AppEnv;
  PUBLIC_BASE_URL: string;
  ROOT_DOMAIN: string;
};

/** Shortest CODE_HASH_SECRET production accepts (it keys code hashes and sealed manage tokens). */
export const MIN_PRODUCTION_SECRET = 32;

/** The one production switch: APP_ENV when set, else NODE_ENV=production means production. */
export function appEnvOf(source: { APP_ENV?: string; NODE_ENV?: string }): AppEnv {
  if (source.APP_ENV === "production" || source.APP_ENV === "preproduction") return source.APP_ENV;
  return source.NODE_ENV === "production" ? "production" : "preproduction";
}

/** A host (port ignored) nobody outside this machine can reach: localhost, *.localhost, an IP, one label. */
export function isLocalHostName(hostWithPort: string): boolean {
  const host = normalizeHost(hostWithPort);
  if (host.startsWith("[")) return true; // [::1]:3000 and other IPv6 literals
  if (host === "" || host === "localhost" || host.endsWith(".localhost")) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(":")) return true;
  return !host.includes(".");
}

/** Stripe is usable only with all three keys: without the webhook secret a paid deposit is never seen. */
export function stripeConfigured(e: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_WEBHOOK_SECRET">): boolean {
  return Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET);
}

/**
 * The one development secret: pre-production without CODE_HASH_SECRET keys code hashes and
 * sealed values (lib/infra/seal.ts) with this fixed, public string — fine for a test deployment,
 * never for real guests (production refuses to start without CODE_HASH_SECRET).
 */
export const DEV_SECRET = "studio-booking/preproduction-only/code-hash-secret";

/** The server secret: CODE_HASH_SECRET, or DEV_SECRET outside production. */
export function secretOf(e: Pick<Env, "CODE_HASH_SECRET" | "APP_ENV">): string {
  if (e.CODE_HASH_SECRET) return e.CODE_HASH_SECRET;
  if (e.APP_ENV === "production") throw new Error("CODE_HASH_SECRET is required in production");
  return DEV_SECRET;
}

/** A devCode (spec 2.7) may be shown: pre-production, and never under NODE_ENV=production. */
export function devCodesAllowed(e: Pick<Env, "APP_ENV" | "NODE_ENV">): boolean {
  return e.APP_ENV !== "production" && e.NODE_ENV !== "production";
}

const GROUPS: { name: string; vars: (keyof ParsedEnv)[] }[] = [
  { name: "hCaptcha", vars: ["HCAPTCHA_SITE_KEY", "HCAPTCHA_SECRET"] },
  { name: "Stripe", vars: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] },
  { name: "Twilio SMS", vars: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] },
];

/**
 * Every reason a production configuration is unsafe, one line each (empty: fine). `set` holds
 * the variables the operator actually gave (defaults are for development, not production).
 */
export function productionProblems(e: Env, set: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!set.has("PUBLIC_BASE_URL") || new URL(e.PUBLIC_BASE_URL).protocol !== "https:") {
    problems.push("PUBLIC_BASE_URL: must be set to an https:// URL in production (manage links are sent with it)");
  }
  if (!set.has("ROOT_DOMAIN")) problems.push("ROOT_DOMAIN: must be set in production (studios are served on {slug}.ROOT_DOMAIN)");
  else if (isLocalHostName(e.ROOT_DOMAIN))
    problems.push(`ROOT_DOMAIN: "${e.ROOT_DOMAIN}" is a local name; production needs a public domain`);
  if (!e.CODE_HASH_SECRET) problems.push(`CODE_HASH_SECRET: required in production (at least ${MIN_PRODUCTION_SECRET} random characters)`);
  else if (e.CODE_HASH_SECRET.length < MIN_PRODUCTION_SECRET)
    problems.push(`CODE_HASH_SECRET: too short for production (at least ${MIN_PRODUCTION_SECRET} characters)`);
  for (const g of GROUPS) {
    const missing = g.vars.filter((v) => !set.has(v));
    if (missing.length > 0 && missing.length < g.vars.length) {
      problems.push(`${missing.join(", ")}: ${g.name} is configured partially; set ${g.vars.join(", ")} all together or none of them`);
    }
  }
  const sms = GROUPS[2].vars.every((v) => set.has(v));
  if (!e.SMTP_URL && !sms)
    problems.push(
      "SMTP_URL or TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM: production needs at least one way to send codes (email or SMS)",
    );
  return problems;
}

/** Parse an environment (tests pass their own); throws an Error naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const r = Env.safeParse(cleaned);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env: Env = {
    ...r.data,
    APP_ENV: appEnvOf(r.data),
    PUBLIC_BASE_URL: r.data.PUBLIC_BASE_URL ?? `http://localhost:${r.data.PORT}`,
    ROOT_DOMAIN: r.data.ROOT_DOMAIN ?? `localhost:${r.data.PORT}`,
  };
  if (env.APP_ENV === "production") {
    const problems = productionProblems(env, new Set(Object.keys(cleaned)));
    if (problems.length > 0) {
      const why = r.data.APP_ENV ? "APP_ENV=production" : "NODE_ENV=production without APP_ENV";
      throw new Error(`Refusing to start in production (${why}); fix every line:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    }
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

/**
 * DATABASE_URL as given, the rest unvalidated: migrations and CLI scripts find their database
 * before (or without) the app's full configuration.
 */
export function givenDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/**
 * Point DATABASE_URL at `url` (scripts that start or find the embedded database): env() of this
 * process sees it (parsed again on next use), and so do the child processes it starts.
 */
export function setDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  (globalThis as G)[KEY] = undefined;
}

/** Whether logging is off (LOG_SILENT=1). Read live, not from env(): tests switch logs on around one call. */
export function logSilent(): boolean {
  return process.env.LOG_SILENT === "1";
}

/** The environment of a child process (PostgreSQL binaries): this process's, with `extra` on top. */
export function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

export function isProduction(): boolean {
  return env().APP_ENV === "production";
}
