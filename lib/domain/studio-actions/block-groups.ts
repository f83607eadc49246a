// Blocks of several rooms, the whole studio, or a weekly repeat (docs/studio-actions.md, Blocking
// several rooms or every week). Each block is still one calendar_block row per room and date with
// its own claim, exactly as a lone manual block (blocks.ts), so availability and the exclusion
// constraint see nothing new; the rows share a groupId so they can be removed together.
//
// The same rule as a lone block: a booking, a live hold or another manual block in the way refuses
// it. A group is made whole or not at all: the preview lists what is in the way of each block, the
// member skips those (or moves the booking), and creating with one left is 409 SLOT_TAKEN listing
// them all. Wall times are the studio's, per date (luxon), so 09:00–12:00 stays 09:00–12:00 across a
// clock change.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { BLOCK_GROUP_MAX_BLOCKS, BLOCK_GROUP_MAX_WEEKS } from "../../contract/studio-schemas";
import { ApiError, notFound } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { claimForBlock, claimInTheWay, slotTakenOr } from "../availability/busy";
import { isoInZone } from "../bookings/view";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import type { ManualBlock } from "./blocks";
import { claimDetails, lockForClaim, type ClaimDetails } from "./slot";

export type BlockRepeat = { weekdays?: number[]; everyWeeks?: 1 | 2; until?: string; count?: number };
export type NewBlockGroup = {
  rooms: "all" | string[];
  date: string;
  startTime: string;
  endTime: string;
  repeat?: BlockRepeat | null;
  skip?: { date: string; roomId: string }[];
  note?: string | null;
};
type BlockObstacle = ClaimDetails;
type BlockOccurrence = {
  date: string;
  roomId: string;
  startsAt: string;
  endsAt: string;
  skipped: boolean;
  conflict: BlockObstacle | null;
};
export type BlockGroupPreview = { occurrences: BlockOccurrence[]; blocks: number; conflicts: number };
export type BlockGroup = { groupId: string; blocks: ManualBlock[] };

const invalid = (message: string) => new ApiError("VALIDATION_ERROR", message);
const utcDate = (s: string) => DateTime.fromISO(s, { zone: "utc" });

/**
 * The studio-local dates of a group: the first date alone, or every date of the repeat's weekdays
 * (default: the first date's) in every week or every other week counted from the first date's
 * week, up to `until` or `count` dates, and never past 52 weeks from the first date. Dates are
 * calendar days (UTC arithmetic), so no clock change can shift one.
 */
export function blockDates(first: string, repeat?: BlockRepeat | null): string[] {
  if (!repeat) return [first];
  const start = utcDate(first);
  const last = start.plus({ days: BLOCK_GROUP_MAX_WEEKS * 7 - 1 });
  const until = repeat.until ? utcDate(repeat.until) : null;
  if (until && until < start) throw invalid("repeat.until: must not be before date");
  if (until && until > last) throw invalid(`repeat.until: a repeat spans ${BLOCK_GROUP_MAX_WEEKS} weeks at most`);
  const weekdays = new Set(repeat.weekdays ?? [start.weekday]);
  const every = repeat.everyWeeks ?? 1;
  const firstWeek = start.startOf("week");
  const out: string[] = [];
  for (let d = start; d <= (until ?? last); d = d.plus({ days: 1 })) {
    const week = Math.round(d.startOf("week").diff(firstWeek, "weeks").weeks);
    if (week % every !== 0 || !weekdays.has(d.weekday)) continue;
    out.push(d.toISODate()!);
    if (out.length === repeat.count) break;
  }
  if (repeat.count !== undefined && out.length < repeat.count)
    throw invalid(`repeat.count: more dates than fit in ${BLOCK_GROUP_MAX_WEEKS} weeks`);
  if (out.length === 0) throw invalid("repeat.weekdays: no date of the repeat falls on these weekdays");
  return out;
}

/**
 * A wall time of a date in the studio's zone. One the spring change skips is the instant the
 * clock jumps over it (02:30 on that night: 03:00), so a block covers every real minute its wall
 * times span; a repeated one (autumn) is its first occurrence, as elsewhere (docs/decisions-time.md,
 * Daylight saving time).
 */
function wallInstant(date: string, time: string, tz: string): DateTime {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone: tz });
  if (dt.toFormat("HH:mm") === time) return dt;
  // luxon put it after the gap by the size of the jump; the jump itself is within that many minutes before.
  const jump = dt.offset - dt.minus({ hours: 6 }).offset;
  for (let t = dt.minus({ minutes: jump }); t < dt; t = t.plus({ minutes: 1 })) if (t.offset === dt.offset) return t;
  return dt;
}

/**
 * A date's span in the studio's zone (wallInstant); an end of 00:00 is midnight at the end of the
 * date. A span wholly inside the missing hour is empty: null, nothing to block that day.
 */
function blockSpan(date: string, startTime: string, endTime: string, tz: string): { startsAt: Date; endsAt: Date } | null {
  const startsAt = wallInstant(date, startTime, tz);
  const endsAt =
    endTime === "00:00" ? wallInstant(utcDate(date).plus({ days: 1 }).toISODate()!, "00:00", tz) : wallInstant(date, endTime, tz);
  if (!(endsAt > startsAt)) return null;
  return { startsAt: startsAt.toJSDate(), endsAt: endsAt.toJSDate() };
}

type Planned = { date: string; roomId: string; startsAt: Date; endsAt: Date; bufferMinutes: number; skipped: boolean };
type Rooms = { id: string; bufferMinutes: number }[];

/** The rooms named (any room of the studio) or, for "all", every active room; another studio's is 404. */
async function groupRooms(db: DbOrTx, actor: StaffActor, rooms: NewBlockGroup["rooms"]): Promise<{ rooms: Rooms; tz: string }> {
  const studio = await db.studio.findUniqueOrThrow({ where: { id: actor.studioId }, select: { timezone: true } });
  const found =
    rooms === "all"
      ? await db.room.findMany({ where: { studioId: actor.studioId, active: true }, select: { id: true, bufferMinutes: true } })
      : await db.room.findMany({ where: { studioId: actor.studioId, id: { in: rooms } }, select: { id: true, bufferMinutes: true } });
  if (rooms !== "all" && found.length !== new Set(rooms).size) throw notFound("Room");
  if (found.length === 0) throw invalid("rooms: the studio has no active room");
  // One order for every claim lock taken below, so two groups over the same rooms cannot deadlock.
  return { rooms: found.sort((a, b) => (a.id < b.id ? -1 : 1)), tz: studio.timezone };
}

function plan(input: NewBlockGroup, rooms: Rooms, tz: string, now: Date): Planned[] {
  if (input.endTime !== "00:00" && input.endTime <= input.startTime) throw invalid("endTime: must be after startTime");
  const dates = blockDates(input.date, input.repeat);
  if (dates.length * rooms.length > BLOCK_GROUP_MAX_BLOCKS)
    throw invalid(`repeat: at most ${BLOCK_GROUP_MAX_BLOCKS} blocks (rooms × dates) at once`);
  const skip = new Set((input.skip ?? []).map((s) => `${s.date}/${s.roomId}`));
  const out: Planned[] = [];
  for (const date of dates) {
    const span = blockSpan(date, input.startTime, input.endTime, tz);
    if (!span) continue; // wholly inside the missing hour: nothing to block that day
    for (const r of rooms) out.push({ date, roomId: r.id, ...span, bufferMinutes: r.bufferMinutes, skipped: skip.has(`${date}/${r.id}`) });
  }
  const made = out.filter((p) => !p.skipped);
  if (made.length === 0) throw invalid("skip: nothing left to block");
  if (made[0].endsAt.getTime() <= now.getTime()) throw invalid("date: the first block has already ended");
  return out;
}

/**
 * A block's claim is [start, end + buffer), as a lone block's; the buffer is cut short where the
 * room's next block of the same group begins (whole days in a row), so a group never collides with
 * itself, and no guest's time sits between two blocks anyway.
 */
function claimEnds(planned: Planned[]): Map<Planned, Date> {
  const ends = new Map<Planned, Date>();
  const byRoom = new Map<string, Planned[]>();
  for (const p of planned.filter((x) => !x.skipped)) byRoom.set(p.roomId, [...(byRoom.get(p.roomId) ?? []), p]);
  for (const list of byRoom.values())
    list.forEach((p, i) => {
      const full = p.endsAt.getTime() + p.bufferMinutes * 60_000;
      const next = list[i + 1]?.startsAt.getTime() ?? Infinity;
      ends.set(p, new Date(Math.max(p.endsAt.getTime(), Math.min(full, next))));
    });
  return ends;
}

async function obstacles(tx: DbOrTx, planned: Planned[], tz: string, now: Date): Promise<Map<Planned, BlockObstacle>> {
  const ends = claimEnds(planned);
  const found = new Map<Planned, BlockObstacle>();
  for (const p of planned) {
    const c = await claimInTheWay(tx, p.roomId, p.startsAt, ends.get(p) ?? new Date(p.endsAt.getTime() + p.bufferMinutes * 60_000), now);
    if (c) found.set(p, claimDetails(c, tz));
  }
  return found;
}

/** What creating would make, and what is in the way of each block (skipped ones included, for the form). */
export async function previewBlockGroup(db: Db, clock: Clock, actor: StaffActor, input: NewBlockGroup): Promise<BlockGroupPreview> {
  const now = clock.now();
  const { rooms, tz } = await groupRooms(db, actor, input.rooms);
  const planned = plan(input, rooms, tz, now);
  const found = await obstacles(db, planned, tz, now);
  const occurrences = planned.map((p) => ({
    date: p.date,
    roomId: p.roomId,
    startsAt: isoInZone(p.startsAt, tz),
    endsAt: isoInZone(p.endsAt, tz),
    skipped: p.skipped,
    conflict: found.get(p) ?? null,
  }));
  return {
    occurrences,
    blocks: occurrences.filter((o) => !o.skipped).length,
    conflicts: occurrences.filter((o) => !o.skipped && o.conflict).length,
  };
}

/** Make every block of the group in one transaction, or none: 409 SLOT_TAKEN listing what is in the way. */
export async function createBlockGroup(db: Db, clock: Clock, actor: StaffActor, input: NewBlockGroup): Promise<BlockGroup> {
  const now = clock.now();
  const { rooms, tz } = await groupRooms(db, actor, input.rooms);
  const planned = plan(input, rooms, tz, now);
  const made = planned.filter((p) => !p.skipped);
  const note = input.note?.trim() ? input.note.trim() : null;
  const groupId = randomUUID();

  const blocks = await inTransaction(db, async (tx) => {
    for (const r of rooms) if (made.some((p) => p.roomId === r.id)) await lockForClaim(tx, r.id);
    // Under the claim locks nothing new can appear, so the list is complete; the constraint stays
    // the final word.
    const found = await obstacles(tx, made, tz, now);
    if (found.size > 0) {
      const list = [...found].map(([p, o]) => ({ date: p.date, roomId: p.roomId, ...o }));
      const first = list[0];
      throw new ApiError(
        "SLOT_TAKEN",
        `${list.length} of the ${made.length} blocks overlap a booking, a hold or a block (first: ${first.date}, ${first.kind}${first.reference ? ` ${first.reference}` : ""}); skip them or move what is in the way`,
        {
          details: {
            ...claimDetailsOf(first),
            count: list.length,
            conflicts: Object.fromEntries(list.map((c) => [`${c.date}/${c.roomId}`, c])),
          },
        },
      );
    }
    const ends = claimEnds(made);
    const rows = [];
    for (const p of made) {
      const b = await tx.calendarBlock.create({
        data: {
          roomId: p.roomId,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          note,
          source: "manual",
          createdBy: actor.userId,
          createdAt: now,
          groupId,
        },
      });
      const claimEnd = ends.get(p)!;
      try {
        await claimForBlock(tx, {
          roomId: p.roomId,
          blockId: b.id,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          bufferMinutes: (claimEnd.getTime() - p.endsAt.getTime()) / 60_000,
          now,
        });
      } catch (e) {
        throw slotTakenOr(e);
      }
      rows.push(b);
    }
    await audit(tx, actor, {
      action: "block.create",
      detail: {
        groupId,
        roomIds: [...new Set(made.map((p) => p.roomId))],
        dates: [...new Set(made.map((p) => p.date))],
        startTime: input.startTime,
        endTime: input.endTime,
        blocks: rows.length,
        note,
      },
      at: now,
    });
    return rows;
  });
  return {
    groupId,
    blocks: blocks.map((b) => ({
      id: b.id,
      roomId: b.roomId,
      startsAt: isoInZone(b.startsAt, tz),
      endsAt: isoInZone(b.endsAt, tz),
      note,
      source: "manual" as const,
      groupId,
    })),
  };
}

/** The first obstacle in SLOT_TAKEN's usual details, so a client that reads only those still names one. */
function claimDetailsOf(c: BlockObstacle & { date: string; roomId: string }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(c)) if (typeof v === "string") out[k] = v;
  return out;
}
