// The settings API over HTTP (docs/studio-settings.md): owners only, VALIDATION_ERROR per field,
// a confirm round for hours that leave bookings outside, and the site payload changed at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, ALWAYS_OPEN, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";

const ORIGIN = "http://studios.test";
let app: TestApp;
let s: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  s = await createStudio(app.db, (f) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  owner = await staffLogin(app.db, { studioId: s.studioId, role: "owner" });
  staff = await staffLogin(app.db, { studioId: s.studioId, role: "staff" });
});
afterAll(() => app?.close());

async function call(who: StaffLogin, method: string, path: string, json?: unknown): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie: who.cookie };
  if (method !== "GET") headers.origin = ORIGIN;
  const res = await app.fetch(`/v1/studio/settings${path}`, { method, headers, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe("settings API", () => {
  it("an owner reads the settings in the studio file's shape; staff get 403", async () => {
    const r = await call(owner, "GET", "");
    expect(r.status).toBe(200);
    expect(r.body.data.studio.slug).toBe(s.slug);
    expect(r.body.data.rooms.map((x: { id: string }) => x.id)).toEqual(s.roomIds);
    expect(errorOf(await call(staff, "GET", ""))).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
    expect(errorOf(await call(staff, "PATCH", "/studio", { name: "X" }))).toEqual({ status: 403, code: "FORBIDDEN", envelope: true });
  });

  it("a new price shows in the site payload at once", async () => {
    const r = await call(owner, "PATCH", `/rooms/${s.roomIds[0]}`, { hourlyCents: 4321 });
    expect(r.status).toBe(200);
    const site = await app.get(`/v1/public/sites/${s.slug}`);
    expect(site.body.data.rooms.find((x: { id: string }) => x.id === s.roomIds[0]).hourlyCents).toBe(4321);
  });

  it("VALIDATION_ERROR names the field; an unknown section is 404", async () => {
    const r = await call(owner, "PATCH", "/studio", { email: "nope" });
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.body.error.message).toMatch(/^studio\.email: /);
    expect(errorOf(await call(owner, "PATCH", "/nothing", {}))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });

  it("closing a day with a booking asks to confirm; then availability excludes it", async () => {
    const day = DateTime.now().setZone(s.file.studio.timezone).plus({ days: 5 }).toISODate()!;
    await addBooking(app.db, s, { at: `${day}T10:00` });
    const ask = await call(owner, "PATCH", "/hours", { hourExceptions: [{ date: day, closed: true }] });
    expect(ask.status).toBe(200);
    expect(ask.body.data).toMatchObject({ saved: false, confirmRequired: true });
    expect(ask.body.data.bookings).toHaveLength(1);
    const ok = await call(owner, "PATCH", "/hours", { hourExceptions: [{ date: day, closed: true }], confirm: true });
    expect(ok.body.data.saved).toBe(true);
    const av = await app.get(`/v1/public/sites/${s.slug}/rooms/${s.roomIds[0]}/availability?from=${day}&to=${day}`);
    expect(av.body.data.days[0].free).toEqual([]);
  });

  it("a save read at a version that changed since answers 409 STALE_VERSION with the current values (section and room)", async () => {
    const read = (await call(owner, "GET", "")).body.data;
    expect(read.versions.rooms[s.roomIds[0]]).toEqual(expect.any(String));
    const first = await call(owner, "PATCH", "/policies", { houseRules: { es: "Sin comida" }, version: read.versions.policies });
    expect(first.status).toBe(200);
    expect(first.body.data.settings.versions.policies).not.toBe(read.versions.policies);
    const stale = await call(owner, "PATCH", "/policies", { houseRules: { es: "Otra" }, version: read.versions.policies });
    expect(errorOf(stale)).toEqual({ status: 409, code: "STALE_VERSION", envelope: true });
    expect(stale.body.error.details).toMatchObject({ part: "policies", current: { houseRules: { es: "Sin comida" } } });
    const room = s.roomIds[0];
    expect((await call(owner, "PATCH", `/rooms/${room}`, { capacity: 3, version: read.versions.rooms[room] })).status).toBe(200);
    const staleRoom = await call(owner, "PATCH", `/rooms/${room}`, { capacity: 4, version: read.versions.rooms[room] });
    expect(errorOf(staleRoom)).toEqual({ status: 409, code: "STALE_VERSION", envelope: true });
    expect(staleRoom.body.error.details).toMatchObject({ part: "rooms", roomId: room, current: { room: { capacity: 3 } } });
  });
});
