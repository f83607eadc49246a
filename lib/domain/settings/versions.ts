// The version a settings form was read at (docs/decisions-platform.md, Settings versions): per section and
// per room, a digest of exactly the values that save may write. A save that carries a version
// which no longer matches answers 409 STALE_VERSION with the current values, so two owners (or
// two tabs) never silently revert each other; a save of another section or room never makes it
// stale, since its values are not part of the digest.
import { createHash } from "node:crypto";
import { ApiError } from "../../contract/errors";
import type { StudioJson } from "./types";
import type { SettingsVersions } from "../../contract/studio-schemas";
import { isRecord, type SiteContent } from "../json-columns";

export type { SettingsVersions };
/** A settings section with one version (every part but the rooms). */
type SectionPart = Exclude<keyof SettingsVersions, "rooms">;
export type VersionedPart = SectionPart | { roomId: string };
/** The fields a section's save writes. */
type FieldsOf = (section: SectionPart) => readonly string[];

/**
 * Fields with their own endpoints (logo and cover, room photos: saved at once, not by a form's
 * Save) are left out, so an upload never makes the form beside it stale.
 */
const OWN_ENDPOINTS = new Set(["logoUrl", "coverImageUrl", "photos"]);

/** JSON with object keys sorted, so the digest does not depend on key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isRecord(v))
    return `{${Object.keys(v)
      .sort()
      .filter((k) => v[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  return JSON.stringify(v ?? null);
}
const digest = (v: unknown) => createHash("sha256").update(canonical(v)).digest("base64url").slice(0, 16);
const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => !OWN_ENDPOINTS.has(k)).map((k) => [k, o[k] ?? null]));

/** The site texts without the rooms' translations, which are each room's (saved with the room). */
function textsOf(content: SiteContent | undefined): Record<string, unknown> {
  const c: Record<string, unknown> = { ...content };
  const tr = content?.translations;
  if (tr) c.translations = Object.fromEntries(Object.entries(tr).map(([l, t]) => [l, { ...t, rooms: undefined }]));
  return c;
}

/** One room's values: its fields and its texts in the other languages. */
function roomOf(file: StudioJson, roomId: string): Record<string, unknown> {
  const tr: SiteContent["translations"] = file.site.content?.translations ?? {};
  const room = file.rooms.find((r) => r.id === roomId);
  return {
    room: room ? Object.fromEntries(Object.entries(room).filter(([k]) => !OWN_ENDPOINTS.has(k))) : null,
    texts: Object.fromEntries(Object.entries(tr).map(([l, t]) => [l, t?.rooms?.[roomId] ?? null])),
  };
}

/** What each versioned part holds (the values its save may write). */
function valuesOf(file: StudioJson, part: VersionedPart, fields: FieldsOf): Record<string, unknown> {
  if (typeof part === "object") return roomOf(file, part.roomId);
  if (part === "texts") return { content: textsOf(file.site.content) };
  const from = part === "booking" ? file.booking : part === "site" ? file.site : file.studio;
  return pick(from, fields(part));
}

export function settingsVersions(file: StudioJson, fields: FieldsOf): SettingsVersions {
  const of = (p: SectionPart) => digest(valuesOf(file, p, fields));
  return {
    studio: of("studio"),
    booking: of("booking"),
    site: of("site"),
    texts: of("texts"),
    hours: of("hours"),
    policies: of("policies"),
    rooms: Object.fromEntries(file.rooms.map((r) => [r.id, digest(roomOf(file, r.id))])),
  };
}

/**
 * Refuse a save read at another version of its part: 409 STALE_VERSION, with the current version
 * and values in `details` so the form can offer to load them. No version = no check (the studio
 * file's import and older clients; each save still writes only its own part).
 */
export function checkVersion(file: StudioJson, part: VersionedPart, version: unknown, fields: FieldsOf): void {
  if (version === undefined || version === null) return;
  const values = valuesOf(file, part, fields);
  const current = digest(values);
  if (version === current) return;
  const name = typeof part === "object" ? "rooms" : part;
  throw new ApiError("STALE_VERSION", `${name}: changed since it was read; load the current values and save again`, {
    details: {
      part: name,
      ...(typeof part === "object" ? { roomId: part.roomId } : {}),
      version: current,
      current: values,
    },
  });
}
