// Over HTTP: the served window of getAvailability, a repeated from/to → 400, and one
// VALIDATION_ERROR naming every invalid field with its location (Validation details, docs/api.md).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, errorOf, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { manualClock, setClock } from "../../lib/infra/clock";
import { holdBody } from "./holds.helpers";

let app: TestApp;
let studio: TestStudio;
const avail = (q = "", slug = studio.slug) => app.get(`/v1/public/sites/${slug}/rooms/${studio.roomIds[0]}/availability${q}`);

beforeAll(async () => {
  app = await startTestApp();
  studio = await createStudio(app.db);
});
afterEach(() => setClock(null));
afterAll(() => app?.close());

describe("availability: the served window", () => {
  it("only from: the window is that one day, not clipped", async () => {
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const r = await avail("?from=2030-01-15");
    expect(r.status).toBe(200);
    expect(r.body.data.window).toEqual({ from: "2030-01-15", to: "2030-01-15", clipped: false });
    expect(r.body.data.days).toHaveLength(1);
  });
  it("no query: today in the studio's time zone", async () => {
    setClock(manualClock("2030-01-14T23:30:00Z")); // already the 15th in Madrid
    const r = await avail();
    expect(r.body.data.window).toEqual({ from: "2030-01-15", to: "2030-01-15", clipped: false });
  });
  it("a window over 31 days is clipped, and says so", async () => {
    setClock(manualClock("2030-01-14T08:00:00Z"));
    const r = await avail("?from=2030-01-15&to=2030-03-31&date=2030-12-01");
    expect(r.status).toBe(200);
    expect(r.body.data.window).toEqual({ from: "2030-01-15", to: "2030-02-14", clipped: true });
    expect(r.body.data.days).toHaveLength(31);
  });
  it("a repeated from or to → 400 VALIDATION_ERROR naming it", async () => {
    for (const [q, field] of [
      ["?from=2030-01-15&from=2030-01-16", "query.from"],
      ["?from=2030-01-15&to=2030-01-16&to=2030-01-17", "query.to"],
    ]) {
      const r = await avail(q);
      expect(errorOf(r), q).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
      expect(r.body.error.message, q).toContain(`${field}: given more than once`);
    }
  });
  it("path and query problems together, labelled", async () => {
    const r = await avail("?from=2030-13-01&to=nope", "s".repeat(5000));
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    for (const f of ["path.slug:", "query.from:", "query.to:"]) expect(r.body.error.message).toContain(f);
    expect(r.body.error.message).not.toMatch(/(^|; )body/);
  });
});

describe("createHold: every invalid field at once", () => {
  it("a 5,000-character slug is path.slug, never body:", async () => {
    const r = await app.post(`/v1/public/sites/${"s".repeat(5000)}/holds`, holdBody(studio));
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.body.error.message).toMatch(/^path\.slug: /);
  });
  it('startTime "25:00" and durationMinutes -1 are both named', async () => {
    const r = await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { startTime: "25:00", durationMinutes: -1 }));
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.body.error.message).toContain("body.startTime:");
    expect(r.body.error.message).toContain("body.durationMinutes:");
  });
  it('"10:15" with 45 minutes names both room rules, also next to another failing field', async () => {
    const r = await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { startTime: "10:15", durationMinutes: 45 }));
    expect(errorOf(r)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(r.body.error.message).toContain("body.startTime: must be on the room's 30-minute grid");
    expect(r.body.error.message).toContain("body.durationMinutes: must be a multiple of 30");
    const both = await app.post(`/v1/public/sites/${studio.slug}/holds`, holdBody(studio, { startTime: "10:15", guestName: "" }));
    expect(both.body.error.message).toContain("body.startTime: must be on the room's 30-minute grid");
    expect(both.body.error.message).toContain("body.guestName:");
  });
});
