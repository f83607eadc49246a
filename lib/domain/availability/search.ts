// Finding a room (docs/api.md, Finding a room): every room of a site bookable online, judged for one
// date, start and length by the one slot rule (rules.ts checkSlot), after one read of the busy time
// of all of them on that date (busy.ts busyOfRooms). Where a room that offersNearest the party is not free,
// the nearest free starts of the same length, from the same free spans availability serves: that
// date's, and only for a room with fewer than three there, the following days' up to a week, read
// for those rooms alone (a day's read of every room costs about one room's; a week's, twice that:
// docs/performance.md, Finding a room).
import type { Clock } from "../../infra/clock";
import type { DbOrTx } from "../../infra/db";
import type { FoundRoom, RoomSearch, RoomSearchQuery } from "../../contract/room-search";
import { isBookable, type RoomRecord, type SiteRecord } from "../sites";
import { roomPolicy } from "./room";
import { addDays, busyWindow, checkSlot, dateRange, freeStarts, localToInstant, type Interval, type RoomPolicy } from "./rules";
import { busyOfRooms } from "./busy";

/** How far the nearest free starts are looked for: the asked date and the six after it. */
const NEAREST_DAYS = 7;
const NEAREST_COUNT = 3;
const VERDICT_MISS = { OUTSIDE_HOURS: "closed", OUTSIDE_BOOKING_WINDOW: "outside_window", SLOT_TAKEN: "taken" } as const;

type Candidate = { date: string; startTime: string; at: number };

export async function findRooms(db: DbOrTx, clock: Clock, site: SiteRecord, q: RoomSearchQuery): Promise<RoomSearch> {
  const now = clock.now();
  const timezone = site.payload.studio.timezone;
  // Rooms a guest can book now: none until the studio is verified (a hold would be refused, docs/signup.md).
  const rooms = site.payload.studio.isVerified ? site.rooms.filter((r) => isBookable(site, r)) : [];
  const answer = { date: q.date, startTime: q.startTime, minutes: q.minutes, partySize: q.partySize ?? null, timezone };
  if (!rooms.length) return { ...answer, rooms: [] };
  const asked = localToInstant(q.date, q.startTime, timezone) ?? now.getTime();
  const busyOn = (of: RoomRecord[], dates: string[]) => {
    // One window for the rooms read: the widest buffer of them.
    const policy = { ...roomPolicy(site, of[0]), bufferMinutes: Math.max(...of.map((r) => r.bufferMinutes)) };
    return busyOfRooms(
      db,
      of.map((r) => r.id),
      busyWindow(policy, dates[0], dates[dates.length - 1]),
      now,
    );
  };
  const nearest = (room: RoomRecord, policy: RoomPolicy, dates: string[], busy: Interval[]): Candidate[] =>
    freeStarts(policy, dates, busy, now.getTime(), q.minutes, room.stepMinutes);
  const byDistance = (xs: Candidate[]) =>
    xs
      .sort((a, b) => Math.abs(a.at - asked) - Math.abs(b.at - asked) || a.at - b.at)
      .slice(0, NEAREST_COUNT)
      .map(({ date, startTime }) => ({ date, startTime }));

  const onDay = await busyOn(rooms, [q.date]);
  // Per room: its verdict, its policy, and the free starts of that length (for a room that is not free
  // but offersNearest the party and books that length).
  const found = new Map<string, { room: FoundRoom; policy: RoomPolicy; offersNearest: boolean; candidates: Candidate[] }>();
  for (const room of rooms) {
    const busy = onDay.get(room.id) ?? [];
    const policy = roomPolicy(site, room);
    const verdict = judge(policy, room, q, busy, now.getTime());
    const offersNearest = !verdict.free && verdict.reason !== "too_small" && verdict.reason !== "length";
    found.set(room.id, { room: verdict, policy, offersNearest, candidates: offersNearest ? nearest(room, policy, [q.date], busy) : [] });
  }
  // The following days, only for those rooms with fewer than three starts on the day.
  const short = rooms.filter((r) => {
    const f = found.get(r.id)!;
    return f.offersNearest && f.candidates.length < NEAREST_COUNT;
  });
  if (short.length) {
    const later = dateRange(addDays(q.date, 1), addDays(q.date, NEAREST_DAYS - 1));
    const busy = await busyOn(short, later);
    for (const room of short) {
      const f = found.get(room.id)!;
      f.candidates.push(...nearest(room, f.policy, later, busy.get(room.id) ?? []));
    }
  }
  return {
    ...answer,
    rooms: rooms.map((r) => {
      const f = found.get(r.id)!;
      return { ...f.room, nearest: byDistance(f.candidates) };
    }),
  };
}

/** Free, or why not: the party, the length, then the slot rule's verdict. */
function judge(policy: RoomPolicy, room: RoomRecord, q: RoomSearchQuery, busy: Interval[], now: number): FoundRoom {
  const miss = (reason: FoundRoom["reason"]): FoundRoom => ({ roomId: room.id, free: false, reason, nearest: [] });
  if (q.partySize !== undefined && q.partySize > room.capacity) return miss("too_small");
  if (q.minutes < room.minMinutes || q.minutes > room.maxMinutes || q.minutes % room.stepMinutes !== 0) return miss("length");
  const slot = { date: q.date, startTime: q.startTime, durationMinutes: q.minutes, stepMinutes: room.stepMinutes };
  const verdict = checkSlot(policy, slot, busy, now).verdict;
  return verdict === "free" ? { roomId: room.id, free: true, reason: null, nearest: [] } : miss(VERDICT_MISS[verdict]);
}
