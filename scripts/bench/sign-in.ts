// A sign-in as a person makes it, for the bench and the tests (tests/helpers/staff.ts): a one-time
// link (lib/domain/staff/links.ts, as the invite makes it) opened through Better Auth's own handler,
// which verifies it, writes the session row and sets its cookies, signed with the key of `e`
// (the server's). Nothing here knows how Better Auth signs a cookie.
import { randomBytes } from "node:crypto";
import type { Db } from "../../lib/infra/db";
import { env, type Env } from "../../lib/infra/env";
import { mintSignInLink } from "../../lib/domain/staff/links";
import { auth } from "../../lib/auth/server";

/** The Cookie header value of a fresh session of the member `email`: session cookie and cookie cache. */
export async function signInCookie(db: Db, email: string, e: Env = env()): Promise<string> {
  const link = await mintSignInLink(db, email);
  // A network of its own each time: Better Auth's per-IP limit on the link never counts these.
  const ip = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::1`;
  const res = await auth(db, e).handler(new Request(link, { headers: { "x-forwarded-for": ip } }));
  const pairs = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="));
  if (!pairs.some((c) => c.includes(".session_token=")))
    throw new Error(`the sign-in link was refused: ${res.status} ${res.headers.get("location") ?? ""}`);
  return pairs.join("; ");
}
