// The one place that reads process.env. Validated once with zod; a bad value stops the
// process with a message naming the variable.
import { z } from "zod";
import { normalizeHost } from "../contract/hosts";
import { insideBuildOutput, isAbsolutePath } from "./paths";
import { processSlot } from "./process-global";

const optionalUrl = z.url().optional();
/** One DNS server: an IPv4 address or a bracketed IPv6 one, each with an optional port; or a bare IPv6 address. */
const DNS_SERVER_RE = /^(?:(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5})?|\[[0-9a-fA-F:.]+\](?::\d{1,5})?|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$/;
const Env = z.object({
  DATABASE_URL: z.string().min(1).optional(),
  /**
   * Without DATABASE_URL: the embedded PostgreSQL's data folder, default <project>/.data/postgres; a
   * relative one is taken from the project's root (scripts/database.ts). Read raw by embeddedPostgresDir().
   */
  EMBEDDED_POSTGRES_DIR: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Set by `npm start` (and Next); with APP_ENV unset, "production" means production. */
  NODE_ENV: z.string().optional(),
  /** The deployment mode. Unset: derived from NODE_ENV (appEnvOf), or the database's recorded mode (lib/infra/deployment.ts). */
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
  /**
   * Stripe Connect (docs/payments-connect.md): "1" = every studio takes card deposits only on its own
   * connected account; "0" (default) = a studio with a connected account uses it, one without uses the platform's.
   */
  STRIPE_CONNECT: z.enum(["0", "1"]).default("0"),
  /** The platform's fee on each Connect direct charge, in basis points of the deposit (docs/payments-connect.md, Platform fee). */
  /** The signing secret of the Connect webhook endpoint (events of connected accounts), when Stripe gave it its own. */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10000).default(0),
  SMTP_URL: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).default("Studio Booking <no-reply@localhost>"),
  SMS_PROVIDER_URL: z.url().default("https://api.twilio.com"),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  WORKER_IN_APP: z.enum(["0", "1"]).default("1"),
  /** Set by the launcher on Next's process only: it has an IPC channel to the launcher and stops when that closes (lib/infra/process.ts). */
  LAUNCHER_IPC: z.enum(["0", "1"]).default("0"),
  /**
   * Next's own (its self-hosting guide, Manual Graceful Shutdowns): set by the launcher on Next's
   * production server, which then leaves SIGTERM and SIGINT to lib/infra/drain.ts.
   */
  NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
  /** PostgreSQL schema of the job queue (pg-boss); tests give each process its own. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,49}$/, "must be a lower-case PostgreSQL identifier")
    .default("pgboss"),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Message caps (docs/decisions-abuse.md, SMS caps; docs/decisions-messages.md, Daily caps): texts and emails
   * really sent in any 24 hours, per verified studio, per studio not yet verified, and for the whole platform.
   */
  SMS_DAILY_CAP_PER_STUDIO: z.coerce.number().int().min(0).default(200),
  SMS_DAILY_CAP_PER_UNVERIFIED_STUDIO: z.coerce.number().int().min(0).default(10),
  SMS_DAILY_CAP_PLATFORM: z.coerce.number().int().min(0).default(2000),
  EMAIL_DAILY_CAP_PER_STUDIO: z.coerce.number().int().min(0).default(1000),
  EMAIL_DAILY_CAP_PER_UNVERIFIED_STUDIO: z.coerce.number().int().min(0).default(50),
  EMAIL_DAILY_CAP_PLATFORM: z.coerce.number().int().min(0).default(20000),
  /** Minutes between two fetches of each studio calendar feed (docs/calendars.md). */
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Hours an endpoint may keep failing before it is disabled and its owners are told (docs/webhooks.md, Failing endpoints). */
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Endpoints of one studio posted to at once, across every worker (docs/webhooks.md, Delivery). */
  WEBHOOK_LANES_PER_STUDIO: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * The DNS servers that read a custom domain's proof (docs/decisions-sites.md, Custom domains): comma-separated
   * IP addresses, each with an optional port (`127.0.0.1:5353`, `[::1]:53`); unset = the system's resolvers.
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .refine((v) => !v || v.split(",").every((x) => DNS_SERVER_RE.test(x.trim())), {
      message: "must be IP addresses separated by commas, each with an optional port (1.1.1.1, 127.0.0.1:5353, [::1]:53)",
    }),
  /** Months after a booking's session its guest data is kept, then erased (docs/retention.md). */
  BOOKING_RETENTION_MONTHS: z.coerce.number().int().min(1).max(600).default(24),
  /** Photo storage in an S3-compatible bucket (docs/photos.md); all or none, else the folder UPLOADS_DIR. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are publicly readable (bucket URL, R2 public domain or CDN). */
  S3_PUBLIC_URL: optionalUrl,
  /**
   * Folder of the uploaded photos without S3: default <project>/.data/uploads; a relative one is
   * taken from the project's root, never the working directory (lib/infra/storage, uploadsDirOf).
   * Production wants it absolute and outside the build output (productionProblems).
   */
  UPLOADS_DIR: z.string().min(1).optional(),
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
const MIN_PRODUCTION_SECRET = 32;
/** Fewest distinct characters of a production CODE_HASH_SECRET: "aaaa…" is long but guessable. */
const MIN_SECRET_DISTINCT = 8;

/**
 * The one mode switch: APP_ENV when set, else NODE_ENV=production means production. Both
 * deployments run the production build (NODE_ENV=production), so pre-production sets APP_ENV;
 * a process without either adopts the database's recorded mode (lib/infra/deployment.ts).
 */
export function appEnvOf(source: { APP_ENV?: string; NODE_ENV?: string }): AppEnv {
  if (source.APP_ENV === "production" || source.APP_ENV === "preproduction") return source.APP_ENV;
  return source.NODE_ENV === "production" ? "production" : "preproduction";
}

/**
 * The one line that stops a production process from starting the embedded PostgreSQL, or null:
 * production needs DATABASE_URL, the embedded database is for development and pre-production
 * (docs/deployment.md, The production switch). `source`: the environment, or the settled mode
 * (`recorded`: a database recorded as production made it so, lib/infra/deployment.ts).
 */
export function embeddedDatabaseRefusal(
  source: { APP_ENV?: string; NODE_ENV?: string; DATABASE_URL?: string } = process.env,
  recorded = false,
): string | null {
  if (source.DATABASE_URL || appEnvOf(source) !== "production") return null;
  const why = recorded
    ? "this embedded database is recorded as production"
    : source.APP_ENV === "production"
      ? "APP_ENV=production"
      : "NODE_ENV=production without APP_ENV";
  return `Refusing to start in production (${why}) without DATABASE_URL: the embedded PostgreSQL is for development and pre-production only; set DATABASE_URL to your PostgreSQL.`;
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

/**
 * A devCode may be shown: the mode is pre-production, whatever NODE_ENV says (both deployments
 * run the production build). Per channel, see lib/infra/delivery devCodeMode.
 */
export function devCodesAllowed(e: Pick<Env, "APP_ENV">): boolean {
  return e.APP_ENV !== "production";
}

/** The S3 storage variables: photos go to the bucket only with every one of them (lib/infra/storage). */
export const S3_VARS = ["S3_ENDPOINT", "S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const;

/** The bucket is usable only with every S3_* variable; a partial set is refused at start (parseEnv). */
export function s3Configured(e: Pick<Env, (typeof S3_VARS)[number]>): boolean {
  return S3_VARS.every((v) => Boolean(e[v]));
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
function productionProblems(e: Env, set: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!set.has("PUBLIC_BASE_URL") || new URL(e.PUBLIC_BASE_URL).protocol !== "https:") {
    problems.push("PUBLIC_BASE_URL: must be set to an https:// URL in production (manage links are sent with it)");
  } else if (isLocalHostName(new URL(e.PUBLIC_BASE_URL).host)) {
    problems.push(`PUBLIC_BASE_URL: "${e.PUBLIC_BASE_URL}" is on a local host; guests must be able to open the manage links sent with it`);
  }
  if (!set.has("ROOT_DOMAIN")) problems.push("ROOT_DOMAIN: must be set in production (studios are served on {slug}.ROOT_DOMAIN)");
  else if (isLocalHostName(e.ROOT_DOMAIN))
    problems.push(`ROOT_DOMAIN: "${e.ROOT_DOMAIN}" is a local name; production needs a public domain`);
  if (!e.CODE_HASH_SECRET) problems.push(`CODE_HASH_SECRET: required in production (at least ${MIN_PRODUCTION_SECRET} random characters)`);
  else if (e.CODE_HASH_SECRET.length < MIN_PRODUCTION_SECRET)
    problems.push(`CODE_HASH_SECRET: too short for production (at least ${MIN_PRODUCTION_SECRET} characters)`);
  else if (new Set(e.CODE_HASH_SECRET).size < MIN_SECRET_DISTINCT)
    problems.push(
      `CODE_HASH_SECRET: not random (fewer than ${MIN_SECRET_DISTINCT} distinct characters); generate one, e.g. openssl rand -hex 32`,
    );
  // The app has no server of its own: behind the reverse proxy every request comes from the
  // proxy, and the client is the last X-Forwarded-For entry the proxy appended.
  if (e.TRUST_PROXY !== "1")
    problems.push(
      "TRUST_PROXY: must be 1 in production; the app runs behind a reverse proxy and knows the client IP (rate limits, quotas) only from the X-Forwarded-For entry the proxy appends",
    );
  // No host is fine here: postgresql:///db?host=/run/postgresql is a Unix socket.
  if (e.DATABASE_URL && !hasScheme(e.DATABASE_URL, ["postgres:", "postgresql:"], false))
    problems.push("DATABASE_URL: must be a postgresql:// URL");
  if (e.SMTP_URL && !hasScheme(e.SMTP_URL, ["smtp:", "smtps:"]))
    problems.push("SMTP_URL: must be an smtp:// or smtps:// URL with a host (e.g. smtps://user:password@mail.example.com)");
  for (const v of ["SMS_PROVIDER_URL", "STRIPE_API_URL", "HCAPTCHA_VERIFY_URL"] as const) {
    const url = e[v];
    if (url && !hasScheme(url, ["https:"]))
      problems.push(`${v}: must be an https:// URL in production (codes, keys and payments travel over it)`);
  }
  for (const g of GROUPS) {
    const missing = g.vars.filter((v) => !set.has(v));
    if (missing.length > 0 && missing.length < g.vars.length) {
      problems.push(`${missing.join(", ")}: ${g.name} is configured partially; set ${g.vars.join(", ")} all together or none of them`);
    }
  }
  // The standalone server works inside .next/standalone, which the next `npm run build` empties
  // (docs/photos.md, Where uploads live): a relative folder or one under .next loses every photo.
  if (e.UPLOADS_DIR && !s3Configured(e)) {
    if (!isAbsolutePath(e.UPLOADS_DIR))
      problems.push(
        `UPLOADS_DIR: "${e.UPLOADS_DIR}" is relative; production needs an absolute folder outside the build (e.g. /var/lib/studio-booking/uploads), or S3 storage`,
      );
    else if (insideBuildOutput(e.UPLOADS_DIR))
      problems.push(
        `UPLOADS_DIR: "${e.UPLOADS_DIR}" lies inside a build output (.next), which the next npm run build empties; choose a folder outside it, or S3 storage`,
      );
  }
  const sms = GROUPS[2].vars.every((v) => set.has(v));
  if (!e.SMTP_URL && !sms)
    problems.push(
      "SMTP_URL or TWILIO_ACCOUNT_SID/TWILIO_AUTH_TOKEN/TWILIO_FROM: production needs at least one way to send codes (email or SMS)",
    );
  return problems;
}

/** Whether `raw` is a well-formed URL with one of `schemes` (e.g. "https:") and, unless told otherwise, a host. */
function hasScheme(raw: string, schemes: string[], needsHost = true): boolean {
  try {
    const u = new URL(raw);
    return schemes.includes(u.protocol) && (!needsHost || u.hostname !== "");
  } catch {
    return false;
  }
}

/**
 * Parse an environment (tests pass their own); throws an Error naming every bad variable.
 * `why`: how the caller knows the mode is production, for the refusal's first line.
 */
export function parseEnv(source: Record<string, string | undefined>, opts: { why?: string } = {}): Env {
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
  // Also outside production: a half-configured bucket would silently fill the local folder instead.
  const s3Set = S3_VARS.filter((v) => env[v]);
  if (s3Set.length > 0 && s3Set.length < S3_VARS.length)
    throw new Error(
      `Invalid environment configuration:\n  ${S3_VARS.filter((v) => !env[v]).join(", ")}: S3 storage is configured partially; set ${S3_VARS.join(", ")} all together or none of them`,
    );
  if (env.APP_ENV === "production") {
    const problems = productionProblems(env, new Set(Object.keys(cleaned)));
    if (problems.length > 0) {
      const why = opts.why ?? (r.data.APP_ENV ? "APP_ENV=production" : "NODE_ENV=production without APP_ENV");
      throw new Error(`Refusing to start in production (${why}); fix every line:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    }
  }
  return env;
}

// Cached on globalThis, not in module scope: Next bundles this module into every route, and
// tests that run the server in-process reset it with reloadEnv() after changing process.env.
const parsed = processSlot<Env>("env");

export function env(): Env {
  return parsed.get() ?? reloadEnv();
}

export function reloadEnv(): Env {
  const e = parseEnv(process.env);
  parsed.set(e);
  return e;
}

/**
 * DATABASE_URL as given, the rest unvalidated: migrations and CLI scripts find their database
 * before (or without) the app's full configuration.
 */
export function givenDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

/** EMBEDDED_POSTGRES_DIR as given: scripts find their database before (or without) the app's full configuration. */
export function embeddedPostgresDir(): string | undefined {
  return process.env.EMBEDDED_POSTGRES_DIR || undefined;
}

/**
 * Point DATABASE_URL at `url` (scripts that start or find the embedded database): env() of this
 * process sees it (parsed again on next use), and so do the child processes it starts.
 */
export function setDatabaseUrl(url: string): void {
  process.env.DATABASE_URL = url;
  parsed.set(undefined);
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
