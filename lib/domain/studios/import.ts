// Studio data in: validate a studio file (format: docs/studio-file.md; examples: prisma/demo/)
// and upsert studio, site, rooms and calendar blocks in one transaction.
import { WEBHOOK_EVENTS } from "../../contract/webhook-payloads";
import { createSubscription, MAX_SUBSCRIPTIONS, webhookSecretProblem, webhookUrlProblem } from "../webhooks/subscriptions";
import { z } from "zod";
import { Prisma } from "../../generated/prisma/client";
import { IANAZone } from "luxon";
import { Studio, Room, SiteConfig, Locale, freeText, ExtraPer } from "../../contract/schemas";
import { PROMO_CODES_MAX, PromoCodeBody, SERIES_MAX } from "../../contract/studio-schemas";
import { upsertPromoCode } from "../promo-codes/write";
import { pgErrorCode, type Db, type DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { env, isLocalHostName, isProduction } from "../../infra/env";
import { customDomainConflict, hostNameProblem, SLUG_RE } from "../../contract/hosts";
import { OWNER_TEXT_MAX as MAX } from "../../contract/owner-text";
import { MAX_BELOW_MIN } from "../../contract/price-rules";
import { rateWindowProblems } from "../../contract/rates";
import { DomainProvenElsewhere, importDomainClaim } from "../domains/claims";

/** A studio file the import refuses: the message names every bad field (no stack needed). */
export class StudioFileError extends Error {
  constructor(lines: string[]) {
    super(`Invalid studio file:\n${lines.map((l) => `  ${l}`).join("\n")}`);
    this.name = "StudioFileError";
  }
}

// Studio URLs end up in pages and messages (logo, cover, website, room photos): an absolute
// URL must be https (http too outside production, for local tests); a root-relative path
// ("/demo/…", served by this app) is fine; any other scheme (javascript:, data:, ftp:, …) or
// a scheme-relative "//host" is refused at import (docs/decisions-sites.md, Studio import).
const SafeUrl = z
  .string()
  .max(MAX.url)
  .refine(
    (v) => {
      if (v.startsWith("/") && !v.startsWith("//")) return true;
      let u: URL;
      try {
        u = new URL(v);
      } catch {
        return false;
      }
      return u.protocol === "https:" || (u.protocol === "http:" && !isProduction());
    },
    { message: "must be an https URL (or a path on this site)" },
  );

// Owner texts (docs/studio-settings.md, Text limits): capped, no control characters, no bidi
// overrides; line breaks only in the multi-line ones. One line: names, types, address parts.
const tooLong = (max: number) => `must be at most ${max} characters`;
const Line = (max: number) => z.string().max(max, tooLong(max)).check(freeText());
const Lines = (max: number) =>
  z
    .string()
    .max(max, tooLong(max))
    .check(freeText({ multiline: true }));

/** A studio's own domain: a real host name, lower-cased; blank means none (docs/studio-settings.md). */
const CustomDomain = z
  .string()
  .trim()
  .transform((s) => s.toLowerCase().replace(/\.$/, "") || null)
  .pipe(
    z
      .string()
      .superRefine((h, ctx) => {
        const problem = hostNameProblem(h);
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: h });
      })
      .nullable(),
  )
  .nullable();

const LocalDate = z.iso.date();
const Hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM");
/** Closed days and special hours per studio-local date; close "00:00" = until midnight. */
const HourExceptions = z
  .array(
    z.union([
      z.object({ date: LocalDate, closed: z.literal(true) }).strict(),
      z
        .object({ date: LocalDate, open: Hhmm, close: Hhmm })
        .strict()
        .refine((x) => x.close === "00:00" || x.close > x.open, { message: "close must be after open", path: ["close"] }),
    ]),
  )
  .max(1000)
  .refine((xs) => new Set(xs.map((x) => x.date)).size === xs.length, "each date at most once")
  .default([]);

/** Localized text as room names' instructions are (Localized), with the site locales as keys, a length cap and the owner-text rule. */
const LocalizedCapped = (max: number, multiline = false) =>
  z
    .partialRecord(Locale, z.string().trim().min(1).max(max, tooLong(max)).check(freeText({ multiline })))
    .meta({ description: "Map from locale code to text" });
/** A site text: one string for every language, or per locale. */
const SiteText = (max: number, multiline = false) =>
  z.union([z.string().trim().min(1).max(max, tooLong(max)).check(freeText({ multiline })), LocalizedCapped(max, multiline)]);
/**
 * The site's own texts (docs/studio-settings.md, Texts in other languages): the home page's hero and "about",
 * and the studio's and rooms' texts in the languages other than the main one (`translations`;
 * the main language's are the studio's and rooms' own fields). Other keys pass through.
 */
const SiteContent = z.looseObject({
  heroTitle: SiteText(MAX.heroTitle).optional(),
  heroSubtitle: SiteText(MAX.heroSubtitle, true).optional(),
  about: SiteText(MAX.about, true).optional(),
  translations: z
    .partialRecord(
      Locale,
      z.object({
        studio: z
          .object({ description: Lines(MAX.description).optional(), shortDescription: Line(MAX.shortDescription).optional() })
          .optional(),
        rooms: z
          .record(z.uuid(), z.object({ name: Line(MAX.roomName).optional(), description: Lines(MAX.description).optional() }))
          .optional(),
      }),
    )
    .optional(),
});
/** A room photo: a bare URL (older files) or the URL with alt text per locale and its pixel size. */
export const RoomPhoto = z
  .union([
    SafeUrl,
    z
      .object({
        url: SafeUrl,
        alt: LocalizedCapped(MAX.photoAlt).default({}),
        width: z.number().int().min(1).max(20000).optional(),
        height: z.number().int().min(1).max(20000).optional(),
      })
      .strict(),
  ])
  .transform((p) => (typeof p === "string" ? { url: p, alt: {} } : p));
export type RoomPhoto = z.output<typeof RoomPhoto>;
const Amenities = z.array(LocalizedCapped(MAX.amenity)).max(30).default([]);
const HouseRules = LocalizedCapped(MAX.houseRules, true).nullable().default(null);
/** A room's rate windows (docs/pricing.md, Rates): weekdays 0 = Sunday … 6, `to` up to 24:00, no two overlapping. */
const RateWindows = z
  .array(
    z.strictObject({
      days: z
        .array(z.int().min(0).max(6))
        .min(1)
        .max(7)
        .refine((d) => new Set(d).size === d.length, "must not repeat a day"),
      from: Hhmm,
      to: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be HH:MM (24:00 for midnight)"),
      hourlyCents: z.int().min(1).max(10_000_000),
    }),
  )
  .max(28)
  .superRefine((windows, ctx) => {
    for (const [path, message] of rateWindowProblems(windows))
      ctx.addIssue({
        code: "custom",
        path: path
          .split(".")
          .slice(1)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        message,
      });
  });

/** The highest price a file may give, per hour or per booking (the rate windows' own cap). */
const PRICE_MAX = 10_000_000;
/** An extra's name in each language (docs/pricing.md, Extras). */
const ExtraNameText = z.string().trim().min(1).max(60, tooLong(60)).check(freeText());
/**
 * What the studio hires out with its rooms (docs/pricing.md, Extras), by id as rooms are. Absent: the
 * studio's extras are left as they are. Present: these, in this order; one no longer listed is made
 * inactive (never deleted: the bookings that hired it keep their claims).
 */
const Extras = z
  .array(
    z.strictObject({
      id: z.uuid(),
      name: z.strictObject({ es: ExtraNameText, ca: ExtraNameText, en: ExtraNameText }),
      priceCents: z.int().min(0).max(PRICE_MAX),
      per: ExtraPer,
      roomIds: z.array(z.uuid()).max(100).default([]).meta({ description: "The rooms it goes with; empty or absent: every room" }),
      quantity: z.int().min(1).max(1000).nullable().default(null).meta({ description: "Units owned; null or absent: not limited" }),
      active: z.boolean().default(true),
    }),
  )
  .max(50)
  .refine((xs) => new Set(xs.map((x) => x.id)).size === xs.length, "each id at most once")
  .optional();

/**
 * The studio's promo codes (docs/pricing.md, Promo codes), by code (trimmed, upper-cased). Absent:
 * left as they are (e.g. made in the dashboard). Present: these; a code no longer listed is made
 * inactive (never deleted: its uses stay counted), a listed one keeps its uses.
 */
const PromoCodes = z
  .array(PromoCodeBody)
  .max(PROMO_CODES_MAX)
  .refine((ps) => new Set(ps.map((p) => p.code)).size === ps.length, "each code at most once")
  .optional();

export const StudioFile = z
  .object({
    studio: Studio.extend({
      name: Line(MAX.studioName).min(1, "must not be empty"),
      description: Lines(MAX.description),
      shortDescription: Line(MAX.shortDescription).nullable(),
      studioType: Line(MAX.studioType).nullable(),
      addressLine1: Line(MAX.addressLine),
      addressLine2: Line(MAX.addressLine).nullable(),
      city: Line(MAX.city),
      postalCode: Line(MAX.postalCode),
      phone: Line(MAX.phone).nullable(),
      slug: z.string().regex(SLUG_RE, "must be lower-case letters, digits and hyphens"),
      timezone: z.string().refine((tz) => IANAZone.isValidZone(tz), "must be an IANA time zone"),
      // The public contact (null: none published) and the studio's private address for its own
      // mail (null: the public one); one of the two is required (docs/signup.md, The owner's address).
      email: z.email().max(MAX.email, tooLong(MAX.email)).nullable(),
      notifyEmail: z.email().max(MAX.email, tooLong(MAX.email)).nullable().default(null),
      country: z.string().regex(/^[A-Z]{2}$/, "must be ISO 3166-1 alpha-2"),
      logoUrl: SafeUrl.nullable(),
      coverImageUrl: SafeUrl.nullable(),
      website: SafeUrl.nullable(),
      hourExceptions: HourExceptions,
      houseRules: HouseRules,
    }),
    booking: z.object({
      bookingOnline: z.boolean(),
      cardPayments: z.boolean(),
      captcha: z.boolean(),
      /** Guests may change the time on the manage page (docs/studio-settings.md, Guest reschedule); absent = on. */
      guestReschedule: z.boolean().default(true),
      /** Country calling codes codes may be texted to, e.g. ["34", "33"]; empty/absent = the studio's own country. */
      smsCountryCodes: z
        .array(z.string().regex(/^[1-9]\d{0,2}$/, "must be a country calling code (1 to 3 digits, no +)"))
        .max(50)
        .default([]),
      /** A text reminder this many hours before the start (docs/studio-settings.md, SMS reminder); absent/null = off. */
      smsReminderHours: z.number().int().min(1).max(12).nullable().default(null),
      /** An email at 18:00 studio time with the next day's bookings (docs/studio-settings.md, Daily digest); absent = off. */
      dailyDigest: z.boolean().default(false),
      /** What a guest's no-shows do (docs/guests.md, No-show policy): off, warn staff, or refuse the guest's online holds; absent = off. */
      noShowPolicy: z.enum(["off", "warn", "refuse"]).default("off"),
      /** No-shows at this studio from which the policy applies; absent = 2. */
      noShowThreshold: z.int().min(1).max(10).default(2),
      /** Weeks a guest may book online as one weekly series (docs/series.md, Booked online by a guest): 2 to 52; 0 or absent = not offered. */
      onlineSeriesMaxWeeks: z
        .int()
        .min(0)
        .max(SERIES_MAX)
        .refine((n) => n !== 1, "must be 0 (not offered) or 2 to 52: one week is not a series")
        .default(0),
    }),
    site: SiteConfig.omit({ canonicalHost: true, status: true }).extend({
      status: z.enum(["live", "draft"]),
      customDomain: CustomDomain,
      locales: z.array(Locale).min(1),
      content: SiteContent.default({}),
    }),
    rooms: z.array(
      Room.extend({
        name: Line(MAX.roomName).min(1, "must not be empty"),
        description: Lines(MAX.description).nullable(),
        roomType: Line(MAX.roomType).nullable(),
        instructions: z.record(z.string(), Lines(MAX.instructions)),
        currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code"),
        hourlyCents: z.number().int().min(0),
        capacity: z.number().int().min(1),
        minMinutes: z.number().int().min(1),
        maxMinutes: z.number().int().min(1),
        stepMinutes: z.number().int().min(5).max(240),
        depositPercent: z.number().int().min(0).max(100),
        cancelNoticeHours: z.number().int().min(0),
        active: z.boolean(),
        minNoticeMin: z.number().int().min(0),
        maxAdvanceDays: z.number().int().min(0).max(730),
        bufferMinutes: z.number().int().min(0).max(1440),
        photos: z.array(RoomPhoto).max(12),
        amenities: Amenities,
        rateWindows: RateWindows.default([]),
        longFromMinutes: z.int().min(1).max(1440).nullable().default(null),
        longHourlyCents: z.int().min(1).max(10_000_000).nullable().default(null),
      })
        .refine((r) => r.maxMinutes >= r.minMinutes, { message: MAX_BELOW_MIN, path: ["maxMinutes"] })
        .refine((r) => (r.longFromMinutes === null) === (r.longHourlyCents === null), {
          message: "longFromMinutes and longHourlyCents come together",
          path: ["longHourlyCents"],
        }),
    ),
    calendarBlocks: z
      .array(
        z
          .object({
            roomId: z.uuid(),
            startsAt: z.iso.datetime({ offset: true }),
            endsAt: z.iso.datetime({ offset: true }),
            note: z.string().nullable().optional(),
          })
          .refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), { message: "endsAt must be after startsAt", path: ["endsAt"] }),
      )
      .default([]),
    /** The studio's own calendars (ICS URLs) per room, synced by the worker (lib/domain/calendars/sync.ts). */
    calendarFeeds: z
      .array(
        z.object({
          roomId: z.uuid(),
          // An http(s) URL (https only in production, checked when fetched), or — for the demo
          // studios, pre-production only — a path the app itself serves from prisma/demo/files (lib/http/demo-files.ts).
          url: z.union([
            z
              .url()
              .max(2048)
              .refine((u) => /^https?:\/\//i.test(u), "must be an http(s) URL (https in production)"),
            z.string().regex(/^\/demo\/[A-Za-z0-9._-]+\.ics$/, "must be an http(s) URL or a /demo/*.ics path"),
          ]),
        }),
      )
      .max(100)
      .default([]),
    /**
     * Webhook subscriptions (docs/webhooks.md, Subscriptions). Absent: the studio's subscriptions are
     * left as they are (e.g. made in the dashboard). Present: exactly these, by URL; a listed URL keeps
     * its secret unless the file gives one, a new one without `secret` gets a fresh one, printed once.
     */
    webhooks: z
      .array(
        z.strictObject({
          url: z.url().max(2000),
          events: z.array(z.enum(WEBHOOK_EVENTS)).optional(),
          secret: z
            .string()
            .refine((v) => !webhookSecretProblem(v), 'must be "whsec_" followed by at least 24 bytes in base64')
            .optional(),
        }),
      )
      .max(MAX_SUBSCRIPTIONS)
      .optional(),
    extras: Extras,
    promoCodes: PromoCodes,
  })
  .superRefine((f, ctx) => {
    if (f.studio.email === null && f.studio.notifyEmail === null)
      ctx.addIssue({ code: "custom", path: ["studio", "email"], message: "is required when studio.notifyEmail is empty" });
    if (!f.site.locales.includes(f.site.defaultLocale))
      ctx.addIssue({ code: "custom", path: ["site", "defaultLocale"], message: "must be one of site.locales" });
    const ids = new Set(f.rooms.map((r) => r.id));
    f.calendarBlocks.forEach((b, i) => {
      if (!ids.has(b.roomId))
        ctx.addIssue({ code: "custom", path: ["calendarBlocks", i, "roomId"], message: "is not a room of this file" });
    });
    const domain = f.site.customDomain;
    if (domain) {
      // Taken from the platform, or unreachable (docs/decisions-sites.md, Custom domains).
      const e = env();
      const why =
        customDomainConflict(domain, e.ROOT_DOMAIN, new URL(e.PUBLIC_BASE_URL).host) ??
        (e.APP_ENV === "production" && isLocalHostName(domain) ? "is a local name nobody outside this machine can reach" : null);
      if (why) ctx.addIssue({ code: "custom", path: ["site", "customDomain"], message: why });
    }
    for (const list of ["extras", "promoCodes"] as const)
      f[list]?.forEach((x, i) =>
        x.roomIds.forEach((id, j) => {
          if (!ids.has(id)) ctx.addIssue({ code: "custom", path: [list, i, "roomIds", j], message: "is not a room of this file" });
        }),
      );
    const hooks = new Set<string>();
    f.webhooks?.forEach((w, i) => {
      const why = webhookUrlProblem(w.url, env().APP_ENV === "production");
      if (why) ctx.addIssue({ code: "custom", path: ["webhooks", i, "url"], message: why });
      if (hooks.has(w.url)) ctx.addIssue({ code: "custom", path: ["webhooks", i, "url"], message: "is listed twice" });
      hooks.add(w.url);
    });
    const seen = new Set<string>();
    f.calendarFeeds.forEach((c, i) => {
      if (!ids.has(c.roomId)) ctx.addIssue({ code: "custom", path: ["calendarFeeds", i, "roomId"], message: "is not a room of this file" });
      if (seen.has(`${c.roomId} ${c.url}`))
        ctx.addIssue({ code: "custom", path: ["calendarFeeds", i, "url"], message: "is listed twice for this room" });
      seen.add(`${c.roomId} ${c.url}`);
    });
  });
export type StudioFile = z.infer<typeof StudioFile>;

/** Validate a parsed studio file; throws an Error listing every bad field by path. */
export function parseStudioFile(json: unknown): StudioFile {
  const r = StudioFile.safeParse(json);
  if (!r.success) {
    throw new StudioFileError(r.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
  }
  return r.data;
}

/**
 * Upsert one studio by slug with its site, rooms (by id), calendar blocks (the file's own are
 * replaced; blocks synced from calendar feeds are left alone) and calendar feeds (kept with
 * their blocks and sync state when still listed, removed with their blocks when not).
 */
export async function importStudio(db: Db, file: StudioFile): Promise<ImportResult> {
  try {
    return await upsertStudio(db, file);
  } catch (e) {
    // Two imports racing for one domain: the unique index decides, the loser gets the message.
    if (isCustomDomainTaken(e)) throw domainTaken(file.site.customDomain!, null);
    throw e;
  }
}

function domainTaken(domain: string, ownerSlug: string | null): StudioFileError {
  return new StudioFileError([
    `site.customDomain: "${domain}" is already the custom domain of ${ownerSlug ? `studio "${ownerSlug}"` : "another studio"}`,
  ]);
}

/** A unique violation of site_config.customDomain (Prisma P2002 or PostgreSQL 23505 on that column). */
function isCustomDomainTaken(e: unknown): boolean {
  if (typeof e !== "object" || e === null) return false;
  if (("code" in e ? e.code : undefined) !== "P2002" && pgErrorCode(e) !== "23505") return false;
  const meta = "meta" in e ? e.meta : undefined;
  const message = "message" in e ? e.message : undefined;
  return `${JSON.stringify(meta ?? null)} ${String(message)}`.includes("customDomain");
}

/** `webhookSecrets`: the secrets generated by this import (new subscriptions without one), to print once. */
export type ImportResult = {
  studioId: string;
  rooms: number;
  blocks: number;
  feeds: number;
  webhookSecrets: { url: string; secret: string }[];
};

async function upsertStudio(db: Db, file: StudioFile): Promise<ImportResult> {
  return inTransaction(db, (tx) => writeStudioFile(tx, file));
}

/** importStudio's writes inside the caller's transaction (the sign-up takes its slug lock first, docs/signup.md, Slugs). */
export async function writeStudioFile(tx: DbOrTx, file: StudioFile): Promise<ImportResult> {
  const { studio: s, booking, site, rooms, calendarBlocks, calendarFeeds } = file;
  {
    const studioData = { ...s, operatingHours: s.operatingHours, houseRules: s.houseRules ?? Prisma.DbNull, ...booking };
    const studio = await tx.studio.upsert({ where: { slug: s.slug }, create: studioData, update: studioData });
    const siteData = {
      ...site,
      theme: site.theme as object,
      sections: site.sections as object,
      content: site.content as object,
      legal: site.legal as object,
      seo: site.seo as object,
    };
    // The operator's file proves its domain (docs/decisions-sites.md, Custom domains); one another studio
    // has proven is refused, naming that studio.
    try {
      siteData.customDomain = await importDomainClaim(tx, studio.id, site.customDomain ?? null, new Date());
    } catch (e) {
      if (e instanceof DomainProvenElsewhere) throw domainTaken(site.customDomain!, e.slug);
      throw e;
    }
    await tx.siteConfig.upsert({ where: { studioId: studio.id }, create: { studioId: studio.id, ...siteData }, update: siteData });
    const owners = await tx.room.findMany({ where: { id: { in: rooms.map((r) => r.id) } }, select: { id: true, studioId: true } });
    const foreign = owners.find((o) => o.studioId !== studio.id);
    if (foreign) throw new StudioFileError([`rooms: room ${foreign.id} belongs to another studio`]);
    // Row locks on the rooms (upsert) serialize with hold and confirm transactions that read blocks.
    for (const [position, r] of rooms.entries()) {
      const data = {
        ...r,
        studioId: studio.id,
        position,
        instructions: r.instructions,
        photos: r.photos as object[],
        amenities: r.amenities as object[],
        rateWindows: r.rateWindows,
      };
      await tx.room.upsert({ where: { id: r.id }, create: data, update: data });
    }
    await tx.room.updateMany({ where: { studioId: studio.id, id: { notIn: rooms.map((r) => r.id) } }, data: { active: false } });
    // Only the studio file's own blocks: feed blocks belong to their sync, manual ones to the staff.
    await tx.calendarBlock.deleteMany({ where: { room: { studioId: studio.id }, feedId: null, source: "file" } });
    await tx.calendarBlock.createMany({
      data: calendarBlocks.map((b) => ({
        roomId: b.roomId,
        startsAt: new Date(b.startsAt),
        endsAt: new Date(b.endsAt),
        note: b.note ?? null,
      })),
    });
    const keep = await tx.calendarFeed.findMany({ where: { studioId: studio.id }, select: { id: true, roomId: true, url: true } });
    const listed = new Set(calendarFeeds.map((c) => `${c.roomId} ${c.url}`));
    await tx.calendarFeed.deleteMany({ where: { id: { in: keep.filter((k) => !listed.has(`${k.roomId} ${k.url}`)).map((k) => k.id) } } });
    await tx.calendarFeed.createMany({
      data: calendarFeeds.map((c) => ({ studioId: studio.id, roomId: c.roomId, url: c.url })),
      skipDuplicates: true,
    });
    const webhookSecrets = file.webhooks ? await importWebhooks(tx, studio.id, file.webhooks) : [];
    if (file.extras) await importExtras(tx, studio.id, file.extras);
    if (file.promoCodes) await importPromoCodes(tx, studio.id, file.promoCodes);
    return { studioId: studio.id, rooms: rooms.length, blocks: calendarBlocks.length, feeds: calendarFeeds.length, webhookSecrets };
  }
}

/** The file's extras become the studio's (by id); the others are made inactive (docs/pricing.md, Extras). */
async function importExtras(tx: DbOrTx, studioId: string, extras: NonNullable<StudioFile["extras"]>): Promise<void> {
  const owners = await tx.extra.findMany({ where: { id: { in: extras.map((x) => x.id) } }, select: { id: true, studioId: true } });
  const foreign = owners.find((o) => o.studioId !== studioId);
  if (foreign) throw new StudioFileError([`extras: extra ${foreign.id} belongs to another studio`]);
  for (const [position, x] of extras.entries()) {
    const data = { ...x, studioId, position };
    await tx.extra.upsert({ where: { id: x.id }, create: data, update: data });
  }
  await tx.extra.updateMany({ where: { studioId, id: { notIn: extras.map((x) => x.id) } }, data: { active: false } });
}

/** The file's promo codes become the studio's (by code, keeping their uses); the others are made inactive (docs/pricing.md, Promo codes). */
async function importPromoCodes(tx: DbOrTx, studioId: string, codes: NonNullable<StudioFile["promoCodes"]>): Promise<void> {
  for (const p of codes) await upsertPromoCode(tx, studioId, p);
  await tx.promoCode.updateMany({ where: { studioId, code: { notIn: codes.map((p) => p.code) } }, data: { active: false } });
}

/** The file's webhook list becomes the studio's (by URL); the secrets this import generated. */
async function importWebhooks(tx: DbOrTx, studioId: string, hooks: NonNullable<StudioFile["webhooks"]>) {
  await tx.webhookSubscription.deleteMany({ where: { studioId, url: { notIn: hooks.map((h) => h.url) } } });
  const generated: { url: string; secret: string }[] = [];
  for (const h of hooks) {
    const existing = await tx.webhookSubscription.findUnique({ where: { studioId_url: { studioId, url: h.url } } });
    if (existing && !h.secret) {
      await tx.webhookSubscription.update({ where: { id: existing.id }, data: { events: h.events ?? [] } });
      continue;
    }
    const made = await createSubscription(tx, studioId, { url: h.url, events: h.events ?? [], ...(h.secret ? { secret: h.secret } : {}) });
    if (!h.secret) generated.push({ url: h.url, secret: made.secret });
  }
  return generated;
}
