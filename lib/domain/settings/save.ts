// Saving a section of the studio's settings (docs/studio-settings.md). The section's fields are
// merged into the current settings and the WHOLE result is validated by the studio file's schema,
// so the dashboard and `npm run studio:import` follow one rule. One transaction, under the studio
// row's lock; audited with a field-level diff. Pages and the site payload follow through the
// row triggers that bump site_version and notify `site_changed` (docs/decisions-sites.md, Site cache).
import type { z } from "zod";
import { DateTime } from "luxon";
import { ApiError } from "../../contract/errors";
import type { Clock } from "../../infra/clock";
import { Prisma, type Db, type DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { StudioFile } from "../studios/import";
import { studioPhone } from "../studios/phone";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { checkSlot, instantToLocal, type HourException, type OperatingHours, type RoomPolicy } from "../availability/rules";
import { readSettings } from "./read";
import { setDomainClaim } from "../domains/claims";
import type { StudioJson } from "./types";
import { asJson, isRecord, pickFields, type SiteContent } from "../json-columns";
import { checkVersion, settingsVersions, type SettingsVersions } from "./versions";

export type Section = "studio" | "booking" | "site" | "texts" | "hours" | "policies";
type Part = "studio" | "booking" | "site";

/** What an owner may change per section; slug, verification and ratings stay the operator's. */
const SECTIONS: Record<Section, { part: Part; fields: readonly string[] }> = {
  studio: {
    part: "studio",
    fields: [
      "name",
      "description",
      "shortDescription",
      "studioType",
      "logoUrl",
      "coverImageUrl",
      "addressLine1",
      "addressLine2",
      "city",
      "postalCode",
      "country",
      "latitude",
      "longitude",
      "phone",
      "email",
      "notifyEmail",
      "website",
      "timezone",
    ],
  },
  booking: {
    part: "booking",
    fields: [
      "bookingOnline",
      "cardPayments",
      "captcha",
      "guestReschedule",
      "smsCountryCodes",
      "smsReminderHours",
      "dailyDigest",
      "noShowPolicy",
      "noShowThreshold",
      "onlineSeriesMaxWeeks",
    ],
  },
  site: { part: "site", fields: ["template", "locales", "defaultLocale", "customDomain"] },
  // The site's texts: hero, "about", and the studio's and rooms' texts in the other languages.
  texts: { part: "site", fields: ["content"] },
  hours: { part: "studio", fields: ["operatingHours", "hourExceptions"] },
  // Cancellation notice is per room (rooms section); the house rules text is the studio's.
  policies: { part: "studio", fields: ["houseRules"] },
};

export const isSection = (s: string): s is Section => Object.hasOwn(SECTIONS, s);
const fieldsOf = (section: Section) => SECTIONS[section].fields;

/** The settings as the API answers them: the studio file's shape plus each part's `versions`. */
export type VersionedSettings = StudioJson & { versions: SettingsVersions };
export const withVersions = (file: StudioJson): VersionedSettings => ({ ...file, versions: settingsVersions(file, fieldsOf) });

/** Refuse a save read at another version of its section or room (docs/decisions-platform.md, Settings versions). */
export const checkSettingsVersion = (file: StudioJson, part: Section | { roomId: string }, version: unknown) =>
  checkVersion(file, part, version, fieldsOf);

/**
 * The texts section's content: what the form sent, with each language's rooms' texts kept as they
 * are now. Those are each room's, saved with the room (docs/studio-settings.md, Texts in other
 * languages), so a texts save never reverts a room's translations saved in between.
 */
function mergeTexts(current: SiteContent | undefined, sent: unknown): unknown {
  if (!isRecord(sent)) return sent; // the schema answers
  const now = current?.translations ?? {};
  const raw = sent.translations;
  if (raw !== undefined && !isRecord(raw)) return sent;
  const given = raw ?? {};
  const translations: Record<string, unknown> = {};
  for (const l of new Set([...Object.keys(given), ...Object.keys(now)])) {
    // A language sent as a non-object has no texts: spread, it gave only keys the schema strips.
    const sentTexts = given[l];
    const { rooms: _sentRooms, ...rest } = isRecord(sentTexts) ? sentTexts : {};
    const rooms = now[l]?.rooms;
    const t = { ...rest, ...(rooms && Object.keys(rooms).length ? { rooms } : {}) };
    // A language the form sent stays, even empty, so the studio file's rules judge it.
    if (Object.keys(t).length || l in given) translations[l] = t;
  }
  const { translations: _t, ...out } = sent;
  return Object.keys(translations).length ? { ...out, translations } : out;
}

type AffectedBooking = {
  id: string;
  reference: string;
  roomId: string;
  guestName: string;
  date: string;
  startTime: string;
  endTime: string;
};
export type SaveResult = { saved: true; settings: StudioJson } | { saved: false; confirmRequired: true; bookings: AffectedBooking[] };

/** 400 VALIDATION_ERROR naming every invalid field by its studio-file path ("studio.email: …"). */
function validationError(e: z.ZodError): ApiError {
  const byField = new Map<string, string>();
  for (const i of e.issues) {
    const f = i.path.length ? i.path.join(".") : "body";
    if (!byField.has(f)) byField.set(f, i.message);
  }
  return new ApiError("VALIDATION_ERROR", [...byField].map(([f, m]) => `${f}: ${m}`).join("; ") || "body: invalid");
}

/** Field-level diff of two flat records: { field: { from, to } } for every changed field. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): Prisma.InputJsonObject {
  const out: Record<string, Prisma.InputJsonValue> = {};
  for (const f of fields) {
    if (JSON.stringify(before[f] ?? null) !== JSON.stringify(after[f] ?? null))
      out[f] = asJson({ from: before[f] ?? null, to: after[f] ?? null });
  }
  return out;
}

/** Lock the studio row: settings saves of one studio run one at a time. */
export async function lockStudio(tx: DbOrTx, studioId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM studio WHERE id = ${studioId}::uuid FOR UPDATE`;
}

/** A studio file that passed validateFile. */
export type ValidFile = z.output<typeof StudioFile>;

/** Validate a whole studio file (the merged settings, the part a save sent not yet checked), or answer VALIDATION_ERROR. */
export function validateFile(file: unknown): ValidFile {
  const r = StudioFile.safeParse(file);
  if (!r.success) throw validationError(r.error);
  return r.data;
}

export async function saveSection(
  db: Db,
  clock: Clock,
  actor: StaffActor,
  section: Section,
  patch: Record<string, unknown>,
  opts: { confirm?: boolean; version?: unknown } = {},
): Promise<SaveResult> {
  requireOwner(actor, "settings");
  const { part, fields } = SECTIONS[section];
  const unknown = Object.keys(patch).filter((k) => !fields.includes(k));
  if (unknown.length) throw new ApiError("VALIDATION_ERROR", unknown.map((k) => `${part}.${k}: cannot be changed here`).join("; "));
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    await lockStudio(tx, actor.studioId);
    const current = await readSettings(tx, actor.studioId);
    checkSettingsVersion(current, section, opts.version);
    const before: Record<string, unknown> = current[part];
    const sent = section === "texts" && "content" in patch ? { ...patch, content: mergeTexts(current.site.content, patch.content) } : patch;
    const file = validateFile({ ...current, [part]: { ...before, ...sent } });
    // The studio's phone in E.164, a national number read in its country (docs/studio-settings.md, Studio phone).
    if (section === "studio" && "phone" in patch) file.studio.phone = studioPhone(file.studio.phone, file.studio.country, "studio.phone");
    const after: Record<string, unknown> = file[part];
    const changes = diff(before, after, fields);
    if (Object.keys(changes).length === 0) return { saved: true, settings: current };

    if ("timezone" in changes) {
      const future = await tx.booking.count({
        where: { studioId: actor.studioId, endsAt: { gt: now }, status: { in: ["pending_payment", "confirmed"] } },
      });
      // Bookings keep their instants; their local dates and times would silently move.
      if (future > 0)
        throw new ApiError(
          "VALIDATION_ERROR",
          `studio.timezone: cannot change while the studio has ${future} upcoming booking(s); their local times would move`,
        );
    }
    // Only the hours section saves hourExceptions: its part is the studio.
    if ("hourExceptions" in changes)
      refusePastExceptions(current.studio.hourExceptions, file.studio.hourExceptions, file.studio.timezone, now);
    if (section === "hours" && !opts.confirm) {
      const affected = await bookingsLeftOutside(tx, actor.studioId, now, current.studio, file.studio);
      if (affected.length) return { saved: false, confirmRequired: true, bookings: affected };
    }

    if (part === "site") {
      const s = file.site;
      await tx.siteConfig.update({
        where: { studioId: actor.studioId },
        data: {
          template: s.template,
          locales: s.locales,
          defaultLocale: s.defaultLocale,
          content: asJson(s.content),
        },
      });
      // A new own domain is a claim to prove before it is served (docs/decisions-sites.md, Custom domains).
      if ("customDomain" in changes) await setDomainClaim(tx, actor.studioId, s.customDomain ?? null, now);
    } else {
      const { houseRules, ...studio } = file.studio;
      const data: Prisma.StudioUpdateInput = pickFields(part === "booking" ? file.booking : studio, fields);
      // A nullable JSON column takes SQL NULL as DbNull.
      if (fields.includes("houseRules")) data.houseRules = houseRules === null ? Prisma.DbNull : houseRules;
      await tx.studio.update({ where: { id: actor.studioId }, data });
    }
    await audit(tx, { ...actor }, { action: "settings.update", detail: { section, changes }, at: now });
    return { saved: true, settings: await readSettings(tx, actor.studioId) };
  });
}

/**
 * A special day added or changed for a date before the studio's today is refused: it can change
 * nothing and reads as a mistake (docs/studio-settings.md, Date exceptions). Past entries that are
 * kept as they were stay valid, so old lists keep saving.
 */
function refusePastExceptions(
  before: readonly HourException[] | undefined,
  after: readonly HourException[],
  timezone: string,
  now: Date,
): void {
  const today = DateTime.fromJSDate(now, { zone: timezone }).toISODate()!;
  const key = (x: HourException) => ("closed" in x ? `${x.date} closed` : `${x.date} ${x.open}-${x.close}`);
  const old = new Set((before ?? []).map(key));
  const bad = after.map((x, i) => ({ x, i })).filter(({ x }) => x.date < today && !old.has(key(x)));
  if (bad.length) throw new ApiError("VALIDATION_ERROR", bad.map(({ i }) => `studio.hourExceptions.${i}.date: is in the past`).join("; "));
}

type Hours = { timezone: string; operatingHours: OperatingHours; hourExceptions?: HourException[] };

/** Does [start, end) lie inside the opening (hours and date exceptions)? The one slot rule decides. */
function insideHours(h: Hours, start: Date, end: Date): boolean {
  const policy: RoomPolicy = { ...h, minNoticeMin: 0, maxAdvanceDays: 3650, bufferMinutes: 0 };
  const local = instantToLocal(start.getTime(), h.timezone);
  const minutes = Math.round((end.getTime() - start.getTime()) / 60_000);
  const v = checkSlot(
    policy,
    { date: local.date, startTime: local.time, durationMinutes: minutes, stepMinutes: 1 },
    [],
    start.getTime() - 1,
  );
  return v.verdict !== "OUTSIDE_HOURS";
}

/** Upcoming confirmed bookings that fit the old opening but not the new one: the owner confirms, they stay. */
async function bookingsLeftOutside(
  tx: DbOrTx,
  studioId: string,
  now: Date,
  before: StudioJson["studio"],
  after: z.output<typeof StudioFile>["studio"],
): Promise<AffectedBooking[]> {
  const rows = await tx.booking.findMany({
    where: { studioId, status: { in: ["pending_payment", "confirmed"] }, endsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    select: {
      id: true,
      reference: true,
      roomId: true,
      guestName: true,
      date: true,
      startTime: true,
      endTime: true,
      startsAt: true,
      endsAt: true,
    },
  });
  return rows
    .filter((b) => insideHours(before, b.startsAt, b.endsAt) && !insideHours(after, b.startsAt, b.endsAt))
    .map(({ startsAt: _s, endsAt: _e, ...b }) => b);
}
