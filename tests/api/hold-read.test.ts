// GET /v1/public/holds/{holdId} (getHold): re-reading a hold after a timeout, in every
// state; and verify/resend of a confirmed hold saying so. Pre-production without providers,
// so create-hold shows devCode and so does this read, while the hold is pending.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { manualClock, setClock } from "../../lib/infra/clock";
import { HoldState } from "../../lib/contract/schemas";
import { bookableStudio, holdBody, otherCode, postHold, resend, verify } from "./holds.helpers";
import type { TestStudio } from "../helpers/fixtures";

let app: TestApp;
let studio: TestStudio;
let clk: ReturnType<typeof manualClock>;
const MIN = 60_000;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      APP_ENV: "preproduction",
      HCAPTCHA_SITE_KEY: undefined,
      HCAPTCHA_SECRET: undefined,
      SMTP_URL: undefined,
      TWILIO_ACCOUNT_SID: undefined,
      TWILIO_AUTH_TOKEN: undefined,
      TWILIO_FROM: undefined,
    },
  });
  studio = await bookableStudio(app);
});
afterAll(() => app?.close());
beforeEach(() => {
  clk = manualClock(Math.floor(Date.now() / 1000) * 1000);
  setClock(clk);
});
afterEach(() => setClock(null));

let hour = 0;
async function newHold() {
  // Two hours apart: 60 minutes plus the room's 15-minute buffer on both sides.
  const r = await postHold(app, studio.slug, holdBody(studio, { startTime: `${String(hour).padStart(2, "0")}:00` }));
  hour += 2;
  expect(r.status).toBe(201);
  return r.body.data as { holdId: string; devCode: string };
}
const read = (holdId: string) => app.get(`/v1/public/holds/${holdId}`);

describe("GET /v1/public/holds/{holdId}", () => {
  it("pending: the Hold view with devCode (as create showed it), no-store, X-Request-ID; never a code hash or token", async () => {
    const h = await newHold();
    const r = await read(h.holdId);
    expect(r.status).toBe(200);
    expect(HoldState.parse(r.body.data)).toMatchObject({ holdId: h.holdId, status: "pending", resendsLeft: 2, devCode: h.devCode });
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("x-request-id")).toBeTruthy();
    expect(JSON.stringify(r.body)).not.toMatch(/codeHash|manageToken|contact"/);
  });

  it("verified, then confirmed with its booking reference (no manage token); expired; burnt", async () => {
    const h = await newHold();
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
    const v = await read(h.holdId);
    expect(v.body.data.status).toBe("verified");
    expect(v.body.data.devCode).toBeUndefined();
    const c = await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" });
    expect(c.status).toBe(201);
    const conf = await read(h.holdId);
    expect(conf.body.data).toMatchObject({ status: "confirmed", bookingReference: c.body.data.booking.reference });
    expect(JSON.stringify(conf.body)).not.toContain(c.body.data.manageToken);
    // A second confirm stays 409 HOLD_ALREADY_CONFIRMED (docs/decisions-contract.md, Confirm).
    expect(errorOf(await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site", notes: "again" }))).toEqual({
      status: 409,
      code: "HOLD_ALREADY_CONFIRMED",
      envelope: true,
    });

    const e = await newHold();
    clk.advance(13 * MIN);
    expect((await read(e.holdId)).body.data).toMatchObject({ status: "expired" });
    expect((await read(e.holdId)).body.data.devCode).toBeUndefined();

    const b = await newHold();
    for (let i = 1; i <= 5; i++) await verify(app, b.holdId, otherCode(b.devCode, i));
    expect((await read(b.holdId)).body.data.status).toBe("burnt");
  });

  it("unknown or malformed hold id: 404 RESOURCE_NOT_FOUND", async () => {
    expect(errorOf(await read("00000000-0000-4000-8000-000000000000"))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await read("not-a-uuid"))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
    expect(errorOf(await read("%00"))).toEqual({ status: 404, code: "RESOURCE_NOT_FOUND", envelope: true });
  });
});

describe("verify and resend of a confirmed hold", () => {
  it("410 HOLD_EXPIRED saying the hold is already confirmed, not that it expired", async () => {
    const h = await newHold();
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
    expect((await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" })).status).toBe(201);
    for (const r of [await verify(app, h.holdId, h.devCode), await resend(app, h.holdId)]) {
      expect(errorOf(r)).toEqual({ status: 410, code: "HOLD_EXPIRED", envelope: true });
      expect(r.body.error.message).toMatch(/already confirmed/);
    }
    const e = await newHold();
    clk.advance(13 * MIN);
    expect((await resend(app, e.holdId)).body.error.message).toMatch(/expired/);
  });
});
