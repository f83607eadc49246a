// Finding a booking (docs/decisions-bookings.md, Finding a booking): a guest who lost the manage link types the booking's
// reference and the email or phone number it was made with; when they match a booking of this studio, a NEW manage
// link is minted and sent to that contact. The link is never in the answer, and the answer is the same (status, body
// and, padded to a floor, time) whether or not the pair matched, so the endpoint tells nobody which references or
// contacts exist.
//
// - Only the hash of a manage token is stored (lib/domain/bookings/manage-token.ts), so the old link cannot be sent
//   again: the new token replaces it, and earlier links stop working. The newest link always works, and a link
//   that leaked with an old message or a shared screen dies with it. Queued messages that carry a link (the
//   reminder) carry the new one (repointGuestMessages), as for a studio's contact change. In pre-production without
//   a provider for the booking's channel nothing is replaced (the link could reach nobody), and the page says so.
// - Only the booking's own contact matches (the one its code went to), compared canonically (lib/domain/identity.ts):
//   never the receipt address typed at confirm, which nobody verified.
// - Quotas (lib/domain/holds/quota.ts) per contact typed and per client network (its /64, /56 and /48, as for holds),
//   counted for every request that gets this far, matched or not: a refusal says nothing about the pair.
import { randomUUID } from "node:crypto";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { LIMITS } from "../../contract/limits";
import { normalizePhone } from "../../contract/guest-rules";
import type { LookupRequest, LookupResult } from "../../contract/schemas";
import { canonicalEmail, canonicalPhone, perNetwork } from "../identity";
import { getLiveSite } from "../sites";
import { takeQuotas, type QuotaTake } from "../holds/quota";
import { devCodeMode } from "../../infra/delivery";
import { queueLinkResent, repointGuestMessages } from "../notifications/queue";
import { hashManageToken, newManageToken, seal } from "./manage-token";
import { normalizeReference } from "./reference";
import { loadBooking } from "./view";

/** The least time an answer takes, matched or not: far above the few writes a match adds. */
const LOOKUP_FLOOR_MS = 400;

const ANSWER: LookupResult = { requested: true };

/** What the guest typed, as the one identity it is counted and compared as: an email address or an E.164 number. */
function contactKey(raw: string, country: string): string {
  const v = raw.trim();
  if (v.includes("@")) return canonicalEmail(v);
  const phone = normalizePhone(v, country);
  return phone.ok ? phone.value : v.replace(/[\s\-.()]/g, "");
}

export async function lookupBooking(db: Db, clock: Clock, input: { slug: string; body: LookupRequest; ip: string }): Promise<LookupResult> {
  const started = performance.now();
  const site = await getLiveSite(db, input.slug, { cached: true });
  const typed = contactKey(input.body.contact, site.payload.studio.country);
  const reference = normalizeReference(input.body.reference);
  const now = clock.now();
  const quotas: QuotaTake[] = [
    { q: { ...LIMITS.lookupsPerContact, message: "Too many look-ups for this contact; try again later" }, subject: typed },
    ...perNetwork(LIMITS.lookupsPerIp, input.ip).map((n) => ({
      q: { ...n.limit, message: "Too many look-ups from your network; try again later" },
      subject: n.subject,
    })),
  ];
  // Minted either way, so a match costs no more work than a miss before the writes.
  const token = newManageToken();
  await inTransaction(db, async (tx) => {
    await takeQuotas(tx, clock, quotas);
    const rows = await tx.$queryRaw<{ id: string; channel: string; contact: string }[]>`
      SELECT id, channel, contact FROM booking
       WHERE "studioId" = ${site.studioId}::uuid AND reference = ${reference} AND "anonymizedAt" IS NULL
       FOR UPDATE`;
    const b = rows[0];
    if (!b) return;
    const stored = b.channel === "phone" ? canonicalPhone(b.contact) : canonicalEmail(b.contact);
    if (stored !== typed) return;
    // Pre-production with no provider for the booking's channel: the new link could be sent to nobody, and
    // replacing the token would only end the link the tester has. The answer stays the same.
    if (devCodeMode(b.channel === "phone" ? "phone" : "email")) return;
    await tx.booking.update({ where: { id: b.id }, data: { manageTokenHash: hashManageToken(token) } });
    const full = (await loadBooking(tx, { id: b.id }))!;
    await repointGuestMessages(tx, full, seal(token));
    await queueLinkResent(tx, full, token, `lookup-${now.getTime()}-${randomUUID()}`, now);
  });
  const wait = LOOKUP_FLOOR_MS - (performance.now() - started);
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  return ANSWER;
}
