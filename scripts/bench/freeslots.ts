// Free slots of the seeded studio, decided by the service's own rule (lib/domain/availability/rules.ts
// checkSlot over the busy intervals lib/domain/availability/busy.ts would read), so every create-hold request of the
// bench targets a slot the server will accept. Picked slots are added to the busy list as they
// are chosen: no two of them overlap, buffers included.
import pg from "pg";
import { availableDays, checkSlot, dateRange, localToday, type Interval, type RoomPolicy } from "../../lib/domain/availability/rules";
import type { StudioFile } from "../../lib/domain/studios/import";
import { BENCH_HOURS, BENCH_TZ } from "./studio";
import { addDaysIso } from "./util";

export type Slot = { roomId: string; date: string; startTime: string; durationMinutes: number };
type Room = StudioFile["rooms"][number];

const HHMM = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export function policyOf(room: Room): RoomPolicy {
  return {
    timezone: BENCH_TZ,
    operatingHours: BENCH_HOURS,
    minNoticeMin: room.minNoticeMin,
    maxAdvanceDays: room.maxAdvanceDays,
    bufferMinutes: room.bufferMinutes,
  };
}

/** Busy intervals per room as the service sees them at `now` (live claims + calendar blocks). */
export async function loadBusy(url: string, now: number): Promise<Map<string, Interval[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ roomId: string; s: string; e: string }>(
      `SELECT "roomId", extract(epoch FROM "startsAt") * 1000 AS s, extract(epoch FROM "endsAt") * 1000 AS e
         FROM slot_claim WHERE "expiresAt" IS NULL OR "expiresAt" > $1
       UNION ALL
       SELECT "roomId", extract(epoch FROM "startsAt") * 1000, extract(epoch FROM "endsAt") * 1000 FROM calendar_block`,
      [new Date(now)],
    );
    const out = new Map<string, Interval[]>();
    for (const r of rows) {
      const list = out.get(r.roomId) ?? [];
      list.push({ start: Number(r.s), end: Number(r.e) });
      out.set(r.roomId, list);
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Non-overlapping free slots of minimum duration, from `firstDay` days ahead to each room's
 * horizon, in room/date order. `exclude` slots (e.g. the soak's popular ones) count as busy.
 */
export function freeSlots(
  rooms: Room[],
  busy: Map<string, Interval[]>,
  now: number,
  opts: { firstDay?: number; lastDay?: number; exclude?: (Interval & { roomId: string })[] } = {},
): Slot[] {
  const today = localToday(now, BENCH_TZ);
  const out: Slot[] = [];
  for (const room of rooms) {
    const policy = policyOf(room);
    const taken: Interval[] = [...(busy.get(room.id) ?? []), ...(opts.exclude ?? []).filter((x) => x.roomId === room.id)];
    const last = Math.min(room.maxAdvanceDays - 1, opts.lastDay ?? Infinity);
    for (let d = opts.firstDay ?? 2; d <= last; d++) {
      const date = addDaysIso(today, d);
      const day = availableDays(policy, [date], taken, now)[0];
      for (const span of day.free) {
        let start = Math.ceil(toMin(span.start) / room.stepMinutes) * room.stepMinutes;
        const end = span.end === "24:00" ? 1440 : toMin(span.end);
        while (start + room.minMinutes <= end) {
          const slot = { roomId: room.id, date, startTime: HHMM(start), durationMinutes: room.minMinutes };
          const v = checkSlot(policy, { ...slot, stepMinutes: room.stepMinutes }, taken, now);
          if (v.verdict === "free") {
            out.push(slot);
            taken.push({ start: v.startsAt!, end: v.endsAt! });
            start += Math.ceil((room.minMinutes + 2 * room.bufferMinutes) / room.stepMinutes) * room.stepMinutes;
          } else {
            start += room.stepMinutes;
          }
        }
      }
    }
  }
  return out;
}

/**
 * Popular slots for the soak's races: in each of `rooms`, on a date `dayAhead` days out, three
 * overlapping variants (start s, s + step, s + 2·step, minimum duration) inside one free span,
 * so concurrent requests for different-but-overlapping slots meet in the exclusion constraint,
 * buffer included.
 */
export function popularSlots(
  rooms: Room[],
  busy: Map<string, Interval[]>,
  now: number,
  dayAhead: number,
): (Slot & { roomIndex: number })[] {
  const today = localToday(now, BENCH_TZ);
  const out: (Slot & { roomIndex: number })[] = [];
  rooms.forEach((room, roomIndex) => {
    const policy = policyOf(room);
    const need = room.minMinutes + 2 * room.stepMinutes;
    for (let d = dayAhead; d < dayAhead + 20; d++) {
      const dates = dateRange(addDaysIso(today, d), addDaysIso(today, d));
      const span = availableDays(policy, dates, busy.get(room.id) ?? [], now)[0].free.find(
        (s) => (s.end === "24:00" ? 1440 : toMin(s.end)) - Math.ceil(toMin(s.start) / room.stepMinutes) * room.stepMinutes >= need,
      );
      if (!span) continue;
      const s = Math.ceil(toMin(span.start) / room.stepMinutes) * room.stepMinutes;
      for (let k = 0; k < 3; k++)
        out.push({
          roomId: room.id,
          date: dates[0],
          startTime: HHMM(s + k * room.stepMinutes),
          durationMinutes: room.minMinutes,
          roomIndex,
        });
      return;
    }
  });
  return out;
}
