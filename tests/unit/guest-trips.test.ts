// What a guest reads before committing and while booking (docs/booking-flow.md): plural forms
// in es, ca and en through Intl.PluralRules, the cancellation terms of a slot from the same rule
// the server applies to Booking.mayCancel, the studio-zone arithmetic behind them, and the
// flow state's captcha retry.
import { describe, expect, it } from "vitest";
import { en } from "../../lib/i18n/catalogs/en";
import { es } from "../../lib/i18n/catalogs/es";
import { ca } from "../../lib/i18n/catalogs/ca";
import { fmt } from "../../lib/i18n/core";
import { cancelDeadline } from "../../lib/contract/cancel-rules";
import { mayCancel } from "../../lib/domain/bookings/view";
import { wallTimeToInstant } from "../../lib/site/client/zoned";
import { policyFor } from "../../components/booking/steps/CancelPolicy";
import { initialState, reducer } from "../../components/booking/flow-state";
import { bookingGoogleCalendarUrl } from "../../lib/site/client/google-calendar";

describe("plurals", () => {
  it("sends left: one and other in es, ca and en", () => {
    expect(fmt(es.booking.resendsLeft, { count: 1 }, "es")).toBe("Queda 1 envío");
    expect(fmt(es.booking.resendsLeft, { count: 2 }, "es")).toBe("Quedan 2 envíos");
    expect(fmt(ca.booking.resendsLeft, { count: 1 }, "ca")).toBe("Queda 1 enviament");
    expect(fmt(ca.booking.resendsLeft, { count: 2 }, "ca")).toBe("Queden 2 enviaments");
    expect(fmt(en.booking.resendsLeft, { count: 1 }, "en")).toBe("1 send left");
    expect(fmt(en.booking.resendsLeft, { count: 2 }, "en")).toBe("2 sends left");
  });

  it("tries left, hours of notice, people and reviews", () => {
    expect(fmt(es.booking.triesLeft, { count: 1 }, "es")).toBe("Te queda 1 intento.");
    expect(fmt(ca.booking.triesLeft, { count: 3 }, "ca")).toBe("Et queden 3 intents.");
    expect(fmt(en.booking.triesLeft, { count: 1 }, "en")).toBe("1 try left.");
    expect(fmt(es.manage.policy, { hours: 1 }, "es")).toContain("hasta 1 hora antes");
    expect(fmt(es.manage.policy, { hours: 48 }, "es")).toContain("hasta 48 horas antes");
    expect(fmt(ca.room.capacity, { count: 1 })).toBe("Fins a 1 persona");
    expect(fmt(en.home.reviews, { count: 1 })).toBe("1 review");
    expect(fmt(en.home.reviews, { count: 0 })).toBe("0 reviews");
  });

  it("every plural block of every dictionary has an `other` form, and fmt leaves no block behind", () => {
    const walk = (o: unknown, out: string[] = []): string[] => {
      if (typeof o === "string") out.push(o);
      else if (o && typeof o === "object") for (const v of Object.values(o)) walk(v, out);
      return out;
    };
    for (const [locale, d] of [
      ["es", es],
      ["ca", ca],
      ["en", en],
    ] as const) {
      for (const text of walk(d).filter((t) => t.includes(", plural,"))) {
        expect(text, text).toMatch(/other \{/);
        const names = Array.from(text.matchAll(/\{(\w+)[,}]/g), (m) => m[1]);
        for (const n of [0, 1, 2, 5, 1_000_000]) {
          const vars = Object.fromEntries(names.map((k) => [k, n]));
          expect(fmt(text, vars, locale), text).not.toContain("plural");
        }
      }
    }
  });

  it("=N forms win over the category, and # is the number", () => {
    expect(fmt("{n, plural, =0 {none} one {# one} other {# many}}", { n: 0 }, "en")).toBe("none");
    expect(fmt("a {n, plural, one {# x} other {# xs}} b", { n: 3 }, "es")).toBe("a 3 xs b");
    expect(fmt("{n, plural, one {# opinión} other {# opiniones}}", { n: 1000 }, "es")).toBe("1000 opiniones");
  });

  it("ICU as written (intl-messageformat): nested plurals, offset, quoted braces, and other arguments in one pass", () => {
    const nested = "{rooms, plural, one {# room for {people, plural, one {# person} other {# people}}} other {# rooms}}";
    expect(fmt(nested, { rooms: 1, people: 4 }, "en")).toBe("1 room for 4 people");
    expect(fmt("{n, plural, offset:1 =0 {nobody} one {{name}} other {{name} and # more}}", { n: 3, name: "Ana" }, "en")).toBe(
      "Ana and 2 more",
    );
    expect(fmt("{n, plural, one {'{'one'}'} other {# '{'}}", { n: 1 }, "en")).toBe("{one}");
    expect(fmt("{n, plural, one {# hora de {city}} other {# hores de {city}}}", { n: 2, city: "Madrid" }, "ca")).toBe("2 hores de Madrid");
  });

  it("a text that is not valid ICU, or lacks a value, is shown as written", () => {
    expect(fmt("{n, plural, one {# x}", { n: 1 }, "en")).toBe("{n, plural, one {# x}");
    expect(fmt("Hi {name}", {} as { name: string }, "en")).toBe("Hi {name}");
    expect(fmt("No arguments: l'estudi", {}, "ca")).toBe("No arguments: l'estudi");
  });
});

describe("cancellation terms before confirm", () => {
  it("the deadline is the server's rule: mayCancel is true exactly before it", () => {
    const startsAt = new Date("2031-05-10T10:00:00Z");
    const deadline = cancelDeadline(startsAt, 48);
    expect(deadline.toISOString()).toBe("2031-05-08T10:00:00.000Z");
    const b = { status: "confirmed", startsAt, cancelNoticeHours: 48 };
    expect(mayCancel(b, new Date(deadline.getTime() - 1))).toBe(true);
    expect(mayCancel(b, deadline)).toBe(false);
  });

  it("a slot tomorrow in a 48 h room cannot be cancelled online; one in five days can, until a date in the studio zone", () => {
    const now = Date.parse("2031-05-09T08:00:00Z");
    expect(policyFor("2031-05-10", "12:00", "Europe/Madrid", 48, now)).toEqual({ cancellable: false, hours: 48 });
    // 12:00 in Madrid (UTC+2 in May) is 10:00Z; 48 h before is 2031-05-12T10:00Z.
    expect(policyFor("2031-05-14", "12:00", "Europe/Madrid", 48, now)).toEqual({ cancellable: true, until: "2031-05-12T10:00:00.000Z" });
  });

  it("wall times become instants in the studio zone, across a DST change", () => {
    expect(wallTimeToInstant("2031-01-15", "10:00", "Europe/Madrid").toISOString()).toBe("2031-01-15T09:00:00.000Z");
    expect(wallTimeToInstant("2031-07-15", "10:00", "Europe/Madrid").toISOString()).toBe("2031-07-15T08:00:00.000Z");
    // The last Sunday of March 2031 (the 30th): 03:00 local is after the jump, UTC+2.
    expect(wallTimeToInstant("2031-03-30", "03:00", "Europe/Madrid").toISOString()).toBe("2031-03-30T01:00:00.000Z");
    expect(wallTimeToInstant("2031-03-15", "24:00", "Asia/Kathmandu").toISOString()).toBe("2031-03-15T18:15:00.000Z");
  });
});

describe("flow state and calendar link", () => {
  it("a captcha retry clears the failure and remounts the widget", () => {
    const failed = { ...initialState("2031-05-01"), captchaFailed: true };
    const next = reducer(failed, { type: "resetCaptcha" });
    expect(next.captchaFailed).toBe(false);
    expect(next.captchaKey).toBe(failed.captchaKey + 1);
  });

  it("the Google Calendar link carries the street address and the page's notes, never a token", () => {
    const b = {
      studioName: "Estudi Llum",
      roomName: "Sala A",
      reference: "ABCD-EFGH",
      startsAt: "2031-05-14T12:00:00+02:00",
      endsAt: "2031-05-14T13:00:00+02:00",
      timezone: "Europe/Madrid",
    };
    const u = new URL(bookingGoogleCalendarUrl(b, "Carrer de Verdi 12, 08012 Barcelona", ["Referencia: ABCD-EFGH", "Sala A"]));
    expect(u.searchParams.get("location")).toBe("Estudi Llum, Carrer de Verdi 12, 08012 Barcelona");
    expect(u.searchParams.get("details")).toBe("Referencia: ABCD-EFGH\nSala A");
  });
});
