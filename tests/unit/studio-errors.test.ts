// Studio API errors in the member's language (docs/dashboard.md, Pages): every code has a text in
// es, ca and en; field paths read as words; the reasons, obstacles and refusals the studio API
// answers are worded in each language, and English server text never shows on an es/ca page.
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../lib/contract/error-codes";
import { LOCALES } from "../../lib/contract/locales";
import { getDict } from "../../lib/i18n";
import { fieldLabel, reasonText, studioErrorLines } from "../../lib/i18n/studio-errors";
import { requireOwner, type StaffActor } from "../../lib/domain/staff/actor";
import { claimDetails } from "../../lib/domain/studio-actions/slot";
import type { ApiError } from "../../lib/contract/errors";

const codeText = (code: string, l: (typeof LOCALES)[number]) => {
  const d = getDict(l);
  return (d.studio.errors as Record<string, string>)[code] ?? (d.errors as Record<string, string>)[code];
};

describe("studio error codes", () => {
  it.each(ERROR_CODES)("%s has its own text in es, ca and en, translated", (code) => {
    for (const l of LOCALES) expect(codeText(code, l), `${code} ${l}`).toBeTruthy();
    expect(codeText(code, "es")).not.toBe(codeText(code, "en"));
    expect(codeText(code, "ca")).not.toBe(codeText(code, "en"));
    expect(codeText(code, "ca")).not.toBe(codeText(code, "es"));
  });

  it("each dictionary names its own language for the error wording", () => {
    for (const l of LOCALES) expect(getDict(l).studio.errors.lang).toBe(l);
  });
});

describe("field paths in words", () => {
  it.each([
    [
      "studio.hourExceptions.3.close",
      "Special days, 4th entry, closing time",
      "Días especiales, 4.ª entrada, hora de cierre",
      "Dies especials, 4a entrada, hora de tancament",
    ],
    [
      "studio.hourExceptions.0.date",
      "Special days, 1st entry, date",
      "Días especiales, 1.ª entrada, fecha",
      "Dies especials, 1a entrada, data",
    ],
    ["rooms.1.maxMinutes", "Room 2, longest booking", "Sala 2, reserva más larga", "Sala 2, reserva més llarga"],
    ["studio.email", "Email", "Correo electrónico", "Correu electrònic"],
    ["booking.smsCountryCodes.2", "SMS countries, 3rd entry", "Países de SMS, 3.ª entrada", "Països d'SMS, 3a entrada"],
    ["studio.houseRules.ca", "House rules, Catalan", "Normas del estudio, catalán", "Normes de l'estudi, català"],
    ["site.customDomain", "Own domain", "Dominio propio", "Domini propi"],
  ])("%s", (path, en, es, ca) => {
    expect(fieldLabel(path, "en")).toBe(en);
    expect(fieldLabel(path, "es")).toBe(es);
    expect(fieldLabel(path, "ca")).toBe(ca);
  });
});

describe("the studio API's reasons", () => {
  // What the settings, the studio file and the studio actions answer after a field path.
  const reasons = [
    "close must be after open",
    "each date at most once",
    "is in the past",
    "must be HH:MM",
    "must be an IANA time zone",
    "cannot change while the studio has 2 upcoming booking(s); their local times would move",
    "maxMinutes must be ≥ minMinutes",
    "must be one of site.locales",
    "is not one of the site's other languages",
    "cannot be changed here",
    "is already used by another studio",
    "choose at least one payment mode",
    "lists a mode twice",
    "card is not available while the studio does not take card payments",
    "must be ISO 3166-1 alpha-2",
    "must be an ISO 4217 code",
    "must be an https URL (or a path on this site)",
    "must be a phone number (national or with its country code, e.g. +34612345678)",
    "must be 2 to 120 characters",
    "must not contain control characters or line breaks",
    "Invalid email address",
    "Too big: expected string to have <=120 characters",
    "Too small: expected number to be >=1",
    "Invalid input: expected string, received undefined",
  ];
  it.each(reasons)("%s is worded in each language", (r) => {
    const en = reasonText(r, "en");
    const es = reasonText(r, "es");
    const ca = reasonText(r, "ca");
    expect(en && es && ca).toBeTruthy();
    expect(es).not.toBe(en);
    expect(ca).not.toBe(en);
    // Not the generic "is not valid": each says what is wrong.
    expect(es).not.toBe(reasonText("Invalid input", "es"));
  });

  it("a VALIDATION_ERROR names each field in words; an unknown English reason never shows in es/ca", () => {
    const message =
      "studio.hourExceptions.3.close: close must be after open; studio.hourExceptions.3.close: close must be after open; studio.name: something new";
    expect(studioErrorLines({ code: "VALIDATION_ERROR", message }, "es")).toEqual([
      "Días especiales, 4.ª entrada, hora de cierre: debe ser posterior a la hora de apertura",
      "Días especiales, 4.ª entrada, hora de cierre: debe ser posterior a la hora de apertura",
      "Nombre: no es válido",
    ]);
    expect(studioErrorLines({ code: "VALIDATION_ERROR", message }, "ca")[2]).toBe("Nom: no és vàlid");
    expect(studioErrorLines({ code: "VALIDATION_ERROR", message }, "en")[2]).toBe("Name: something new");
  });
});

describe("obstacles and refusals", () => {
  const tz = "Europe/Madrid";
  const booking = claimDetails(
    { kind: "booking", reference: "BK-7Q2M", startsAt: new Date("2026-12-03T09:00:00Z"), endsAt: new Date("2026-12-03T11:00:00Z") },
    tz,
  );

  it("SLOT_TAKEN names the booking in the way, in each language, from the details", () => {
    const e = { code: "SLOT_TAKEN", message: "This time overlaps booking BK-7Q2M (2026-12-03 10:00–12:00)", details: booking };
    expect(studioErrorLines(e, "en")).toEqual(["It overlaps booking BK-7Q2M (2026-12-03 10:00–12:00)."]);
    expect(studioErrorLines(e, "es")).toEqual(["Se solapa con la reserva BK-7Q2M (2026-12-03 10:00–12:00)."]);
    expect(studioErrorLines(e, "ca")).toEqual(["Es solapa amb la reserva BK-7Q2M (2026-12-03 10:00–12:00)."]);
    const hold = {
      code: "SLOT_TAKEN",
      message: "x",
      details: claimDetails({ kind: "hold", expiresAt: new Date("2026-12-03T09:12:00Z") }, tz),
    };
    expect(studioErrorLines(hold, "ca")).toEqual(["Un client té aquesta hora retinguda fins a les 10:12."]);
  });

  it("the English server text of OUTSIDE_HOURS or an unknown obstacle is not shown in es/ca (the code's text is)", () => {
    expect(studioErrorLines({ code: "OUTSIDE_HOURS", message: "The room is closed at that time" }, "es")).toEqual([]);
    expect(studioErrorLines({ code: "SLOT_TAKEN", message: "This time slot is no longer available" }, "ca")).toEqual([]);
    expect(studioErrorLines({ code: "INVALID_STATE", message: "Something else" }, "es")).toEqual([]);
    expect(
      studioErrorLines({ code: "INVALID_STATE", message: "A studio keeps at least one owner: make someone else owner first" }, "es"),
    ).toEqual(["Un estudio conserva al menos un propietario: nombra antes a otra persona propietaria."]);
  });

  it("only an owner: a whole sentence from the API, and worded per action in each language", () => {
    const staff = { role: "staff" } as StaffActor;
    const refusal = (() => {
      try {
        requireOwner(staff, "settings");
      } catch (e) {
        return e as ApiError;
      }
    })()!;
    expect(refusal.message).toBe("Only an owner may change the studio's settings");
    const e = { code: "FORBIDDEN", message: refusal.message, details: refusal.details };
    expect(studioErrorLines(e, "es")).toEqual(["Solo un propietario puede cambiar la configuración del estudio."]);
    expect(studioErrorLines(e, "ca")).toEqual(["Només un propietari pot canviar la configuració de l'estudi."]);
    expect(studioErrorLines(e, "en")).toEqual(["Only an owner can change the studio's settings."]);
  });
});
