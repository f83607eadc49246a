// Every language's catalog has exactly the same keys as the English one and no empty text (a text is
// a string, or a function for the texts that take values); every error code of the contract
// (ErrorCode) has a message; the client's list of codes equals the contract's table.
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../lib/i18n/catalogs";
import { fmt, pickLocale } from "../../lib/i18n";
import { ERROR_STATUS } from "../../lib/contract/error-codes";

function flatten(o: unknown, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}

const dicts = CATALOGS;
const { en, es, ca } = CATALOGS;

describe("i18n dictionaries", () => {
  const enKeys = Object.keys(flatten(en)).sort();

  for (const [name, d] of Object.entries(dicts)) {
    it(`${name}: same keys as en`, () => {
      expect(Object.keys(flatten(d)).sort()).toEqual(enKeys);
    });
    it(`${name}: every text is a non-empty string or a function`, () => {
      for (const [k, v] of Object.entries(flatten(d))) {
        if (typeof v === "function") continue;
        expect(typeof v, k).toBe("string");
        expect((v as string).trim().length, k).toBeGreaterThan(0);
      }
    });
    it(`${name}: placeholders match en`, () => {
      const flat = flatten(d);
      const ph = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      for (const [k, v] of Object.entries(flatten(en))) if (typeof v === "string") expect(ph(flat[k] as string), k).toEqual(ph(v));
    });
  }

  // The client imports the code list from lib/contract/error-codes.ts (no copy to compare).
  it("every error code of the contract has a message in every dictionary", () => {
    const codes = Object.keys(ERROR_STATUS).sort();
    for (const d of Object.values(dicts)) for (const c of codes) expect(d.errors[c as keyof typeof d.errors]).toBeTruthy();
  });

  it("the Catalan and Spanish catalogs are not English copies", () => {
    // Language-neutral strings (brand, units, patterns) and true cognates (es "Cookies", ca "Notes", "Total"), a brand ("Google Calendar").
    const NEUTRAL = new Set([
      "platform.title",
      "booking.minutes",
      "booking.hours",
      "booking.hoursMinutes",
      "footer.rights",
      "legal.cookiesTitle",
      "manage.notes",
      "manage.rateTimesDuration",
      "manage.total",
      "manage.googleCalendar",
      "room.galleryCounter",
      // The dashboard's and sign-up's: the templates' names, "Total", "Email", "Logo", "captcha", "{n} h".
      "signUp.templates.stage.name",
      "signUp.templates.daylight.name",
      "figures.total",
      "signUp.hoursN",
      "studioErrors.labels.captcha",
      "money.csv.channels.email",
      "money.channelName.email",
      "settings.basics.logo",
      // "Webhooks" is the word in Spanish and Catalan too.
      "webhooks.title",
      // Catalan "Notes" and "Dates".
      "digest.notes",
      "messages.notes",
      "day.notes",
      "studioErrors.labels.notes",
      "money.csv.notes",
      "series.previewTitle",
    ]);
    const flatEn = flatten(en);
    for (const d of [es, ca]) {
      const same = Object.entries(flatten(d)).filter(
        ([k, v]) => typeof v === "string" && v === flatEn[k] && !NEUTRAL.has(k) && v.length > 3,
      );
      expect(same.map(([k]) => k)).toEqual([]);
    }
  });
});

describe("fmt and pickLocale", () => {
  it("fills placeholders and keeps unknown ones", () => {
    expect(fmt("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
  it('elides Catalan "de" before a vowel sound (1, 11, vowels, h + vowel), and only in Catalan', () => {
    const d = ca.room.durations;
    expect(fmt(d, { min: "1 h", max: "4 h" }, "ca")).toBe("Sessions d'1 h a 4 h");
    expect(fmt(d, { min: "11 h", max: "12 h" }, "ca")).toBe("Sessions d'11 h a 12 h");
    expect(fmt(d, { min: "30 min", max: "1 h" }, "ca")).toBe("Sessions de 30 min a 1 h");
    expect(fmt(d, { min: "10 h", max: "12 h" }, "ca")).toBe("Sessions de 10 h a 12 h");
    expect(fmt(d, { min: "1 h 30 min", max: "2 h" }, "ca")).toBe("Sessions d'1 h 30 min a 2 h");
    expect(fmt("hora de {city}", { city: "Andorra" }, "ca")).toBe("hora d'Andorra");
    expect(fmt(es.room.durations, { min: "1 h", max: "4 h" }, "es")).toBe("Sesiones de 1 h a 4 h");
  });
  it("picks the best allowed language by q-value", () => {
    expect(pickLocale("en-GB,en;q=0.9,ca;q=0.95", ["es", "ca", "en"], "es")).toBe("en");
    expect(pickLocale("fr-FR, ca;q=0.5, es;q=0.8", ["es", "ca"], "ca")).toBe("es");
    expect(pickLocale("de", ["es", "ca"], "ca")).toBe("ca");
    expect(pickLocale(null, ["es"], "es")).toBe("es");
  });
});
