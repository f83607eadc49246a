// One timestamp convention (docs/api.md, Time convention): every timestamp of the public API
// carries the studio's offset, never "Z" — a hold's expiresAt like a booking's times.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { holdViaApi, startBookingApp, type BookingTestEnv } from "../helpers/holds";

let t: BookingTestEnv;
let studio: TestStudio;

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());

/** The studio's offset at that instant, e.g. "+01:00". */
const offsetAt = (iso: string) => DateTime.fromISO(iso, { zone: studio.file.studio.timezone }).toFormat("ZZ");
function expectStudioOffset(iso: string, what: string) {
  expect(iso, what).toMatch(/[+-]\d\d:\d\d$/);
  expect(iso.slice(-6), what).toBe(offsetAt(iso));
}

describe("timestamps carry the studio's offset", () => {
  let holdId: string;
  let code: string;
  let manageToken: string;

  it("createHold: expiresAt", async () => {
    const h = await holdViaApi(t, studio, { channel: "email" });
    holdId = h.holdId;
    code = h.code;
    const r = await t.app.get(`/v1/public/holds/${holdId}`);
    expect(r.status).toBe(200);
    expectStudioOffset(r.body.data.expiresAt, "getHold expiresAt");
  });

  it("resendCode: expiresAt", async () => {
    const r = await t.app.post(`/v1/public/holds/${holdId}/resend`, {});
    // The resend spacing may refuse it; a 200 must follow the convention.
    if (r.status === 200) expectStudioOffset(r.body.data.expiresAt, "resend expiresAt");
    else expect(r.status).toBe(429);
  });

  it("verifyHold: expiresAt", async () => {
    const r = await t.app.post(`/v1/public/holds/${holdId}/verify`, { code });
    expect(r.status).toBe(200);
    expectStudioOffset(r.body.data.expiresAt, "verify expiresAt");
  });

  it("confirmHold: startsAt, endsAt, createdAt", async () => {
    const r = await t.app.post(`/v1/public/holds/${holdId}/confirm`, { paymentMode: "on_site" });
    expect(r.status).toBe(201);
    manageToken = r.body.data.manageToken;
    for (const f of ["startsAt", "endsAt", "createdAt"]) expectStudioOffset(r.body.data.booking[f], `confirm ${f}`);
  });

  it("getBooking and cancelBooking: startsAt, endsAt, createdAt, cancelledAt", async () => {
    const g = await t.app.get(`/v1/public/bookings/manage/${manageToken}`);
    expect(g.status).toBe(200);
    for (const f of ["startsAt", "endsAt", "createdAt"]) expectStudioOffset(g.body.data[f] ?? g.body.data.booking[f], `get ${f}`);
    const c = await t.app.post(`/v1/public/bookings/manage/${manageToken}/cancel`, {});
    if (c.status === 200) {
      const b = c.body.data.booking ?? c.body.data;
      for (const f of ["startsAt", "endsAt", "createdAt"]) expectStudioOffset(b[f], `cancel ${f}`);
      if (b.cancelledAt) expectStudioOffset(b.cancelledAt, "cancel cancelledAt");
    }
  });
});
