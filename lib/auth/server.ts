// The staff sign-in (docs/studio-accounts.md): one Better Auth instance per process, on our
// PostgreSQL through Prisma. Magic links and passkeys only — no passwords, no public sign-up:
// a person can sign in only after an owner (or the operator's CLI) invited them, which creates
// their user row and membership. One Better Auth organization per studio, roles owner and staff.
import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { magicLink } from "better-auth/plugins/magic-link";
import { organization } from "better-auth/plugins/organization";
import { createAccessControl } from "better-auth/plugins/access";
import { passkey } from "@better-auth/passkey";
import { ApiError } from "../contract/errors";
import { fieldOf } from "../contract/shapes";
import { clock } from "../infra/clock";
import { db as defaultDb, type Db } from "../infra/db";
import { env, type Env } from "../infra/env";
import { processSingleton } from "../infra/process-global";
import {
  AUTH_BASE_PATH,
  MAGIC_LINK_TTL_SECONDS,
  SESSION_CACHE_SECONDS,
  SESSION_REFRESH_SECONDS,
  SESSION_TTL_SECONDS,
  authSecret,
  cookiePrefix,
  platformOrigin,
} from "./config";
import { LIMITS } from "../contract/limits";
import { consume } from "../infra/rate-limit";
import { canonicalEmail } from "../domain/identity";
import { queueSignInLink, queueSignInRequest } from "../domain/staff/links";

// Owners manage the studio's staff; staff run the day. Better Auth's organization endpoints are
// not how we change memberships (lib/domain/staff/members.ts is), but its checks use these too.
const ac = createAccessControl({ member: ["create", "update", "delete"], invitation: ["create", "cancel"] } as const);
const ROLES = {
  owner: ac.newRole({ member: ["create", "update", "delete"], invitation: ["create", "cancel"] }),
  staff: ac.newRole({ member: [], invitation: [] }),
};

function build(database: Db, e: Env) {
  const production = e.APP_ENV === "production";
  return betterAuth({
    appName: "Studio Booking",
    baseURL: e.PUBLIC_BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret: authSecret(e),
    database: prismaAdapter(database, { provider: "postgresql" }),
    trustedOrigins: [platformOrigin(e)],
    emailAndPassword: { enabled: false },
    user: {
      // The staff member's language for the dashboard and their emails (es, ca, en).
      additionalFields: { locale: { type: "string", required: false, defaultValue: "es", input: false } },
    },
    session: {
      expiresIn: SESSION_TTL_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // The session row is read once a minute per browser, not on every dashboard request: Better
      // Auth signs session and user into a second cookie (`session_data`, HMAC, "compact") and
      // getSession trusts it for SESSION_CACHE_SECONDS. Memberships are not in it: staffSession reads
      // them on every request (docs/studio-accounts.md, Sessions and the cookie).
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS, strategy: "compact" },
    },
    // Counted in PostgreSQL, so every instance sees the same counts.
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 },
    advanced: {
      // Host-only cookies on the platform host: no Domain attribute, so studio sites
      // ({slug}.ROOT_DOMAIN) never receive them.
      crossSubDomainCookies: { enabled: false },
      // Production names its cookies "__Host-better-auth.*" (cookiePrefix) rather than Better
      // Auth's "__Secure-" ones: Secure, Path=/ and no Domain, so no sibling subdomain can plant
      // one. useSecureCookies would prepend "__Secure-" to that; Secure is set here instead.
      cookiePrefix: cookiePrefix(e),
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production, path: "/" },
      // The client address is ours (lib/http/client-ip.ts): app/api/auth passes it as the only entry.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"], ipv6Subnet: 64 },
    },
    telemetry: { enabled: false },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/magic-link") return;
        const email = canonicalEmail(String(fieldOf(ctx.body, "email") ?? ""));
        // app/api/auth/[...all] passes our client address (lib/http/client-ip.ts) as the only entry.
        const ip = ctx.request?.headers.get("x-forwarded-for") ?? "unknown";
        try {
          // Per address, the one quota of sign-in links the sign-up counts too (docs/signup.md, Limits).
          await consume(database, clock(), LIMITS.signInLinksPerIp, ip);
          await consume(database, clock(), LIMITS.signInLinksPerEmail, `email:${email}`);
        } catch (err) {
          if (err instanceof ApiError && err.code === "RATE_LIMIT_EXCEEDED")
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: err.message, code: "RATE_LIMIT_EXCEEDED" },
              { "Retry-After": String(err.retryAfter ?? 60) },
            );
          throw err;
        }
        // The same work for every address, member or not: the request is queued and answered at
        // once; the worker makes and mails the link for a member only (docs/studio-accounts.md,
        // Sign-in). Looking the address up here would tell members from others by timing.
        const raw = fieldOf(ctx.body, "email");
        if (typeof raw === "string" && raw.includes("@") && raw.length <= 254) await queueSignInRequest(database, raw);
        return ctx.json({ status: true });
      }),
    },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_TTL_SECONDS,
        disableSignUp: true,
        // Only a hash is stored: a database reader cannot use a pending link.
        storeToken: "hashed",
        // Better Auth's own per-IP burst limit on these endpoints; ours (the hook above, per
        // hour, per IP and per address) is the tighter one.
        rateLimit: { window: 60, max: 20 },
        sendMagicLink: async ({ email, url }) => {
          await queueSignInLink(database, clock(), { email, url, kind: "staff_sign_in" });
        },
      }),
      passkey({ rpID: new URL(e.PUBLIC_BASE_URL).hostname, rpName: "Studio Booking", origin: platformOrigin(e) }),
      organization({
        ac,
        roles: ROLES,
        creatorRole: "owner",
        // Studios and memberships are created by the import and the invite routine, never by a request.
        allowUserToCreateOrganization: false,
        // A studio's organization lives and dies with the studio (organization.studioId cascades).
        disableOrganizationDeletion: true,
        teams: { enabled: false },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof build>;

const byDb = processSingleton("auth", () => new WeakMap<Db, { env: Env; auth: Auth }>());

/**
 * The Better Auth instance of a database client: one per process in production; tests, which
 * also sign in on a client of their own, keep one per client. Rebuilt when the environment changes.
 */
export function auth(database: Db = defaultDb(), e: Env = env()): Auth {
  const cur = byDb().get(database);
  if (cur && cur.env === e) return cur.auth;
  const instance = build(database, e);
  byDb().set(database, { env: e, auth: instance });
  return instance;
}
