// One studio API operation, declared once (docs/architecture.md, Add an endpoint): its path and
// path parameters, who may call it, the error codes it answers, and what the OpenAPI document
// says about it. The area files beside this one (studio/*.ts) declare them; studio/index.ts is
// the list the document (lib/http/openapi/studio-doc.ts) and the tests read. Studio operations
// need the staff session cookie (security scheme `staffSession`) and answer only the
// dashboard's own origin (docs/studio-accounts.md).
import { z } from "zod";
import type { ErrorCode } from "../../contract/error-codes";
import { SEARCH_MAX } from "../../contract/dashboard-schemas";
import { Uuid } from "../../contract/schemas";
import type { OwnerOnly } from "../../contract/owner-only";
import type { StudioEnvelopeName } from "./studio-components";
import type { RequestBody } from "./endpoint";
import { notFoundCause } from "../../contract/booking-actions/define";

/** The studio-owned resource a path parameter identifies: its schema and wording come from PARAMS. */
type ParamKind =
  | "booking"
  | "block"
  | "calendarFeed"
  | "staffMember"
  | "room"
  | "settingsSection"
  | "studioImage"
  | "webhook"
  | "photo"
  | "series"
  | "promoCode"
  | "hourPack"
  | "guest";

export type StudioOperation = {
  operationId: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** Path template below `/v1`, OpenAPI style. */
  path: string;
  /** Path parameters, each naming the studio-owned resource it identifies. */
  pathParams: Record<string, ParamKind>;
  /**
   * Owners only: staff get 403 FORBIDDEN before the body is read (so a staff member learns
   * nothing from validation), worded for this kind of action.
   */
  ownerOnly?: OwnerOnly;
  /**
   * The call changes what the studio's site shows (settings, photos): once it succeeds, this
   * process drops the studio's cached site and pages at once, so the owner's next look is fresh;
   * other processes follow the database's notification ms later (docs/decisions-sites.md, Site cache).
   */
  changesSite?: boolean;
  summary: string;
  description: string;
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  body?: RequestBody;
  /** The success: the JSON envelope `schema`, CSV (text/csv) or nothing (204). */
  success: { status: 200 | 201 | 204; content: "json" | "csv" | "none"; schema: StudioEnvelopeName; description: string };
  /** Codes beyond the ones every studio endpoint answers (STUDIO_COMMON_CODES). */
  errors: readonly ErrorCode[];
  /** This operation's wording of a code, instead of the generic one (notes.ts ERROR_CAUSES). */
  causes?: Partial<Record<ErrorCode, string>>;
};

/** Declares a studio operation (typed, keeping its body's schema type for the route; the value is the declaration itself). */
export const studioOperation = <O extends StudioOperation>(op: O): O => op;

/** Every studio endpoint: no session (401); a platform operator's session, a cross-origin write or a role without the right (403); faults. */
export const STUDIO_COMMON_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
] as const satisfies readonly ErrorCode[];

// Wording and examples several operations share.
export const FILTER = {
  tab: "`upcoming` (default: confirmed, not yet ended), `owed` (every booking that still owes money, past or to come, oldest first; the answer adds `owedTotal`), `pending_payment` (card bookings awaiting their deposit), `past` (completed, no-show, or ended) or `cancelled`",
  roomId: "Only this room's bookings",
  from: "First studio-local date, YYYY-MM-DD (the booking's own date)",
  to: "Last studio-local date, inclusive; not before `from`",
  q: `Search text (up to ${SEARCH_MAX} characters): the reference typed any way, part of the guest's name, email or phone, regardless of case and accents ("martinez" finds "Martínez")`,
  paymentStatus:
    "`owed` (something still to collect: `unpaid`, `pending` or `deposit_paid`, or `refunded` for a booking that stands; the answer adds `owedTotal`), or one payment status: `unpaid`, `pending`, `deposit_paid`, `paid`, `refunded`",
};
export const ROOM = "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";
export const notFound = notFoundCause;

export const PARAMS: Record<ParamKind, { schema: z.ZodType; description: string }> = {
  booking: { schema: Uuid, description: "`id` of a booking of this studio (anything else is 404)" },
  series: { schema: Uuid, description: "`id` of a regular booking (series) of this studio (anything else is 404)" },
  block: { schema: Uuid, description: "`id` of a manual block of this studio (anything else is 404)" },
  calendarFeed: { schema: Uuid, description: "`id` of a calendar feed of this studio (anything else is 404)" },
  staffMember: { schema: z.string().max(100), description: "`memberId` of a member of this studio (anything else is 404)" },
  room: { schema: Uuid, description: "`id` of a room of this studio (anything else is 404)" },
  photo: { schema: z.string().regex(/^[0-9a-f]{16}$/), description: "`id` of a photo of the room (anything else is 404)" },
  webhook: { schema: Uuid, description: "`id` of a webhook subscription of this studio (anything else is 404)" },
  promoCode: { schema: Uuid, description: "`id` of a promo code of this studio (anything else is 404)" },
  hourPack: { schema: Uuid, description: "`id` of a pack of prepaid hours of this studio (anything else is 404)" },
  guest: {
    schema: z.string().regex(/^[A-Za-z0-9_-]{1,400}$/),
    description:
      "`guestKey` of a guest of this studio, as a booking's detail (`guestHistory.guestKey`) gives it: their contact, base64url (one with no booking at this studio is 404)",
  },
  studioImage: { schema: z.enum(["logo", "cover"]), description: "`logo` or `cover` (anything else is 404)" },
  settingsSection: {
    schema: z.enum(["studio", "booking", "site", "texts", "hours", "policies"]),
    description: "The section to save (docs/studio-settings.md, What owners can edit)",
  },
};

/** The per-IP limit an operation counts against: reads or writes when it documents 429, else none. */
export const limitOf = (e: StudioOperation): "read" | "write" | "none" =>
  e.errors.includes("RATE_LIMIT_EXCEEDED") ? (e.method === "get" ? "read" : "write") : "none";
