// Prepaid hours over HTTP against the production build (docs/prepaid-hours.md): the owner defines a
// pack (staff are refused), stops and resumes its sale; staff sell it at the desk and get the code
// once more for the same key; a guest confirms with the code (paid by the hours), a second booking
// finds the balance short (409 PREPAID_HOURS_SHORT in the envelope, nothing booked), so does a
// phone booking; refusals in the envelope.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { errorOf } from "../helpers/app";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { holdViaApi, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { PLATFORM_ORIGIN, platformEnv, staffLogin, type StaffLogin } from "../helpers/staff";
import { DateTime } from "luxon";

let t: BookingTestEnv;
let studio: TestStudio;
let staff: StaffLogin;
let owner: StaffLogin;

beforeAll(async () => {
  t = await startBookingApp(platformEnv(), { databaseUrl: inject("databaseUrl") });
  studio = await createStudio(t.app.db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
});
afterAll(async () => {
  await t?.close();
});

const call = async (path: string, method: string, who: StaffLogin, json?: unknown) => {
  const res = await t.app.fetch(`/v1/studio${path}`, { method, headers: { cookie: who.cookie, origin: PLATFORM_ORIGIN }, json });
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const sale = (packId: string, over: Record<string, unknown> = {}) => ({
  packId,
  buyerName: "Los Planetas",
  buyerEmail: "band@mail.example",
  method: "cash",
  idempotencyKey: `sale-${randomUUID()}`,
  ...over,
});

describe("prepaid hours", () => {
  it("packs are the owner's; staff sell one; the code pays a booking; a short balance books nothing", async () => {
    const room = studio.file.rooms[0];
    const packBody = { name: "3 hours", minutes: 180, priceCents: 4500, roomIds: [room.id], validDays: 90 };
    const byStaff = await call("/hour-packs", "POST", staff, packBody);
    expect(errorOf(byStaff)).toMatchObject({ status: 403, code: "FORBIDDEN", envelope: true });
    const bad = await call("/hour-packs", "POST", owner, { ...packBody, minutes: 45 });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const made = await call("/hour-packs", "POST", owner, packBody);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ ...packBody, currency: "EUR", active: true, passesSold: 0 });
    const pack = made.body.data;

    const badPatch = await call(`/hour-packs/${pack.id}`, "PATCH", owner, { active: "no" });
    expect(errorOf(badPatch)).toMatchObject({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const nowhere = await call(`/hour-packs/${randomUUID()}`, "PATCH", owner, { active: false });
    expect(errorOf(nowhere)).toMatchObject({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    const stopped = await call(`/hour-packs/${pack.id}`, "PATCH", owner, { active: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.active).toBe(false);
    const notSold = await call("/hour-passes", "POST", staff, sale(pack.id));
    expect(errorOf(notSold)).toMatchObject({ status: 409, code: "INVALID_STATE", envelope: true });
    expect((await call(`/hour-packs/${pack.id}`, "PATCH", owner, { active: true })).status).toBe(200);

    const unknownPack = await call("/hour-passes", "POST", staff, sale(randomUUID()));
    expect(errorOf(unknownPack)).toMatchObject({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    const noKey = await call("/hour-passes", "POST", staff, { ...sale(pack.id), idempotencyKey: undefined });
    expect(errorOf(noKey)).toMatchObject({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const body = sale(pack.id);
    const sold = await call("/hour-passes", "POST", staff, body);
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const code: string = sold.body.data.code;
    expect(sold.body.data).toMatchObject({ packName: "3 hours", minutes: 180, balanceMinutes: 180, codeTail: code.slice(-4) });
    const again = await call("/hour-passes", "POST", staff, body);
    expect(again.status).toBe(201);
    expect(again.body.data.code).toBe(code);

    // A guest books two hours with the code: paid by the hours.
    const h = await holdViaApi(t, studio, { minutes: 120, channel: "email" });
    const confirmed = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", prepaidCode: code.toLowerCase() });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.data.booking).toMatchObject({ status: "confirmed", paymentMode: "on_site", paymentStatus: "paid" });
    const listed = await call("/hour-passes", "GET", owner);
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((p: { id: string }) => p.id === sold.body.data.id)).toMatchObject({
      usedMinutes: 120,
      balanceMinutes: 60,
    });
    expect(JSON.stringify(listed.body)).not.toContain(code);

    // Another two hours: one is left. Nothing is booked; the hold stays verified.
    const h2 = await holdViaApi(t, studio, { minutes: 120, channel: "email", daysAhead: 5 });
    const short = await t.app.post(`/v1/public/holds/${h2.holdId}/confirm`, { paymentMode: "on_site", prepaidCode: code });
    expect(errorOf(short)).toMatchObject({ status: 409, code: "PREPAID_HOURS_SHORT", envelope: true });
    expect(short.body.error.details).toEqual({ reason: "short", balanceMinutes: 60, neededMinutes: 120 });
    const unknown = await t.app.post(`/v1/public/holds/${h2.holdId}/confirm`, { paymentMode: "on_site", prepaidCode: "ZZZZ-ZZZZ-ZZZZ" });
    expect(errorOf(unknown)).toMatchObject({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    const paidOnSite = await t.app.post(`/v1/public/holds/${h2.holdId}/confirm`, { paymentMode: "on_site" });
    expect(paidOnSite.status).toBe(201);
    expect(paidOnSite.body.data.booking.paymentStatus).toBe("unpaid");

    // The desk: a phone booking with the code, longer than what is left.
    const date = DateTime.now().setZone(studio.file.studio.timezone).plus({ days: 9 }).toISODate()!;
    const phone = await call("/bookings", "POST", staff, {
      roomId: room.id,
      date,
      startTime: "12:00",
      minutes: 120,
      guestName: "Desk Guest",
      phone: "+34611222333",
      prepaidCode: code,
    });
    expect(errorOf(phone)).toMatchObject({ status: 409, code: "PREPAID_HOURS_SHORT", envelope: true });
    const packs = await call("/hour-packs", "GET", staff);
    expect(packs.status).toBe(200);
    expect(packs.body.data).toMatchObject([{ id: pack.id, passesSold: 1 }]);
  });
});
