// A realistic studio in the database: the bench studio (10 rooms, calendar blocks) imported the
// normal way, then about 2,000 bookings and holds over the next 60 days (plus two weeks of past
// sessions) written directly in SQL, consistent with prisma/schema.prisma and the migrations:
//
// - every booking has its hold (status confirmed) and, while it occupies the room, its
//   slot_claim with holdId + bookingId and span [startsAt, endsAt + bufferMinutes) (what
//   lib/domain/bookings/confirm.ts leaves behind); firm bookings' claims never expire, a pending_payment
//   booking's claim expires at paymentDueAt;
// - live holds (pending / verified, 12-minute expiry) have a claim expiring with them; holds
//   whose time ran out but were not swept yet keep a dead claim (expiresAt in the past: reads
//   ignore it, the next claim on the room deletes it); swept, burnt and cancelled ones have none;
// - every booking that was confirmed has its guest confirmation and studio notice (message rows,
//   status sent), as the confirm flow leaves them once the worker has run.
// No two claims overlap (the exclusion constraint would refuse the insert) and nothing is placed
// over a calendar block. Deterministic (seeded PRNG) apart from "now".
import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { localToInstant, localToday } from "../../lib/domain/availability/rules";
import { quote } from "../../lib/domain/pricing";
import { createDb } from "../../lib/infra/db";
import { importStudio, type StudioFile } from "../../lib/domain/studios/import";
import { BENCH_HOURS, BENCH_TZ } from "./studio";
import { addDaysIso, mulberry32 } from "./util";
import { localStart } from "../../lib/contract/rates";

const MIN = 60_000;
const HHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const REF_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export type SeedSummary = {
  studioId: string;
  rooms: number;
  calendarBlocks: number;
  holds: number;
  bookings: number;
  slotClaims: number;
  messages: number;
  futureItems: number;
  byKind: Record<string, number>;
  /** Manage tokens of some future confirmed bookings (readers of the soak use them). */
  manageTokens: string[];
  seedMs: number;
};

type Row = Record<string, unknown>;

function openMinutes(weekday: number): [number, number] | null {
  const h = BENCH_HOURS.find((x) => x.dayOfWeek === weekday);
  if (!h || h.isClosed) return null;
  const p = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return [p(h.openTime), p(h.closeTime)];
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

async function insertJson(client: pg.Client, sql: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await client.query(sql, [JSON.stringify(rows.slice(i, i + 1000))]);
}

/** Import the studio, then write the bookings, holds, claims and messages. */
export async function seedStudio(
  url: string,
  file: StudioFile,
  now: number,
  opts: { pastDays?: number; futureDays?: number } = {},
): Promise<SeedSummary> {
  const started = Date.now();
  const db = createDb(url, 2);
  let studioId: string;
  try {
    studioId = (await importStudio(db, file)).studioId;
  } finally {
    await db.$disconnect();
  }

  const rnd = mulberry32(20261126);
  const today = localToday(now, BENCH_TZ);
  const pastDays = opts.pastDays ?? 14;
  const futureDays = opts.futureDays ?? 60;
  const holds: Row[] = [];
  const bookings: Row[] = [];
  const claims: Row[] = [];
  const messages: Row[] = [];
  const byKind: Record<string, number> = {};
  const manageTokens: string[] = [];
  const refs = new Set<string>();
  let futureItems = 0;
  let guestNo = 0;

  const newRef = () => {
    for (;;) {
      let s = "";
      for (let i = 0; i < 8; i++) s += REF_ALPHABET[Math.floor(rnd() * REF_ALPHABET.length)];
      const ref = `${s.slice(0, 4)}-${s.slice(4)}`;
      if (!refs.has(ref)) {
        refs.add(ref);
        return ref;
      }
    }
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  for (const room of file.rooms) {
    const blocks = file.calendarBlocks
      .filter((b) => b.roomId === room.id)
      .map((b) => ({ s: Date.parse(b.startsAt), e: Date.parse(b.endsAt) }));
    const buf = room.bufferMinutes * MIN;
    const step = room.stepMinutes;
    const gapSteps = Math.max(1, Math.ceil(200 / step));
    for (let d = -pastDays; d < futureDays; d++) {
      const date = addDaysIso(today, d);
      const hours = openMinutes(weekdayOf(date));
      if (!hours) continue;
      const [open, close] = hours;
      let cursor = Math.ceil((open + step * Math.floor(rnd() * gapSteps)) / step) * step;
      while (cursor < close) {
        const span = Math.floor(rnd() * rnd() * ((room.maxMinutes - room.minMinutes) / step + 1));
        const minutes = room.minMinutes + span * step;
        const startMin = cursor;
        const endMin = startMin + minutes;
        if (endMin > close) break;
        const startsAt = localToInstant(date, HHMM(startMin), BENCH_TZ);
        const endsAt = startsAt === null ? null : startsAt + minutes * MIN;
        cursor = Math.ceil((endMin + room.bufferMinutes + step * Math.floor(rnd() * gapSteps)) / step) * step;
        if (startsAt === null || endsAt === null) continue;
        if (blocks.some((b) => b.s < endsAt + buf && b.e > startsAt - buf)) continue;

        const past = startsAt <= now;
        if (!past) futureItems++;
        const r = rnd();
        let kind: string;
        if (past) kind = r < 0.9 ? "completed" : r < 0.94 ? "no_show" : "cancelled";
        else if (r < 0.78) kind = "confirmed";
        else if (r < 0.85) kind = "cancelled";
        else if (r < 0.88) kind = room.paymentModes.includes("card") ? "pending_payment" : "confirmed";
        else if (r < 0.93) kind = rnd() < 0.5 ? "hold_pending" : "hold_verified";
        else if (r < 0.95) kind = "hold_unswept";
        else if (r < 0.97) kind = "hold_expired";
        else kind = "hold_burnt";
        byKind[kind] = (byKind[kind] ?? 0) + 1;

        guestNo++;
        const holdId = randomUUID();
        const phone = rnd() < 0.7;
        const contact = phone ? `+346${String(10_000_000 + guestNo).slice(-8)}` : `guest${guestNo}@example.com`;
        const price = quote(room, localStart(date, HHMM(startMin)), minutes);
        const createdAt = Math.min(now - 30 * MIN, startsAt - Math.floor(1 + rnd() * 20) * 86_400_000);
        const isBooking = !kind.startsWith("hold_");
        let holdStatus = "confirmed";
        let holdExpires = createdAt + 12 * MIN;
        let claimExpires: number | null | undefined; // undefined = no claim
        if (kind === "hold_pending" || kind === "hold_verified") {
          holdStatus = kind === "hold_pending" ? "pending" : "verified";
          holdExpires = now + Math.floor(6 + rnd() * 6) * MIN;
          claimExpires = holdExpires;
        } else if (kind === "hold_unswept") {
          holdStatus = "pending";
          holdExpires = now - Math.floor(1 + rnd() * 50) * MIN;
          claimExpires = holdExpires;
        } else if (kind === "hold_expired") {
          holdStatus = "expired";
        } else if (kind === "hold_burnt") {
          holdStatus = "burnt";
        }
        const holdCreated =
          kind.startsWith("hold_") && kind !== "hold_expired" && kind !== "hold_burnt" ? holdExpires - 12 * MIN : createdAt;
        holds.push({
          id: holdId,
          clientNets: [],
          studioId,
          roomId: room.id,
          idempotencyKey: randomUUID(),
          requestHash: randomBytes(32).toString("hex"),
          status: holdStatus,
          startsAt: iso(startsAt),
          endsAt: iso(endsAt),
          date,
          startTime: HHMM(startMin),
          endTime: HHMM(endMin % 1440),
          minutes,
          priceCents: price.priceCents,
          depositCents: price.depositCents,
          currency: price.currency,
          guestName: `Guest ${guestNo}`,
          channel: phone ? "phone" : "email",
          contact,
          contactMasked: phone ? `+34 ••• ••• ${contact.slice(-3)}` : `g•••@example.com`,
          locale: ["es", "ca", "en"][guestNo % 3],
          clientIp: `192.0.2.${guestNo % 250}`,
          codeHash: randomBytes(32).toString("hex"),
          devCodeSealed: null,
          codeSentAt: iso(holdCreated),
          sendCount: 1,
          wrongAttempts: kind === "hold_burnt" ? 5 : 0,
          expiresAt: iso(holdExpires),
          createdAt: iso(holdCreated),
        });

        if (isBooking) {
          const bookingId = randomUUID();
          const token = randomBytes(32).toString("hex");
          const card = kind === "pending_payment" || (room.paymentModes.includes("card") && rnd() < 0.3 && kind !== "cancelled");
          const paymentDueAt = kind === "pending_payment" ? now + Math.floor(8 + rnd() * 11) * MIN : null;
          const bookingStatus = kind;
          const paymentStatus = kind === "pending_payment" ? "pending" : card ? "deposit_paid" : kind === "completed" ? "paid" : "unpaid";
          bookings.push({
            id: bookingId,
            holdId,
            reference: newRef(),
            studioId,
            roomId: room.id,
            status: bookingStatus,
            paymentMode: card ? "card" : "on_site",
            paymentStatus,
            guestName: `Guest ${guestNo}`,
            channel: phone ? "phone" : "email",
            contact,
            email: null,
            locale: ["es", "ca", "en"][guestNo % 3],
            startsAt: iso(startsAt),
            endsAt: iso(endsAt),
            date,
            startTime: HHMM(startMin),
            endTime: HHMM(endMin % 1440),
            minutes,
            priceCents: price.priceCents,
            depositCents: card ? price.depositCents : 0,
            currency: price.currency,
            cancelNoticeHours: room.cancelNoticeHours,
            notes: null,
            paymentDueAt: paymentDueAt === null ? null : iso(paymentDueAt),
            paymentIntentId: card ? `pi_bench_${bookingId.replace(/-/g, "")}` : null,
            manageTokenHash: createHash("sha256").update(token).digest("hex"),
            cancelReason: kind === "cancelled" ? "Plans changed" : null,
            cancelledBy: kind === "cancelled" ? "guest" : null,
            cancelledAt: kind === "cancelled" ? iso(Math.min(now - MIN, createdAt + 86_400_000)) : null,
            createdAt: iso(createdAt + MIN),
            updatedAt: iso(createdAt + MIN),
            sequence: 0,
          });
          if (kind === "confirmed" && manageTokens.length < 500) manageTokens.push(token);
          if (kind !== "pending_payment") {
            for (const k of ["booking_confirmed", "studio_new_booking"]) {
              messages.push({
                id: randomUUID(),
                key: `${bookingId}:${k}`,
                bookingId,
                kind: k,
                channel: k === "booking_confirmed" && phone ? "phone" : "email",
                recipient: k === "booking_confirmed" ? contact : "bench@studio.example",
                locale: "es",
                status: "sent",
                sendAfter: iso(createdAt + MIN),
                attempts: 1,
                lastError: null,
                sentAt: iso(createdAt + 2 * MIN),
                createdAt: iso(createdAt + MIN),
                sealed: null,
              });
            }
          }
          if (kind === "confirmed" || kind === "completed" || kind === "no_show") claimExpires = null;
          else if (kind === "pending_payment") claimExpires = paymentDueAt;
          if (claimExpires !== undefined) {
            claims.push({
              roomId: room.id,
              holdId,
              bookingId,
              startsAt: iso(startsAt),
              endsAt: iso(endsAt),
              span: `[${iso(startsAt)},${iso(endsAt + buf)})`,
              expiresAt: claimExpires === null ? null : iso(claimExpires),
            });
          }
        } else if (claimExpires !== undefined) {
          claims.push({
            roomId: room.id,
            holdId,
            bookingId: null,
            startsAt: iso(startsAt),
            endsAt: iso(endsAt),
            span: `[${iso(startsAt)},${iso(endsAt + buf)})`,
            expiresAt: claimExpires === null ? null : iso(claimExpires),
          });
        }
      }
    }
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("BEGIN");
    // json_populate_recordset leaves a key the rows lack NULL, not its column's default: the jsonb arrays are given.
    const arrays = { priceLines: [], extras: [] };
    await insertJson(
      client,
      `INSERT INTO hold SELECT * FROM json_populate_recordset(NULL::hold, $1::json)`,
      holds.map((h) => ({ ...arrays, ...h })),
    );
    await insertJson(
      client,
      `INSERT INTO booking SELECT * FROM json_populate_recordset(NULL::booking, $1::json)`,
      // No payments at the studio are seeded (docs/payments.md): a paid booking owes nothing by its status.
      bookings.map((b) => ({ ...arrays, paidAtStudioCents: 0, ...b })),
    );
    await insertJson(
      client,
      `INSERT INTO slot_claim ("roomId", "holdId", "bookingId", "startsAt", "endsAt", span, "expiresAt")
       SELECT "roomId", "holdId", "bookingId", "startsAt", "endsAt", span, "expiresAt" FROM json_populate_recordset(NULL::slot_claim, $1::json)`,
      claims,
    );
    await insertJson(client, `INSERT INTO message SELECT * FROM json_populate_recordset(NULL::message, $1::json)`, messages);
    await client.query("COMMIT");
    await client.query("ANALYZE");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
  return {
    studioId,
    rooms: file.rooms.length,
    calendarBlocks: file.calendarBlocks.length,
    holds: holds.length,
    bookings: bookings.length,
    slotClaims: claims.length,
    messages: messages.length,
    futureItems,
    byKind,
    manageTokens,
    seedMs: Date.now() - started,
  };
}
