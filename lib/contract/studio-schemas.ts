// Request bodies of the studio's actions (docs/studio-actions.md): the route handlers under
// app/v1/studio parse with these; lib/domain/studio-actions takes the parsed values.
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NOTES_MAX } from "./guest-rules";
import { Booking, DateString, freeText, Locale, StaffRole, TimeString } from "./schemas";
import { WEBHOOK_EVENTS } from "./webhooks";

/** Longest reason for a studio's cancellation (what the guest is told). */
export const CANCEL_REASON_MAX = 500;
/** Longest note on a manual block. */
export const BLOCK_NOTE_MAX = 200;

export const MarkBody = z.object({ mark: z.enum(["completed", "no_show"]) });

export const StudioCancelBody = z.object({
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, "must not be empty")
        .max(CANCEL_REASON_MAX)
        .check(freeText({ multiline: true })),
    ),
  refund: z.boolean().optional(),
});

const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces");

export const RefundBody = z.object({
  /** Omitted: what is left of the deposit. */
  amountCents: z.number().int().positive().optional(),
  idempotencyKey: IdempotencyKey,
});

export const BlockBody = z.object({
  roomId: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  note: z.string().max(BLOCK_NOTE_MAX).check(freeText()).nullable().optional(),
});

const NAME_LENGTH = `must be ${NAME_MIN} to ${NAME_MAX} characters`;

export const PhoneBookingBody = z
  .object({
    roomId: z.uuid(),
    date: DateString,
    startTime: TimeString,
    minutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60),
    guestName: z
      .string()
      .transform((s) => s.trim())
      .pipe(z.string().min(NAME_MIN, NAME_LENGTH).max(NAME_MAX, NAME_LENGTH).check(freeText())),
    email: z.string().max(EMAIL_MAX).check(freeText()).optional(),
    phone: z.string().max(40).check(freeText()).optional(),
    notes: z
      .string()
      .max(NOTES_MAX)
      .check(freeText({ multiline: true }))
      .optional(),
    locale: Locale.optional(),
    // One per booking the form sends, reused when the same request is repeated: a repeat answers
    // the booking the first one made (docs/studio-actions.md, Phone bookings).
    idempotencyKey: z
      .string()
      .min(8)
      .max(128)
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  })
  .refine((b) => b.email || b.phone, { message: "email or phone: one is required", path: ["email"] });

// ---- Replies (docs/studio-actions.md, Answers; docs/studio-accounts.md) ---------------------
// The shapes lib/domain/studio-actions and lib/domain/staff answer, for the OpenAPI document;
// lib/http/openapi/studio-types.ts checks at compile time that each equals its domain type.

const Instant = z.iso.datetime({ offset: true });

/** A booking as the studio sees it after an action: the guest's Booking plus what only staff may read. */
export const StudioBooking = Booking.extend({
  roomId: z.uuid(),
  channel: z.string(),
  contact: z.string(),
  email: z.string().nullable(),
  locale: z.string(),
  cancelledAt: Instant.nullable(),
  paymentIntentId: z.string().nullable(),
  refundedCents: z.number().int(),
});

/** Move a booking (docs/studio-actions.md, Moving a booking): omitted duration and room stay as booked. */
export const MoveBody = z.object({
  date: DateString,
  startTime: TimeString,
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .optional(),
  roomId: z.uuid().optional(),
  reprice: z.boolean().optional(),
});

/** A moved booking, with where it was (and its price then): the dashboard shows old and new side by side. */
export const StudioMoveResult = StudioBooking.extend({
  previous: z.object({ roomId: z.uuid(), date: z.string(), startTime: z.string(), endTime: z.string(), priceCents: z.number().int() }),
});

export const ManualBlock = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  startsAt: Instant,
  endsAt: Instant,
  note: z.string().nullable(),
  source: z.literal("manual"),
});

/** The signed-in staff member (GET /v1/studio/me). */
export const StaffActor = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  studioId: z.uuid(),
  locale: Locale,
});

export const StaffMember = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: StaffRole,
  locale: Locale,
  since: Instant,
});

/** POST /v1/studio/webhooks (docs/webhooks.md, Subscriptions): an endpoint; no events = every event. */
export const WebhookSubscriptionBody = z.strictObject({
  url: z.string().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length).optional(),
});

/** A subscription as the studio API shows it; `secret` only in the answers of create and rotate. */
export const WebhookSubscription = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  failing: z.boolean(),
  createdAt: z.string(),
  secret: z.string().optional(),
});

/**
 * Each settings part's version, as the settings answers carry them (`versions`): a digest per
 * section and per room (lib/domain/settings/versions.ts; docs/decisions.md, Settings versions).
 */
export type SettingsVersions = {
  studio: string;
  booking: string;
  site: string;
  texts: string;
  hours: string;
  policies: string;
  rooms: Record<string, string>;
};

// ---- Regular bookings (docs/series.md) --------------------------------------------------------

/** The most dates of one series (lib/domain/studio-actions/series.ts SERIES_MAX_OCCURRENCES). */
export const SERIES_MAX = 52;

const SeriesResolution = z
  .object({ date: DateString, skip: z.boolean().optional(), startTime: TimeString.optional() })
  .refine((r) => (r.skip === true) !== (r.startTime !== undefined), {
    message: "each resolution gives either skip: true or another startTime",
  });

/** POST /v1/studio/series and /series/preview: the guest as a phone booking has it, the cadence, a count or a last date. */
export const SeriesBody = z
  .object({
    roomId: z.uuid(),
    cadence: z.enum(["weekly", "biweekly"]),
    firstDate: DateString,
    startTime: TimeString,
    minutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60),
    count: z.number().int().min(1).max(SERIES_MAX).optional(),
    untilDate: DateString.optional(),
    guestName: PhoneBookingBody.shape.guestName,
    email: PhoneBookingBody.shape.email,
    phone: PhoneBookingBody.shape.phone,
    notes: PhoneBookingBody.shape.notes,
    locale: Locale.optional(),
    resolutions: z.array(SeriesResolution).max(SERIES_MAX).optional(),
  })
  .refine((b) => b.email || b.phone, { message: "email or phone: one is required", path: ["email"] })
  .refine((b) => (b.count === undefined) !== (b.untilDate === undefined), {
    message: "count or untilDate: exactly one is required",
    path: ["count"],
  });

/** Cancel from an occurrence on (`fromBookingId`), or every occurrence still ahead (none given). */
export const SeriesCancelBody = z.object({
  fromBookingId: z.uuid().optional(),
  reason: z
    .string()
    .max(CANCEL_REASON_MAX)
    .check(freeText({ multiline: true }))
    .optional(),
});

/** Move an occurrence and every following one to `startTime` on its own date (and to `roomId`). */
export const SeriesMoveBody = z.object({ fromBookingId: z.uuid(), startTime: TimeString, roomId: z.uuid().optional() });

const SeriesConflict = z.object({ code: z.string(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() });

export const SeriesPreview = z.object({
  timezone: z.string(),
  occurrences: z.array(
    z.object({
      date: z.string(),
      startTime: z.string(),
      endTime: z.string().nullable(),
      status: z.enum(["free", "skipped", "conflict"]),
      moved: z.boolean(),
      conflict: SeriesConflict.nullable(),
    }),
  ),
  conflicts: z.number().int(),
});

export const SeriesCreated = z.object({
  id: z.uuid(),
  cadence: z.enum(["weekly", "biweekly"]),
  roomId: z.uuid(),
  timezone: z.string(),
  bookings: z.array(StudioBooking),
  skipped: z.array(z.string()),
});
