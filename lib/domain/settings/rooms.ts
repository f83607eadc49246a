// Rooms in the settings (docs/studio-settings.md, API): add, edit, deactivate, delete (only a room
// no booking or hold ever named) and re-order. Each change is validated as part of the whole studio
// file, in one transaction under the studio row's lock, and audited with a field-level diff.
// A booking keeps its own price, deposit and cancellation notice (its snapshot), so a new price
// or policy never reaches bookings already made.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiError, notFound } from "../../contract/errors";
import { Locale } from "../../contract/schemas";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx, Prisma } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { cardPaymentsAvailable } from "../payments/availability";
import { refuseUnkeptPayments } from "../payments/modes";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { readSettings } from "./read";
import { checkSettingsVersion, diff, lockStudio, validateFile, type ValidFile } from "./save";
import type { StudioJson } from "./types";
import { asJson, pickFields, siteContentOf, type SiteContent } from "../json-columns";

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
  "rateWindows",
  "longFromMinutes",
  "longHourlyCents",
] as const;

function checkFields(patch: Record<string, unknown>, i: number | "new"): void {
  const bad = Object.keys(patch).filter((k) => !(ROOM_FIELDS as readonly string[]).includes(k));
  if (bad.length) throw new ApiError("VALIDATION_ERROR", bad.map((k) => `rooms.${i}.${k}: cannot be changed here`).join("; "));
}

function roomData(r: ValidFile["rooms"][number]): Prisma.RoomUncheckedUpdateInput {
  return pickFields(r, ROOM_FIELDS);
}

/**
 * A room's name and description in the site's other languages (docs/studio-settings.md, Dashboard
 * pages): kept where the site pages read them, `site.content.translations[locale].rooms[roomId]`;
 * the main language's are the room's own fields. A blank text removes that language's text.
 */
const RoomTexts = z.partialRecord(
  Locale,
  z.object({ name: z.string().trim().max(120).optional(), description: z.string().trim().max(4000).optional() }).strict(),
);
type RoomTexts = z.output<typeof RoomTexts>;

function parseTexts(raw: unknown, i: number, site: StudioJson["site"]): RoomTexts {
  const r = RoomTexts.safeParse(raw);
  if (!r.success)
    throw new ApiError(
      "VALIDATION_ERROR",
      r.error.issues.map((x) => `rooms.${i}.translations${x.path.map((p) => `.${String(p)}`).join("")}: ${x.message}`).join("; "),
    );
  const bad = Object.keys(r.data).filter((l) => !site.locales.some((x) => x === l) || l === site.defaultLocale);
  if (bad.length)
    throw new ApiError(
      "VALIDATION_ERROR",
      bad.map((l) => `rooms.${i}.translations.${l}: is not one of the site's other languages`).join("; "),
    );
  return r.data;
}

/** The studio's site content with this room's texts replaced per language; `before`/`after` for the audit. */
function withTexts(content: SiteContent, roomId: string, texts: RoomTexts) {
  const translations = { ...(content.translations ?? {}) };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [l, t] of Object.entries(texts)) {
    const lang = { ...(translations[l] ?? {}) };
    const rooms = { ...(lang.rooms ?? {}) };
    before[l] = rooms[roomId] ?? null;
    const next = { ...(rooms[roomId] ?? {}) };
    for (const k of ["name", "description"] as const) {
      if (t?.[k] === undefined) continue;
      if (t[k]) next[k] = t[k];
      else delete next[k];
    }
    if (Object.keys(next).length) rooms[roomId] = next;
    else delete rooms[roomId];
    after[l] = rooms[roomId] ?? null;
    translations[l] = { ...lang, rooms };
  }
  return { content: { ...content, translations }, before, after };
}

/**
 * A room's payment modes as the dashboard sets them: at least one (a room nobody can pay for
 * cannot be booked), each once, and `card` turned on only while the studio takes card payments
 * (Bookings settings). Checked only when the save sets them, so files imported earlier keep saving.
 */
function checkModes(fields: Record<string, unknown>, i: number | "new", current: StudioJson): void {
  const sent = fields.paymentModes;
  if (!("paymentModes" in fields) || !Array.isArray(sent)) return;
  const modes: readonly unknown[] = sent;
  const path = `rooms.${i === "new" ? current.rooms.length : i}.paymentModes`;
  if (modes.length === 0) throw new ApiError("VALIDATION_ERROR", `${path}: choose at least one payment mode`);
  if (new Set(modes).size !== modes.length) throw new ApiError("VALIDATION_ERROR", `${path}: lists a mode twice`);
  // A room that already offers card keeps saving (card payments may be off only for a while).
  const had: readonly string[] = i === "new" ? [] : current.rooms[i].paymentModes;
  if (modes.includes("card") && !had.includes("card") && !current.booking.cardPayments)
    throw new ApiError("VALIDATION_ERROR", `${path}: card is not available while the studio does not take card payments`);
}

/** The fields a card deposit's possibility depends on (lib/contract/price-rules.ts). */
const PAYMENT_FIELDS = ["paymentModes", "depositPercent", "hourlyCents", "minMinutes", "currency"];

/**
 * A room's payment settings that could never be kept (docs/studio-settings.md, Payment settings
 * that cannot be kept): card with a 0 % deposit or one under the card minimum for the shortest
 * booking, judged when the save sets a field they depend on; card alone while the studio cannot
 * take card deposits, when it sets `paymentModes` (a new room: always). After the studio file's own
 * rules, so the numbers are sound.
 */
async function checkPayments(tx: DbOrTx, studioId: string, file: ValidFile, i: number, fields: Record<string, unknown> | "new") {
  const all = fields === "new";
  if (!all && !PAYMENT_FIELDS.some((f) => f in fields)) return;
  const s = await tx.studio.findUniqueOrThrow({ where: { id: studioId }, select: { stripeAccountId: true, stripeChargesEnabled: true } });
  const cardWorks = cardPaymentsAvailable({ ...s, cardPayments: file.booking.cardPayments });
  refuseUnkeptPayments(file.rooms[i], all || "paymentModes" in fields ? cardWorks : null, `rooms.${i}`);
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
    // The version the room's form was read at (docs/decisions-platform.md, Settings versions).
    const { translations: rawTexts, version, ...fields } = patch;
    checkSettingsVersion(current, { roomId }, version);
    checkFields(fields, i);
    checkModes(fields, i, current);
    const texts = rawTexts === undefined ? null : parseTexts(rawTexts, i, current.site);
    const before: Record<string, unknown> = current.rooms[i];
    const rooms: unknown[] = current.rooms.slice();
    rooms[i] = { ...current.rooms[i], ...fields };
    const edited = texts ? withTexts(current.site.content ?? {}, roomId, texts) : null;
    const file = validateFile({ ...current, rooms, site: edited ? { ...current.site, content: edited.content } : current.site });
    await checkPayments(tx, actor.studioId, file, i, fields);
    const after = file.rooms[i];
    const changes: Record<string, Prisma.InputJsonValue | null | undefined> = { ...diff(before, after, ROOM_FIELDS) };
    if (edited && JSON.stringify(edited.before) !== JSON.stringify(edited.after))
      changes.translations = asJson({ from: edited.before, to: edited.after });
    if (Object.keys(changes).length === 0) return current;
    await tx.room.update({ where: { id: roomId }, data: roomData(after) });
    if (edited && changes.translations)
      await tx.siteConfig.update({ where: { studioId: actor.studioId }, data: { content: asJson(edited.content) } });
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
    checkModes(body, "new", current);
    const id = randomUUID();
    const file = validateFile({ ...current, rooms: [...current.rooms, { ...body, id }] });
    await checkPayments(tx, actor.studioId, file, file.rooms.length - 1, "new");
    // The file's room is every room field (ROOM_FIELDS) and this id.
    const room = file.rooms[file.rooms.length - 1];
    await tx.room.create({ data: { ...room, id, studioId: actor.studioId, position: file.rooms.length - 1 } });
    await audit(tx, actor, { action: "room.create", detail: { roomId: id, name: room.name }, at: clock.now() });
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
    // Its promo codes name it no more; one that named only this room had no other, so it is
    // deactivated rather than left for every room (docs/pricing.md, Promo codes).
    await tx.$executeRaw`
      UPDATE promo_code SET "roomIds" = array_remove("roomIds", ${roomId}::uuid), active = active AND cardinality("roomIds") > 1
       WHERE "studioId" = ${actor.studioId}::uuid AND ${roomId}::uuid = ANY("roomIds")`;
    // Its texts in the other languages go with it.
    const site = await tx.siteConfig.findUnique({ where: { studioId: actor.studioId }, select: { content: true } });
    const content = siteContentOf(site?.content ?? {});
    if (content.translations && Object.values(content.translations).some((t) => t?.rooms && roomId in t.rooms)) {
      const translations = Object.fromEntries(
        Object.entries(content.translations).map(([l, t]) => {
          const rooms = { ...(t?.rooms ?? {}) };
          delete rooms[roomId];
          return [l, { ...t, rooms }];
        }),
      );
      await tx.siteConfig.update({
        where: { studioId: actor.studioId },
        data: { content: asJson({ ...content, translations }) },
      });
    }
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
