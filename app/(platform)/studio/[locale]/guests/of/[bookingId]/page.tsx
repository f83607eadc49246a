// The profile of a booking's guest (docs/guests.md, The profile): the bookings list links here, so
// it needs no guest key per row; this finds the booking's guest in the member's studio and goes to
// their profile. Another studio's booking, or one whose guest was erased, is a 404.
import { notFound, redirect } from "next/navigation";
import { currentStaff } from "@/lib/auth/page-session";
import { guestKeyOfBooking } from "@/lib/domain/guests/profile";
import { db } from "@/lib/infra/db";
import { isLocale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; bookingId: string }> };

export default async function GuestOfBookingPage({ params }: Props) {
  const { locale, bookingId } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const key = await guestKeyOfBooking(db(), actor, bookingId);
  if (!key) notFound();
  redirect(`/studio/${locale}/guests/${key}`);
}
