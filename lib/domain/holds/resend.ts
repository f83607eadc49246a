// Resend a hold's code (resendCode): a fresh code that replaces the previous one and resets
// the wrong-attempt counter; at most 3 sends per hold including the first, at least 60 s apart.
//
// Decisions where the contract is silent:
// - Resend on a verified hold: 200 with the hold unchanged and nothing sent (the code has done
//   its job; 4.6 lists no error for it).
// - Too early → 429 RATE_LIMIT_EXCEEDED with Retry-After = seconds until the 60 s are up. No
//   sends left → 429 RATE_LIMIT_EXCEEDED without Retry-After (waiting does not help).
// - The new code is stored (row locked) before it is sent; if delivery fails, the previous code,
//   send time and send count are put back (only if no other resend replaced the code meanwhile)
//   and the request fails like create does (phone 503 SMS_UNAVAILABLE, email 500).
import { Channel, Locale, type Hold } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { ApiError } from "../../contract/errors";
import { generateCode, hashCode, openDevCode, sealDevCode } from "./codes";
import { MAX_SENDS, RESEND_COOLDOWN_MS } from "../../contract/hold-rules";
import { holdView, HOLD_COLUMNS, liveHold, type HoldRow, type HoldWithContext } from "./view";
import { inTransaction } from "../../infra/tx";
import { deliveryFailure, sendCode } from "./send-code";
import { devCodeMode } from "../../infra/delivery";
import { errorFields, log } from "../../infra/log";
import { takeSmsSend } from "./sms-guard";
import { errorMessage } from "../../contract/shapes";

type Outcome = { kind: "unchanged"; hold: HoldWithContext } | { kind: "sent"; hold: HoldWithContext; previous: HoldRow; devMode: boolean };

export async function resendCode(db: Db, clock: Clock, holdId: string): Promise<Hold> {
  const code = generateCode();
  const outcome = await inTransaction<Outcome>(db, async (tx) => {
    const now = clock.now();
    const h = await liveHold(tx, holdId, now, { lock: true });
    const { row } = h;
    if (row.status === "verified") return { kind: "unchanged", hold: h };
    if (row.sendCount >= MAX_SENDS) throw new ApiError("RATE_LIMIT_EXCEEDED", `No code sends left for this hold (at most ${MAX_SENDS})`);
    const since = row.codeSentAt ? now.getTime() - row.codeSentAt.getTime() : Infinity;
    if (since < RESEND_COOLDOWN_MS) {
      const retryAfter = Math.max(1, Math.ceil((RESEND_COOLDOWN_MS - since) / 1000));
      throw new ApiError("RATE_LIMIT_EXCEEDED", "A new code can be sent 60 seconds after the previous one", { retryAfter });
    }
    const devMode = devCodeMode(Channel.parse(row.channel));
    // A text that is really sent counts against the daily SMS caps (docs/decisions-abuse.md, SMS caps).
    if (row.channel === "phone" && !devMode) await takeSmsSend(tx, clock, row.studioId);
    const [updated] = await tx.$queryRaw<HoldRow[]>`
      UPDATE hold h SET "codeHash" = ${hashCode(row.id, code)}, "devCodeSealed" = ${devMode ? sealDevCode(row.id, code) : null},
                        "codeSentAt" = ${now}, "sendCount" = ${row.sendCount + 1}, "wrongAttempts" = 0
       WHERE h.id = ${row.id}::uuid
      RETURNING ${HOLD_COLUMNS}`;
    return { kind: "sent", hold: { row: updated, ctx: h.ctx }, previous: row, devMode };
  });

  if (outcome.kind === "unchanged") {
    const { row, ctx } = outcome.hold;
    return holdView(row, ctx, devCodeMode(Channel.parse(row.channel)) ? openDevCode(row.id, row.devCodeSealed) : undefined);
  }
  const { row, ctx } = outcome.hold;
  if (outcome.devMode) return holdView(row, ctx, code);
  const [channel, locale] = [Channel.parse(row.channel), Locale.parse(row.locale)];
  try {
    await sendCode({ channel, contact: row.contact, locale }, ctx.studioName, code);
  } catch (e) {
    log.warn("hold code resend failed", { holdId: row.id, channel: row.channel, err: errorMessage(e) });
    const p = outcome.previous;
    // The previous code back; if the database is gone now, the new (undelivered) code stays and
    // the answer is still the delivery's failure, not a 503 claiming nothing changed.
    await db.hold
      .updateMany({
        where: { id: row.id, codeHash: row.codeHash },
        data: {
          codeHash: p.codeHash,
          devCodeSealed: p.devCodeSealed,
          codeSentAt: p.codeSentAt,
          sendCount: p.sendCount,
          wrongAttempts: { increment: p.wrongAttempts },
        },
      })
      .catch((err: unknown) => log.warn("previous code not restored", { holdId: row.id, ...errorFields(err) }));
    throw deliveryFailure(channel);
  }
  return holdView(row, ctx);
}
