// DELETE /v1/public/holds/{holdId} (releaseHold, docs/webhooks.md, Releasing a hold): 204 and the
// slot free at once (availability shows it again), the code spent (verify and confirm 410), a
// second release 404, a booked hold 409, and the preflight allowing DELETE from another origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { bookableStudio, freeSpans, holdBody, postHold, verify } from "./holds.helpers";
import type { TestStudio } from "../helpers/fixtures";

let app: TestApp;
let studio: TestStudio;

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

const release = async (holdId: string) => {
  const res = await app.fetch(`/v1/public/holds/${holdId}`, { method: "DELETE" });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
};

let hour = 0;
async function newHold() {
  const r = await postHold(app, studio.slug, holdBody(studio, { startTime: `${String(hour).padStart(2, "0")}:00` }));
  hour += 2;
  expect(r.status).toBe(201);
  return r.body.data as { holdId: string; devCode: string; date: string };
}

describe("DELETE /v1/public/holds/{holdId}", () => {
  it("204, the slot free at once, the code spent, then 404", async () => {
    const h = await newHold();
    const before = JSON.stringify(await freeSpans(app, studio, h.date));
    const r = await release(h.holdId);
    expect(r.status).toBe(204);
    expect(r.body).toBeNull();
    expect(r.headers.get("x-request-id")).toBeTruthy();
    const after = JSON.stringify(await freeSpans(app, studio, h.date));
    expect(after).not.toBe(before);
    const v = await verify(app, h.holdId, h.devCode);
    expect([v.status, v.body.error.code]).toEqual([410, "HOLD_EXPIRED"]);
    const c = await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" });
    expect([c.status, c.body.error.code]).toEqual([410, "HOLD_EXPIRED"]);
    expect((await app.get(`/v1/public/holds/${h.holdId}`)).body.data.status).toBe("expired");
    const again = await release(h.holdId);
    expect([again.status, again.body.error.code]).toEqual([404, "RESOURCE_NOT_FOUND"]);
  });

  it("409 HOLD_ALREADY_CONFIRMED for a booked hold; 404 for an unknown or malformed id", async () => {
    const h = await newHold();
    expect((await verify(app, h.holdId, h.devCode)).status).toBe(200);
    expect((await app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" })).status).toBe(201);
    const r = await release(h.holdId);
    expect([r.status, r.body.error.code]).toEqual([409, "HOLD_ALREADY_CONFIRMED"]);
    expect((await release("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await release("not-a-uuid")).status).toBe(404);
  });

  it("the preflight allows DELETE from another origin", async () => {
    const res = await app.fetch(`/v1/public/holds/00000000-0000-4000-8000-000000000000`, {
      method: "OPTIONS",
      headers: { Origin: "https://integrator.example", "Access-Control-Request-Method": "DELETE" },
    });
    expect(res.headers.get("access-control-allow-methods")).toContain("DELETE");
  });
});
