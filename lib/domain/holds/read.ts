// GET /v1/public/holds/{holdId} (getHold): re-read a hold after a timeout. The retry rules tell
// clients to re-read state before repeating verify or confirm, but before a booking exists
// there was nothing to read. Answers the Hold view in whatever state the hold is (expired and
// burnt included: a 200 that says so, not a 410), never the code or a token; `devCode` only
// where create-hold would show it (pre-production, no provider for the channel, still pending);
// for a confirmed hold the booking's reference (not its manage token: that was shown once, and
// the confirmation message carries the manage link).
import type { Clock } from "../../infra/clock";
import { Channel, type HoldState } from "../../contract/schemas";
import type { Db } from "../../infra/db";
import { notFound } from "../../contract/errors";
import { openDevCode } from "./codes";
import { isLive } from "../../contract/hold-rules";
import { holdView, loadHold } from "./view";
import { devCodeMode } from "../../infra/delivery";

export async function readHold(db: Db, clock: Clock, holdId: string): Promise<HoldState> {
  const h = await loadHold(db, holdId);
  if (!h) throw notFound("Hold");
  const { row, ctx } = h;
  const now = clock.now();
  const status: HoldState["status"] =
    row.status === "confirmed"
      ? "confirmed"
      : row.status === "burnt"
        ? "burnt"
        : isLive(row, now)
          ? (row.status as "pending" | "verified")
          : "expired";
  // The same rule as create and resend: a production process never shows one, even of a hold
  // a pre-production process made on this database.
  const devCode = status === "pending" && devCodeMode(Channel.parse(row.channel)) ? openDevCode(row.id, row.devCodeSealed) : undefined;
  const view: HoldState = { ...holdView(row, ctx, devCode), status };
  if (status === "confirmed") {
    const booking = await db.booking.findUnique({ where: { holdId: row.id }, select: { reference: true } });
    if (booking) view.bookingReference = booking.reference;
  }
  return view;
}
