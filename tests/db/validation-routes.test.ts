// The availability and create-hold route handlers called directly on a real database: the served
// window, a repeated from/to → 400, and every invalid field named with its location
// (Validation details, docs/api.md). tests/api/validation-all.test.ts checks the same over HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, setClock } from "../../lib/infra/clock";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { holdBody } from "../api/holds.helpers";
import { GET as availability } from "../../app/v1/public/sites/[slug]/rooms/[roomId]/availability/route";
import { POST as createHold } from "../../app/v1/public/sites/[slug]/holds/route";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;

const db = testDb(2, { env: { HCAPTCHA_SECRET: undefined } });
beforeAll(async () => {
  studio = await createStudio(db);
  setClock(manualClock("2030-01-14T08:00:00Z"));
});
afterAll(async () => {
  setClock(null);
});

async function getAvail(q: string, slug = studio.slug) {
  const res = await availability(new Request(`http://app.test/v1/public/sites/x/rooms/y/availability${q}`), {
    params: Promise.resolve({ slug, roomId: studio.roomIds[0] }),
  });
  return { status: res.status, body: await res.json() };
}
async function postHold(body: unknown, slug = studio.slug) {
  const res = await createHold(
    new Request("http://app.test/v1/public/sites/x/holds", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    }),
    { params: Promise.resolve({ slug }) },
  );
  return { status: res.status, body: await res.json() };
}

describe("availability route", () => {
  it("says which window it served: the default, and a clipped one", async () => {
    const one = await getAvail("?from=2030-01-15");
    expect(one.status).toBe(200);
    expect(one.body.data.window).toEqual({ from: "2030-01-15", to: "2030-01-15", clipped: false });
    const long = await getAvail("?from=2030-01-15&to=2030-03-31&date=2030-12-01");
    expect(long.body.data.window).toEqual({ from: "2030-01-15", to: "2030-02-14", clipped: true });
    expect(long.body.data.days).toHaveLength(31);
  });
  it("a repeated from → 400 naming it; path and query problems together", async () => {
    const r = await getAvail("?from=2030-01-15&from=2030-01-16");
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "VALIDATION_ERROR", message: "query.from: given more than once" });
    const both = await getAvail("?from=2030-01-15&to=2030-01-14", "s".repeat(5000));
    expect(both.body.error.message).toMatch(/^path\.slug: .*; query\.to: must not be before from$/);
  });
});

describe("create-hold route", () => {
  it("a 5,000-character slug is path.slug", async () => {
    const r = await postHold(holdBody(studio), "s".repeat(5000));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/^path\.slug: /);
  });
  it('startTime "25:00" and durationMinutes -1 both named', async () => {
    const r = await postHold(holdBody(studio, { startTime: "25:00", durationMinutes: -1 }));
    expect(r.status).toBe(400);
    expect(r.body.error.message).toContain("body.startTime:");
    expect(r.body.error.message).toContain("body.durationMinutes:");
  });
  it("room rules run with the other fields, all at once", async () => {
    const r = await postHold(holdBody(studio, { startTime: "10:15", durationMinutes: 45, guestName: "" }));
    expect(r.status).toBe(400);
    const m: string = r.body.error.message;
    expect(m).toContain("body.guestName:");
    expect(m).toContain("body.startTime: must be on the room's 30-minute grid");
    expect(m).toContain("body.durationMinutes: must be a multiple of 30");
  });
});
