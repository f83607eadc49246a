// The studio API's named schemas in the OpenAPI document: the request bodies its operations
// (lib/http/operations/studio/) name, the resources of its replies and their success envelopes.
import { z } from "zod";
import { Availability } from "../../contract/schemas";
import * as D from "../../contract/dashboard-schemas";
import * as S from "../../contract/studio-schemas";
import * as P from "../../contract/payments-schemas";
import { BookingActions } from "../../contract/booking-actions";
import { InvoiceChainCheck, InvoiceProfile } from "../../contract/invoices";
import { HourPack, HourPass, SoldHourPass } from "../../contract/prepaid";

/** The success envelope around a resource, as lib/http/route.ts writes it. */
const successEnvelope = (data: z.ZodType) => z.object({ success: z.literal(true), data });

/** The studio's settings in the studio file's shape (docs/studio-file.md; its JSON Schema is published there). */
const Part = z.record(z.string(), z.unknown());
const StudioSettings = z.object({
  studio: Part,
  booking: Part,
  site: Part,
  rooms: z.array(Part),
  calendarBlocks: z.array(Part),
  calendarFeeds: z.array(Part),
  /** Each part's version (docs/decisions-platform.md, Settings versions): send it back as `version` with that part's save. */
  versions: z
    .object({
      studio: z.string(),
      booking: z.string(),
      site: z.string(),
      texts: z.string(),
      hours: z.string(),
      policies: z.string(),
      rooms: z.record(z.string(), z.string()),
    })
    .optional(),
});
/** A section save: saved, or the upcoming bookings a change of hours would leave outside the opening. */
const SettingsSave = z.union([
  z.object({ saved: z.literal(true), settings: StudioSettings }),
  z.object({
    saved: z.literal(false),
    confirmRequired: z.literal(true),
    bookings: z.array(
      z.object({
        id: z.uuid(),
        reference: z.string(),
        roomId: z.uuid(),
        guestName: z.string(),
        date: z.string(),
        startTime: z.string(),
        endTime: z.string(),
      }),
    ),
  }),
]);

/** A room photo as the dashboard edits it (docs/photos.md): its id is a hash of its URL. */
export const PhotoId = z.string().regex(/^[0-9a-f]{16}$/);
const RoomPhotoAlt = z.object({ es: z.string().optional(), ca: z.string().optional(), en: z.string().optional() });
const StoredPhoto = z.object({ url: z.string(), alt: RoomPhotoAlt, width: z.int().optional(), height: z.int().optional() });
const RoomPhoto = StoredPhoto.extend({ id: PhotoId });

/** The studio API's replies: resources named in the document, and their success envelopes. */
export const STUDIO_RESOURCES = {
  StaffActor: S.StaffActor,
  StaffMember: S.StaffMember,
  InvitedStaffMember: S.InvitedStaffMember,
  StudioBooking: S.StudioBooking,
  StudioMoveResult: S.StudioMoveResult,
  StudioEditResult: S.StudioEditResult,
  SeriesPreview: S.SeriesPreview,
  SeriesCreated: S.SeriesCreated,
  ManualBlock: S.ManualBlock,
  RemovedBlocks: S.RemovedBlocks,
  BlockGroup: S.BlockGroup,
  BlockGroupPreview: S.BlockGroupPreview,
  BookingRow: D.BookingRow,
  BookingsPage: D.BookingsPage,
  BookingActions,
  BookingDetail: D.BookingDetail,
  CalendarItem: D.CalendarItem,
  CalendarView: D.CalendarView,
  StudioReport: D.StudioReport,
  StudioActivity: D.StudioActivity,
  AgendaBooking: D.AgendaBooking,
  StudioAgenda: D.StudioAgenda,
  CalendarFeedState: D.CalendarFeedState,
  Connections: D.Connections,
  RotatedBookingFeed: D.RotatedBookingFeed,
  FeedSyncOutcome: D.FeedSyncOutcome,
  PaymentsState: P.PaymentsState,
  ConnectLink: P.ConnectLink,
  VerificationState: S.VerificationState,
  CustomDomainState: S.CustomDomainState,
  PromoCode: S.PromoCode,
} as const;
export const STUDIO_ENVELOPES = {
  StaffActorResponse: successEnvelope(S.StaffActor),
  StaffMemberResponse: successEnvelope(S.StaffMember),
  InvitedStaffMemberResponse: successEnvelope(S.InvitedStaffMember),
  StaffMembersResponse: successEnvelope(z.array(S.StaffMember)),
  StudioBookingResponse: successEnvelope(S.StudioBooking),
  StudioMoveResponse: successEnvelope(S.StudioMoveResult),
  StudioEditResponse: successEnvelope(S.StudioEditResult),
  SeriesPreviewResponse: successEnvelope(S.SeriesPreview),
  SeriesCreatedResponse: successEnvelope(S.SeriesCreated),
  StudioBookingsResponse: successEnvelope(z.array(S.StudioBooking)),
  ManualBlockResponse: successEnvelope(S.ManualBlock),
  RemovedBlocksResponse: successEnvelope(S.RemovedBlocks),
  BlockGroupResponse: successEnvelope(S.BlockGroup),
  BlockGroupPreviewResponse: successEnvelope(S.BlockGroupPreview),
  BookingsPageResponse: successEnvelope(D.BookingsPage),
  MoveTimesResponse: successEnvelope(Availability),
  BookingDetailResponse: successEnvelope(D.BookingDetail),
  CalendarViewResponse: successEnvelope(D.CalendarView),
  StudioReportResponse: successEnvelope(D.StudioReport),
  StudioActivityResponse: successEnvelope(D.StudioActivity),
  StudioAgendaResponse: successEnvelope(D.StudioAgenda),
  ConnectionsResponse: successEnvelope(D.Connections),
  WebhookSubscriptionResponse: successEnvelope(S.WebhookSubscription),
  WebhookSubscriptionsResponse: successEnvelope(z.array(S.WebhookSubscription)),
  WebhookDeliveriesResponse: successEnvelope(z.array(S.WebhookDeliveryView)),
  WebhookTestResponse: successEnvelope(S.WebhookTestOutcome),
  PromoCodeResponse: successEnvelope(S.PromoCode),
  GuestProfileResponse: successEnvelope(D.GuestProfile),
  PromoCodesResponse: successEnvelope(z.array(S.PromoCode)),
  HourPackResponse: successEnvelope(HourPack),
  HourPacksResponse: successEnvelope(z.array(HourPack)),
  HourPassesResponse: successEnvelope(z.array(HourPass)),
  SoldHourPassResponse: successEnvelope(SoldHourPass),
  InvoiceProfileResponse: successEnvelope(InvoiceProfile.nullable()),
  InvoiceChainCheckResponse: successEnvelope(InvoiceChainCheck),
  RotatedBookingFeedResponse: successEnvelope(D.RotatedBookingFeed),
  FeedSyncOutcomeResponse: successEnvelope(D.FeedSyncOutcome),
  CalendarFeedStateResponse: successEnvelope(D.CalendarFeedState),
  PaymentsStateResponse: successEnvelope(P.PaymentsState),
  ConnectLinkResponse: successEnvelope(P.ConnectLink),
  VerificationResponse: successEnvelope(S.VerificationState),
  PublishResponse: successEnvelope(S.PublishAnswer),
  OnboardingProgressResponse: successEnvelope(S.OnboardingProgress),
  CustomDomainResponse: successEnvelope(S.CustomDomainAnswer),
  SignUpResponse: successEnvelope(S.SignUpAnswer),
  SlugAvailabilityResponse: successEnvelope(S.SlugAvailability),
  OnboardingCreatedResponse: successEnvelope(S.OnboardingCreated),
  PlatformStudiosResponse: successEnvelope(S.PlatformStudioList),
  PlatformStudioResponse: successEnvelope(S.PlatformStudioDetail),
  OperatorActionResponse: successEnvelope(S.OperatorActionResult),
  StudioSettingsResponse: successEnvelope(StudioSettings),
  SettingsSaveResponse: successEnvelope(SettingsSave),
  RoomPhotosResponse: successEnvelope(z.array(RoomPhoto)),
  RoomPhotoUploadResponse: successEnvelope(z.object({ photo: RoomPhoto, photos: z.array(RoomPhoto) })),
  /** Not an envelope: the studio file itself, as a download (docs/studio-file.md). */
  StudioFileDownload: z.record(z.string(), z.unknown()),
} as const;
export type StudioEnvelopeName = keyof typeof STUDIO_ENVELOPES | "none";
