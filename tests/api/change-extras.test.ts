// Staff set a booking's extras (docs/studio-actions.md, Extras on a booking) over HTTP against the
// production build: the price moves by the extras' difference, the guest is told in their language,
// the trail says what changed; the last unit of a kit is refused to a second booking at an overlapping
// time (409 EXTRA_UNAVAILABLE) until it is taken off the first; a kept extra keeps its booked price;
// refusals in the envelope; the webhook signed and valid against the served document.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { PLATFORM_ORIGIN, platformEnv, requestWithHost, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { deliveredWebhooks } from "../helpers/webhooks";
import { startWebhookReceiver } from "../fakes/webhook-receiver";

const ORIGIN = PLATFORM_ORIGIN;
const KIT = randomUUID();
const ENGINEER = randomUUID();

let t: BookingTestEnv;
let database: OwnDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let studio: TestStudio;
let staff: StaffLogin;
let secret: string;

beforeAll(async () => {
  // A database of its own: the webhook delivery poll is database-wide (tests/helpers/webhooks.ts).
  database = await ownDatabase(inject("databaseUrl"), `change_extras_${process.pid}`);
  t = await startBookingApp(platformEnv(), { databaseUrl: database.url });
  receiver = await startWebhookReceiver();
  studio = await createStudio(t.app.db, (f) => {
    f.extras = [
      { id: KIT, name: { es: "Batería extra", ca: "Bateria extra", en: "Spare drum kit" }, priceCents: 2500, per: "booking", quantity: 1 },
      { id: ENGINEER, name: { es: "Técnico", ca: "Tècnic", en: "Engineer" }, priceCents: 3000, per: "hour" },
    ];
  });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  const owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  const sub = await t.app.fetch("/v1/studio/webhooks", {
    method: "POST",
    headers: { cookie: owner.cookie, origin: ORIGIN },
    json: { url: receiver.url, events: ["booking.extras_changed"] },
  });
  expect(sub.status).toBe(201);
  secret = (await sub.json()).data.secret;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await database?.drop();
});

const zone = "Europe/Madrid";
/** A booking `days` ahead at `time` (studio-local), 120 minutes long. */
const bookingAt = (days: number, time: string, o: { roomIndex?: number; paymentStatus?: string; locale?: string } = {}) =>
  addBooking(t.app.db, studio, {
    at: `${DateTime.now().setZone(zone).plus({ days }).toISODate()}T${time}`,
    minutes: 120,
    channel: "email",
    contact: `guest-${randomUUID().slice(0, 8)}@mail.example`,
    ...o,
  });

async function setExtras(id: string, extras: { extraId: string; quantity: number }[]) {
  const res = await t.app.fetch(`/v1/studio/bookings/${id}/extras`, {
    method: "POST",
    headers: { cookie: staff.cookie, origin: ORIGIN },
    json: { extras },
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}
const detail = async (id: string) =>
  (await (await t.app.fetch(`/v1/studio/bookings/${id}`, { headers: { cookie: staff.cookie } })).json()).data;
const priceOf = async (id: string) => (await t.app.db.booking.findUniqueOrThrow({ where: { id } })).priceCents;
const notices = (id: string) =>
  t.app.db.message.findMany({ where: { bookingId: id, kind: "price_changed" }, orderBy: { createdAt: "asc" } });

describe("POST /v1/studio/bookings/{bookingId}/extras", () => {
  it("adds extras on the day: the price by their sum, the guest told, the trail and the detail say it; the same list again changes nothing", async () => {
    const b = await bookingAt(3, "10:00");
    const before = await priceOf(b.id);
    expect((await detail(b.id)).actions.changeExtras).toBe(true);
    const r = await setExtras(b.id, [
      { extraId: KIT, quantity: 1 },
      { extraId: ENGINEER, quantity: 1 },
    ]);
    expect(r.status).toBe(200);
    // 25 € a booking + 30 €/h × 2 h.
    expect(await priceOf(b.id)).toBe(before + 2500 + 6000);
    const d = await detail(b.id);
    expect(d.priceBreakdown.extras.map((e: { extraId: string; priceCents: number }) => [e.extraId, e.priceCents])).toEqual([
      [KIT, 2500],
      [ENGINEER, 6000],
    ]);
    expect(d.priceBreakdown.adjustmentCents).toBe(0);
    expect(d.audit.map((a: { action: string }) => a.action)).toEqual(["booking.extras"]);
    const [notice] = await notices(b.id);
    expect(notice!.detail).toMatchObject({ fromCents: before, reason: "Extras for the session: Spare drum kit, Engineer" });
    const es = await requestWithHost(t.app.url, new URL(ORIGIN).host, `/studio/es/bookings/${b.id}`, { cookie: staff.cookie });
    expect(es.body).toContain("Extras de la sesión: Batería extra, Técnico");
    // The form lists the room's extras with the booking's quantities.
    expect(es.body).toContain('data-testid="extras-form"');
    expect(es.body).toMatch(/id="extra-[0-9a-f-]{36}"[^>]*value="1"/);

    expect(
      (
        await setExtras(b.id, [
          { extraId: ENGINEER, quantity: 1 },
          { extraId: KIT, quantity: 1 },
        ])
      ).status,
    ).toBe(200);
    expect(await notices(b.id)).toHaveLength(1);
    expect(await t.app.db.studioAudit.count({ where: { bookingId: b.id } })).toBe(1);
  });

  it("the last kit cannot be hired twice at overlapping times (409 EXTRA_UNAVAILABLE naming it), until the first booking gives it back", async () => {
    const first = await bookingAt(4, "10:00");
    const second = await bookingAt(4, "11:00", { roomIndex: 2 });
    expect((await setExtras(first.id, [{ extraId: KIT, quantity: 1 }])).status).toBe(200);
    const refused = await setExtras(second.id, [{ extraId: KIT, quantity: 1 }]);
    expect(errorOf(refused)).toEqual({ status: 409, code: "EXTRA_UNAVAILABLE", envelope: true });
    expect(refused.body.error.details).toEqual({ extraId: KIT, name: "Spare drum kit" });
    expect((await detail(second.id)).priceBreakdown.extras).toEqual([]); // nothing of the refused change stayed

    const back = await setExtras(first.id, []);
    expect(back.status).toBe(200);
    expect((await notices(first.id)).map((m) => (m.detail as { reason: string }).reason)).toEqual([
      "Extras for the session: Spare drum kit",
      "The session has no extras any more",
    ]);
    expect((await setExtras(second.id, [{ extraId: KIT, quantity: 1 }])).status).toBe(200);
  });

  it("a kept extra keeps its booked price when the studio's price changed since", async () => {
    const b = await bookingAt(5, "16:00");
    expect((await setExtras(b.id, [{ extraId: ENGINEER, quantity: 1 }])).status).toBe(200);
    await t.app.db.$executeRaw`UPDATE extra SET "priceCents" = 4000 WHERE id = ${ENGINEER}::uuid`;
    try {
      const withKit = await priceOf(b.id);
      expect(
        (
          await setExtras(b.id, [
            { extraId: ENGINEER, quantity: 1 },
            { extraId: KIT, quantity: 1 },
          ])
        ).status,
      ).toBe(200);
      expect(await priceOf(b.id)).toBe(withKit + 2500);
      // Two engineers: that line is priced now (40 €/h × 2 h × 2).
      expect((await setExtras(b.id, [{ extraId: ENGINEER, quantity: 2 }])).status).toBe(200);
      expect(await priceOf(b.id)).toBe(withKit - 6000 + 16000);
    } finally {
      await t.app.db.$executeRaw`UPDATE extra SET "priceCents" = 3000 WHERE id = ${ENGINEER}::uuid`;
    }
  });

  it("refuses in the envelope: a booking marked paid (409), an extra not offered or named twice (400), another studio's booking (404)", async () => {
    const paid = await bookingAt(6, "10:00", { paymentStatus: "paid" });
    expect((await detail(paid.id)).actions.changeExtras).toBe(false);
    const p = await setExtras(paid.id, [{ extraId: KIT, quantity: 1 }]);
    expect(errorOf(p)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(p.body.error.message).toMatch(/undo the payment mark/);

    const b = await bookingAt(6, "14:00");
    const unknown = await setExtras(b.id, [{ extraId: randomUUID(), quantity: 1 }]);
    expect(errorOf(unknown)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(unknown.body.error.message).toMatch(/extras\.0\.extraId/);
    const twice = await setExtras(b.id, [
      { extraId: KIT, quantity: 1 },
      { extraId: KIT, quantity: 1 },
    ]);
    expect(errorOf(twice)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });

    const other = await createStudio(t.app.db);
    const theirs = await addBooking(t.app.db, other, { at: `${DateTime.now().setZone(zone).plus({ days: 6 }).toISODate()}T10:00` });
    expect(errorOf(await setExtras(theirs.id, []))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("sends booking.extras_changed with the previous price, signed and valid against the served document", async () => {
    const delivered = await deliveredWebhooks(t.app, receiver.received, secret);
    const changed = delivered.filter((d) => d.type === "booking.extras_changed");
    expect(changed.length).toBeGreaterThanOrEqual(6);
    expect(changed[0]!.data).toMatchObject({ previousPriceCents: expect.any(Number), extras: expect.any(Array) });
  });
});
