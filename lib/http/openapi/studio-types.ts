// Compile-time proof that the studio API's documented reply schemas (lib/contract/studio-schemas.ts,
// lib/contract/dashboard-schemas.ts) describe exactly what the domain answers: each zod output type
// must equal its domain type both ways, so a field added, removed or retyped on either side fails
// `tsc` here instead of silently drifting from the OpenAPI document.
import type { z } from "zod";
import type * as D from "../../contract/dashboard-schemas";
import type * as S from "../../contract/studio-schemas";
import type { BookingRow } from "../../domain/dashboard/bookings";
import type { CalendarView } from "../../domain/dashboard/calendar";
import type { StudioReport } from "../../domain/dashboard/reports";
import type { StudioActivity } from "../../domain/dashboard/activity";
import type { ManualBlock } from "../../domain/studio-actions/blocks";
import type { BlockGroup, BlockGroupPreview } from "../../domain/studio-actions/block-groups";
import type { StudioBooking } from "../../domain/studio-actions/view";
import type { StudioEditResult } from "../../domain/studio-actions/edit";
import type { SeriesCreated, SeriesPreview } from "../../domain/studio-actions/series";
import type { StaffActor } from "../../domain/staff/actor";
import type { InvitedStaffMember, StaffMember } from "../../domain/staff/members";
import type { listBookings } from "../../domain/dashboard/bookings";
import type { rotateBookingFeed } from "../../domain/dashboard/connections";

/** true when A and B are mutually assignable (the same shape), else never: a mismatch fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <T extends true>(_: T) => _;

export const STUDIO_REPLY_TYPES_MATCH = [
  same<Same<z.output<typeof D.BookingRow>, BookingRow>>(true),
  same<Same<z.output<typeof D.BookingsPage>, Awaited<ReturnType<typeof listBookings>>>>(true),
  same<Same<z.output<typeof D.CalendarView>, CalendarView>>(true),
  same<Same<z.output<typeof D.StudioReport>, StudioReport>>(true),
  same<Same<z.output<typeof D.StudioActivity>, StudioActivity>>(true),
  same<Same<z.output<typeof D.RotatedBookingFeed>, Awaited<ReturnType<typeof rotateBookingFeed>>>>(true),
  same<Same<z.output<typeof S.StudioBooking>, StudioBooking>>(true),
  same<Same<z.output<typeof S.StudioEditResult>, StudioEditResult>>(true),
  same<Same<z.output<typeof S.ManualBlock>, ManualBlock>>(true),
  same<Same<z.output<typeof S.RemovedBlocks>, ManualBlock & { removed: number }>>(true),
  same<Same<z.output<typeof S.BlockGroup>, BlockGroup>>(true),
  same<Same<z.output<typeof S.BlockGroupPreview>, BlockGroupPreview>>(true),
  same<Same<z.output<typeof S.SeriesPreview>, SeriesPreview>>(true),
  same<Same<z.output<typeof S.SeriesCreated>, SeriesCreated>>(true),
  same<Same<z.output<typeof S.StaffActor>, StaffActor>>(true),
  same<Same<z.output<typeof S.StaffMember>, StaffMember>>(true),
  same<Same<z.output<typeof S.InvitedStaffMember>, InvitedStaffMember>>(true),
] as const;
