// The public API's named schemas in the OpenAPI document: its resources, the error envelope and
// the enums a client names, and their success envelopes (the request bodies are named by the
// operations that read them, lib/http/operations/public/). All come from lib/contract/schemas.ts, which the route handlers
// validate with and the responses are typed by.
import { z } from "zod";
import * as C from "../../contract/schemas";
import { PaymentLink, PaymentLinkIntent } from "../../contract/payment-link";
import { FoundRoom, RoomSearch, RoomSearchMiss, RoomSearchTime } from "../../contract/room-search";
import { SeriesPreview, SeriesPreviewDate } from "../../contract/series-preview";

/** Resources, the error envelope and the enums a client names (responses: io "output"). */
export const PUBLIC_RESOURCES = {
  PublicSite: C.PublicSite,
  Studio: C.Studio,
  OperatingHoursItem: C.OperatingHoursItem,
  Room: C.Room,
  SiteConfig: C.SiteConfig,
  Availability: C.Availability,
  AvailabilityDay: C.AvailabilityDay,
  Span: C.Span,
  Hold: C.Hold,
  HoldState: C.HoldState,
  Price: C.Price,
  Quote: C.Quote,
  MoveQuote: C.MoveQuote,
  QuotePromo: C.QuotePromo,
  Discount: C.Discount,
  RateLine: C.RateLine,
  Booking: C.Booking,
  ConfirmResult: C.ConfirmResult,
  LookupResult: C.LookupResult,
  PaymentLink,
  PaymentLinkIntent,
  RoomSearch,
  FoundRoom,
  RoomSearchMiss,
  RoomSearchTime,
  // "Online": the studio API has its own SeriesPreview (a regular booking's), and component names are one namespace.
  OnlineSeriesPreview: SeriesPreview,
  OnlineSeriesPreviewDate: SeriesPreviewDate,
  PaymentMode: C.PaymentMode,
  ErrorCode: C.ErrorCode,
  ErrorEnvelope: C.ErrorEnvelope,
} as const;

/** The success envelope around a resource, as lib/http/route.ts writes it. */
const successEnvelope = (data: z.ZodType) => z.object({ success: z.literal(true), data });
export const PUBLIC_ENVELOPES = {
  PublicSiteResponse: successEnvelope(C.PublicSite),
  AvailabilityResponse: successEnvelope(C.Availability),
  QuoteResponse: successEnvelope(C.Quote),
  MoveQuoteResponse: successEnvelope(C.MoveQuote),
  RoomSearchResponse: successEnvelope(RoomSearch),
  OnlineSeriesPreviewResponse: successEnvelope(SeriesPreview),
  HoldResponse: successEnvelope(C.Hold),
  HoldStateResponse: successEnvelope(C.HoldState),
  ConfirmResultResponse: successEnvelope(C.ConfirmResult),
  BookingResponse: successEnvelope(C.Booking),
  LookupResponse: successEnvelope(C.LookupResult),
  PaymentLinkResponse: successEnvelope(PaymentLink),
  PaymentLinkIntentResponse: successEnvelope(PaymentLinkIntent),
} as const;
export type PublicEnvelopeName = keyof typeof PUBLIC_ENVELOPES;
