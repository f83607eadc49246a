// Settings (docs/studio-settings.md): rooms, hours and closures, policies, the studio's details and the site's texts,
// each saved through /v1/studio/settings. Owners only: a staff member's typed URL gets 403 and
// the owners-only text (forbidden.tsx beside this page).
import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { BasicsSettings } from "@/components/studio/settings/BasicsSettings";
import type { StudioDetails } from "@/components/studio/settings/basics-types";
import { HoursSettings } from "@/components/studio/settings/HoursSettings";
import type { DayHours, HourException } from "@/components/studio/settings/HoursParts";
import { PoliciesSettings } from "@/components/studio/settings/PoliciesSettings";
import { TextsSettings } from "@/components/studio/settings/TextsSettings";
import { RoomsSettings } from "@/components/studio/settings/RoomsSettings";
import { RoomPhotos } from "@/components/studio/settings/RoomPhotos";
import { PromoCodesSettings } from "@/components/studio/settings/PromoCodesSettings";
import { studioPromoCodes } from "@/lib/domain/promo-codes/studio";
import { photoId } from "@/lib/domain/photos/room-photos";
import { currentStaff } from "@/lib/auth/page-session";
import { readSettings } from "@/lib/domain/settings/read";
import type { StudioJson } from "@/lib/domain/settings/types";
import { withVersions } from "@/lib/domain/settings/save";
import { domainState } from "@/lib/domain/domains/claims";
import { dateTimeFormat } from "@/lib/i18n/intl";
import { BCP47 } from "@/lib/contract/locales";
import { db } from "@/lib/infra/db";
import { LOCALES, getDict, isLocale, type Locale } from "@/lib/i18n";

export const dynamic = "force-dynamic";

/** The studio fields the details form edits (the rest of the studio row stays on the server). */
const STUDIO_DETAILS = [
  "name",
  "phone",
  "email",
  "notifyEmail",
  "description",
  "shortDescription",
  "studioType",
  "addressLine1",
  "addressLine2",
  "city",
  "postalCode",
  "country",
  "latitude",
  "longitude",
  "website",
  "logoUrl",
  "coverImageUrl",
] as const satisfies readonly (keyof StudioDetails)[];
const pick = <T extends object, K extends keyof T>(o: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, o[k]])) as Pick<T, K>;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: getDict(isLocale(locale) ? locale : "en").settings.title };
}

/** The booking form's switches, each absent one at the studio file's default (docs/studio-file.md). */
const bookingSwitches = (b: StudioJson["booking"]) => ({
  ...b,
  guestReschedule: b.guestReschedule ?? true,
  smsCountryCodes: b.smsCountryCodes ?? [],
  smsReminderHours: b.smsReminderHours ?? null,
  dailyDigest: b.dailyDigest ?? false,
  noShowPolicy: b.noShowPolicy ?? "off",
  noShowThreshold: b.noShowThreshold ?? 2,
  onlineSeriesMaxWeeks: b.onlineSeriesMaxWeeks ?? 0,
});

export default async function SettingsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const actor = await currentStaff();
  const dict = getDict(locale);
  const s = getDict(locale).settings;
  if (actor.role !== "owner") forbidden();
  const [settings, domain] = await Promise.all([readSettings(db(), actor.studioId), domainState(db(), actor.studioId)]);
  const file = withVersions(settings);
  // The domain proof's times in the page's language and the studio's time zone: the same on the server and in the browser.
  const written = (iso: string | null) =>
    iso
      ? dateTimeFormat(BCP47[locale], { dateStyle: "medium", timeStyle: "short", timeZone: file.studio.timezone }).format(new Date(iso))
      : null;
  // Each form saves with the version of its section or room (docs/decisions-platform.md, Settings versions).
  const { versions } = file;
  const localeNames = Object.fromEntries(LOCALES.map((l) => [l, getDict(l).localeName])) as Record<Locale, string>;
  const texts = { s, t: dict.studio, errors: dict.errors };
  const promo = { codes: await studioPromoCodes.list(db(), actor), currency: file.rooms[0]?.currency ?? "EUR", locale };
  // The rooms' texts in the site's other languages (docs/studio-settings.md, Texts in other languages).
  type Translations = Record<string, { rooms?: Record<string, { name?: string; description?: string }> }>;
  const roomTexts = (file.site.content as { translations?: Translations } | undefined)?.translations ?? {};
  const rooms = file.rooms.map((r) => ({
    id: r.id,
    version: versions.rooms[r.id],
    name: r.name,
    currency: r.currency,
    hourlyCents: r.hourlyCents,
    depositPercent: r.depositPercent,
    minMinutes: r.minMinutes,
    maxMinutes: r.maxMinutes,
    bufferMinutes: r.bufferMinutes,
    minNoticeMin: r.minNoticeMin,
    maxAdvanceDays: r.maxAdvanceDays,
    capacity: r.capacity,
    cancelNoticeHours: r.cancelNoticeHours,
    active: r.active,
    description: r.description,
    roomType: r.roomType,
    paymentModes: r.paymentModes,
    amenities: r.amenities ?? [],
    rateWindows: r.rateWindows ?? [],
    longFromMinutes: r.longFromMinutes ?? null,
    longHourlyCents: r.longHourlyCents ?? null,
    texts: Object.fromEntries(file.site.locales.map((l) => [l, roomTexts[l]?.rooms?.[r.id] ?? {}])),
  }));
  const site = { locales: file.site.locales, defaultLocale: file.site.defaultLocale, localeNames, cardPayments: file.booking.cardPayments };
  return (
    <div className="studio-settings">
      <h1>{s.title}</h1>
      <p>{s.intro}</p>
      <RoomsSettings rooms={rooms} site={site} {...texts} />
      <section aria-labelledby="settings-photos">
        <h2 id="settings-photos">{dict.studio.photos.title}</h2>
        {file.rooms.map((r) => (
          <section key={r.id} aria-labelledby={`settings-photos-${r.id}`}>
            <h3 id={`settings-photos-${r.id}`}>{r.name}</h3>
            <RoomPhotos
              roomId={r.id}
              initial={(r.photos ?? []).map((ph) =>
                typeof ph === "string" ? { id: photoId(ph), url: ph, alt: {} } : { id: photoId(ph.url), ...ph, alt: ph.alt ?? {} },
              )}
              locales={file.site.locales}
              t={dict.studio}
              errors={dict.errors}
            />
          </section>
        ))}
      </section>
      <HoursSettings
        operatingHours={file.studio.operatingHours as DayHours[]}
        hourExceptions={(file.studio.hourExceptions ?? []) as HourException[]}
        rooms={rooms}
        version={versions.hours}
        {...texts}
      />
      <PoliciesSettings
        houseRules={file.studio.houseRules ?? null}
        version={versions.policies}
        locales={file.site.locales}
        localeNames={localeNames}
        {...texts}
      />
      <PromoCodesSettings {...promo} {...texts} />
      <BasicsSettings
        studio={{ ...pick(file.studio, STUDIO_DETAILS), notifyEmail: file.studio.notifyEmail ?? null }}
        booking={bookingSwitches(file.booking)}
        site={{ ...pick(file.site, ["template", "locales", "defaultLocale"]), customDomain: file.site.customDomain ?? null }}
        domain={domain && { state: domain, when: { checkedAt: written(domain.checkedAt), provenAt: written(domain.provenAt) } }}
        versions={versions}
        localeNames={localeNames}
        {...texts}
      />
      <TextsSettings
        version={versions.texts}
        content={(file.site.content ?? {}) as Record<string, unknown>}
        locales={file.site.locales}
        main={file.site.defaultLocale}
        studio={{ description: file.studio.description ?? null, shortDescription: file.studio.shortDescription ?? null }}
        localeNames={localeNames}
        {...texts}
      />
      <section aria-labelledby="settings-backup">
        <h2 id="settings-backup">{s.backup.title}</h2>
        <p>{s.backup.text}</p>
        <p>
          <a href="/v1/studio/settings/export" download>
            {s.backup.download}
          </a>
        </p>
      </section>
    </div>
  );
}
