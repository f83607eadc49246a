// Rates by weekday and time (docs/pricing.md) over HTTP against the production build: docs/pricing.md's
// example room (20 €/h, 30 €/h from 19:00) prices 18:00 to 21:00 at 80.00 € in the quote, the hold,
// the booking and the guest's message; the room's hourlyCents is its lowest rate ("from"); the
// quote's refusals each with status, code and envelope; a studio file with overlapping windows is refused.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { bookableStudio, holdBody, postHold, verify } from "./holds.helpers";
import { manualClock, setClock } from "../../lib/infra/clock";
import { Quote } from "../../lib/contract/schemas";
import { parseStudioFile, StudioFileError } from "../../lib/domain/studios/import";
import { loadBooking } from "../../lib/domain/bookings/view";
import { renderMessage } from "../../lib/domain/notifications/templates";
import { money } from "../../lib/i18n/core";

let app: TestApp;
let studio: TestStudio;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const quotePath = (s: TestStudio, room: string, q: string) => `/v1/public/sites/${s.slug}/rooms/${room}/quote${q}`;

beforeAll(async () => {
  app = await startTestApp();
  studio = await bookableStudio(app, (f) => {
    Object.assign(f.rooms[0], {
      hourlyCents: 2000,
      depositPercent: 30,
      paymentModes: ["on_site"],
      minMinutes: 60,
      maxMinutes: 240,
      stepMinutes: 30,
      rateWindows: [{ days: EVERY_DAY, from: "19:00", to: "24:00", hourlyCents: 3000 }],
    });
  });
});
afterEach(() => setClock(null));
afterAll(() => app?.close());

describe("rates by time of day", () => {
  it("prices 18:00–21:00 across the 19:00 peak at 80.00 € in the quote, the hold, the booking and the message", async () => {
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const q = await app.get(quotePath(studio, studio.roomIds[0], "?date=2030-01-15&startTime=18:00"));
    expect(q.status).toBe(200);
    expect(q.headers.get("cache-control")).toBe("no-store");
    const quote = Quote.strict().parse(q.body.data);
    expect(quote.durations.map((d) => d.minutes)).toEqual([60, 90, 120, 150, 180, 210, 240]);
    expect(quote.durations.find((d) => d.minutes === 180)).toEqual({
      minutes: 180,
      endTime: "21:00",
      priceCents: 8000,
      depositCents: 2400,
      lines: [
        { startTime: "18:00", endTime: "19:00", minutes: 60, hourlyCents: 2000 },
        { startTime: "19:00", endTime: "21:00", minutes: 120, hourlyCents: 3000 },
      ],
    });

    const hold = await postHold(
      app,
      studio.slug,
      holdBody(studio, { date: "2030-01-15", startTime: "18:00", durationMinutes: 180, channel: "email", contact: "peak@mail.example" }),
    );
    expect(hold.status).toBe(201);
    expect(hold.body.data.price).toEqual({ priceCents: 8000, depositCents: 2400, currency: "EUR", minutes: 180 });
    expect((await verify(app, hold.body.data.holdId, hold.body.data.devCode)).status).toBe(200);
    const confirmed = await app.post(`/v1/public/holds/${hold.body.data.holdId}/confirm`, { paymentMode: "on_site" });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data.booking).toMatchObject({ priceCents: 8000, depositCents: 0, startTime: "18:00", endTime: "21:00" });
    // The lines it was made of, kept with the booking (docs/pricing.md, Price lines).
    expect(confirmed.body.data.booking.priceLines).toEqual([
      { minutes: 60, hourlyCents: 2000 },
      { minutes: 120, hourlyCents: 3000 },
    ]);

    const booking = (await loadBooking(app.db, { id: confirmed.body.data.booking.id }))!;
    const email = renderMessage({
      kind: "booking_confirmed",
      channel: "email",
      locale: "en",
      booking,
      now: new Date("2030-01-14T08:00:00Z"),
      detail: {},
    });
    if (email.kind !== "email") throw new Error("an email");
    expect(email.text).toContain(money(8000, "EUR", "en"));
  });

  it("the room's hourlyCents is its lowest rate, in the site payload and the availability", async () => {
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const cheap = await bookableStudio(app, (f) => {
      f.rooms[0].hourlyCents = 2000;
      Object.assign(f.rooms[0], { rateWindows: [{ days: [1, 2, 3, 4, 5], from: "09:00", to: "14:00", hourlyCents: 1200 }] });
    });
    const site = await app.get(`/v1/public/sites/${cheap.slug}`);
    expect(site.body.data.rooms.find((r: { id: string }) => r.id === cheap.roomIds[0]).hourlyCents).toBe(1200);
    const av = await app.get(`/v1/public/sites/${cheap.slug}/rooms/${cheap.roomIds[0]}/availability?from=2030-01-15`);
    expect(av.body.data.hourlyCents).toBe(1200);
    // A room without windows keeps its one price.
    expect(site.body.data.rooms.find((r: { id: string }) => r.id === cheap.roomIds[1]).hourlyCents).toBe(cheap.file.rooms[1].hourlyCents);
  });

  it("the quote's refusals: 400 for a bad date or time, 404 for an unknown room or studio, SITE_NOT_LIVE, ROOM_NOT_BOOKABLE", async () => {
    const room = studio.roomIds[0];
    for (const q of [
      "",
      "?date=2030-01-15",
      "?date=2030-02-30&startTime=10:00",
      "?date=2030-01-15&startTime=24:00",
      "?date=2030-01-15&startTime=10:00&startTime=11:00",
    ])
      expect(errorOf(await app.get(quotePath(studio, room, q))), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const ok = "?date=2030-01-15&startTime=10:00";
    expect(errorOf(await app.get(quotePath(studio, "not-a-room", ok)))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await app.get(`/v1/public/sites/no-such-studio-x/rooms/${room}/quote${ok}`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    const draft = await createStudio(app.db, (f) => (f.site.status = "draft"));
    expect(errorOf(await app.get(quotePath(draft, draft.roomIds[0], ok)))).toEqual({ status: 404, code: "SITE_NOT_LIVE", envelope: true });
    const off = await createStudio(app.db, (f) => (f.rooms[0].bookable = false));
    expect(errorOf(await app.get(quotePath(off, off.roomIds[0], ok)))).toEqual({ status: 409, code: "ROOM_NOT_BOOKABLE", envelope: true });
  });

  it("a studio file's windows: no overlap on a shared day, none ending before it starts, the long rate's two numbers together", () => {
    const file = (edit: (room: Record<string, unknown>) => void) => {
      const f = structuredClone(studio.file) as unknown as { rooms: Record<string, unknown>[] };
      edit(f.rooms[0]);
      try {
        parseStudioFile(f);
        return [];
      } catch (e) {
        if (e instanceof StudioFileError)
          return e.message
            .split("\n")
            .slice(1)
            .map((l) => l.trim());
        throw e;
      }
    };
    expect(
      file(
        (r) =>
          (r.rateWindows = [
            { days: [1], from: "18:00", to: "22:00", hourlyCents: 10 },
            { days: [1, 2], from: "21:00", to: "23:00", hourlyCents: 10 },
          ]),
      ),
    ).toEqual(["rooms.0.rateWindows.1: overlaps rateWindows.0 on a day both list"]);
    expect(file((r) => (r.rateWindows = [{ days: [1], from: "22:00", to: "02:00", hourlyCents: 10 }]))).toEqual([
      "rooms.0.rateWindows.0.to: must be after from (a window past midnight is two windows)",
    ]);
    expect(file((r) => (r.longFromMinutes = 180))).toEqual(["rooms.0.longHourlyCents: longFromMinutes and longHourlyCents come together"]);
    expect(file((r) => Object.assign(r, { longFromMinutes: 180, longHourlyCents: 1500 }))).toEqual([]);
  });
});
