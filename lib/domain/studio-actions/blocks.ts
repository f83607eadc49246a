// Staff block a room's time (docs/studio-actions.md, Blocking time). A manual block is a
// calendar_block row (source 'manual': a studio re-import or a feed sync never deletes it) and a
// claim of the room like a booking's ([startsAt, endsAt + buffer), no expiry), so the exclusion
// constraint keeps it and holds or bookings apart under any race, and availability loses the
// time at once. Refused (409 SLOT_TAKEN, naming it) when a booking, a live hold or another
// manual block is in the way; file and feed blocks may overlap it. Removing it frees the time.
import type { Clock } from "../../infra/clock";
import type { Db } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { ApiError, notFound } from "../../contract/errors";
import { Uuid } from "../../contract/schemas";
import { claimForBlock, claimInTheWay, slotTakenOr } from "../availability/busy";
import { isoInZone } from "../bookings/view";
import type { StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { claimDetails, describeClaim, lockForClaim } from "./slot";

/** The longest manual block: a year (longer closures belong in the studio file's hours). */
const BLOCK_MAX_MS = 366 * 24 * 3_600_000;

export type ManualBlock = {
  id: string;
  roomId: string;
  startsAt: string;
  endsAt: string;
  note: string | null;
  source: "manual";
  groupId: string | null;
};
/** Which blocks a removal takes (docs/studio-actions.md, Blocking several rooms or every week). */
export type BlockScope = "one" | "following" | "all";
export type NewBlock = { roomId: string; startsAt: string; endsAt: string; note?: string | null };

async function studioRoom(db: Db, actor: StaffActor, roomId: string) {
  const room = Uuid.safeParse(roomId).success
    ? await db.room.findFirst({ where: { id: roomId, studioId: actor.studioId }, include: { studio: { select: { timezone: true } } } })
    : null;
  if (!room) throw notFound("Room");
  return room;
}

export async function createBlock(db: Db, clock: Clock, actor: StaffActor, input: NewBlock): Promise<ManualBlock> {
  const now = clock.now();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (!(endsAt.getTime() > startsAt.getTime())) throw new ApiError("VALIDATION_ERROR", "endsAt: must be after startsAt");
  if (endsAt.getTime() <= now.getTime()) throw new ApiError("VALIDATION_ERROR", "endsAt: must be in the future");
  if (endsAt.getTime() - startsAt.getTime() > BLOCK_MAX_MS)
    throw new ApiError("VALIDATION_ERROR", "endsAt: a block may last a year at most");
  const room = await studioRoom(db, actor, input.roomId);
  const tz = room.studio.timezone;
  const spanEnd = new Date(endsAt.getTime() + room.bufferMinutes * 60_000);
  const note = input.note?.trim() ? input.note.trim() : null;

  const block = await inTransaction(db, async (tx) => {
    await lockForClaim(tx, room.id);
    // Under the claim lock nothing new can appear, so what is in the way is named here; the
    // constraint below stays the final word.
    const inTheWay = await claimInTheWay(tx, room.id, startsAt, spanEnd, now);
    if (inTheWay)
      throw new ApiError("SLOT_TAKEN", `This time overlaps ${describeClaim(inTheWay, tz)}`, { details: claimDetails(inTheWay, tz) });
    const b = await tx.calendarBlock.create({
      data: { roomId: room.id, startsAt, endsAt, note, source: "manual", createdBy: actor.userId, createdAt: now },
    });
    try {
      await claimForBlock(tx, { roomId: room.id, blockId: b.id, startsAt, endsAt, bufferMinutes: room.bufferMinutes, now });
    } catch (e) {
      throw slotTakenOr(e);
    }
    await audit(tx, actor, {
      action: "block.create",
      detail: { blockId: b.id, roomId: room.id, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), note },
      at: now,
    });
    return b;
  });
  return {
    id: block.id,
    roomId: room.id,
    startsAt: isoInZone(startsAt, tz),
    endsAt: isoInZone(endsAt, tz),
    note,
    source: "manual",
    groupId: null,
  };
}

/**
 * Remove a manual block (its claim goes with it); a file or feed block of the studio is
 * INVALID_STATE. With a group: `following` also removes the group's blocks that start at or after
 * it (every room), `all` the whole group; a lone block is one whatever the scope. Answers the block
 * asked about and how many went.
 */
export async function deleteBlock(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  blockId: string,
  scope: BlockScope = "one",
): Promise<ManualBlock & { removed: number }> {
  if (!Uuid.safeParse(blockId).success) throw notFound("Block");
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; source: string; groupId: string | null; startsAt: Date }[]>`
      SELECT b.id, b.source, b."groupId", b."startsAt" FROM calendar_block b JOIN room r ON r.id = b."roomId"
       WHERE b.id = ${blockId}::uuid AND r."studioId" = ${actor.studioId}::uuid FOR UPDATE OF b`;
    if (rows.length === 0) throw notFound("Block");
    if (rows[0].source !== "manual")
      throw new ApiError(
        "INVALID_STATE",
        rows[0].source === "feed"
          ? "This block comes from a calendar feed; remove the event from that calendar"
          : "This block comes from the studio file; change the file and import it again",
      );
    const { groupId, startsAt } = rows[0];
    // The group's rows, locked in one statement; every one is this studio's (a group is made in one studio).
    const others =
      groupId && scope !== "one"
        ? await tx.$queryRaw<{ id: string }[]>`
            SELECT id FROM calendar_block
             WHERE "groupId" = ${groupId}::uuid AND id <> ${blockId}::uuid AND source = 'manual'
               AND (${scope === "all"} OR "startsAt" >= ${startsAt})
             ORDER BY id FOR UPDATE`
        : [];
    const b = await tx.calendarBlock.delete({
      where: { id: blockId },
      include: { room: { include: { studio: { select: { timezone: true } } } } },
    });
    if (others.length > 0) await tx.calendarBlock.deleteMany({ where: { id: { in: others.map((o) => o.id) } } });
    await audit(tx, actor, {
      action: "block.delete",
      detail: {
        blockId: b.id,
        roomId: b.roomId,
        startsAt: b.startsAt.toISOString(),
        endsAt: b.endsAt.toISOString(),
        note: b.note,
        ...(groupId ? { groupId, scope, removed: 1 + others.length } : {}),
      },
      at: now,
    });
    const tz = b.room.studio.timezone;
    return {
      id: b.id,
      roomId: b.roomId,
      startsAt: isoInZone(b.startsAt, tz),
      endsAt: isoInZone(b.endsAt, tz),
      note: b.note,
      source: "manual",
      groupId: b.groupId,
      removed: 1 + others.length,
    };
  });
}
