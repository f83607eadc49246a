// The onboarding wizard's writes (docs/signup.md, The wizard): a signed-in person without a studio
// makes one, becoming its owner; the studio is then published as a preview. The studio is written
// as a studio file through the import's own parser and writer (lib/domain/studios/import.ts), so a
// wizard studio obeys every rule an imported one does; none is copied here.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiError } from "../../contract/errors";
import { slugProblem } from "../../contract/slugs";
import { lookalikes, resemblanceNote } from "./lookalike";
import type { OnboardingRequest } from "../../contract/studio-schemas";
import type { TemplateId } from "../../contract/templates";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { env } from "../../infra/env";
import { parseStudioFile, StudioFileError, writeStudioFile } from "../studios/import";
import { studioPhone } from "../studios/phone";
import { cardPaymentsAvailable } from "../payments/availability";
import { refuseUnkeptPayments } from "../payments/modes";
import { addMember } from "../staff/members";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { canonicalHost } from "../sites";

export type SlugAnswer = { slug: string; available: boolean; reason: "invalid" | "reserved" | "taken" | "confusable" | null };
type Onboarding = z.output<typeof OnboardingRequest>;
type SignedInUser = { userId: string; email: string; locale: string };

/** Whether `slug` can be a new studio's: well-formed, not reserved, not another studio's. */
export async function slugAvailability(db: DbOrTx, raw: string): Promise<SlugAnswer> {
  const slug = raw.trim().toLowerCase();
  const problem = slugProblem(slug);
  if (problem) return { slug, available: false, reason: problem };
  const taken = await db.$queryRaw<{ one: number }[]>`SELECT 1 AS one FROM studio WHERE slug = ${slug}`;
  if (taken.length) return { slug, available: false, reason: "taken" };
  // Reads like a verified studio's address (docs/signup.md, Look-alikes).
  if ((await lookalikes(db, { slug })).refused) return { slug, available: false, reason: "confusable" };
  return { slug, available: true, reason: null };
}

/** The studio's address on the platform: its slug host, with PUBLIC_BASE_URL's scheme. */
export function studioSiteUrl(slug: string): string {
  return `${new URL(env().PUBLIC_BASE_URL).protocol}//${canonicalHost(slug, null)}/`;
}

/** The wizard's answers as a studio file: the import's parser checks them (VALIDATION_ERROR naming each field). */
function asStudioFile(o: Onboarding, notifyEmail: string) {
  // Without hours the wizard's later step sets them: Monday to Saturday, 10:00 to 22:00 meanwhile.
  const hours = o.hours ?? [1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, openTime: "10:00", closeTime: "22:00" }));
  const days = new Map(hours.map((h) => [h.dayOfWeek, h]));
  const json = {
    studio: {
      name: o.studio.name,
      slug: o.studio.slug,
      description: "",
      shortDescription: null,
      studioType: o.studio.studioType || null,
      logoUrl: null,
      coverImageUrl: null,
      addressLine1: o.studio.addressLine1,
      addressLine2: null,
      city: o.studio.city,
      postalCode: o.studio.postalCode,
      country: o.studio.country,
      latitude: o.studio.latitude ?? null,
      longitude: o.studio.longitude ?? null,
      // Only what the owner entered as public; their sign-up address is the studio's private one
      // for its own mail (docs/signup.md, The owner's address).
      phone: o.studio.phone || null,
      email: o.studio.email || null,
      notifyEmail,
      website: null,
      timezone: o.studio.timezone,
      isVerified: false,
      averageRating: null,
      totalReviews: 0,
      operatingHours: [0, 1, 2, 3, 4, 5, 6].map((d) => {
        const h = days.get(d);
        return h
          ? { dayOfWeek: d, openTime: h.openTime, closeTime: h.closeTime, isClosed: false }
          : { dayOfWeek: d, openTime: "00:00", closeTime: "00:00", isClosed: true };
      }),
    },
    booking: { bookingOnline: true, cardPayments: o.room?.paymentModes.includes("card") ?? false, captcha: false },
    site: {
      template: "stage",
      theme: {},
      // The map link works without a pin: it searches the street address (mapUrl, lib/contract/booking-text.ts).
      sections: { rooms: true, map: true, hours: true, contact: true, rating: false, about: false },
      content: {},
      legal: {},
      seo: {},
      defaultLocale: o.studio.locales[0],
      locales: o.studio.locales,
      status: "draft",
      customDomain: null,
    },
    // The first room, when given; the wizard adds its rooms on a later step (docs/signup.md, The wizard).
    rooms: (o.room ? [o.room] : []).map((r) => ({
      id: randomUUID(),
      name: r.name,
      description: null,
      capacity: r.capacity,
      roomType: null,
      hourlyCents: r.hourlyCents,
      currency: r.currency,
      bookable: true,
      minMinutes: r.minMinutes,
      maxMinutes: r.maxMinutes,
      stepMinutes: 30,
      paymentModes: r.paymentModes,
      depositPercent: r.depositPercent,
      cancelNoticeHours: o.cancelNoticeHours ?? 24,
      instructions: {},
      photos: [],
      active: true,
      minNoticeMin: 60,
      maxAdvanceDays: 90,
      bufferMinutes: 0,
    })),
  };
  let file;
  try {
    file = parseStudioFile(json);
  } catch (e) {
    // The room's fields by the request's names ("room.maxMinutes"), not the studio file's ("rooms.0.maxMinutes").
    if (e instanceof StudioFileError)
      throw new ApiError(
        "VALIDATION_ERROR",
        e.message
          .replace(/^Invalid studio file:\n\s*/, "")
          .replace(/\n\s*/g, "; ")
          .replace(/(^|; )rooms\.0\./g, "$1room."),
      );
    throw e;
  }
  // The phone in E.164 (docs/studio-settings.md, Studio phone); no payment the first room could never
  // take (docs/studio-settings.md, Payment settings that cannot be kept): a new studio has no Stripe
  // account, so card alone needs the platform's own (STRIPE_CONNECT=0, a provider configured).
  file.studio.phone = studioPhone(file.studio.phone, file.studio.country, "studio.phone");
  if (file.rooms[0]) refuseUnkeptPayments(file.rooms[0], cardPaymentsAvailable({ cardPayments: file.booking.cardPayments }), "room");
  return file;
}

/**
 * The wizard's studio: written as a studio file (site not yet published), its organization made,
 * and the person its owner, in one transaction under a lock on the slug, so two people racing for
 * one slug cannot both get it (the import's writer upserts by slug). 400 VALIDATION_ERROR (a bad or
 * reserved slug, a field the studio file refuses), 409 INVALID_STATE (slug taken, or the person
 * already belongs to a studio).
 */
export async function createOnboardedStudio(db: Db, clock: Clock, user: SignedInUser, o: Onboarding) {
  const problem = slugProblem(o.studio.slug);
  if (problem)
    throw new ApiError(
      "VALIDATION_ERROR",
      `studio.slug: ${problem === "reserved" ? "is reserved for the platform" : "must be 3 to 63 lower-case letters, digits and single hyphens"}`,
      {
        details: { field: "studio.slug", reason: problem },
      },
    );
  const file = asStudioFile(o, user.email);
  return inTransaction(db, async (tx) => {
    // One wizard per person at a time: their row locked, then the slug's lock.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${user.userId} FOR UPDATE`;
    const member = await tx.$queryRaw<{ one: number }[]>`SELECT 1 AS one FROM member WHERE "userId" = ${user.userId} LIMIT 1`;
    if (member.length)
      throw new ApiError("INVALID_STATE", "You already belong to a studio: open its dashboard", { details: { reason: "member" } });
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`studio-slug:${o.studio.slug}`}))`;
    const slug = await slugAvailability(tx, o.studio.slug);
    if (slug.reason === "taken")
      throw new ApiError("INVALID_STATE", "That address is taken: choose another", { details: { field: "studio.slug", reason: "taken" } });
    const alike = await lookalikes(tx, { slug: o.studio.slug, name: o.studio.name });
    if (alike.refused)
      throw new ApiError("VALIDATION_ERROR", "studio.slug: reads the same as the address of a studio already on the platform", {
        details: { field: "studio.slug", reason: "confusable", resembles: alike.refused.slug },
      });
    const { studioId } = await writeStudioFile(tx, file);
    // The wizard goes on from its hours step (lib/domain/signup/progress.ts).
    await tx.$executeRaw`UPDATE studio SET "onboardingStep" = 'hours' WHERE id = ${studioId}::uuid`;
    // Accepted, and shown to the operator with the studio it resembles (docs/operators.md, What operators see).
    if (alike.flagged)
      await tx.$executeRaw`UPDATE studio SET "resemblesStudioId" = ${alike.flagged.studioId}::uuid,
                             resemblance = ${resemblanceNote(alike.flagged, o.studio)} WHERE id = ${studioId}::uuid`;
    const added = await addMember(tx, studioId, {
      email: user.email,
      role: "owner",
      locale: o.studio.locales.includes(user.locale as never) ? (user.locale as never) : o.studio.locales[0],
    });
    const actor: StaffActor = {
      userId: added.userId,
      name: user.email,
      email: user.email,
      role: "owner",
      studioId,
      locale: o.studio.locales[0],
    };
    await audit(tx, actor, { action: "studio.create", detail: { slug: o.studio.slug, via: "signup" }, at: clock.now() });
    return { studioId, slug: o.studio.slug, siteUrl: studioSiteUrl(o.studio.slug), status: "draft" as const };
  });
}

/**
 * Publish: the chosen template, and the site reachable as a preview (site status live; the studio
 * stays unverified, so its pages are not indexed and holds answer 403 STUDIO_NOT_VERIFIED until an
 * operator verifies it, docs/operators.md, Studio status). Owners only.
 */
export async function publishStudio(db: Db, clock: Clock, actor: StaffActor, template: TemplateId) {
  requireOwner(actor, "settings");
  return inTransaction(db, async (tx) => {
    const rows = await tx.$queryRaw<{ slug: string; status: string }[]>`
      SELECT slug, "verificationStatus" AS status FROM studio WHERE id = ${actor.studioId}::uuid FOR UPDATE`;
    const s = rows[0];
    await tx.$executeRaw`UPDATE site_config SET template = ${template}, status = 'live', "updatedAt" = ${clock.now()} WHERE "studioId" = ${actor.studioId}::uuid`;
    await tx.$executeRaw`UPDATE studio SET "onboardingStep" = NULL WHERE id = ${actor.studioId}::uuid`;
    await audit(tx, actor, { action: "site.publish", detail: { template }, at: clock.now() });
    return { siteUrl: studioSiteUrl(s.slug), template, status: s.status };
  });
}
