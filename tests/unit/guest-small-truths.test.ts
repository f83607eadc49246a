// Small things guests and integrators read that used to be untrue: an hour across the autumn clock
// change read "02:00–02:00"; a manage page inside the notice said "any more" of a booking that never
// could be cancelled online; a manage link with the mail's trailing "." was "Page not found"; a fresh
// 12-minute hold counted down from 12:01; the OpenAPI overview left DELETE out of the preflight.
import { describe, expect, it } from "vitest";
import { isoOffsetMinutes, timeSpan, timeSpanFromStart, utcOffsetLabel } from "../../lib/contract/booking-text";
import { spanOffsets } from "../../lib/site/client/zoned";
import { insideNoticeWindow } from "../../lib/contract/cancel-rules";
import { cleanManagePath } from "../../lib/site/client/host-routing";
import { secondsLeft } from "../../components/booking/Countdown";
import { openApiDocument } from "../../lib/http/openapi/builder";
import { CORS_HEADERS } from "../../lib/http/security-headers";
import { HOLD_TTL_MS } from "../../lib/contract/hold-rules";
import { renderMessage } from "../../lib/domain/notifications/templates";
import type { BookingFull } from "../../lib/domain/bookings/view";

describe("times across a clock change", () => {
  it("the autumn night's hour shows its two offsets, never 02:00–02:00", () => {
    const o = spanOffsets("2026-10-25", "02:00", "02:00", 60, "Europe/Madrid");
    expect(o).toEqual({ start: 120, end: 60 });
    expect(timeSpan("02:00", "02:00", o.start, o.end)).toBe("02:00 (UTC+2)–02:00 (UTC+1)");
  });

  it("the spring night's hour too (01:30–03:30 is one hour), and an ordinary hour stays plain", () => {
    const spring = spanOffsets("2026-03-29", "01:30", "03:30", 60, "Europe/Madrid");
    expect(spring).toEqual({ start: 60, end: 120 });
    expect(timeSpan("01:30", "03:30", spring.start, spring.end)).toBe("01:30 (UTC+1)–03:30 (UTC+2)");
    const plain = spanOffsets("2026-10-25", "10:00", "11:00", 60, "Europe/Madrid");
    expect(timeSpan("10:00", "11:00", plain.start, plain.end)).toBe("10:00–11:00");
    // The first 02:00 of the fold, two hours: ends at 03:00 in winter time.
    expect(spanOffsets("2026-10-25", "02:00", "03:00", 120, "Europe/Madrid")).toEqual({ start: 120, end: 60 });
  });

  it("from the start's offset and the length (the studio's booking page)", () => {
    expect(timeSpanFromStart("02:00", "02:00", 60, 120)).toBe("02:00 (UTC+2)–02:00 (UTC+1)");
    expect(timeSpanFromStart("01:30", "03:30", 60, 60)).toBe("01:30 (UTC+1)–03:30 (UTC+2)");
    expect(timeSpanFromStart("10:00", "11:30", 90, 60)).toBe("10:00–11:30");
    expect(timeSpanFromStart("23:00", "24:00", 60, 60)).toBe("23:00–24:00");
    expect(timeSpanFromStart("22:00", "02:00", 240, 60)).toBe("22:00–02:00");
  });

  it("offsets read from the API's instants, and written as people read them", () => {
    expect(isoOffsetMinutes("2026-10-25T02:00:00+02:00")).toBe(120);
    expect(isoOffsetMinutes("2026-10-25T02:00:00-03:30")).toBe(-210);
    expect(isoOffsetMinutes("2026-10-25T02:00:00Z")).toBe(0);
    expect(utcOffsetLabel(345)).toBe("UTC+5:45");
    expect(utcOffsetLabel(-180)).toBe("UTC−3");
    expect(utcOffsetLabel(0)).toBe("UTC");
  });
});

describe("the messages' times across the autumn change", () => {
  it("the confirmation SMS of 02:00–02:00 names the offsets", () => {
    const booking = {
      reference: "SG-TEST",
      date: "2026-10-25",
      startTime: "02:00",
      endTime: "02:00",
      startsAt: new Date("2026-10-25T00:00:00Z"),
      endsAt: new Date("2026-10-25T01:00:00Z"),
      studio: { name: "Sala", timezone: "Europe/Madrid" },
      room: { name: "Plató" },
    } as unknown as BookingFull;
    const sms = renderMessage({
      kind: "booking_confirmed",
      channel: "phone",
      locale: "en",
      booking,
      manageUrl: "https://x/m",
      now: new Date(),
    });
    expect(sms.text).toContain("02:00 (UTC+2)–02:00 (UTC+1)");
  });
});

describe("the manage page's cancel sentence", () => {
  const b = { status: "confirmed", startsAt: "2030-01-15T10:00:00+01:00", cancelNoticeHours: 48 };
  const at = (iso: string) => Date.parse(iso);
  it("inside the notice, ahead of the start: the window is the reason, however the booking got there", () => {
    expect(insideNoticeWindow(b, at("2030-01-14T09:00:00+01:00"))).toBe(true);
    expect(insideNoticeWindow({ ...b, status: "pending_payment" }, at("2030-01-14T09:00:00+01:00"))).toBe(true);
  });
  it("before the notice, after the start or not live: it is not", () => {
    expect(insideNoticeWindow(b, at("2030-01-10T09:00:00+01:00"))).toBe(false);
    expect(insideNoticeWindow(b, at("2030-01-15T10:30:00+01:00"))).toBe(false);
    expect(insideNoticeWindow({ ...b, status: "completed" }, at("2030-01-14T09:00:00+01:00"))).toBe(false);
  });
});

describe("a manage link with the mail's punctuation", () => {
  const token = "a".repeat(64);
  it("loses the trailing '.', ')' or ',' and keeps the locale", () => {
    expect(cleanManagePath(`/es/manage/${token}.`)).toBe(`/es/manage/${token}`);
    expect(cleanManagePath(`/manage/${token}).`)).toBe(`/manage/${token}`);
    expect(cleanManagePath(`/ca/manage/${token},`)).toBe(`/ca/manage/${token}`);
    expect(cleanManagePath(`/en/manage/${token}%22`)).toBe(`/en/manage/${token}`);
  });
  it("a clean link, another page or a lone dot is left alone", () => {
    expect(cleanManagePath(`/es/manage/${token}`)).toBeNull();
    expect(cleanManagePath(`/es/rooms/x.`)).toBeNull();
    expect(cleanManagePath(`/es/manage/.`)).toBeNull();
  });
});

describe("the hold countdown", () => {
  it("a fresh hold starts at 12:00 or less, though the Date header is truncated to the second", () => {
    // The server creates the hold at .700 of a second; its Date header says .000; the page reads it 90 ms later.
    const created = Date.parse("2030-01-15T10:00:00.700Z");
    const expiresAt = new Date(created + HOLD_TTL_MS).toISOString();
    const dateHeader = Date.parse("2030-01-15T10:00:00.000Z");
    const now = created + 90;
    const skew = dateHeader - now;
    expect(secondsLeft(expiresAt, skew, now)).toBeLessThanOrEqual(HOLD_TTL_MS / 1000);
    expect(secondsLeft(expiresAt, skew, now)).toBeGreaterThanOrEqual(HOLD_TTL_MS / 1000 - 1);
  });
});

describe("the OpenAPI overview's CORS sentence", () => {
  it("names every method the preflight allows", () => {
    const d = openApiDocument() as { info: { description: string } };
    const cors = d.info.description.split("**CORS:**")[1].split("\n")[0];
    for (const m of CORS_HEADERS["Access-Control-Allow-Methods"].split(", ").filter((x) => x !== "OPTIONS"))
      expect(cors).toContain(`\`${m}\``);
  });
});
