// Every language's catalog has exactly the same keys as the English one and no empty text (every
// text is a string, ICU where it takes values, with the same arguments as English's); every error code of the contract
// (ErrorCode) has a message; the client's list of codes equals the contract's table.
import { describe, expect, it } from "vitest";
import { CATALOGS } from "../../lib/i18n/catalogs";
import { fmt, pickLocale } from "../../lib/i18n";
import { ERROR_STATUS } from "../../lib/contract/error-codes";
import { BCP47, type Locale } from "../../lib/contract/locales";
import { IntlMessageFormat } from "intl-messageformat";

function flatten(o: unknown, prefix = ""): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") Object.assign(out, flatten(v, key));
    else out[key] = v;
  }
  return out;
}

// ICU's elements (intl-messageformat's AST): an argument has a name (`value`); a plural or a select
// has options, each a message of its own.
type El = { type: number; value?: unknown; options?: Record<string, { value: El[] }> };
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
function walk(els: El[], f: (e: El) => void) {
  for (const e of els) {
    f(e);
    for (const o of Object.values(e.options ?? {})) walk(o.value, f);
  }
}
/** The arguments a text takes, sorted. */
function argsOf(text: string): string[] {
  const names = new Set<string>();
  walk(new IntlMessageFormat(text, "en", undefined, { ignoreTag: true }).getAst() as El[], (e) => {
    if (e.type >= ARGUMENT && e.type <= PLURAL && typeof e.value === "string") names.add(e.value);
  });
  return [...names].sort();
}
/** The plain arguments outside any block: each must show in the text. */
function topArgsOf(els: unknown): string[] {
  return (els as El[]).filter((e) => e.type === ARGUMENT && typeof e.value === "string").map((e) => e.value as string);
}
/** The arguments a plural block counts (a select of ours chooses by a number too). */
function countsOf(els: unknown): string[] {
  const names: string[] = [];
  walk(els as El[], (e) => {
    if ((e.type === PLURAL || e.type === SELECT) && typeof e.value === "string") names.push(e.value);
  });
  return names;
}

const dicts = CATALOGS;
const { en, es, ca } = CATALOGS;

describe("i18n dictionaries", () => {
  const enKeys = Object.keys(flatten(en)).sort();

  for (const [name, d] of Object.entries(dicts)) {
    it(`${name}: same keys as en`, () => {
      expect(Object.keys(flatten(d)).sort()).toEqual(enKeys);
    });
    it(`${name}: every text is a non-empty string`, () => {
      for (const [k, v] of Object.entries(flatten(d))) {
        expect(typeof v, k).toBe("string");
        expect((v as string).trim().length, k).toBeGreaterThan(0);
      }
    });
    it(`${name}: arguments match en`, () => {
      const flat = flatten(d);
      for (const [k, v] of Object.entries(flatten(en))) if (typeof v === "string") expect(argsOf(flat[k] as string), k).toEqual(argsOf(v));
    });
    // The guard of the one format (docs/booking-flow.md, Texts and languages): every text compiles as
    // ICU and, given values, leaves no "{" behind (a stray apostrophe before a brace would quote it).
    it(`${name}: every text is ICU that formats with sample values`, () => {
      for (const [k, v] of Object.entries(flatten(d))) {
        if (typeof v !== "string") continue;
        const f = new IntlMessageFormat(v, BCP47[name as Locale], undefined, { ignoreTag: true });
        const counts = new Set(countsOf(f.getAst()));
        for (const n of [0, 1, 2, 11, 1_000_000]) {
          const values = Object.fromEntries(argsOf(v).map((a) => [a, counts.has(a) ? n : `«${a}»`]));
          const out = String(f.format(values));
          expect(out, `${k}: ${v}`).not.toMatch(/[{}]/);
          for (const a of topArgsOf(f.getAst())) expect(out, `${k}: ${v}`).toContain(`«${a}»`);
        }
      }
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
      "roomSearch.bookAt",
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
      // Arguments and punctuation only: "{room}, {date}, {start}–{end}", "{when}.", "— {studio}".
      "audit.slot",
      "calendarActions.pickerMoved",
      "messages.footer",
      // "Total" is the word in Spanish and Catalan too.
      "invoices.pdf.total",
      "invoices.ui.total",
      "invoices.export.invoiceHeader.10",
      "invoices.export.total",
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
  it("fills placeholders; a text missing a value is shown as written", () => {
    expect(fmt("{a} and {b}", { a: 1, b: "x" })).toBe("1 and x");
    expect(fmt("{a} and {b}", { a: 1 })).toBe("{a} and {b}");
  });
  it('Catalan "de" before a value is written in the text: a number elides by its =1 and =11 forms, other values never follow "de"', () => {
    const at = (total: number) => fmt(ca.studio.photos.photoN, { n: 1, total }, "ca");
    expect(at(1)).toBe("Foto 1 d'1");
    expect(at(11)).toBe("Foto 1 d'11");
    expect(at(4)).toBe("Foto 1 de 4");
    expect(at(111)).toBe("Foto 1 de 111");
    expect(fmt(ca.room.payCard, { percent: 11 }, "ca")).toBe("Paga i senyal de l'11% amb targeta");
    expect(fmt(ca.room.payCard, { percent: 30 }, "ca")).toBe("Paga i senyal del 30% amb targeta");
    expect(fmt(ca.room.durations, { min: "1 h", max: "4 h" }, "ca")).toBe("Sessions entre 1 h i 4 h");
    expect(fmt(es.room.durations, { min: "1 h", max: "4 h" }, "es")).toBe("Sesiones de 1 h a 4 h");
    // The guard: no Catalan text puts "de" right before an argument (a number is chosen by its plural forms).
    const texts = Object.entries(flatten(ca)).filter((e): e is [string, string] => typeof e[1] === "string");
    expect(texts.filter(([, t]) => /\bde \{\w+\}/i.test(t)).map(([k]) => k)).toEqual([]);
  });
  it("picks the best allowed language by q-value", () => {
    expect(pickLocale("en-GB,en;q=0.9,ca;q=0.95", ["es", "ca", "en"], "es")).toBe("en");
    expect(pickLocale("fr-FR, ca;q=0.5, es;q=0.8", ["es", "ca"], "ca")).toBe("es");
    expect(pickLocale("de", ["es", "ca"], "ca")).toBe("ca");
    expect(pickLocale(null, ["es"], "es")).toBe("es");
  });
});
