// The onboarding wizard's answers as the page sends them (docs/signup.md, The wizard): a studio
// under `slug`, one room, hours every day 08:00–23:00, a day's cancellation notice.
import type { Locale } from "../../lib/contract/locales";

export function wizardAnswers(slug: string, locales: Locale[]) {
  return {
    studio: {
      name: "Sala Nova",
      slug,
      studioType: "rehearsal",
      addressLine1: "Carrer Nou 1",
      postalCode: "08001",
      city: "Barcelona",
      country: "ES",
      timezone: "Europe/Madrid",
      latitude: 41.38,
      longitude: 2.17,
      phone: "+34931234567",
      locales,
    },
    room: { name: "Sala A", capacity: 6, hourlyCents: 1500, minMinutes: 60, maxMinutes: 240, depositPercent: 0, paymentModes: ["on_site"] },
    hours: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, openTime: "08:00", closeTime: "23:00" })),
    cancelNoticeHours: 24,
  };
}
