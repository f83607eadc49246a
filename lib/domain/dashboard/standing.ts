// The studio's standing on the dashboard home (docs/dashboard.md, Verification and notices): its status
// on the platform for every member; for owners, the verification that GET /v1/studio/verification answers
// with (evidence, phone, devCode: the card's steps) while the studio is not live, and Stripe's stop of its
// card payments until they are back on. What the owners are emailed (docs/decisions-messages.md, The
// owner is told), said again where they look.
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import { notFound } from "../../contract/errors";
import type { StaffActor } from "../staff/actor";
import type { Standing } from "../../contract/standing";
import { getVerification } from "../platform/verification";
import { StudioStatusEnum } from "../../contract/studio-schemas";

/** How long the home says a studio became live (verified or reinstated): the email says it too. */
const RECENTLY_LIVE_MS = 7 * 86_400_000;

export async function studioStanding(db: DbOrTx, clock: Clock, actor: StaffActor): Promise<Standing> {
  const s = await db.studio.findUnique({
    where: { id: actor.studioId },
    select: {
      verificationStatus: true,
      statusChangedAt: true,
      stripeChargesEnabled: true,
      stripeChargesStoppedAt: true,
      stripeRequirementsDue: true,
      addressLine1: true,
      city: true,
      postalCode: true,
      country: true,
    },
  });
  if (!s) throw notFound("Studio");
  const status = StudioStatusEnum.parse(s.verificationStatus);
  const owner = actor.role === "owner";
  const changed = s.statusChangedAt;
  return {
    status,
    changedAt: changed?.toISOString() ?? null,
    verification: owner && status !== "live" ? await getVerification(db, actor) : null,
    address: { addressLine1: s.addressLine1, city: s.city, postalCode: s.postalCode, country: s.country.trim() },
    recentlyLive: status === "live" && !!changed && clock.now().getTime() - changed.getTime() < RECENTLY_LIVE_MS,
    cardPaymentsStopped:
      owner && s.stripeChargesStoppedAt && !s.stripeChargesEnabled
        ? { since: s.stripeChargesStoppedAt.toISOString(), requirements: s.stripeRequirementsDue }
        : null,
  };
}
