// The delivered webhooks against the document (docs/webhooks.md, Payload schemas): every event type
// of the registry (lib/contract/webhook-payloads.ts) is caused through the real handlers over HTTP
// (public booking flow, manage page, Stripe's webhook, the studio API; hold.expired by the hold
// sweep, which is a job, not a request), the worker's delivery posts each to a local receiver, and
// each delivered body is checked as an integrator would: signature verified with standardwebhooks,
// then validated against the `webhooks` schema of the OpenAPI document the app serves
// (/v1/openapi.json, JSON Schema 2020-12 with ajv, as the contract replay does). A type with no
// delivered event fails, so a new event type needs a way to cause it here.
import { DateTime } from "luxon";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { startWebhookReceiver } from "../fakes/webhook-receiver";
import { signPayload } from "../fakes/stripe";
import { webhookValidators, type Doc } from "../contract/document";
import { systemClock } from "../../lib/infra/clock";
import { sweepExpiredHolds } from "../../lib/domain/holds/sweep";
import { deliverDueWebhooks } from "../../lib/domain/webhooks/deliver";
import { WEBHOOK_EVENT_DEFS } from "../../lib/contract/webhook-payloads";
import { ACTION_EVENTS } from "../../lib/contract/booking-actions";

const ORIGIN = "https://book.example"; // startBookingApp's PUBLIC_BASE_URL: the studio API's same origin

let t: BookingTestEnv;
let database: OwnDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let studio: TestStudio;
let owner: StaffLogin;

beforeAll(async () => {
  // A database of its own: the hold sweep and the delivery poll are database-wide, and another
  // file's expired holds or outbox rows must neither reach this receiver nor be posted from here.
  database = await ownDatabase(inject("databaseUrl"), `webhook_contract_${process.pid}`);
  t = await startBookingApp({ APP_ENV: "preproduction" }, { databaseUrl: database.url });
  receiver = await startWebhookReceiver();
  studio = await createStudio(t.app.db);
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await database?.drop();
});

/** A studio API call of the owner, same origin. */
async function studioPost(path: string, body?: unknown) {
  const res = await t.app.fetch(`/v1/studio${path}`, {
    method: "POST",
    headers: { cookie: owner.cookie, origin: ORIGIN },
    ...(body !== undefined ? { json: body } : {}),
  });
  return { status: res.status, body: await res.json() };
}

const zone = "Europe/Madrid";
// Demo hours: Tuesday 10:00–23:00. A Tuesday two to three weeks ahead (inside room 0's window, past its notice).
const tuesday = DateTime.now().setZone(zone).plus({ weeks: 2 }).set({ weekday: 2 }).startOf("day");
const at = (hhmm: string, d = tuesday) => DateTime.fromISO(`${d.toISODate()}T${hhmm}`, { zone }).toJSDate();

async function confirm(startsAt: Date, paymentMode: "on_site" | "card") {
  const h = await createHold(t.app.db, studio, { startsAt });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, {
    paymentMode,
    email: `guest-${crypto.randomUUID().slice(0, 8)}@mail.example`,
  });
  expect(r.status).toBe(201);
  return { id: r.body.data.booking.id as string, token: r.body.data.manageToken as string };
}

type Delivered = { type: string; body: unknown; eventId: string };

describe("delivered webhooks match the OpenAPI document's `webhooks` schemas", () => {
  const delivered: Delivered[] = [];

  beforeAll(async () => {
    // The subscription, as an owner makes it (all event types).
    const sub = await studioPost("/webhooks", { url: receiver.url });
    expect(sub.status).toBe(201);
    const secret = sub.body.data.secret as string;

    // booking.confirmed (on_site), booking.rescheduled and booking.cancelled by the guest.
    const a = await confirm(at("10:00"), "on_site");
    expect(
      (await t.app.post(`/v1/public/bookings/manage/${a.token}/reschedule`, { date: tuesday.toISODate(), startTime: "15:00" })).status,
    ).toBe(200);
    expect((await t.app.post(`/v1/public/bookings/manage/${a.token}/cancel`, { reason: "Flu, sorry" })).status).toBe(200);

    // booking.payment_received (paid), booking.rescheduled and booking.cancelled by the studio.
    const b = await confirm(at("12:00", tuesday.plus({ weeks: 1 })), "on_site");
    expect((await studioPost(`/bookings/${b.id}/mark-paid`)).status).toBe(200);
    expect((await studioPost(`/bookings/${b.id}/move`, { date: tuesday.plus({ weeks: 1 }).toISODate(), startTime: "18:00" })).status).toBe(
      200,
    );
    expect((await studioPost(`/bookings/${b.id}/cancel`, { reason: "Flooded room", refund: false })).status).toBe(200);

    // booking.payment_received (deposit_paid) and booking.confirmed when Stripe's webhook reports the deposit.
    const c = await confirm(at("20:00"), "card");
    const row = await t.app.db.booking.findUniqueOrThrow({ where: { id: c.id } });
    const event = t.stripe.event("payment_intent.succeeded", t.stripe.succeed(row.paymentIntentId!));
    const payload = JSON.stringify(event);
    const stripe = await t.app.fetch("/v1/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    expect(stripe.status).toBe(200);

    // booking.completed and booking.no_show: studio marks on sessions that have started.
    const done = await addBooking(t.app.db, studio, { at: "2025-06-03T11:00" });
    const absent = await addBooking(t.app.db, studio, { at: "2025-06-03T13:00" });
    expect((await studioPost(`/bookings/${done.id}/mark`, { mark: "completed" })).status).toBe(200);
    expect((await studioPost(`/bookings/${absent.id}/mark`, { mark: "no_show" })).status).toBe(200);

    // hold.expired: recorded by the sweep (a job) for a hold whose lifetime ran out.
    await createHold(t.app.db, studio, { startsAt: at("10:00"), roomIndex: 1, status: "pending", now: new Date(Date.now() - 20 * 60_000) });
    expect(await sweepExpiredHolds(t.app.db, systemClock)).toBeGreaterThan(0);

    // The worker's delivery, until nothing is due.
    while ((await deliverDueWebhooks(t.app.db, systemClock)) > 0);
    const wh = new Webhook(secret);
    for (const r of receiver.received) {
      const body = wh.verify(r.body, r.headers); // throws on a bad signature
      delivered.push({ type: (body as { type: string }).type, body, eventId: r.headers["webhook-id"]! });
    }
  });

  it("every event type of the registry was delivered at least once", async () => {
    // The booking actions' own events are delivered by each action's test (tests/unit/booking-actions-doc.test.ts
    // checks there is one), through deliveredWebhooks (tests/helpers/webhooks.ts), which checks them the same way.
    const types = Object.keys(WEBHOOK_EVENT_DEFS).filter((type) => !(type in ACTION_EVENTS));
    expect(types.length).toBeGreaterThan(0);
    const seen = new Set(delivered.map((d) => d.type));
    expect(types.filter((type) => !seen.has(type)).map((type) => `${type}: no delivered event`)).toEqual([]);
    // Nothing is left undelivered or failed (a payload that does not match its schema ends failed, unsent).
    const left = await t.app.db.webhookDelivery.findMany({ where: { status: { not: "delivered" } } });
    expect(left.map((r) => `${r.type} ${r.status} ${r.lastError}`)).toEqual([]);
  });

  it("every delivered body matches the schema of its type in the served /v1/openapi.json", async () => {
    const served = (await t.app.get("/v1/openapi.json")).body as Doc;
    const validator = webhookValidators(served);
    const problems: string[] = [];
    for (const d of delivered) {
      const validate = validator(d.type);
      if (!validate) {
        problems.push(`${d.type}: not in the document's webhooks`);
        continue;
      }
      if (!validate(d.body))
        problems.push(`${d.type} ${d.eventId}: ${(validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).join("; ")}`);
    }
    expect(problems).toEqual([]);
    // The validator is not vacuous: a stray field, a missing one and a wrong type are refused.
    const sample = delivered.find((d) => d.type === "booking.rescheduled")!.body as { data: Record<string, unknown> };
    const validate = validator("booking.rescheduled")!;
    expect(validate({ ...sample, data: { ...sample.data, guestEmail: "ada@mail.example" } })).toBe(false);
    expect(validate({ ...sample, data: { ...sample.data, previous: undefined } })).toBe(false);
    expect(validate({ ...sample, sequence: "7" })).toBe(false);
  });

  it("the variants each type documents were delivered (who cancelled, who moved, which payment)", () => {
    const data = (type: string) => delivered.filter((d) => d.type === type).map((d) => (d.body as { data: Record<string, unknown> }).data);
    expect(data("booking.cancelled").map((x) => x.cancelledBy)).toEqual(expect.arrayContaining(["guest", "studio"]));
    expect(data("booking.rescheduled").map((x) => x.rescheduledBy)).toEqual(expect.arrayContaining(["guest", "studio"]));
    expect(data("booking.payment_received").map((x) => x.paymentStatus)).toEqual(expect.arrayContaining(["paid", "deposit_paid"]));
    // Never a guest's contact, name or manage token (docs/webhooks.md, Events).
    const all = JSON.stringify(delivered.map((d) => d.body));
    expect(all).not.toMatch(/@mail\.example|Ada Lovelace|manage/i);
  });
});
