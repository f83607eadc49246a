// Query strings of the studio dashboard's reads (docs/dashboard.md, Data): the route handlers under
// app/v1/studio parse with these; lib/domain/dashboard takes the parsed values.
import { Invoice } from "./invoices";
import { z } from "zod";
import { Booking, DateString, freeText, TimeString } from "./schemas";
import { LOCALES } from "./locales";
import { BookingActions } from "./booking-actions";
import { LEDGER_METHODS } from "./booking-money";

/**
 * The bookings list's tabs (docs/dashboard.md, Bookings): `owed` is every booking that still owes money, past or to
 * come, whatever its other tab; the others split bookings by status and time.
 */
export const BOOKING_TABS = ["upcoming", "owed", "pending_payment", "past", "cancelled"] as const;
/** A page of the bookings list: 50 rows unless asked otherwise, at most 200. */
export const BOOKINGS_PAGE = { default: 50, max: 200 } as const;
/**
 * The bookings list's payment filter (docs/dashboard.md, Bookings): `owed`, something still to collect
 * (unpaid, a card payment pending, a deposit paid with the rest due), or one stored paymentStatus.
 */
export const PAYMENT_FILTERS = ["owed", "unpaid", "pending", "deposit_paid", "paid", "refunded"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
/** Longest search text: a reference, a name, an email or a phone number fit well inside it. */
export const SEARCH_MAX = 100;

export const CalendarQuery = z.object({
  from: DateString,
  days: z
    .enum(["1", "7"], { message: "must be 1 or 7" })
    .default("7")
    .transform((d) => Number(d) as 1 | 7),
});

/** An empty query parameter is the same as an absent one (a form submits empty filters). */
const optional = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === "" ? undefined : v), s.optional());

export const BookingFilterQuery = z
  .object({
    tab: z.enum(BOOKING_TABS).default("upcoming"),
    roomId: optional(z.uuid()),
    from: optional(DateString),
    to: optional(DateString),
    q: optional(z.string().trim().max(SEARCH_MAX).check(freeText())),
    paymentStatus: optional(z.enum(PAYMENT_FILTERS)),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "must not be before from", path: ["to"] });

/** The page parameters of the bookings list (beside the filter). */
export const BookingPageQuery = z.object({
  cursor: optional(z.string().max(200)),
  limit: optional(z.coerce.number().int().min(1).max(BOOKINGS_PAGE.max)),
});

export const BookingListQuery = z.intersection(BookingFilterQuery, BookingPageQuery);

/** The CSV's language (docs/dashboard.md, CSV export): the dashboard page's, else the member's own. */
export const ExportLangQuery = z.object({ lang: optional(z.enum(LOCALES)) });
export const BookingExportQuery = z.intersection(BookingFilterQuery, ExportLangQuery);

/** Longest span of the studio's figures: a year, a leap day included (docs/dashboard.md, Figures). */
export const REPORT_MAX_DAYS = 366;

/** Days from `from` to `to`, both counted; NaN when either is not a date. */
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A bounded range of studio-local dates: `to` not before `from`, at most REPORT_MAX_DAYS days. */
const boundedRange = <S extends z.ZodObject<{ from: typeof DateString; to: typeof DateString }>>(s: S) =>
  s
    .refine((q) => q.from <= q.to, { message: "must not be before from", path: ["to"] })
    .refine((q) => daysBetween(q.from, q.to) <= REPORT_MAX_DAYS, {
      message: `must be at most ${REPORT_MAX_DAYS} days after from, both counted`,
      path: ["to"],
    });

export const ReportQuery = boundedRange(z.object({ from: DateString, to: DateString }));
export const REPORT_PERIODS = ["week", "month"] as const;
export const ReportCsvQuery = boundedRange(
  z.object({ from: DateString, to: DateString, by: z.enum(REPORT_PERIODS).default("week"), ...ExportLangQuery.shape }),
);

/** The activity badge's poll (docs/dashboard.md, Activity badge): changes since an instant the server gave. */
export const ActivityQuery = z.object({ since: optional(z.iso.datetime({ offset: true })) });

// ---- Replies (docs/dashboard.md, Data) ------------------------------------------------------
// The shapes lib/domain/dashboard answers, for the OpenAPI document; lib/http/openapi/studio-types.ts
// checks at compile time that each equals its domain type, so the two cannot drift apart.

/** ISO 8601 with the studio's offset (a staff member's `since` is UTC, `Z`). */
const Instant = z.iso.datetime({ offset: true });

export const BookingRow = z.object({
  id: z.uuid(),
  reference: z.string(),
  roomId: z.uuid(),
  roomName: z.string(),
  date: DateString,
  startTime: TimeString,
  endTime: TimeString,
  startsAt: Instant,
  guestName: z.string(),
  contact: z.string(),
  status: z.string(),
  paymentMode: z.string(),
  paymentStatus: z.string(),
  priceCents: z.number().int(),
  depositCents: z.number().int(),
  currency: z.string(),
  /** How many people come, null when the guest did not say (docs/decisions-bookings.md, Party size). */
  partySize: z.number().int().nullable(),
  /** Still to pay, in cents: 0 once paid or cancelled (docs/payments.md, Payment status). */
  owedCents: z.number().int(),
});

/** What a list's bookings still owe in all, one line per currency (docs/dashboard.md, Bookings). */
const OwedTotal = z.object({ currency: z.string(), bookings: z.number().int(), owedCents: z.number().int() });

export const BookingsPage = z.object({
  items: z.array(BookingRow),
  nextCursor: z.string().nullable(),
  /** Tab `owed` or filter `paymentStatus=owed`: what every page of it owes, by currency (empty when nothing); else null. */
  owedTotal: z.array(OwedTotal).nullable(),
});

export const BookingDetail = BookingRow.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  channel: z.string(),
  locale: z.string(),
  notes: z.string().nullable(),
  /** The staff's internal note (docs/studio-actions.md, Editing a booking): never shown to the guest. */
  internalNote: z.string().nullable(),
  /** Retention erased the guest's data (docs/retention.md): nothing left to edit. */
  anonymized: z.boolean(),
  minutes: z.number().int(),
  paymentIntentId: z.string().nullable(),
  paymentDueAt: Instant.nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  cancelledAt: Instant.nullable(),
  createdAt: Instant,
  priceBreakdown: z.object({
    /** The price line by line (docs/pricing.md, Price lines): each rate's minutes and share; empty for a booking made before lines were kept. */
    lines: z.array(z.object({ minutes: z.number().int(), hourlyCents: z.number().int(), cents: z.number().int() })),
    /** What the studio changed the price by, against its lines, extras and discount (0 when unchanged or without lines). */
    adjustmentCents: z.number().int(),
    /** The extras hired with it, each line's total in `priceCents` (docs/pricing.md, Extras). */
    extras: Booking.shape.extras,
    /** The promo code it was booked with and what it took off, deducted in `priceCents`; null: none (docs/pricing.md, Promo codes). */
    discount: Booking.shape.discount,
    minutes: z.number().int(),
    priceCents: z.number().int(),
    depositCents: z.number().int(),
    restCents: z.number().int(),
  }),
  refundedCents: z.number().int(),
  /** The payments recorded at the studio, oldest first, voided ones too (docs/payments.md, Payments at the studio). */
  payments: z.array(
    z.object({
      id: z.uuid(),
      amountCents: z.number().int(),
      method: z.enum(LEDGER_METHODS).nullable(),
      note: z.string().nullable(),
      recordedAt: Instant,
      recordedBy: z.string().nullable(),
      refundedCents: z.number().int(),
      voidedAt: Instant.nullable(),
      voidedBy: z.string().nullable(),
      voidReason: z.string().nullable(),
      /** Paid by card through a payment link: given back by Stripe, never voided. */
      viaLink: z.boolean(),
    }),
  ),
  /** The payment links sent, oldest first (docs/payments.md, Payment links). */
  paymentRequests: z.array(
    z.object({
      id: z.uuid(),
      amountCents: z.number().int(),
      note: z.string().nullable(),
      status: z.enum(["open", "paid", "cancelled", "expired"]),
      askedAt: Instant,
      askedBy: z.string().nullable(),
      expiresAt: Instant,
      closedAt: Instant.nullable(),
      closedBy: z.string().nullable(),
      /** The link itself while it can be paid, for staff to send another way; null once closed. */
      url: z.string().nullable(),
    }),
  ),
  /** Its invoices, in the order issued (docs/invoices.md). */
  invoices: z.array(Invoice),
  /** Paid so far: the card deposit and the payments at the studio (not voided), refunds aside. */
  paidCents: z.number().int(),
  /**
   * The platform's fee on this card deposit (a direct charge on the studio's own Stripe account, at
   * today's PLATFORM_FEE_BPS), which a refund does not give back; 0 when none (docs/payments-connect.md, Platform fee).
   */
  platformFeeCents: z.number().int(),
  messages: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      channel: z.string(),
      recipient: z.string(),
      status: z.string(),
      sentAt: Instant.nullable(),
      createdAt: Instant,
      lastError: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      at: Instant,
      /** A staff actor's email, or "Stripe" / the operator's label. */
      actorName: z.string(),
      /** The staff actor's email and role when they acted; null for the operator, Stripe and rows older than these fields. */
      actorEmail: z.string().nullable(),
      actorRole: z.enum(["owner", "staff"]).nullable(),
      action: z.string(),
      detail: z.unknown(),
    }),
  ),
  /** What this member may do now (lib/contract/booking-actions). */
  actions: BookingActions,
  /** What the booking actions recorded on it, oldest first: the flag's name, when and by whom (docs/booking-actions.md). */
  flags: z.array(z.object({ flag: z.string(), setAt: Instant, setBy: z.string() })),
  /** The guest's other bookings at this studio, by the same canonical contact (docs/dashboard.md, Booking detail). */
  guestHistory: z.object({
    bookings: z.number().int(),
    noShows: z.number().int(),
    cancelled: z.number().int(),
    /** Studio-local date of the latest session the guest came to (completed, or confirmed and over). */
    lastVisit: DateString.nullable(),
    /**
     * The guest's profile (docs/guests.md): its key for /v1/studio/guests/{guestKey}, null once retention
     * erased the guest; the tags the studio keeps; and whether the studio's no-show policy applies to
     * this guest (their other bookings' no-shows reach its threshold; never with the policy off).
     */
    guestKey: z.string().nullable(),
    tags: z.array(z.string()),
    noShowWarning: z.boolean(),
    /** The studio's no-show policy and its threshold, which the warning names (docs/guests.md, No-show policy). */
    noShowPolicy: z.enum(["off", "warn", "refuse"]),
    noShowThreshold: z.number().int(),
  }),
});

export const CalendarItem = z.object({
  kind: z.enum(["booking", "hold", "feed_block", "manual_block"]),
  id: z.string(),
  roomId: z.uuid(),
  startsAt: Instant,
  endsAt: Instant,
  label: z.string(),
  status: z.string().optional(),
  paymentStatus: z.string().optional(),
  reference: z.string().optional(),
  source: z.enum(["manual", "file", "feed"]).optional(),
  groupId: z.uuid().optional(),
});

export const CalendarView = z.object({
  studio: z.object({ id: z.uuid(), name: z.string(), timezone: z.string(), slug: z.string() }),
  rooms: z.array(z.object({ id: z.uuid(), name: z.string() })),
  from: DateString,
  to: DateString,
  hours: z.object({ open: TimeString, close: TimeString }),
  items: z.array(CalendarItem),
  version: z.string(),
});

export const CalendarFeedState = z.object({
  id: z.uuid(),
  roomId: z.uuid(),
  roomName: z.string(),
  url: z.string(),
  lastSyncAt: Instant.nullable(),
  lastSuccessAt: Instant.nullable(),
  lastError: z.string().nullable(),
  eventsRead: z.number().int(),
  blocksWritten: z.number().int(),
  /** Paused by an owner: not synced until resumed; its busy time stays (docs/dashboard.md, Connections). */
  pausedAt: Instant.nullable(),
});

export const Connections = z.object({
  bookingFeedUrl: z.string().nullable(),
  bookingFeedCreatedAt: Instant.nullable(),
  calendarFeeds: z.array(CalendarFeedState),
});

export const RotatedBookingFeed = z.object({ bookingFeedUrl: z.url() });

/** A calendar to import as busy time in one room (docs/calendars.md, Calendars in: connect the studio's own calendar). */
export const CalendarFeedRequest = z.strictObject({
  roomId: z.uuid(),
  url: z.string().trim().min(1).max(2048).meta({ description: "The calendar's http(s) address (.ics); https in production" }),
});
export const FeedSyncOutcome = z.object({
  feed: CalendarFeedState,
  notModified: z.boolean(),
  error: z.string().nullable(),
  conflicts: z.array(z.object({ reference: z.string(), startsAt: Instant, endsAt: Instant })),
});

/** The figures of one span (docs/dashboard.md, Figures); amounts in the report's currency, minor units. */
const ReportFigures = z.object({
  /** Confirmed, completed and no-show bookings (pending payment and cancelled ones are not counted). */
  bookings: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  bookedCents: z.number().int(),
  collectedCents: z.number().int(),
  refundedCents: z.number().int(),
  /** Minutes each room was open in the span (the studio's hours and date exceptions). */
  openMinutes: z.number().int(),
  rooms: z.array(z.object({ roomId: z.uuid(), bookedMinutes: z.number().int(), occupancy: z.number().nullable() })),
});

const ReportPeriod = ReportFigures.extend({
  /** A week's Monday (YYYY-MM-DD) or a month (YYYY-MM). */
  period: z.string(),
  /** The days of the period inside the report, both inclusive. */
  from: DateString,
  to: DateString,
});

export const StudioReport = z.object({
  from: DateString,
  to: DateString,
  timezone: z.string(),
  currency: z.string(),
  rooms: z.array(z.object({ id: z.uuid(), name: z.string() })),
  total: ReportFigures,
  weeks: z.array(ReportPeriod),
  months: z.array(ReportPeriod),
});

/** A booking of the phone's agenda and of the day sheet (docs/dashboard.md, Agenda and day sheet). */
export const AgendaBooking = BookingRow.pick({
  id: true,
  reference: true,
  roomId: true,
  roomName: true,
  date: true,
  startTime: true,
  endTime: true,
  guestName: true,
  status: true,
  paymentStatus: true,
}).extend({
  /** The E.164 number of a phone booking (its contact); null for an email booking. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  /** What the booking actions recorded on it (booking_flag), by name (docs/booking-actions.md). */
  flags: z.array(z.string()),
});

/** Today's and tomorrow's bookings in the studio's zone, as the phone's agenda shows them. */
export const StudioAgenda = z.object({
  /** Today and tomorrow, studio-local. */
  days: z.tuple([DateString, DateString]),
  bookings: z.array(AgendaBooking),
  /** Changes exactly when the list does: poll it. */
  version: z.string(),
});

export const StudioActivity = z.object({
  /** The server's time of this answer: the next poll's `since`. */
  now: Instant,
  /** Bookings made (by guests or staff) and bookings cancelled (by anyone) after `since`; 0 without it. */
  arrived: z.number().int(),
  cancelled: z.number().int(),
});

/** One guest of the studio as staff see them (docs/guests.md, The profile): their bookings here, what they owe, the studio's notes and tags. */
export const GuestProfile = z.object({
  /** The guest's key (/v1/studio/guests/{guestKey}): their contact as the studio counts one guest, base64url. */
  guestKey: z.string(),
  /** Name, contact and receipt email of their latest booking. */
  guestName: z.string(),
  channel: z.enum(["email", "phone"]),
  contact: z.string(),
  email: z.string().nullable(),
  bookings: z.number().int(),
  noShows: z.number().int(),
  cancelled: z.number().int(),
  /** Studio-local date of the latest session they came to. */
  lastVisit: DateString.nullable(),
  /** What they still owe across their bookings, per currency (restAtStudioCents; nothing for a cancelled one). */
  owed: z.array(z.object({ currency: z.string(), owedCents: z.number().int() })),
  notes: z.string(),
  tags: z.array(z.string()),
  /** When staff last saved the notes or tags; null: never. */
  notesUpdatedAt: Instant.nullable(),
  noShowPolicy: z.enum(["off", "warn", "refuse"]),
  noShowThreshold: z.number().int(),
  /** The studio's no-show policy applies to this guest. */
  noShowWarning: z.boolean(),
  /** Their bookings, newest first (at most 200), each with what it still owes. */
  history: z.array(
    z.object({
      id: z.uuid(),
      reference: z.string(),
      roomName: z.string(),
      date: DateString,
      startTime: TimeString,
      endTime: z.string(),
      status: Booking.shape.status,
      paymentStatus: Booking.shape.paymentStatus,
      owedCents: z.number().int(),
      currency: z.string(),
    }),
  ),
});
