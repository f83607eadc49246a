// A guest's profile (docs/guests.md, The profile): their bookings here, no-shows, what they owe, the
// studio's notes and tags. For the studio's members; a guest with no booking at this studio is a 404.
import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { GuestProfileView } from "@/components/studio/GuestProfileView";
import { currentStaff, currentStudio } from "@/lib/auth/page-session";
import { ApiError } from "@/lib/contract/errors";
import { guestProfile, type GuestProfile } from "@/lib/domain/guests/profile";
import { clock } from "@/lib/infra/clock";
import { db } from "@/lib/infra/db";
import { fmt, getDict, isLocale } from "@/lib/i18n";
import { instant } from "@/lib/site/client/format";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ locale: string; guestKey: string }> };

const load = cache(async (guestKey: string): Promise<GuestProfile> => {
  const actor = await currentStaff();
  try {
    return await guestProfile(db(), clock(), actor, decodeURIComponent(guestKey));
  } catch (e) {
    if (e instanceof ApiError && e.code === "RESOURCE_NOT_FOUND") notFound();
    throw e;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, guestKey } = await params;
  if (!isLocale(locale)) return {};
  const p = await load(guestKey);
  return { title: fmt(getDict(locale).guests.title, { name: p.guestName }) };
}

export default async function GuestPage({ params }: Props) {
  const { locale, guestKey } = await params;
  if (!isLocale(locale)) notFound();
  const studio = await currentStudio();
  const p = await load(guestKey);
  return <GuestProfileView p={p} locale={locale} dict={getDict(locale)} at={(iso) => instant(iso, studio.timezone, locale)} />;
}
