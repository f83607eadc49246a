// Check in (docs/booking-actions.md), the first action written for the registry, over HTTP against
// the production build: allowed from two hours before the start to the end of a confirmed booking,
// refused otherwise with the rule's words; a second check-in answers the booking as it is; the flag
// shows on the detail (API and page), the agenda and the day sheet, in the trail; a guest who checked
// in is no no-show; the webhook reaches an integrator signed and valid against the served document.
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

const ORIGIN = PLATFORM_ORIGIN; // platformEnv's PUBLIC_BASE_URL: the dashboard's host and the studio API's same origin

let t: BookingTestEnv;
let database: OwnDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let studio: TestStudio;
let staff: StaffLogin;
let secret: string;

beforeAll(async () => {
  // A database of its own: the webhook delivery poll is database-wide (tests/helpers/webhooks.ts).
  database = await ownDatabase(inject("databaseUrl"), `check_in_${process.pid}`);
  t = await startBookingApp(platformEnv(), { databaseUrl: database.url });
  receiver = await startWebhookReceiver();
  studio = await createStudio(t.app.db);
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  const owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  const sub = await t.app.fetch("/v1/studio/webhooks", {
    method: "POST",
    headers: { cookie: owner.cookie, origin: ORIGIN },
    json: { url: receiver.url, events: ["booking.checked_in"] },
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
/** A booking starting `minutes` from now (studio-local, on the minute), 60 minutes long. */
const startingIn = (minutes: number, status?: "confirmed" | "cancelled") =>
  addBooking(t.app.db, studio, {
    at: DateTime.now().setZone(zone).plus({ minutes }).startOf("minute").toFormat("yyyy-MM-dd'T'HH:mm"),
    ...(status ? { status } : {}),
  });

async function post(path: string, body?: unknown) {
  const res = await t.app.fetch(`/v1/studio${path}`, {
    method: "POST",
    headers: { cookie: staff.cookie, origin: ORIGIN },
    ...(body !== undefined ? { json: body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
/** A dashboard page, on the platform's host. */
const page = async (path: string) => (await requestWithHost(t.app.url, new URL(ORIGIN).host, path, { cookie: staff.cookie })).body;
const detail = async (id: string) =>
  (await (await t.app.fetch(`/v1/studio/bookings/${id}`, { headers: { cookie: staff.cookie } })).json()).data;

describe("POST /v1/studio/bookings/{bookingId}/check-in", () => {
  it("checks a guest in from two hours before the start: flag, trail, agenda, day sheet; again answers the same", async () => {
    const b = await startingIn(90);
    expect((await detail(b.id)).actions.checkIn).toBe(true);
    const r = await post(`/bookings/${b.id}/check-in`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: b.id, status: "confirmed" });

    const d = await detail(b.id);
    expect(d.flags).toEqual([{ flag: "checked_in", setAt: expect.any(String), setBy: staff.actor.email }]);
    expect(d.actions.checkIn).toBe(false);
    expect(d.audit.map((a: { action: string }) => a.action)).toEqual(["booking.check_in"]);

    // A retried request changes nothing and writes no second row.
    expect((await post(`/bookings/${b.id}/check-in`)).status).toBe(200);
    expect(await t.app.db.studioAudit.count({ where: { bookingId: b.id } })).toBe(1);

    const en = await page(`/studio/en/bookings/${b.id}`);
    expect(en).toContain('data-testid="flag-checked_in"');
    expect(en).toContain("Checked in");
    const es = await page(`/studio/es/bookings/${b.id}`);
    expect(es).toContain("Ha llegado");
    expect(es).toContain("Llegada registrada"); // its line in the trail

    const agenda = (await (await t.app.fetch("/v1/studio/agenda", { headers: { cookie: staff.cookie } })).json()).data;
    expect(agenda.bookings.find((x: { id: string }) => x.id === b.id).flags).toEqual(["checked_in"]);
    const sheet = await page(`/studio/ca/day-sheet?date=${b.date}`);
    expect(sheet).toContain("Ha arribat");
  });

  it("offers the button only where the rule allows, and refuses with its words otherwise (409 INVALID_STATE)", async () => {
    const early = await startingIn(180);
    expect((await detail(early.id)).actions.checkIn).toBe(false);
    const r = await post(`/bookings/${early.id}/check-in`);
    expect(errorOf(r)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(r.body.error.message).toMatch(/two hours before its start/);

    const over = await startingIn(-120);
    expect(errorOf(await post(`/bookings/${over.id}/check-in`))).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });

    const cancelled = await startingIn(30, "cancelled");
    const c = await post(`/bookings/${cancelled.id}/check-in`);
    expect(errorOf(c)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(c.body.error.message).toBe("A cancelled booking cannot be checked in");
  });

  it("a guest who checked in is no no-show: the mark is refused and not offered; completed is", async () => {
    const b = await startingIn(-10);
    expect((await post(`/bookings/${b.id}/check-in`)).status).toBe(200);
    expect((await detail(b.id)).actions).toMatchObject({ markNoShow: false, markCompleted: true });
    const r = await post(`/bookings/${b.id}/mark`, { mark: "no_show" });
    expect(errorOf(r)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(r.body.error.message).toMatch(/checked in; mark the session completed/);
    expect((await post(`/bookings/${b.id}/mark`, { mark: "completed" })).status).toBe(200);
  });

  it("another studio's booking is 404; another method on the path 405; an unknown action 404", async () => {
    const other = await createStudio(t.app.db);
    const theirs = await addBooking(t.app.db, other, { at: DateTime.now().setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm") });
    expect(errorOf(await post(`/bookings/${theirs.id}/check-in`))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    const get = await t.app.fetch(`/v1/studio/bookings/${theirs.id}/check-in`, { headers: { cookie: staff.cookie } });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    // Not an API operation, so not through the recording client (tests/contract/replay.test.ts replays only documented ones).
    const unknown = await fetch(`${t.app.url}/v1/studio/bookings/${theirs.id}/check-out`, {
      method: "POST",
      headers: { cookie: staff.cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(errorOf({ status: unknown.status, body: await unknown.json(), headers: unknown.headers })).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
  });

  it("sends booking.checked_in, signed and valid against the served document", async () => {
    const delivered = await deliveredWebhooks(t.app, receiver.received, secret);
    const checkedIn = delivered.filter((d) => d.type === "booking.checked_in");
    expect(checkedIn.length).toBe(2); // the two check-ins above; the retry sent nothing
    expect(checkedIn[0]!.data).toMatchObject({ status: "confirmed" });
  });
});
