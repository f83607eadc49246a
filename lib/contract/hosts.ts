// Host names and slugs (getSite, resolveSite): pure rules shared by the domain (site lookup), the
// middleware (host routing, edge runtime) and captcha's hostname check. No imports: safe anywhere.

/** A studio slug is one DNS label: lower-case letters, digits and inner hyphens, 1–63 characters. */
export const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Host name without port, lower-case, without a trailing dot. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1);
  h = h.replace(/:\d+$/, "").replace(/\.$/, "");
  return h;
}

/** `{slug}.{ROOT_DOMAIN}` → slug; the root domain itself or another host → null. */
export function slugFromHost(host: string, rootDomain: string): string | null {
  const h = normalizeHost(host);
  const root = normalizeHost(rootDomain);
  if (!h.endsWith(`.${root}`)) return null;
  const sub = h.slice(0, -(root.length + 1));
  return SLUG_RE.test(sub) ? sub : null;
}

export function isRootHost(host: string, rootDomain: string): boolean {
  const h = normalizeHost(host);
  const root = normalizeHost(rootDomain);
  return h === root || h === `www.${root}`;
}

/**
 * Why `domain` cannot be a studio's custom domain, or null: the platform's own hosts (the root
 * domain, its www., any host under it — `{slug}.{root}` is every studio's already — and the
 * app's own host) would be taken from the platform or from another studio.
 */
export function customDomainConflict(domain: string, rootDomain: string, appHost: string): string | null {
  const h = normalizeHost(domain);
  const root = normalizeHost(rootDomain);
  if (isRootHost(h, root)) return `is the platform's own domain (${root})`;
  if (h.endsWith(`.${root}`)) return `is under the platform's domain; the studio is served on {slug}.${root} already`;
  if (h === normalizeHost(appHost)) return "is the app's own host (PUBLIC_BASE_URL)";
  return null;
}

/**
 * Why `host` (lower-case, no port) is not a host name a studio's own domain can be; null when it is
 * (docs/studio-settings.md, Text limits): labels of 1–63 letters, digits and inner hyphens, at least
 * one dot, a top-level domain of letters (or an IDN's `xn--…`), 253 characters in all. A dotted
 * IPv4 literal passes here: production refuses it as a local name, pre-production may test with one.
 */
export function hostNameProblem(host: string): string | null {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  if (host.length > 253) return "must be at most 253 characters";
  const labels = host.split(".");
  if (labels.length < 2) return "must be a host name with a dot, like reservas.example.com";
  if (labels.some((l) => !SLUG_RE.test(l)))
    return "must be a host name: each part 1 to 63 letters, digits or inner hyphens, separated by dots";
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1]))
    return "must end in a top-level domain of letters (.com, .cat)";
  return null;
}
