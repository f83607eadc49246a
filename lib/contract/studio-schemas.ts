// Request bodies of the studio's actions (docs/studio-actions.md): the route handlers under
// app/v1/studio parse with these; lib/domain/studio-actions takes the parsed values.
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NOTES_MAX } from "./guest-rules";
import { OWNER_TEXT_MAX } from "./owner-text";
import { Booking, DateString, freeText, Locale, PaymentMode, SERIES_WEEKS_MAX, StaffRole, TimeString } from "./schemas";
import { WEBHOOK_EVENTS } from "./webhook-payloads";
import { TEMPLATE_IDS } from "./templates";
import { CANCEL_REASON_MAX } from "./booking-actions/cancel";
import { PROMO_CODE_MAX, PROMO_CODE_PATTERN, promoCodeProblems } from "./promo";
import { GUEST_NOTES_MAX, GUEST_TAG_MAX, GUEST_TAGS_MAX } from "./guests";

/** Longest note on a manual block. */
export const BLOCK_NOTE_MAX = 200;

export const BlockBody = z.object({
  roomId: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  note: z.string().max(BLOCK_NOTE_MAX).check(freeText()).nullable().optional(),
});

/** A weekly repeat spans at most this many weeks from its first date (docs/studio-actions.md, Blocking several rooms or every week). */
export const BLOCK_GROUP_MAX_WEEKS = 52;
/** The most blocks (rooms × dates) one request makes. */
export const BLOCK_GROUP_MAX_BLOCKS = 1000;

const ClockTime = TimeString.refine((s) => Number(s.slice(0, 2)) < 24 && Number(s.slice(3)) < 60, "must be a time HH:MM");

/**
 * Blocks of several rooms (or every active room) on a date, optionally repeated weekly: one block
 * per room and date, made together or not at all (docs/studio-actions.md, Blocking several rooms or every week).
 */
export const BlockGroupBody = z.object({
  rooms: z.union([z.literal("all"), z.array(z.uuid()).min(1).max(100)]),
  /** The first date, studio-local. */
  date: DateString,
  startTime: ClockTime,
  /** After startTime; "00:00" is midnight at the end of the day. */
  endTime: ClockTime,
  repeat: z
    .object({
      /** ISO weekdays, 1 = Monday … 7 = Sunday; default: the first date's. */
      weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
      /** 1: every week (default), 2: every other week. */
      everyWeeks: z.union([z.literal(1), z.literal(2)]).optional(),
      /** The last date (inclusive), or */
      until: DateString.optional(),
      /** how many dates. */
      count: z
        .number()
        .int()
        .min(1)
        .max(BLOCK_GROUP_MAX_WEEKS * 7)
        .optional(),
    })
    .refine((r) => (r.until === undefined) !== (r.count === undefined), {
      message: "until or count: exactly one is required",
      path: ["until"],
    })
    .nullable()
    .optional(),
  /** Dates and rooms to leave out (e.g. the conflicts the preview listed). */
  skip: z
    .array(z.object({ date: DateString, roomId: z.uuid() }))
    .max(BLOCK_GROUP_MAX_BLOCKS)
    .optional(),
  note: z.string().max(BLOCK_NOTE_MAX).check(freeText()).nullable().optional(),
});

/** DELETE /v1/studio/blocks/{blockId}?scope=: the block alone, it and the later ones of its group, or the whole group. */
export const BlockDeleteQuery = z.object({ scope: z.enum(["one", "following", "all"]).optional() });

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
    /** Prepaid hours pay the room time (docs/prepaid-hours.md): as confirmHold's `prepaidCode`. */
    prepaidCode: z.string().trim().min(4).max(40).optional(),
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

/** A moved booking, with where it was (and its price then): the dashboard shows old and new side by side. */
export const StudioMoveResult = StudioBooking.extend({
  previous: z.object({ roomId: z.uuid(), date: z.string(), startTime: z.string(), endTime: z.string(), priceCents: z.number().int() }),
});

/**
 * Edit a booking (docs/studio-actions.md, Editing a booking): a merge patch. An omitted field stays;
 * `email`, `phone`, `notes` and `internalNote` may be null (or empty) to remove them. Names and
 * contacts follow a phone booking's rules (PhoneBookingBody); at least one field.
 */
export const EditBookingBody = z
  .strictObject({
    guestName: PhoneBookingBody.shape.guestName.optional(),
    email: z.string().max(EMAIL_MAX).check(freeText()).nullable().optional(),
    phone: z.string().max(40).check(freeText()).nullable().optional(),
    notes: z
      .string()
      .max(NOTES_MAX)
      .check(freeText({ multiline: true }))
      .nullable()
      .optional(),
    internalNote: z
      .string()
      .max(OWNER_TEXT_MAX.internalNote)
      .check(freeText({ multiline: true }))
      .nullable()
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: "nothing to change: give at least one field" });

/** An edited booking: the studio's view plus the staff's internal note (never in any guest-facing answer). */
export const StudioEditResult = StudioBooking.extend({ internalNote: z.string().nullable() });

export const ManualBlock = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  startsAt: Instant,
  endsAt: Instant,
  note: z.string().nullable(),
  source: z.literal("manual"),
  /** Shared by the blocks made together (several rooms, a weekly repeat); null for a lone block. */
  groupId: z.uuid().nullable(),
});

/** A removed block, and how many went with it (the scope's). */
export const RemovedBlocks = ManualBlock.extend({ removed: z.number().int() });

/** What is in the way of one block of a group: SLOT_TAKEN's details of a single block. */
const BlockObstacle = z.object({
  kind: z.enum(["booking", "hold", "block"]),
  reference: z.string().optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  note: z.string().optional(),
  until: z.string().optional(),
});

/** The blocks a group request would make, each with what is in the way (null: free). */
export const BlockGroupPreview = z.object({
  occurrences: z.array(
    z.object({
      date: z.string(),
      roomId: z.uuid(),
      startsAt: Instant,
      endsAt: Instant,
      skipped: z.boolean(),
      conflict: BlockObstacle.nullable(),
    }),
  ),
  /** Blocks that would be made (not skipped). */
  blocks: z.number().int(),
  /** Blocks not skipped with something in the way: creating is refused while this is not 0. */
  conflicts: z.number().int(),
});

/** The blocks made, one per room and date, sharing groupId. */
export const BlockGroup = z.object({ groupId: z.uuid(), blocks: z.array(ManualBlock) });

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

/**
 * The answer to an invitation (docs/studio-accounts.md, Roles): the new member, whether the sign-in link went out by
 * email (false: email delivery is not configured, the message is recorded as skipped) and, in pre-production only when
 * it did not, the link itself for the owner to pass on. Production never answers the link.
 */
export const InvitedStaffMember = StaffMember.extend({
  invitationSent: z.boolean(),
  devLink: z.string().optional(),
});

/** POST /v1/studio/webhooks (docs/webhooks.md, Subscriptions): an endpoint; no events = every event. */
export const WebhookSubscriptionBody = z.strictObject({
  url: z.string().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).max(WEBHOOK_EVENTS.length).optional(),
});

/**
 * A subscription as the studio API shows it; `secret` only in the answers of create and rotate.
 * A failing endpoint carries when its failures began and the last one's reason; a disabled one
 * when it was disabled (docs/webhooks.md, Failing endpoints).
 */
export const WebhookSubscription = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  failing: z.boolean(),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  secret: z.string().optional(),
});

/**
 * One delivery of an endpoint as the dashboard lists it (docs/webhooks.md, Recent deliveries): the
 * event's type (`ping` for a test), its state, attempts, the endpoint's HTTP status at the last
 * attempt (null: no answer) and the failure; times in the studio's zone.
 */
export const WebhookDeliveryView = z.object({
  id: z.string().describe("The row id, the payload's `sequence`"),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.int(),
  responseStatus: z.int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe("A pending delivery's next attempt"),
});

/** POST /v1/studio/webhooks/{id}/test: whether the endpoint took the test event, and its recorded delivery. */
export const WebhookTestOutcome = z.object({
  delivered: z.boolean(),
  responseStatus: z.int().nullable(),
  error: z.string().nullable(),
  delivery: WebhookDeliveryView,
});

/**
 * Each settings part's version, as the settings answers carry them (`versions`): a digest per
 * section and per room (lib/domain/settings/versions.ts; docs/decisions-platform.md, Settings versions).
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
export const SERIES_MAX = SERIES_WEEKS_MAX;

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

// Verification (docs/operators.md, Verification); the status list is the operator API's filter too.
export const StudioStatusEnum = z.enum(["draft", "awaiting_verification", "live", "suspended", "rejected"]);

const shortText = (max: number) => z.string().trim().min(1).max(max);
export const BusinessDetailsRequest = z.strictObject({
  legalName: shortText(200),
  taxId: shortText(40),
  addressLine1: shortText(200),
  addressLine2: z.string().trim().max(200).nullish(),
  city: shortText(100),
  postalCode: shortText(20),
  country: z.string().regex(/^[A-Za-z]{2}$/),
});

export const PhoneCodeRequest = z.strictObject({ code: z.string().regex(/^\d{6}$/) });

export const VerificationState = z.object({
  status: StudioStatusEnum,
  reason: z.string().nullable(),
  changedAt: z.string().nullable(),
  details: BusinessDetailsRequest.extend({ addressLine2: z.string().nullable() }).nullable(),
  phone: z.object({ number: z.string().nullable(), confirmed: z.boolean(), codeSentAt: z.string().nullable() }),
  submittedAt: z.string().nullable(),
  devCode: z.string().optional(),
});

// A studio's own domain and its proof (docs/decisions-sites.md, Custom domains; docs/studio-settings.md, Own domain).
const CUSTOM_DOMAIN_STATUSES = ["pending", "failed", "proven"] as const;
/** Why the last check did not prove the domain: no TXT record, none with the token, the lookup failed, another studio proved it first. */
const CUSTOM_DOMAIN_PROBLEMS = ["no_record", "wrong_value", "dns_error", "taken"] as const;
export const CustomDomainState = z.object({
  /** The domain the owner set. */
  host: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  /** The record to publish at the domain's DNS provider. */
  record: z.object({ type: z.literal("TXT"), name: z.string(), value: z.string() }),
  /** Set when `failed`. */
  problem: z.enum(CUSTOM_DOMAIN_PROBLEMS).nullable(),
  /** How a `proven` domain was proven: its TXT record (`dns`) or the operator's studio import (`operator`). */
  proof: z.enum(["dns", "operator"]).nullable(),
  setAt: z.string(),
  checkedAt: z.string().nullable(),
  provenAt: z.string().nullable(),
  /** Proven and the studio verified: the site is served on it and every link names it. */
  served: z.boolean(),
});
export type CustomDomainState = z.infer<typeof CustomDomainState>;
export const CustomDomainAnswer = z.object({ customDomain: CustomDomainState.nullable() });

/** The operators' actions on a studio, the last segment of their path (docs/operators.md, Studio status). */
export const OperatorActionName = z.enum(["verify", "reject", "suspend", "reinstate"]);
export const OperatorActionRequest = z.strictObject({ reason: shortText(1000) });

// Sign-up and onboarding (docs/signup.md). The wizard's fields; the studio file's own rules
// (owner texts, time zone, country, durations) are checked again by its parser, not copied here.
export const SignUpRequest = z.strictObject({
  email: z.email().max(EMAIL_MAX),
  locale: Locale.default("es"),
});
export const SignUpAnswer = z.object({ status: z.literal("sent"), devLink: z.string().optional() });

export const SlugAvailability = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.enum(["invalid", "reserved", "taken", "confusable"]).nullable(),
});

const Hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
export const OnboardingRequest = z.strictObject({
  studio: z.strictObject({
    name: z.string().trim().min(1).max(OWNER_TEXT_MAX.studioName),
    slug: z.string().trim().toLowerCase(),
    studioType: z.string().trim().max(OWNER_TEXT_MAX.studioType).nullish(),
    addressLine1: z.string().trim().min(1).max(OWNER_TEXT_MAX.addressLine),
    postalCode: z.string().trim().min(1).max(OWNER_TEXT_MAX.postalCode),
    city: z.string().trim().min(1).max(OWNER_TEXT_MAX.city),
    country: z.string().regex(/^[A-Z]{2}$/),
    timezone: z.string().min(1).max(64),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    // The public contact, both optional: the sign-up address is never published (docs/signup.md, The owner's address).
    phone: z.string().trim().max(OWNER_TEXT_MAX.phone).nullish().meta({ description: "The studio's public phone (optional)" }),
    email: z
      .email()
      .max(EMAIL_MAX)
      .nullish()
      .meta({ description: "The studio's public contact email (optional); the sign-up address is never published" }),
    locales: z.array(Locale).min(1).max(3),
  }),
  room: z
    .strictObject({
      name: z.string().trim().min(1).max(OWNER_TEXT_MAX.roomName),
      capacity: z.number().int().min(1).max(1000),
      hourlyCents: z.number().int().min(0).max(10_000_000),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .default("EUR"),
      minMinutes: z
        .number()
        .int()
        .min(15)
        .max(24 * 60),
      maxMinutes: z
        .number()
        .int()
        .min(15)
        .max(24 * 60),
      depositPercent: z.number().int().min(0).max(100),
      paymentModes: z.array(PaymentMode).min(1).max(2),
    })
    .optional()
    .meta({ description: "A first room (optional: the wizard adds rooms on its rooms step, through the settings API)" }),
  /** Monday to Sunday as dayOfWeek 1..6, 0; a day not listed is closed. */
  hours: z
    .array(z.strictObject({ dayOfWeek: z.number().int().min(0).max(6), openTime: Hhmm, closeTime: Hhmm }))
    .max(7)
    .optional()
    .meta({ description: "Weekly hours (optional: Monday to Saturday 10:00–22:00 until set)" }),
  cancelNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .optional()
    .meta({ description: "The first room's cancellation notice in hours (default 24)" }),
});
export const OnboardingCreated = z.object({ studioId: z.uuid(), slug: z.string(), siteUrl: z.string(), status: StudioStatusEnum });

/** The wizard's steps after the studio itself, in order (docs/signup.md, The wizard); `template` ends with Publish. */
export const ONBOARDING_STEPS = ["hours", "rooms", "photos", "calendar", "template"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
export const OnboardingStepDone = z.strictObject({ done: z.enum(ONBOARDING_STEPS).meta({ description: "The step just completed" }) });
export const OnboardingProgress = z.object({ next: z.enum(ONBOARDING_STEPS).meta({ description: "Where the wizard resumes" }) });

export const PublishRequest = z.strictObject({ template: z.enum(TEMPLATE_IDS) });
export const PublishAnswer = z.object({ siteUrl: z.string(), template: z.enum(TEMPLATE_IDS), status: StudioStatusEnum });

// The operator API's answers (docs/operators.md, Operator API).
const IsoOrNull = z.string().nullable();
export const PlatformStudioList = z.object({
  studios: z.array(
    z.object({
      studioId: z.uuid(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      status: StudioStatusEnum,
      changedAt: IsoOrNull,
      resemblance: z.string().nullable(),
    }),
  ),
});
export const PlatformStudioDetail = z.object({
  studio: z.object({
    studioId: z.uuid(),
    slug: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    addressLine1: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    /** ISO 4217: the currency of the counts' amounts (the studio's first active room's). */
    currency: z.string(),
    /** IANA time zone of the studio. */
    timezone: z.string(),
    status: StudioStatusEnum,
    reason: z.string().nullable(),
    resemblance: z.string().nullable(),
    changedAt: IsoOrNull,
    createdAt: z.string(),
  }),
  evidence: z.object({
    legalName: z.string().nullable(),
    taxId: z.string().nullable(),
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
    phoneConfirmedAt: IsoOrNull,
    submittedAt: IsoOrNull,
  }),
  counts: z.object({
    monthStart: z.string(),
    bookingsThisMonth: z.number().int(),
    smsLast24h: z.number().int(),
    smsDailyCap: z.number().int(),
    emailsLast24h: z.number().int(),
    emailDailyCap: z.number().int(),
    cardDepositsCentsThisMonth: z.number().int(),
    refundedCentsThisMonth: z.number().int(),
  }),
  audit: z.array(z.object({ at: z.string(), actorEmail: z.string(), action: z.string(), reason: z.string().nullable() })),
});
export const OperatorActionResult = z.object({ studioId: z.uuid(), status: StudioStatusEnum, reason: z.string(), changedAt: z.string() });

// ---- Promo codes (docs/pricing.md, Promo codes) ---------------------------------------------

/** The most promo codes a studio keeps, and the largest amount and limits a code may have. */
export const PROMO_CODES_MAX = 200;
const PROMO_AMOUNT_MAX = 10_000_000;
const PROMO_USES_MAX = 1_000_000;

/** A code as the studio writes it: trimmed and upper-cased, then letters A-Z, digits, - and _. */
const PromoCodeText = z
  .string()
  .trim()
  .toUpperCase()
  .max(PROMO_CODE_MAX)
  .regex(PROMO_CODE_PATTERN, "must be letters A-Z, digits, - and _ (starting with a letter or digit)");

/** Every field of a code, each optional (a PATCH's body); PromoCodeBody adds the defaults and the rules. */
const promoCodeFields = {
  code: PromoCodeText,
  kind: z.enum(["percent", "fixed"]),
  percentOff: z
    .number()
    .int()
    .min(1)
    .max(100)
    .nullable()
    .meta({ description: "Percent off the whole price, for `kind` percent; else null" }),
  amountCents: z.number().int().min(1).max(PROMO_AMOUNT_MAX).nullable().meta({ description: "Cents off, for `kind` fixed; else null" }),
  validFrom: DateString.nullable().meta({ description: "First session date it applies to (studio-local, inclusive); null: no start" }),
  validUntil: DateString.nullable().meta({ description: "Last session date it applies to (inclusive); null: no end" }),
  roomIds: z.array(z.uuid()).max(100).meta({ description: "The rooms it applies to; empty: every room" }),
  minMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .meta({ description: "The shortest session it applies to; null: any" }),
  maxUses: z
    .number()
    .int()
    .min(1)
    .max(PROMO_USES_MAX)
    .nullable()
    .meta({ description: "Confirmed bookings it may have at once (cancelled ones give theirs back); null: no limit" }),
  maxUsesPerContact: z
    .number()
    .int()
    .min(1)
    .max(PROMO_USES_MAX)
    .nullable()
    .meta({ description: "The same, per guest contact; null: no limit" }),
  active: z.boolean().meta({ description: "Inactive: refused to guests (codes are deactivated, never deleted)" }),
};

/** A code's fields with their defaults, checked together (the amount of its kind only, dates in order). */
export const PromoCodeBody = z
  .strictObject({
    ...promoCodeFields,
    percentOff: promoCodeFields.percentOff.default(null),
    amountCents: promoCodeFields.amountCents.default(null),
    validFrom: promoCodeFields.validFrom.default(null),
    validUntil: promoCodeFields.validUntil.default(null),
    roomIds: promoCodeFields.roomIds.default([]),
    minMinutes: promoCodeFields.minMinutes.default(null),
    maxUses: promoCodeFields.maxUses.default(null),
    maxUsesPerContact: promoCodeFields.maxUsesPerContact.default(null),
    active: promoCodeFields.active.default(true),
  })
  .superRefine((p, ctx) => {
    for (const [field, message] of promoCodeProblems(p)) ctx.addIssue({ code: "custom", path: [field], message });
  });
export type PromoCodeBody = z.infer<typeof PromoCodeBody>;

/** A PATCH of a code: the fields to change; the result is checked as a whole (PromoCodeBody). */
export const PromoCodePatch = z.strictObject(promoCodeFields).partial();

/** A code as the studio API shows it, with its counted uses (confirmed bookings not cancelled). */
export const PromoCode = z.object({
  id: z.uuid(),
  ...promoCodeFields,
  usesCount: z.number().int().meta({ description: "Its uses now: bookings confirmed with it and not cancelled" }),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;

/** The studio's notes and tags about a guest (docs/guests.md, Notes and tags): each field sent replaces the one kept. */
export const GuestNotesBody = z
  .strictObject({
    notes: z
      .string()
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .max(GUEST_NOTES_MAX)
          .check(freeText({ multiline: true })),
      ),
    tags: z
      .array(
        z
          .string()
          .transform((s) => s.trim().replace(/\s+/g, " "))
          .pipe(z.string().min(1).max(GUEST_TAG_MAX).check(freeText())),
      )
      .max(GUEST_TAGS_MAX)
      // One tag once, whatever its case: "VIP" and "vip" are one tag, the first spelling kept.
      .transform((tags) => tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i)),
  })
  .partial()
  .refine((b) => b.notes !== undefined || b.tags !== undefined, { message: "send `notes`, `tags` or both" });
