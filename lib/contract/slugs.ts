// Slugs a person may choose for a new studio at sign-up (docs/signup.md, Slugs): a slug is the
// studio's host ({slug}.ROOT_DOMAIN), so names the platform uses or may use for itself, and names
// that pass for the platform to a guest, are refused. No imports: the wizard checks as you type.
import { SLUG_RE } from "./hosts";

/** Refused at sign-up whatever the database holds (an operator's import may still use any slug). */
const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "app",
  "admin",
  "administrator",
  "platform",
  "studio",
  "studios",
  "dashboard",
  "console",
  "operator",
  "operators",
  "docs",
  "doc",
  "support",
  "status",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "cdn",
  "static",
  "assets",
  "media",
  "img",
  "images",
  "files",
  "upload",
  "uploads",
  "auth",
  "login",
  "signin",
  "sign-in",
  "signup",
  "sign-up",
  "register",
  "start",
  "account",
  "accounts",
  "billing",
  "pay",
  "payments",
  "stripe",
  "connect",
  "webhooks",
  "webhook",
  "blog",
  "news",
  "about",
  "legal",
  "privacy",
  "terms",
  "security",
  "abuse",
  "root",
  "test",
  "demo",
  "dev",
  "staging",
  "preview",
  "beta",
  "localhost",
  "v1",
  "v2",
  "booking",
  "bookings",
  "book",
  "manage",
]);

/**
 * Words that make a host pass for the platform, a payment provider or a sign-in page: refused as
 * the first or last part of a slug (`login-now`, `support-team`), and, from five letters, as its
 * beginning or end (`stripepayments`, `gigsupport`) (docs/signup.md, Look-alikes).
 */
const IMPERSONATION_WORDS: readonly string[] = [
  "login",
  "signin",
  "logon",
  "support",
  "helpdesk",
  "help",
  "stripe",
  "paypal",
  "bizum",
  "klarna",
  "account",
  "accounts",
  "billing",
  "payment",
  "payments",
  "invoice",
  "refund",
  "security",
  "secure",
  "verify",
  "verification",
  "password",
  "official",
  "admin",
  "operator",
  "platform",
];

export type SlugProblem = "invalid" | "reserved";

/** Why `slug` cannot be chosen at sign-up, whatever studios exist; null when it may be. */
export function slugProblem(slug: string): SlugProblem | null {
  if (!SLUG_RE.test(slug) || slug.length < 3 || slug.includes("--")) return "invalid";
  if (RESERVED_SLUGS.has(slug)) return "reserved";
  if (impersonates(slug)) return "reserved";
  return null;
}

function impersonates(slug: string): boolean {
  const parts = slug.split("-");
  const ends = [parts[0], parts[parts.length - 1]];
  return IMPERSONATION_WORDS.some((w) => ends.includes(w) || (w.length >= 5 && (slug.startsWith(w) || slug.endsWith(w))));
}
