// The site payload (getSite, resolveSite): a studio, its active rooms and its site config, read in
// one SQL round trip, by slug or by host (custom domain or {slug}.{ROOT_DOMAIN}).
import { cardPaymentsAvailable, depositAccount } from "./payments/availability";
import { confirmableModes, offeredModes } from "./payments/modes";
import { Prisma, type DbOrTx } from "../infra/db";
import { emitSiteChange, onSiteChanged } from "../infra/site-events";
import { boundedCache, stringBytes, type BoundedCache } from "../infra/bounded-cache";
import { env, type Env } from "../infra/env";
import { ApiError, notFound } from "../contract/errors";
import { normalizeHost, slugFromHost } from "../contract/hosts";
import type { PublicSite, Room, SiteConfig, Studio } from "../contract/schemas";
import type { HourException } from "../contract/hour-exceptions";
import { fromRate, type Rates } from "../contract/rates";
import {
  amenitiesOf,
  hourExceptionsOf,
  houseRulesOf,
  instructionsOf,
  type LocalizedText,
  operatingHoursOf,
  type RoomPhoto,
  roomPhotosOf,
  siteColumnsOf,
  siteStatusOf,
  ratesOf,
} from "./json-columns";

/** What lib/ needs of a studio beyond the public payload (booking switches, ids). */
export type SiteRecord = {
  studioId: string;
  payload: PublicSite;
  captcha: boolean;
  /** Country calling codes codes may be texted to (docs/decisions-abuse.md, SMS caps); empty = the studio's own country. */
  smsCountryCodes: string[];
  /** Closed days and special hours per studio-local date (availability only; not in the payload). */
  hourExceptions: HourException[];
  /** House rules per locale, null when the studio has none (pages only; not in the payload). */
  houseRules: LocalizedText | null;
  status: "live" | "draft";
  /** Weeks a guest may book as one weekly series online; 0 = not offered (docs/series.md, Booked online by a guest). */
  onlineSeriesMaxWeeks: number;
  /** Every room, inactive ones included (they answer ROOM_NOT_BOOKABLE, not 404). */
  rooms: RoomRecord[];
  /** The studio's site_version stamp when the record was read (0 before its first change): a
   *  write compares it inside its transaction to learn that a cached record is stale. */
  version: number;
};
export type RoomRecord = Room & {
  active: boolean;
  minNoticeMin: number;
  maxAdvanceDays: number;
  bufferMinutes: number;
  /** The photos with alt text and size (the payload keeps only their URLs, as `photos`). */
  photoDetails: RoomPhoto[];
  /** Equipment/amenities, each localized (pages only; not in the payload). */
  amenities: LocalizedText[];
  /** What a session costs (docs/pricing.md); `hourlyCents` above is the lowest of these rates, "from". */
  rates: Rates;
};

/** A table row from to_jsonb: timestamps become ISO strings, every other column keeps the type Prisma gives it. */
type JsonRow<M> = { [K in keyof M]: M[K] extends Date ? string : M[K] extends Date | null ? string | null : M[K] };
type Row = {
  studio: JsonRow<Prisma.StudioModel>;
  site: JsonRow<Prisma.SiteConfigModel>;
  rooms: JsonRow<Prisma.RoomModel>[];
  version: number;
};
/** What the query returns: a studio without its site config has no site. */
type FetchedRow = Omit<Row, "site"> & { site: Row["site"] | null };

export function canonicalHost(slug: string, customDomain: string | null, e: Env = env()): string {
  return customDomain ?? `${slug}.${e.ROOT_DOMAIN}`;
}

/**
 * The own domain a studio is served on and linked by, or null: site_config holds only a proven one, and it
 * is used only while the studio is verified (docs/decisions-sites.md, Custom domains). Every link to a
 * studio's site (pages, manage links, messages, calendars) goes through here.
 */
export function servedDomain(
  studio: { verificationStatus: string },
  site: { customDomain: string | null } | null | undefined,
): string | null {
  return studio.verificationStatus === "live" ? (site?.customDomain ?? null) : null;
}

/** SQL for a studio's site_version stamp (float8: Prisma returns int8 as BigInt). */
export const siteVersionOf = (studioId: Prisma.Sql) =>
  Prisma.sql`COALESCE((SELECT v."version" FROM site_version v WHERE v."studioId" = ${studioId}), 0)::float8`;

async function fetchRow(db: DbOrTx, where: { slug: string } | { customDomain: string }): Promise<Row | null> {
  // A proven domain (the only kind site_config holds) of a verified studio: no other is served.
  const cond =
    "slug" in where
      ? Prisma.sql`s.slug = ${where.slug}`
      : Prisma.sql`c."customDomain" = ${where.customDomain} AND s."verificationStatus" = 'live'`;
  const rows = await db.$queryRaw<FetchedRow[]>`SELECT to_jsonb(s) AS studio, to_jsonb(c) AS site,
            COALESCE((SELECT jsonb_agg(to_jsonb(r) ORDER BY r."position", r."name") FROM room r WHERE r."studioId" = s.id), '[]'::jsonb) AS rooms,
            ${siteVersionOf(Prisma.sql`s.id`)} AS version
       FROM studio s LEFT JOIN site_config c ON c."studioId" = s.id
      WHERE ${cond}
      LIMIT 1`;
  const row = rows[0];
  return row?.site ? { ...row, site: row.site } : null;
}

// The one site cache of the process (docs/decisions-sites.md, Site cache): the API's public reads (site payload,
// availability) and the studio pages (lib/site/server/load.ts) read site records through it.
// Building the payload is most of their database work. An entry is dropped as soon as its
// studio changes in any process (PostgreSQL notification, lib/infra/site-events.ts); the TTL
// only bounds staleness when a notification is missed. Create hold reads through the cache too
// and checks the record's version stamp inside its transaction (holds/create.ts). The record is
// built once per row and configuration (env() is replaced, never mutated, when it changes): a
// read reuses it, and its JSON answer (siteJson) is built once too.
// Bounded by entries and bytes, least recently used out first (lib/infra/bounded-cache.ts).
const READ_CACHE_MS = 10_000;
const READ_CACHE_MAX = 5_000;
const READ_CACHE_BYTES = 32 * 2 ** 20;
const CACHE_KEY = Symbol.for("studio-booking.site-rows");
type CachedRow = { at: number; row: Row | null; rec?: { env: Env; rec: SiteRecord } };
type RowCache = BoundedCache<string, CachedRow>;

function rowCache(): RowCache {
  const g = globalThis as typeof globalThis & { [CACHE_KEY]?: RowCache };
  return (g[CACHE_KEY] ??= boundedCache<string, CachedRow>({ max: READ_CACHE_MAX, maxBytes: READ_CACHE_BYTES, bytesOf: rowBytes }));
}

/** The row as JSON, then its record and the payload's JSON built from it: about four times its JSON in memory. */
function rowBytes(e: CachedRow): number {
  return e.row ? 4 * stringBytes(JSON.stringify(e.row)) : 64;
}

onSiteChanged("site-rows", (c) => {
  const cache = rowCache();
  if (c.all) return cache.clear();
  for (const slug of c.slugs) cache.delete(`s:${slug}`);
  for (const d of c.domains) cache.delete(`d:${d}`);
});

/**
 * Drops a studio's cached site and pages in this process now, as the `site_changed` notification
 * will do moments later in every process: a write made here is then read fresh here at once.
 */
export async function announceSiteChange(db: DbOrTx, studioId: string): Promise<void> {
  const rows = await db.$queryRaw<{ slug: string; customDomain: string | null }[]>`
    SELECT s.slug, c."customDomain" FROM studio s LEFT JOIN site_config c ON c."studioId" = s.id WHERE s.id = ${studioId}::uuid`;
  emitSiteChange({
    studioId,
    slugs: rows.map((r) => r.slug),
    domains: rows.flatMap((r) => (r.customDomain ? [r.customDomain] : [])),
  });
}

async function loadSite(
  db: DbOrTx,
  where: { slug: string } | { customDomain: string },
  opts: { cached?: boolean } = {},
): Promise<SiteRecord | null> {
  const cache = rowCache();
  const key = "slug" in where ? `s:${where.slug}` : `d:${where.customDomain}`;
  const now = Date.now();
  if (!opts.cached) {
    // A fresh read also refreshes the cache (create hold reads fresh when its cached record
    // turned out stale, so the next request does not find the same stale record).
    const row = await fetchRow(db, where);
    cache.set(key, { at: now, row });
    return row ? toRecord(row) : null;
  }
  let hit = cache.get(key);
  if (!hit || now - hit.at >= READ_CACHE_MS) {
    const row = await fetchRow(db, where);
    hit = { at: now, row };
    cache.set(key, hit);
  }
  if (!hit.row) return null;
  const e = env();
  if (hit.rec?.env !== e) hit.rec = { env: e, rec: toRecord(hit.row) };
  return hit.rec.rec;
}

const JSON_BODIES = new WeakMap<SiteRecord, string>();

/** The site payload's success envelope as JSON, built once per cached record (getSite's answer). */
export function siteJson(site: SiteRecord): string {
  let body = JSON_BODIES.get(site);
  if (body === undefined) {
    body = JSON.stringify({ success: true, data: site.payload });
    JSON_BODIES.set(site, body);
  }
  return body;
}

/** Room photos as stored (jsonb objects); a bare URL string is read as a photo without alt text. */
function photosOf(v: Prisma.JsonValue): RoomPhoto[] {
  if (!Array.isArray(v)) return [];
  return roomPhotosOf(v).map((p) => (typeof p === "string" ? { url: p, alt: {} } : p));
}

function toRecord(row: Row): SiteRecord {
  const e = env();
  const s = row.studio;
  const c = row.site;
  const studio: Studio = {
    name: s.name,
    slug: s.slug,
    description: s.description,
    shortDescription: s.shortDescription,
    studioType: s.studioType,
    logoUrl: s.logoUrl,
    coverImageUrl: s.coverImageUrl,
    addressLine1: s.addressLine1,
    addressLine2: s.addressLine2,
    city: s.city,
    postalCode: s.postalCode,
    country: s.country,
    latitude: s.latitude,
    longitude: s.longitude,
    phone: s.phone,
    email: s.email,
    website: s.website,
    timezone: s.timezone,
    isVerified: s.isVerified,
    averageRating: s.averageRating,
    totalReviews: s.totalReviews,
    operatingHours: operatingHoursOf(s.operatingHours),
  };
  const payments = {
    cardPayments: Boolean(s.cardPayments),
    stripeAccountId: s.stripeAccountId,
    stripeChargesEnabled: s.stripeChargesEnabled,
  };
  const cardPayments = cardPaymentsAvailable(payments, e);
  const rooms: RoomRecord[] = row.rooms.map((x) => {
    const rates = ratesOf(x);
    const priced = { ...x, ...rates };
    return {
      id: x.id,
      name: x.name,
      description: x.description,
      capacity: x.capacity,
      roomType: x.roomType,
      hourlyCents: fromRate(rates),
      currency: x.currency,
      // Not bookable online when no payment mode can be confirmed now (docs/payments-connect.md, Payment modes a guest can confirm).
      bookable: x.bookable && confirmableModes(priced, cardPayments).length > 0,
      minMinutes: x.minMinutes,
      maxMinutes: x.maxMinutes,
      stepMinutes: x.stepMinutes,
      paymentModes: offeredModes(priced),
      depositPercent: x.depositPercent,
      cancelNoticeHours: x.cancelNoticeHours,
      instructions: instructionsOf(x.instructions),
      photos: photosOf(x.photos).map((p) => p.url),
      photoDetails: photosOf(x.photos),
      amenities: amenitiesOf(x.amenities) ?? [],
      active: x.active,
      minNoticeMin: x.minNoticeMin,
      maxAdvanceDays: x.maxAdvanceDays,
      bufferMinutes: x.bufferMinutes,
      rates,
    };
  });
  const domain = servedDomain({ verificationStatus: s.verificationStatus }, { customDomain: c.customDomain });
  const site: SiteConfig = {
    ...siteColumnsOf(c),
    status: "live",
    customDomain: domain,
    canonicalHost: canonicalHost(s.slug, domain, e),
  };
  const payload: PublicSite = {
    studio,
    rooms: rooms
      .filter((r) => r.active)
      .map(
        ({ active: _a, minNoticeMin: _n, maxAdvanceDays: _m, bufferMinutes: _b, photoDetails: _p, amenities: _x, rates: _r, ...pub }) =>
          pub,
      ),
    site,
    bookingOnline: s.bookingOnline,
    cardPayments,
  };
  const captcha = Boolean(s.captcha) && Boolean(e.HCAPTCHA_SITE_KEY && e.HCAPTCHA_SECRET);
  if (captcha) payload.captchaSiteKey = e.HCAPTCHA_SITE_KEY;
  if (cardPayments) payload.stripePublishableKey = e.STRIPE_PUBLISHABLE_KEY;
  // Stripe.js must be told the connected account a direct charge lives on (docs/payments-connect.md, The guest's card form).
  const account = cardPayments ? depositAccount(payments, e) : null;
  if (account) payload.stripeAccount = account;
  return {
    studioId: s.id,
    payload,
    captcha,
    smsCountryCodes: s.smsCountryCodes ?? [],
    onlineSeriesMaxWeeks: s.onlineSeriesMaxWeeks ?? 0,
    hourExceptions: hourExceptionsOf(s.hourExceptions) ?? [],
    houseRules: houseRulesOf(s.houseRules) ?? null,
    // A suspended or rejected studio's site is not live, whatever its own status (docs/operators.md, Studio status).
    status: s.verificationStatus === "suspended" || s.verificationStatus === "rejected" ? "draft" : siteStatusOf(c.status),
    rooms,
    version: Number(row.version),
  };
}

/** A live site by slug; 404 RESOURCE_NOT_FOUND or SITE_NOT_LIVE. `cached` for public reads only. */
export async function getLiveSite(db: DbOrTx, slug: string, opts: { cached?: boolean } = {}): Promise<SiteRecord> {
  return requireLive(await loadSite(db, { slug: slug.toLowerCase() }, opts));
}

/** The site a host name points at, live or not (null when no studio owns the host). */
export async function findSiteByHost(db: DbOrTx, host: string, opts: { cached?: boolean } = {}): Promise<SiteRecord | null> {
  const h = normalizeHost(host);
  const slug = slugFromHost(h, env().ROOT_DOMAIN);
  if (slug) {
    const bySlug = await loadSite(db, { slug }, opts);
    if (bySlug) return bySlug;
  }
  return loadSite(db, { customDomain: h }, opts);
}

/** A live site by host (4.2). */
export async function resolveLiveSite(db: DbOrTx, host: string, opts: { cached?: boolean } = {}): Promise<SiteRecord> {
  return requireLive(await findSiteByHost(db, host, opts));
}

function requireLive(rec: SiteRecord | null): SiteRecord {
  if (!rec) throw notFound("Studio");
  if (rec.status !== "live") throw new ApiError("SITE_NOT_LIVE", "This studio's site is not published");
  return rec;
}

/**
 * A room of a live site that can take bookings online; 404 / 409 ROOM_NOT_BOOKABLE, also for a room
 * with no payment mode a guest could confirm now (`bookable` false then): refused before any hold
 * is made or code sent (docs/payments-connect.md, Payment modes a guest can confirm).
 */
/** Whether guests can book the room online now (the ROOM_NOT_BOOKABLE rule of bookableRoom). */
export function isBookable(site: SiteRecord, room: RoomRecord): boolean {
  return site.payload.bookingOnline && room.active && room.bookable && room.hourlyCents > 0;
}

export function bookableRoom(site: SiteRecord, roomId: string): RoomRecord {
  const room = site.rooms.find((r) => r.id === roomId);
  if (!room) throw notFound("Room");
  if (!isBookable(site, room)) {
    const unpayable = room.active && confirmableModes({ ...room, ...room.rates }, site.payload.cardPayments).length === 0;
    throw new ApiError(
      "ROOM_NOT_BOOKABLE",
      unpayable ? "This room cannot be booked online: none of its payment modes can be taken now" : "This room cannot be booked online",
    );
  }
  return room;
}
