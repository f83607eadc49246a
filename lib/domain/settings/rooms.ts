// Rooms in the settings (docs/studio-settings.md, Rooms): add, edit, deactivate, delete (only a room
// no booking or hold ever named) and re-order. Each change is validated as part of the whole studio
// file, in one transaction under the studio row's lock, and audited with a field-level diff.
// A booking keeps its own price, deposit and cancellation notice (its snapshot), so a new price
// or policy never reaches bookings already made.
import { randomUUID } from "node:crypto";
import { ApiError, notFound } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import type { Db, Prisma } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { readSettings } from "./read";
import { diff, lockStudio, validateFile } from "./save";
import type { StudioJson } from "./types";

type RoomJson = StudioJson["rooms"][number];
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROOM_FIELDS = [
  "name",
  "description",
  "capacity",
  "roomType",
  "hourlyCents",
  "currency",
  "bookable",
  "minMinutes",
  "maxMinutes",
  "stepMinutes",
  "paymentModes",
  "depositPercent",
  "cancelNoticeHours",
  "instructions",
  "photos",
  "amenities",
  "active",
  "minNoticeMin",
  "maxAdvanceDays",
  "bufferMinutes",
] as const;

function checkFields(patch: Record<string, unknown>, i: number | "new"): void {
  const bad = Object.keys(patch).filter((k) => !(ROOM_FIELDS as readonly string[]).includes(k));
  if (bad.length) throw new ApiError("VALIDATION_ERROR", bad.map((k) => `rooms.${i}.${k}: cannot be changed here`).join("; "));
}

function roomData(r: Record<string, unknown>): Prisma.RoomUncheckedUpdateInput {
  const data: Record<string, unknown> = {};
  for (const f of ROOM_FIELDS) data[f] = r[f];
  return data as Prisma.RoomUncheckedUpdateInput;
}

/** Edit a room (deactivate = `active: false`): the merged room must pass the studio file's room rule. */
export async function updateRoom(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  roomId: string,
  patch: Record<string, unknown>,
): Promise<StudioJson> {
  requireOwner(actor, "settings");
  return inTransaction(db, async (tx) => {
    await lockStudio(tx, actor.studioId);
    const current = await readSettings(tx, actor.studioId);
    const i = current.rooms.findIndex((r) => r.id === roomId);
    if (i < 0) throw notFound("Room");
    checkFields(patch, i);
    const before = current.rooms[i] as Record<string, unknown>;
    const rooms = current.rooms.slice();
    rooms[i] = { ...current.rooms[i], ...patch } as RoomJson;
    const file = validateFile({ ...current, rooms });
    const after = file.rooms[i] as Record<string, unknown>;
    const changes = diff(before, after, ROOM_FIELDS);
    if (Object.keys(changes).length === 0) return current;
    await tx.room.update({ where: { id: roomId }, data: roomData(after) });
    await audit(tx, actor, { action: "settings.update", detail: { section: "rooms", roomId, changes }, at: clock.now() });
    return readSettings(tx, actor.studioId);
  });
}

/** Add a room at the end of the list. */
export async function addRoom(db: Db, clock: Clock, actor: StaffActor, body: Record<string, unknown>): Promise<StudioJson> {
  requireOwner(actor, "settings");
  checkFields(body, "new");
  return inTransaction(db, async (tx) => {
    await lockStudio(tx, actor.studioId);
    const current = await readSettings(tx, actor.studioId);
    const id = randomUUID();
    const file = validateFile({ ...current, rooms: [...current.rooms, { ...body, id } as RoomJson] });
    const room = file.rooms[file.rooms.length - 1] as Record<string, unknown>;
    await tx.room.create({
      data: { ...(roomData(room) as Prisma.RoomUncheckedCreateInput), id, studioId: actor.studioId, position: file.rooms.length - 1 },
    });
    await audit(tx, actor, { action: "room.create", detail: { roomId: id, name: String(room.name) }, at: clock.now() });
    return readSettings(tx, actor.studioId);
  });
}

/** Delete a room no booking or hold ever named; any other room can only be deactivated. */
export async function deleteRoom(db: Db, clock: Clock, actor: StaffActor, roomId: string): Promise<StudioJson> {
  requireOwner(actor, "settings");
  return inTransaction(db, async (tx) => {
    await lockStudio(tx, actor.studioId);
    const room = UUID_RE.test(roomId)
      ? await tx.room.findFirst({ where: { id: roomId, studioId: actor.studioId }, select: { id: true, name: true } })
      : null;
    if (!room) throw notFound("Room");
    const [bookings, holds] = await Promise.all([tx.booking.count({ where: { roomId } }), tx.hold.count({ where: { roomId } })]);
    if (bookings + holds > 0)
      throw new ApiError("INVALID_STATE", "This room has bookings or holds: deactivate it instead (bookings keep their room)");
    await tx.room.delete({ where: { id: roomId } });
    await audit(tx, actor, { action: "room.delete", detail: { roomId, name: room.name }, at: clock.now() });
    return readSettings(tx, actor.studioId);
  });
}

/** Re-order: `roomIds` must list every room of the studio exactly once. */
export async function reorderRooms(db: Db, clock: Clock, actor: StaffActor, roomIds: string[]): Promise<StudioJson> {
  requireOwner(actor, "settings");
  return inTransaction(db, async (tx) => {
    await lockStudio(tx, actor.studioId);
    const current = await readSettings(tx, actor.studioId);
    const have = current.rooms.map((r) => r.id);
    if (roomIds.length !== have.length || new Set(roomIds).size !== have.length || !roomIds.every((id) => have.includes(id)))
      throw new ApiError("VALIDATION_ERROR", "roomIds: must list every room of the studio exactly once");
    for (const [position, id] of roomIds.entries()) await tx.room.update({ where: { id }, data: { position } });
    await audit(tx, actor, {
      action: "settings.update",
      detail: { section: "rooms", changes: { order: { from: have, to: roomIds } } },
      at: clock.now(),
    });
    return readSettings(tx, actor.studioId);
  });
}
