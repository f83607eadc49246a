// A studio's own domain (docs/decisions-sites.md, Custom domains): the owner's claim in studio_domain, proven
// by a TXT record the platform reads (proof.ts) or by the operator's studio import; only then is it copied to
// site_config."customDomain", the one column the site lookups, the links and the cache triggers read. Several
// studios may claim one domain while nobody has proven it; the first proof drops the other claims (audited in
// each studio's trail), and a proven domain is never another studio's (that column's unique index).
import { randomBytes } from "node:crypto";
import { ApiError } from "../../contract/errors";
import { CustomDomainState } from "../../contract/studio-schemas";
import type { DbOrTx } from "../../infra/db";
import { audit } from "../staff/audit";

/** The TXT record's name is this label under the domain; its value this prefix and the claim's token. */
const TXT_LABEL = "_studio-booking";
const TXT_PREFIX = "studio-booking-verify=";

/** What the owner publishes for `domain` with the claim's token. */
export function txtRecord(domain: string, token: string): CustomDomainState["record"] {
  return { type: "TXT", name: `${TXT_LABEL}.${domain}`, value: `${TXT_PREFIX}${token}` };
}

/** 128 random bits, hex: unguessable, and plain characters every DNS provider's form takes. */
const newToken = () => randomBytes(16).toString("hex");

type ClaimRow = {
  domain: string;
  status: string;
  token: string;
  problem: string | null;
  proof: string | null;
  setAt: Date;
  checkedAt: Date | null;
  provenAt: Date | null;
};

/** The claim's coded columns, read through the answer's enums (the columns' CHECKs allow no other value). */
function toDomainState(row: ClaimRow, studioLive: boolean): CustomDomainState {
  const { shape } = CustomDomainState;
  const status = shape.status.parse(row.status);
  return {
    host: row.domain,
    status,
    record: txtRecord(row.domain, row.token),
    problem: shape.problem.parse(row.problem),
    proof: shape.proof.parse(row.proof),
    setAt: row.setAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
    provenAt: row.provenAt?.toISOString() ?? null,
    served: status === "proven" && studioLive,
  };
}

/** The studio's own domain and its proof, or null when it has none. */
export async function domainState(db: DbOrTx, studioId: string): Promise<CustomDomainState | null> {
  const row = await db.studioDomain.findUnique({ where: { studioId }, include: { studio: { select: { verificationStatus: true } } } });
  return row ? toDomainState(row, row.studio.verificationStatus === "live") : null;
}

/** The studio holding `domain` proven, other than `studioId`, or null. */
async function provenHolder(tx: DbOrTx, domain: string, studioId: string): Promise<{ slug: string } | null> {
  const c = await tx.siteConfig.findFirst({
    where: { customDomain: domain, studioId: { not: studioId } },
    select: { studio: { select: { slug: true } } },
  });
  return c?.studio ?? null;
}

/**
 * Locks every claim of `domain` in one order (by studio), so two proofs of one domain queue instead of
 * deadlocking; the studio ids locked.
 */
export async function lockClaims(tx: DbOrTx, domain: string): Promise<string[]> {
  const rows = await tx.$queryRaw<{ studioId: string }[]>`
    SELECT "studioId"::text AS "studioId" FROM studio_domain WHERE domain = ${domain} ORDER BY "studioId" FOR UPDATE`;
  return rows.map((r) => r.studioId);
}

/**
 * The other studios' claims of a domain just proven by `studioId` are dropped, each in its own studio's trail
 * (`by` names who proved it: the DNS check or the operator's import). The claims must be locked (lockClaims).
 */
export async function dropOtherClaims(tx: DbOrTx, studioId: string, domain: string, locked: string[], by: string, at: Date) {
  const others = locked.filter((id) => id !== studioId);
  if (!others.length) return 0;
  await tx.studioDomain.deleteMany({ where: { studioId: { in: others }, domain, status: { not: "proven" } } });
  for (const other of others)
    await audit(
      tx,
      { userId: null, name: by, studioId: other },
      { action: "domain.claim_dropped", detail: { domain, reason: "proven by another studio" }, at },
    );
  return others.length;
}

/**
 * The settings save's own domain (inside its transaction, under the studio's lock): a new domain is a
 * pending claim with a new token, and the domain served until now (if any) stops at once; null drops the
 * claim. A domain another studio has proven answers 400 VALIDATION_ERROR at `site.customDomain`.
 */
export async function setDomainClaim(tx: DbOrTx, studioId: string, domain: string | null, now: Date): Promise<void> {
  if (domain && (await provenHolder(tx, domain, studioId)))
    throw new ApiError("VALIDATION_ERROR", "site.customDomain: is already used by another studio");
  if (domain) {
    const data = { domain, status: "pending", token: newToken(), problem: null, proof: null, setAt: now, checkedAt: null, provenAt: null };
    await tx.studioDomain.upsert({ where: { studioId }, create: { studioId, ...data }, update: data });
  } else {
    await tx.studioDomain.deleteMany({ where: { studioId } });
  }
  await tx.siteConfig.update({ where: { studioId }, data: { customDomain: null } });
}

/** Raised by the import for a domain another studio has proven: its slug. */
export class DomainProvenElsewhere extends Error {
  constructor(readonly slug: string) {
    super(`domain proven by studio ${slug}`);
    this.name = "DomainProvenElsewhere";
  }
}

/**
 * The studio import's own domain (docs/decisions-sites.md, Custom domains: the operator's word is its
 * proof): proven at once, other studios' claims dropped; one already proven stays as it was. Returns what
 * site_config."customDomain" must hold. Throws DomainProvenElsewhere for a domain another studio has proven.
 */
export async function importDomainClaim(tx: DbOrTx, studioId: string, domain: string | null, now: Date): Promise<string | null> {
  if (!domain) {
    await tx.studioDomain.deleteMany({ where: { studioId } });
    return null;
  }
  const holder = await provenHolder(tx, domain, studioId);
  if (holder) throw new DomainProvenElsewhere(holder.slug);
  const locked = await lockClaims(tx, domain);
  await dropOtherClaims(tx, studioId, domain, locked, "operator (studio import)", now);
  const own = await tx.studioDomain.findUnique({ where: { studioId } });
  if (own?.domain === domain && own.status === "proven") return domain;
  const data = { domain, status: "proven", token: own?.domain === domain ? own.token : newToken(), problem: null, proof: "operator" };
  const times = { setAt: own?.domain === domain ? own.setAt : now, checkedAt: null, provenAt: now };
  await tx.studioDomain.upsert({ where: { studioId }, create: { studioId, ...data, ...times }, update: { ...data, ...times } });
  return domain;
}
