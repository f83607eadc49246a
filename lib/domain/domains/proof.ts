// Proving a studio's own domain (docs/decisions-sites.md, Custom domains): the TXT record
// `_studio-booking.<domain>` must hold `studio-booking-verify=<token>` of the studio's claim. The owner's
// "Check now" and the worker's sweep both come here. The lookup runs outside any transaction; its outcome
// is written under the locks of the domain's claims, and only if the claim is still the one looked up.
import { ApiError } from "../../contract/errors";
import type { CustomDomainState } from "../../contract/studio-schemas";
import { DOMAIN_RECHECK_FOR_MS, DOMAIN_RECHECK_MS } from "../../contract/limits";
import type { Clock } from "../../infra/clock";
import { pgErrorCode, type Db } from "../../infra/db";
import type { TxtAnswer, TxtLookup } from "../../infra/dns";
import { inTransaction } from "../../infra/tx";
import { audit, type AuditActor } from "../staff/audit";
import { domainState, dropOtherClaims, lockClaims, txtRecord } from "./claims";
import { fieldOf } from "../../contract/shapes";

type Problem = NonNullable<CustomDomainState["problem"]>;

/** The lookup's verdict on a claim: proven, or why not. */
function verdictOf(answer: TxtAnswer, expected: string): "proven" | Problem {
  if (answer.kind === "error") return "dns_error";
  if (answer.kind === "none") return "no_record";
  return answer.values.some((v) => v.trim() === expected) ? "proven" : "wrong_value";
}

/** Who proves a domain when the worker's sweep reads its record. */
const dnsCheckActor = (studioId: string): AuditActor => ({ userId: null, name: "platform (DNS check)", studioId });

/**
 * Checks the studio's claim now: proven, or failed with its reason. Proving drops the other studios' claims
 * of the domain; a domain another studio proved first fails as `taken`. A claim already proven is answered as
 * it is, without a lookup. Without a claim: 409 INVALID_STATE.
 */
export async function checkDomain(db: Db, clock: Clock, lookup: TxtLookup, studioId: string, by: AuditActor): Promise<CustomDomainState> {
  const claim = await db.studioDomain.findUnique({ where: { studioId } });
  if (!claim) throw new ApiError("INVALID_STATE", "The studio has no own domain to check; set one in the site settings first");
  if (claim.status !== "proven") {
    const txt = txtRecord(claim.domain, claim.token);
    const verdict = verdictOf(await lookup(txt.name), txt.value);
    try {
      await record(db, clock, studioId, claim, verdict, by);
    } catch (e) {
      // Another studio's proof of the domain committed between our read of it and our write: it keeps it.
      if (pgErrorCode(e) !== "23505" && fieldOf(e, "code") !== "P2002") throw e;
      await record(db, clock, studioId, claim, "taken", by);
    }
  }
  const state = await domainState(db, studioId);
  if (!state) throw new ApiError("INVALID_STATE", "The studio has no own domain to check; set one in the site settings first");
  return state;
}

/** Writes a check's verdict, if the claim is still the one looked up and not proven meanwhile. */
async function record(
  db: Db,
  clock: Clock,
  studioId: string,
  claim: { domain: string; token: string },
  verdict: "proven" | Problem,
  by: AuditActor,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const now = clock.now();
    const locked = await lockClaims(tx, claim.domain);
    if (!locked.includes(studioId)) return; // dropped, or set to another domain meanwhile
    const own = await tx.studioDomain.findUniqueOrThrow({ where: { studioId } });
    if (own.token !== claim.token || own.status === "proven") return;
    let outcome = verdict;
    if (outcome === "proven") {
      const holder = await tx.siteConfig.findFirst({
        where: { customDomain: claim.domain, studioId: { not: studioId } },
        select: { studioId: true },
      });
      if (holder) outcome = "taken";
    }
    if (outcome !== "proven") {
      await tx.studioDomain.update({ where: { studioId }, data: { status: "failed", problem: outcome, checkedAt: now } });
      return;
    }
    const dropped = await dropOtherClaims(
      tx,
      studioId,
      claim.domain,
      locked,
      by.userId === null ? by.name : "the owner of another studio",
      now,
    );
    await tx.studioDomain.update({
      where: { studioId },
      data: { status: "proven", problem: null, proof: "dns", checkedAt: now, provenAt: now },
    });
    await tx.siteConfig.update({ where: { studioId }, data: { customDomain: claim.domain } });
    await audit(tx, by, { action: "domain.proven", detail: { domain: claim.domain, proof: "dns", droppedClaims: dropped }, at: now });
  });
}

/** Claims checked per sweep, their lookups side by side. */
const SWEEP_MAX = 10;

/**
 * The worker's every-minute sweep: claims not proven, set within DOMAIN_RECHECK_FOR_MS, not checked for
 * DOMAIN_RECHECK_MS, are checked (docs/decisions-sites.md, Custom domains). Each is taken by stamping its check time first, so
 * instances sweeping at once never look one up twice. The number checked.
 */
export async function recheckDomains(db: Db, clock: Clock, lookup: TxtLookup): Promise<number> {
  const now = clock.now();
  const due = await db.$queryRaw<{ studioId: string }[]>`
    UPDATE studio_domain d SET "checkedAt" = ${now}
     WHERE d."studioId" IN (
       SELECT "studioId" FROM studio_domain
        WHERE status <> 'proven' AND "setAt" > ${new Date(now.getTime() - DOMAIN_RECHECK_FOR_MS)}
          AND COALESCE("checkedAt", "setAt") <= ${new Date(now.getTime() - DOMAIN_RECHECK_MS)}
        ORDER BY COALESCE("checkedAt", "setAt") LIMIT ${SWEEP_MAX}
          FOR UPDATE SKIP LOCKED)
    RETURNING d."studioId"::text AS "studioId"`;
  const done = await Promise.allSettled(due.map((r) => checkDomain(db, clock, lookup, r.studioId, dnsCheckActor(r.studioId))));
  // A claim dropped or cleared in between has nothing left to check; any other failure is the sweep's.
  const failed = done.find((d) => d.status === "rejected" && !(d.reason instanceof ApiError));
  if (failed?.status === "rejected") throw failed.reason;
  return due.length;
}
