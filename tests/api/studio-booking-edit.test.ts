// PATCH /v1/studio/bookings/{bookingId} over HTTP (docs/studio-actions.md, Editing a booking): every
// status and code its OpenAPI entry lists (the contract stage replays them), owners and staff alike,
// and the guest's side over the public API: the manage view and the .ics behind the renewed link
// carry the guest's new details and never the internal note.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { unseal } from "../../lib/domain/bookings/manage-token";

const ORIGIN = "http://studios.test";
const SECRET = "Internal: pays late, keep the deposit";

let app: TestApp;
let studio: TestStudio;
let other: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  studio = await createStudio(app.db);
  other = await createStudio(app.db);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
});
afterAll(async () => {
  await app?.close();
});

async function patch(path: string, body: unknown, cookie = staff.cookie): Promise<ApiReply> {
  const res = await app.fetch(`/v1${path}`, { method: "PATCH", headers: { cookie, origin: ORIGIN }, json: body });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });

describe("PATCH /v1/studio/bookings/{bookingId}", () => {
  it("200 for staff and owners: name, contact and notes changed, the internal note answered to the studio only", async () => {
    const b = await addBooking(app.db, studio, { at: "2030-01-15T10:00", channel: "email", contact: "old@mail.example" });
    const r = await patch(`/studio/bookings/${b.id}`, {
      guestName: "Grace Hopper",
      phone: "611 222 333",
      notes: "Two drummers",
      internalNote: SECRET,
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: b.id,
      guestName: "Grace Hopper",
      channel: "phone",
      contact: "+34611222333",
      email: "old@mail.example",
      notes: "Two drummers",
      internalNote: SECRET,
    });
    const o = await patch(`/studio/bookings/${b.id}`, { email: null }, owner.cookie);
    expect(o.status).toBe(200);
    expect(o.body.data).toMatchObject({ channel: "phone", email: null, internalNote: SECRET });

    // The booking detail (the dashboard's read) carries it; the audit names who, with their role.
    const d = await app.fetch(`/v1/studio/bookings/${b.id}`, { headers: { cookie: staff.cookie } });
    const detail = (await d.json()).data;
    expect(detail.internalNote).toBe(SECRET);
    expect(detail.audit.filter((a: { action: string }) => a.action === "booking.edit")).toMatchObject([
      { actorEmail: staff.actor.email, actorRole: "staff" },
      { actorEmail: owner.actor.email, actorRole: "owner" },
    ]);

    // The guest's side, with the link the "details updated" message carries.
    const told = await app.db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "booking_details_updated" } });
    expect(told).toMatchObject({ channel: "phone", recipient: "+34611222333" });
    const token = unseal(told.sealed!);
    const manage = await app.get(`/v1/public/bookings/manage/${token}`);
    expect(manage.status).toBe(200);
    expect(JSON.stringify(manage.body)).toContain("Two drummers");
    expect(JSON.stringify(manage.body)).not.toContain("pays late");
    const ics = await app.fetch(`/v1/public/bookings/manage/${token}/calendar.ics`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).not.toContain("pays late");
  });

  it("400 VALIDATION_ERROR: nothing to change, an unknown field, a bad phone, no contact left, a note too long", async () => {
    const b = await addBooking(app.db, studio, { at: "2030-01-15T13:00" });
    expectError(await patch(`/studio/bookings/${b.id}`, {}), 400, "VALIDATION_ERROR");
    expectError(await patch(`/studio/bookings/${b.id}`, { internalNotes: "typo" }), 400, "VALIDATION_ERROR");
    expectError(await patch(`/studio/bookings/${b.id}`, { phone: "12" }), 400, "VALIDATION_ERROR");
    expectError(await patch(`/studio/bookings/${b.id}`, { phone: null, email: null }), 400, "VALIDATION_ERROR");
    expectError(await patch(`/studio/bookings/${b.id}`, { internalNote: "x".repeat(2001) }), 400, "VALIDATION_ERROR");
    expectError(await patch(`/studio/bookings/${b.id}`, { guestName: "A" }), 400, "VALIDATION_ERROR");
    expect(await app.db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({
      guestName: "Ada Lovelace",
      internalNote: null,
    });
  });

  it("404 RESOURCE_NOT_FOUND for another studio's booking or an unknown id; 409 INVALID_STATE once retention erased the guest", async () => {
    const theirs = await addBooking(app.db, other, { at: "2030-01-15T10:00" });
    expectError(await patch(`/studio/bookings/${theirs.id}`, { internalNote: "probe" }), 404, "RESOURCE_NOT_FOUND");
    expectError(await patch(`/studio/bookings/${randomUUID()}`, { internalNote: "probe" }), 404, "RESOURCE_NOT_FOUND");
    expect((await app.db.booking.findUniqueOrThrow({ where: { id: theirs.id } })).internalNote).toBeNull();
    const gone = await addBooking(app.db, studio, { at: "2029-01-15T10:00", status: "completed" });
    await app.db.booking.update({ where: { id: gone.id }, data: { anonymizedAt: new Date(), guestName: "", contact: "" } });
    expectError(await patch(`/studio/bookings/${gone.id}`, { internalNote: "x" }), 409, "INVALID_STATE");
  });
});
