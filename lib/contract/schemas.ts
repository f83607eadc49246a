// The public API contract (spec sections 2, 4 and 7) as zod schemas: route handlers validate
// requests with them, lib/ builds responses typed by them, and the OpenAPI document is
// generated from them, so the three cannot drift apart.
import { TEMPLATE_IDS } from "./templates";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { ERROR_CODES, type ErrorCode as ErrorCodeName } from "./error-codes";
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NOTES_MAX, normalizePhone } from "./guest-rules";
import { CODE_LENGTH, EXTRA_QUANTITY_MAX, EXTRAS_PER_HOLD_MAX, PARTY_SIZE_MAX } from "./hold-rules";
import { PROMO_CODE_MAX, PROMO_REFUSALS } from "./promo";
import { ONLINE_SERIES_MIN_WEEKS } from "./online-series";

/** The most weeks of one series, online or made by staff (docs/series.md, Limits). */
export const SERIES_WEEKS_MAX = 52;

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const PaymentMode = z.enum(["card", "on_site"]);
export type PaymentMode = z.infer<typeof PaymentMode>;
export const Channel = z.enum(["phone", "email"]);
export type Channel = z.infer<typeof Channel>;

// ---- Free text ------------------------------------------------------------------------
// Text a person typed (names, notes, reasons) and any string that reaches SQL or a message:
// no control characters (PostgreSQL refuses NUL outright; CR/LF would split headers and
// logs), no bidirectional overrides or isolates (U+202A–U+202E, U+2066–U+2069: they make a
// name display as something else), no lone surrogates (not valid Unicode; cannot be stored).
// Tab, newline and carriage return are allowed only in multi-line fields (notes, reasons).
const CONTROL_SINGLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_MULTI = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Why `s` is not acceptable free text, or null when it is. */
export function freeTextProblem(s: string, opts: { multiline?: boolean } = {}): string | null {
  if ((opts.multiline ? CONTROL_MULTI : CONTROL_SINGLE).test(s))
    return opts.multiline
      ? "must not contain control characters (other than newlines and tabs)"
      : "must not contain control characters or line breaks";
  if (BIDI_OVERRIDE.test(s)) return "must not contain bidirectional override characters";
  if (LONE_SURROGATE.test(s)) return "must not contain unpaired surrogates";
  return null;
}

/** The one refinement for free text: `z.string().check(freeText())` or `freeText({ multiline: true })`. */
export function freeText(opts: { multiline?: boolean } = {}) {
  return z.superRefine<string>((s, ctx) => {
    const problem = freeTextProblem(s, opts);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: s });
  });
}

// Calendar dates are accepted from 1970 to 2999: anything else is a typo or a probe, and years
// outside luxon's and Intl's comfortable range (0000, 275760) used to end in a RangeError.
export const MIN_DATE = "1970-01-01";
export const MAX_DATE = "2999-12-31";

/** A real calendar date, YYYY-MM-DD, between MIN_DATE and MAX_DATE. */
export const DateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, "must be a real calendar date")
  .refine((s) => s >= MIN_DATE && s <= MAX_DATE, `must be between ${MIN_DATE} and ${MAX_DATE}`);
/** Wall-clock time HH:MM (24:00 appears only as the exclusive end of a span reaching midnight). */
export const TimeString = z.string().regex(/^\d{2}:\d{2}$/, "must be a time HH:MM");
const Localized = z.record(z.string(), z.string()).meta({ description: "Map from locale code to text" });

export const OperatingHoursItem = z.object({
  dayOfWeek: z.number().int().min(0).max(6).meta({ description: "0 = Sunday … 6 = Saturday" }),
  openTime: TimeString,
  closeTime: TimeString,
  isClosed: z.boolean(),
});

export const Studio = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  studioType: z.string().nullable(),
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  /** The studio's public contact address; null when it publishes none (docs/signup.md, The owner's address). */
  email: z.string().nullable(),
  website: z.string().nullable(),
  timezone: z.string(),
  isVerified: z.boolean(),
  averageRating: z.number().nullable(),
  totalReviews: z.number().int(),
  operatingHours: z.array(OperatingHoursItem),
});
export type Studio = z.infer<typeof Studio>;

export const Room = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  capacity: z.number().int(),
  roomType: z.string().nullable(),
  hourlyCents: z.number().int(),
  currency: z.string(),
  bookable: z.boolean(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
  stepMinutes: z.number().int(),
  paymentModes: z.array(PaymentMode),
  depositPercent: z.number().int(),
  cancelNoticeHours: z.number().int(),
  instructions: Localized,
  photos: z.array(z.string()),
});
export type Room = z.infer<typeof Room>;

const Free = z.record(z.string(), z.unknown());
export const SiteConfig = z.object({
  template: z.enum(TEMPLATE_IDS),
  theme: Free,
  sections: Free,
  content: Free,
  legal: Free,
  seo: Free,
  defaultLocale: Locale,
  locales: z.array(Locale),
  status: z.enum(["live"]),
  customDomain: z.string().nullable(),
  canonicalHost: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;

export const PublicSite = z.object({
  studio: Studio,
  rooms: z.array(Room),
  site: SiteConfig,
  bookingOnline: z.boolean(),
  cardPayments: z.boolean(),
  captchaSiteKey: z.string().optional(),
  stripePublishableKey: z.string().optional(),
  /** The studio's Stripe connected account, for Stripe.js (`loadStripe(pk, { stripeAccount })`); absent on the platform's account. */
  stripeAccount: z.string().optional(),
});
export type PublicSite = z.infer<typeof PublicSite>;

export const Span = z.object({ start: TimeString, end: TimeString });
export type Span = z.infer<typeof Span>;
export const AvailabilityDay = z.object({ date: DateString, free: z.array(Span) });
export type AvailabilityDay = z.infer<typeof AvailabilityDay>;
export const Availability = z.object({
  roomId: z.uuid(),
  timezone: z.string(),
  hourlyCents: z.number().int(),
  currency: z.string(),
  minMinutes: z.number().int(),
  maxMinutes: z.number().int(),
  stepMinutes: z.number().int(),
  minNoticeMin: z.number().int(),
  maxAdvanceDays: z.number().int(),
  window: z.object({ from: DateString, to: DateString, clipped: z.boolean() }),
  days: z.array(AvailabilityDay),
});
export type Availability = z.infer<typeof Availability>;

export const Price = z.object({
  priceCents: z.number().int(),
  depositCents: z.number().int(),
  currency: z.string(),
  minutes: z.number().int(),
});
export type Price = z.infer<typeof Price>;

/** The three languages an extra is named in (docs/pricing.md, Extras). */
export const ExtraName = z.object({ es: z.string(), ca: z.string(), en: z.string() });
export type ExtraName = z.infer<typeof ExtraName>;

/** An extra as a hold and its booking keep it, priced then (docs/pricing.md, Extras): `priceCents` is the line's total. */
const BookedExtra = z.object({ extraId: z.uuid(), name: ExtraName, quantity: z.number().int(), priceCents: z.number().int() });

/** A price's minutes at one hourly rate (docs/pricing.md, Price lines); empty for a booking made before they were kept. */
const PriceLine = z.object({ minutes: z.number().int(), hourlyCents: z.number().int() });

/** A promo code's discount as a hold and its booking keep it (docs/pricing.md, Promo codes): already deducted from the price. */
export const Discount = z.object({
  code: z.string().meta({ description: "The promo code, upper-cased" }),
  discountCents: z.number().int().meta({ description: "What it took off the whole price (room time and extras)" }),
});
export type Discount = z.infer<typeof Discount>;

export const Hold = z.object({
  holdId: z.uuid(),
  status: z.enum(["pending", "verified"]),
  roomId: z.uuid(),
  roomName: z.string(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
  timezone: z.string(),
  price: Price,
  channel: Channel,
  contactMasked: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  resendsLeft: z.number().int(),
  paymentModes: z.array(PaymentMode),
  devCode: z.string().optional(),
  /** Beyond the contract (docs/decisions-bookings.md, Party size): how many people come, null when not given. */
  partySize: z.number().int().nullable(),
  /** Beyond the contract (docs/pricing.md, Price lines): how `price` was made, as the booking will keep it. */
  priceLines: z.array(PriceLine),
  /** Beyond the contract (docs/pricing.md, Extras): the extras hired with the room, in `price`. */
  extras: z.array(BookedExtra),
  /** Beyond the contract (docs/pricing.md, Promo codes): only on a hold made with a promo code. */
  discount: Discount.optional().meta({
    description:
      "Beyond the spec: the promo code the hold was made with and what it takes off `price` (already deducted); absent without one",
  }),
});
export type Hold = z.infer<typeof Hold>;

/**
 * GET /public/holds/{holdId} (getHold, beyond the original contract): the Hold view with every state a hold can be in,
 * so a client can re-read after a timeout before a booking exists. `bookingReference` only
 * for a confirmed hold; never the code or a token (`devCode` only where create-hold shows it).
 */
export const HoldState = Hold.extend({
  status: z.enum(["pending", "verified", "expired", "burnt", "confirmed"]),
  bookingReference: z.string().optional(),
});
export type HoldState = z.infer<typeof HoldState>;

export const BookingStatus = z.enum(["pending_payment", "confirmed", "completed", "cancelled", "no_show"]);
export type BookingStatus = z.infer<typeof BookingStatus>;
export const PaymentStatus = z.enum(["unpaid", "pending", "deposit_paid", "paid", "refunded"]);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const Booking = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: BookingStatus,
  paymentMode: PaymentMode,
  paymentStatus: PaymentStatus,
  studioName: z.string(),
  roomName: z.string(),
  guestName: z.string(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
  timezone: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  priceCents: z.number().int(),
  depositCents: z.number().int(),
  currency: z.string(),
  cancelNoticeHours: z.number().int(),
  mayCancel: z.boolean(),
  notes: z.string().nullable(),
  paymentDueAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  cancelledBy: z.enum(["guest", "studio", "system"]).nullable(),
  cancelReason: z.string().nullable(),
  mayReschedule: z.boolean(),
  /** Beyond the contract (docs/decisions-bookings.md, Party size): how many people come, null when not given. */
  partySize: z.number().int().nullable(),
  /** Beyond the contract (docs/pricing.md, Price lines): how the price was made, minutes at each hourly rate. */
  priceLines: z.array(PriceLine),
  /** Beyond the contract (docs/pricing.md, Extras): the extras hired with it, in `priceCents`. */
  extras: z.array(BookedExtra),
  /** Beyond the contract (docs/pricing.md, Promo codes): the promo code's discount, deducted in `priceCents`; null: none. */
  discount: Discount.nullable(),
  /** Beyond the contract (docs/payments.md, Payments at the studio): paid at the studio so far, the card deposit aside. */
  paidAtStudioCents: z.number().int().meta({
    description:
      "Beyond the spec: what the guest has paid at the studio so far, in cents (the card deposit aside; refunds do not lower it)",
  }),
});
export type Booking = z.infer<typeof Booking>;

export const ConfirmResult = z.object({
  booking: Booking,
  manageToken: z.string().length(64),
  manageUrl: z.url(),
  clientSecret: z.string().optional(),
});
export type ConfirmResult = z.infer<typeof ConfirmResult>;

// ---- Requests -------------------------------------------------------------------------

export const Uuid = z.uuid();
export const Slug = z.string().min(1).max(100).check(freeText());

export const AvailabilityQuery = z.object({
  from: DateString.optional(),
  to: DateString.optional(),
});

/** A promo code as a guest types it (docs/pricing.md, Promo codes): trimmed, compared without case. */
const PromoCodeInput = z.string().trim().min(1).max(PROMO_CODE_MAX).check(freeText());

/** GET …/rooms/{roomId}/quote (beyond the contract; docs/pricing.md, Quotes): a studio-local start. */
export const QuoteQuery = z.object({
  date: DateString,
  startTime: TimeString.refine((s) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s), "must be a time of day HH:MM (00:00 to 23:59)"),
  /** Beyond the contract (docs/pricing.md, Promo codes): a code to judge for this room and start. */
  promoCode: PromoCodeInput.optional(),
  /** The language of a refused code's `message`: English without one, or for a language the sites do not have. */
  locale: Locale.optional().catch(undefined),
});

/** Minutes of a session at one hourly rate, on the studio's wall clock (docs/pricing.md). */
export const RateLine = z.object({
  startTime: z.string().meta({ description: "HH:MM, studio-local" }),
  endTime: z.string().meta({ description: "HH:MM, studio-local; exclusive" }),
  minutes: z.number().int(),
  hourlyCents: z.number().int(),
});

/** How an extra is priced: once per booking, or per hour of the session. */
export const ExtraPer = z.enum(["booking", "hour"]);

/** An extra a room can be hired with, as the quote lists it (docs/pricing.md, Extras). */
export const QuoteExtra = z.object({
  id: z.uuid(),
  name: ExtraName,
  per: ExtraPer.meta({ description: "Priced per booking, or per hour of the session (rounded half up to the cent)" }),
  priceCents: z.number().int(),
  quantity: z.number().int().nullable().meta({ description: "Units the studio owns; null: not limited" }),
});
export type QuoteExtra = z.infer<typeof QuoteExtra>;

/** Why a promo code does not apply (docs/pricing.md, Promo codes). */
const PromoRefusalReason = z.enum(PROMO_REFUSALS);

/** The quote's verdict on a promo code: its terms when it applies to the room and date, else why not. */
export const QuotePromo = z.union([
  z.object({
    code: z.string(),
    ok: z.literal(true),
    kind: z.enum(["percent", "fixed"]),
    percentOff: z.number().int().nullable(),
    amountCents: z.number().int().nullable(),
    minMinutes: z.number().int().nullable().meta({ description: "The shortest session it applies to; null: any" }),
  }),
  z.object({
    code: z.string(),
    ok: z.literal(false),
    reason: PromoRefusalReason,
    message: z.string().meta({ description: "Why, for the guest, in the query's `locale` (English without one)" }),
  }),
]);
export type QuotePromo = z.infer<typeof QuotePromo>;

/** The exact price of each length a room allows from one start (docs/pricing.md, Quotes). */
export const Quote = z.object({
  roomId: z.uuid(),
  date: z.string(),
  startTime: z.string(),
  currency: z.string(),
  durations: z.array(
    z.object({
      minutes: z.number().int(),
      endTime: z.string(),
      priceCents: z.number().int(),
      depositCents: z.number().int().meta({ description: "What a card booking pays now (the room's deposit share)" }),
      lines: z.array(RateLine).meta({ description: "The session's minutes by rate, in order" }),
    }),
  ),
  extras: z
    .array(QuoteExtra)
    .meta({ description: "Beyond the spec: the extras this room can be hired with (createHold's `extras`), in the studio's order" }),
  promo: QuotePromo.optional().meta({
    description:
      "Beyond the spec: the verdict on the query's `promoCode` (absent without one). The durations' prices stay undiscounted: a client takes the discount off each length with the same rule (docs/pricing.md, Promo codes)",
  }),
});
export type Quote = z.infer<typeof Quote>;

/** GET …/manage/{token}/quote (beyond the contract; docs/studio-actions.md, Guest reschedule): a studio-local start. */
export const MoveQuoteQuery = QuoteQuery.pick({ date: true, startTime: true });

/** What the booking would cost at another start, beside what its guest pays (docs/studio-actions.md, Guest reschedule). */
export const MoveQuote = z.object({
  date: z.string(),
  startTime: z.string(),
  minutes: z.number().int().meta({ description: "The booking's length: a guest's move keeps it" }),
  currency: z.string(),
  priceCents: z.number().int().meta({
    description:
      "The booking at that start at the room's current rates: its room time, plus its extras as booked, less its promo code's discount as booked (what a move that took the new price would make it)",
  }),
  priceLines: z.array(PriceLine).meta({ description: "The room time's minutes by rate at that start, in order (as a booking keeps them)" }),
  bookedPriceCents: z.number().int().meta({
    description: "What the guest pays: the booking's price, which rescheduleBooking keeps whatever the new time costs",
  }),
});
export type MoveQuote = z.infer<typeof MoveQuote>;

export const ResolveQuery = z.object({ host: z.string().min(1).max(253).check(freeText()) });

/** Extras asked for with a room (docs/pricing.md, Extras): each extra once, 1 to EXTRA_QUANTITY_MAX of each. */
export const ExtrasChoice = z
  .array(
    z.object({
      extraId: z.uuid(),
      quantity: z.number().int().min(1).max(EXTRA_QUANTITY_MAX),
    }),
  )
  .max(EXTRAS_PER_HOLD_MAX)
  .refine((a) => new Set(a.map((e) => e.extraId)).size === a.length, "must not name an extra twice");

const NAME_LENGTH = `must be ${NAME_MIN} to ${NAME_MAX} characters`;
const CreateHoldRequest = z.object({
  roomId: z.uuid(),
  date: DateString,
  startTime: TimeString,
  durationMinutes: z
    .number()
    .int()
    .positive()
    .max(24 * 60),
  guestName: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(NAME_MIN, NAME_LENGTH).max(NAME_MAX, NAME_LENGTH).check(freeText())),
  channel: Channel,
  contact: z.string().min(3).max(EMAIL_MAX).check(freeText()),
  locale: Locale.default(DEFAULT_LOCALE),
  idempotencyKey: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces"),
  captchaToken: z.string().min(1).max(8192).check(freeText()).optional(),
  /** Beyond the contract (docs/decisions-bookings.md, Party size): 1 to the room's capacity (checked against the room). */
  partySize: z.number().int().min(1).max(PARTY_SIZE_MAX).optional(),
  /** Beyond the contract (docs/pricing.md, Extras): the extras hired with the room, each once. */
  extras: ExtrasChoice.optional().meta({
    description: `Beyond the spec: extras hired with the room (docs/pricing.md, Extras), at most ${EXTRAS_PER_HOLD_MAX}, each extra once, 1 to ${EXTRA_QUANTITY_MAX} of each. An extra the studio does not offer for this room is a VALIDATION_ERROR naming \`extras.N.extraId\`; one with no unit free at that time is 409 EXTRA_UNAVAILABLE.`,
  }),
  /** Beyond the contract (docs/series.md, Booked online by a guest): the same start every week, one code for all. */
  series: z
    .strictObject({
      weeks: z.int().min(ONLINE_SERIES_MIN_WEEKS).max(SERIES_WEEKS_MAX),
      skipDates: z
        .array(DateString)
        .max(SERIES_WEEKS_MAX - 1)
        .default([]),
    })
    .optional()
    .meta({
      description: `Beyond the spec: book the same room, start and length every week for \`weeks\` weeks (${ONLINE_SERIES_MIN_WEEKS} to the studio's maximum, at most ${SERIES_WEEKS_MAX}) from \`date\`, leaving out \`skipDates\` (later dates of the series the guest does not want, e.g. those the series preview showed taken). One hold and one code for every date; the answer is the first date's hold. Only where the studio offers it and the room takes payment at the studio (else 409 SERIES_NOT_OFFERED); not with \`extras\` or \`promoCode\`. A later date no longer free is refused with its code and \`details.date\` (docs/series.md, Booked online by a guest).`,
    }),
  /** Beyond the contract (docs/pricing.md, Promo codes): a code off the hold's whole price. */
  promoCode: PromoCodeInput.optional().meta({
    description: `Beyond the spec: a promo code (docs/pricing.md, Promo codes), 1 to ${PROMO_CODE_MAX} characters, trimmed, any case. One that does not apply is 409 PROMO_CODE_INVALID (\`details.reason\`, \`details.code\`) and no hold is made; send the request again without it to book at the full price.`,
  }),
});
type CreateHoldRequest = z.infer<typeof CreateHoldRequest>;

// A guest's contact for the one-time code, normalized once so that quotas ("holds per contact")
// and messages see one spelling:
// - phone: E.164 via libphonenumber-js (guest-rules.ts, the same function the booking form
//   uses): "+", the country code and the number, separators allowed; the form turns national
//   and "00" numbers into E.164 with the studio's country before sending.
// - email: trimmed and lower-cased as a whole (a quota must not be dodged by changing case),
//   validated with zod's email rule, at most 254 characters.
const Email = z.email().max(EMAIL_MAX);

export type NormalizedContact = { ok: true; value: string } | { ok: false; message: string };

export function normalizeContact(channel: Channel, raw: string): NormalizedContact {
  if (channel === "phone") {
    const r = raw.trim().startsWith("+") ? normalizePhone(raw) : ({ ok: false } as const);
    return r.ok ? { ok: true, value: r.value } : { ok: false, message: "must be a phone number in E.164 format, e.g. +34612345678" };
  }
  const value = raw.trim().toLowerCase();
  return Email.safeParse(value).success ? { ok: true, value } : { ok: false, message: "must be an email address" };
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The create-hold body as the route validates it: CreateHoldRequest (same JSON shape, so the
 * same OpenAPI schema) plus the checks that need no room: a real time of day and a contact
 * that normalizes for its channel. Both run even when other fields fail, so one answer names
 * every invalid field. The room's grid and durations are checked against the room
 * (roomRuleProblems in hold-rules.ts).
 */
export const CreateHoldBody = CreateHoldRequest.extend({
  startTime: TimeString.refine((s) => TIME_OF_DAY.test(s), "must be a time of day HH:MM (00:00 to 23:59)"),
}).superRefine(
  (b, ctx) => {
    const c = normalizeContact(b.channel, b.contact);
    if (!c.ok) ctx.addIssue({ code: "custom", path: ["contact"], message: c.message });
  },
  // Only the contact's own fields need to be sound; by default zod skips this when any field failed.
  {
    when: (p) =>
      typeof p.value === "object" && p.value !== null && !p.issues.some((i) => i.path?.[0] === "channel" || i.path?.[0] === "contact"),
  },
);
export type CreateHoldBody = z.infer<typeof CreateHoldBody>;

/**
 * POST /public/sites/{slug}/bookings/lookup (beyond the contract; docs/decisions-bookings.md, Finding a booking): the
 * booking reference and the email or phone number the booking was made with.
 */
export const LookupRequest = z.object({
  reference: z.string().trim().min(1).max(40).check(freeText()),
  contact: z.string().trim().min(3).max(EMAIL_MAX).check(freeText()),
});
export type LookupRequest = z.infer<typeof LookupRequest>;

/** Its answer, the same whether or not the pair matched a booking. */
export const LookupResult = z.object({ requested: z.literal(true) });
export type LookupResult = z.infer<typeof LookupResult>;

export const VerifyRequest = z.object({ code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), "must be exactly six digits") });

export const ConfirmRequest = z.object({
  paymentMode: PaymentMode,
  notes: z
    .string()
    .max(NOTES_MAX)
    .check(freeText({ multiline: true }))
    .optional(),
  email: z.email().max(EMAIL_MAX).optional(),
  prepaidCode: z.string().trim().min(4).max(40).optional().meta({
    description:
      "Beyond the spec: a code of prepaid hours the studio sold (docs/prepaid-hours.md), with `paymentMode` `on_site`. The booking's room time is drawn from it under the pass's lock and recorded as a payment (`paymentStatus` `paid`, or `deposit_paid` when extras are left to pay). An unknown code, one of another studio or not for this room is a VALIDATION_ERROR naming `prepaidCode`; an expired one, or one whose hours left are fewer than the booking's, is 409 PREPAID_HOURS_SHORT (details: `reason` `expired` or `short`, `balanceMinutes`, `neededMinutes`).",
  }),
});
export type ConfirmRequest = z.infer<typeof ConfirmRequest>;

export const CancelRequest = z.object({
  reason: z
    .string()
    .max(NOTES_MAX)
    .check(freeText({ multiline: true }))
    .optional(),
});

/** The guest moves the booking (beyond the contract; docs/studio-actions.md, Guest reschedule): same room, same duration. */
export const RescheduleRequest = z.object({ date: DateString, startTime: TimeString });
export type RescheduleRequest = z.infer<typeof RescheduleRequest>;

// ---- Studio staff (docs/studio-accounts.md) ------------------------------------------

export const StaffRole = z.enum(["owner", "staff"]);
export const InviteStaffRequest = z.object({
  email: z.email().max(EMAIL_MAX),
  role: StaffRole,
  name: z.string().trim().min(1).max(100).check(freeText()).optional(),
  locale: Locale.optional(),
});
export type InviteStaffRequest = z.infer<typeof InviteStaffRequest>;

// ---- Errors (ErrorEnvelope) -----------------------------------------------------------

export type ErrorCode = ErrorCodeName;
/** Every code an error answer can carry (a named component of the OpenAPI document). */
export const ErrorCode = z.enum(ERROR_CODES);

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCode,
    message: z.string(),
    /** Facts a client may show, by code (CODE_INVALID: attemptsLeft; STALE_VERSION: the current values); absent for most errors. */
    details: z.record(z.string(), z.union([z.number(), z.string(), z.record(z.string(), z.unknown())])).optional(),
  }),
});
