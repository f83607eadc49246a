// partySize on createHold (beyond the contract; docs/decisions-bookings.md, Party size): 1 to the room's capacity,
// VALIDATION_ERROR naming body.partySize otherwise; kept on the hold and its booking, returned by both, and in the
// studio's new-booking email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../helpers/app";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { bookableStudio, holdBody, localDate, postHold, verify } from "./holds.helpers";
import type { TestStudio } from "../helpers/fixtures";
import { systemClock } from "../../lib/infra/clock";
import { processMessageJob } from "../../lib/domain/notifications/send";

let t: BookingTestEnv;
let studio: TestStudio;
let day = 3;
let phone = 0;

beforeAll(async () => {
  t = await startBookingApp();
  studio = await bookableStudio(t.app, (f) => {
    f.rooms[0].capacity = 3;
  });
});
afterAll(() => t?.close());

/** A hold by phone (the code read from the SMS fake), verified. */
async function verifiedHold(over: Record<string, unknown>) {
  const contact = `+3461${String(2_000_000 + (process.pid % 1000) * 100 + ++phone).slice(-7)}`;
  const r = await postHold(t.app, studio.slug, holdBody(studio, { date: localDate(++day), channel: "phone", contact, ...over }));
  expect(r.status).toBe(201);
  const code = /\d{6}/.exec(t.sms.messages.filter((m) => m.to === contact).at(-1)!.body)![0];
  const v = await verify(t.app, r.body.data.holdId, code);
  expect(v.status).toBe(200);
  return { created: r.body.data, verified: v.body.data };
}

describe("createHold partySize", () => {
  it("above the room's capacity, below 1 or not an integer: 400 VALIDATION_ERROR naming body.partySize", async () => {
    for (const partySize of [4, 0, 2.5, "3"]) {
      const r = await postHold(t.app, studio.slug, holdBody(studio, { date: localDate(day), partySize }));
      expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message).toContain("body.partySize");
    }
    const r = await postHold(t.app, studio.slug, holdBody(studio, { date: localDate(day), partySize: 4 }));
    expect(r.body.error.message).toContain("capacity of 3");
  });

  it("within capacity: on the hold and its booking, and in the studio's email; absent: null", async () => {
    const h = await verifiedHold({ partySize: 3 });
    expect(h.created.partySize).toBe(3);
    expect(h.verified.partySize).toBe(3);
    const c = await t.app.post(`/v1/public/holds/${h.created.holdId}/confirm`, { paymentMode: "on_site" });
    expect(c.status).toBe(201);
    expect(c.body.data.booking.partySize).toBe(3);
    expect((await t.app.get(`/v1/public/bookings/manage/${c.body.data.manageToken}`)).body.data.partySize).toBe(3);
    const m = await t.app.db.message.findFirstOrThrow({ where: { bookingId: c.body.data.booking.id, kind: "studio_new_booking" } });
    expect(await processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).toBe("sent");
    const mail = t.smtp.mails.find((x) => x.text.includes(c.body.data.booking.reference))!;
    expect(mail.text).toMatch(/(People|Personas|Persones)[^\n]*3/);

    const without = await verifiedHold({});
    expect(without.created.partySize).toBeNull();
  });
});
