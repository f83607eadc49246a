// Connections managed in the dashboard, over HTTP against the build (docs/dashboard.md, Connections;
// docs/webhooks.md, Test event and Recent deliveries): an owner tests an endpoint (a signed `ping`
// that verifies with the shown secret and matches the document's `webhooks` schema), reads its
// recent deliveries (the test, and a failing one with its HTTP status), rotates its secret (the next
// test verifies with the new one only); pauses and resumes a calendar feed (a paused feed is not
// synced by the worker and keeps its blocks), each audited. Staff get 403 FORBIDDEN, another
// studio's ids 404, an unverified studio's test 403 STUDIO_NOT_VERIFIED. 401, cross-origin and
// other studios for every operation: tests/api/studio-tenancy.test.ts.
import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, startTestApp, type ApiReply, type TestApp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { startWebhookReceiver } from "../fakes/webhook-receiver";
import { webhookValidators, type Doc } from "../contract/document";
import { systemClock } from "../../lib/infra/clock";
import { syncCalendars } from "../../lib/domain/calendars/sync";
import { exportStudio } from "../../lib/domain/studios/export";

const ORIGIN = "http://studios.test";
let app: TestApp;
let studio: TestStudio;
let other: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let ics: Server;
let icsBase: string;

const ICS = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:rehearsal-connections@calendar.test",
  "DTSTAMP:20300301T000000Z",
  `DTSTART:${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).replace(/-/g, "")}T090000Z`,
  "DURATION:PT2H",
  "SUMMARY:Rehearsal",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

beforeAll(async () => {
  app = await startTestApp({ env: { ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: ORIGIN, APP_ENV: "preproduction" } });
  [studio, other] = await Promise.all([createStudio(app.db), createStudio(app.db)]);
  owner = await staffLogin(app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(app.db, { studioId: studio.studioId, role: "staff" });
  receiver = await startWebhookReceiver();
  ics = createServer((_req, res) => void res.writeHead(200, { "content-type": "text/calendar" }).end(ICS));
  await new Promise<void>((r) => ics.listen(0, "127.0.0.1", r));
  icsBase = `http://127.0.0.1:${(ics.address() as { port: number }).port}`;
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await new Promise<void>((r) => (ics ? ics.close(() => r()) : r()));
});

/** A same-origin request of a signed-in member (the owner unless told), recorded by app.fetch. */
async function call(method: string, path: string, o: { cookie?: string; body?: unknown } = {}): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie: o.cookie ?? owner.cookie };
  if (method !== "GET") headers.origin = ORIGIN;
  const body = o.body ?? (method === "POST" ? {} : undefined);
  const res = await app.fetch(`/v1/studio${path}`, { method, headers, ...(body !== undefined ? { json: body } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const expectError = (r: ApiReply, status: number, code: string) => expect(errorOf(r)).toEqual({ status, code, envelope: true });
const audits = (action: string) => app.db.studioAudit.findMany({ where: { studioId: studio.studioId, action } });

describe("webhooks: test, recent deliveries, rotate", () => {
  it("a signed ping the shown secret verifies, listed with its HTTP status; a refused one too; rotation switches the secret", async () => {
    const made = await call("POST", "/webhooks", { body: { url: `${receiver.url}/hooks`, events: ["booking.cancelled"] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id, secret } = made.body.data as { id: string; secret: string };

    const tested = await call("POST", `/webhooks/${id}/test`);
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({ delivered: true, responseStatus: 200, error: null });
    expect(tested.body.data.delivery).toMatchObject({ type: "ping", status: "delivered", attempts: 1, responseStatus: 200 });
    // Sent whatever events the subscription wants (it wants booking.cancelled only), signed with its secret.
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0];
    const body = new Webhook(secret).verify(first.body, first.headers) as { type: string; sequence: number; data: unknown };
    expect(body).toMatchObject({ type: "ping", data: { subscriptionId: id, test: true } });
    expect(String(body.sequence)).toBe(tested.body.data.delivery.id);
    const validate = webhookValidators((await app.get("/v1/openapi.json")).body as Doc)("ping")!;
    expect(validate(JSON.parse(first.body)), JSON.stringify(validate.errors)).toBe(true);

    // The endpoint refuses the next one: not an HTTP error, and the endpoint is not marked failing.
    receiver.answer(503);
    const refused = await call("POST", `/webhooks/${id}/test`);
    expect(refused.body.data).toMatchObject({ delivered: false, responseStatus: 503, error: "HTTP 503" });
    const sub = await app.db.webhookSubscription.findUniqueOrThrow({ where: { id } });
    expect(sub).toMatchObject({ failingSince: null, failures: 0, retryAt: null });

    const listed = await call("GET", `/webhooks/${id}/deliveries`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((d: { status: string; responseStatus: number }) => [d.status, d.responseStatus])).toEqual([
      ["failed", 503],
      ["delivered", 200],
    ]);
    expect(listed.body.data[0]).toMatchObject({ error: "HTTP 503", attempts: 1, nextAttemptAt: null, lastAttemptAt: expect.any(String) });

    const rotated = await call("POST", `/webhooks/${id}/rotate`);
    const newSecret = rotated.body.data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect((await call("POST", `/webhooks/${id}/test`)).body.data.delivered).toBe(true);
    const last = receiver.received.at(-1)!;
    expect(() => new Webhook(newSecret).verify(last.body, last.headers)).not.toThrow();
    expect(() => new Webhook(secret).verify(last.body, last.headers)).toThrow(); // the old one stopped at once

    // Audited with the outcome, never the secret.
    const rows = await audits("webhook.test");
    expect(rows.map((r) => (r.detail as { responseStatus: number }).responseStatus)).toEqual(expect.arrayContaining([200, 503]));
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain(secret);
    expect((await call("DELETE", `/webhooks/${id}`)).status).toBe(204);
  });

  it("staff: 403 FORBIDDEN; an unknown or another studio's endpoint: 404; nothing is posted", async () => {
    const id = (await call("POST", "/webhooks", { body: { url: `${receiver.url}/staff` } })).body.data.id as string;
    const before = receiver.received.length;
    expectError(await call("POST", `/webhooks/${id}/test`, { cookie: staff.cookie }), 403, "FORBIDDEN");
    expectError(await call("GET", `/webhooks/${id}/deliveries`, { cookie: staff.cookie }), 403, "FORBIDDEN");
    expectError(await call("POST", `/webhooks/${randomUUID()}/test`), 404, "RESOURCE_NOT_FOUND");
    expectError(await call("GET", `/webhooks/not-a-uuid/deliveries`), 404, "RESOURCE_NOT_FOUND");
    const ownerB = await staffLogin(app.db, { studioId: other.studioId, role: "owner" });
    expectError(await call("POST", `/webhooks/${id}/test`, { cookie: ownerB.cookie }), 404, "RESOURCE_NOT_FOUND");
    expect(receiver.received.length).toBe(before);
    expect((await call("DELETE", `/webhooks/${id}`)).status).toBe(204);
  });

  it("an unverified studio's test: 403 STUDIO_NOT_VERIFIED, nothing posted (docs/webhooks.md, Unverified studios)", async () => {
    const fresh = await createStudio(app.db);
    await app.db.studio.update({ where: { id: fresh.studioId }, data: { verificationStatus: "awaiting_verification" } });
    const o = await staffLogin(app.db, { studioId: fresh.studioId, role: "owner" });
    const id = (await call("POST", "/webhooks", { body: { url: `${receiver.url}/unverified` }, cookie: o.cookie })).body.data.id as string;
    const before = receiver.received.length;
    expectError(await call("POST", `/webhooks/${id}/test`, { cookie: o.cookie }), 403, "STUDIO_NOT_VERIFIED");
    expect(receiver.received.length).toBe(before);
    expect((await call("GET", `/webhooks/${id}/deliveries`, { cookie: o.cookie })).body.data).toEqual([]);
  });
});

describe("calendar feeds: add, pause, resume, remove", () => {
  it("a paused feed is not synced and keeps its blocks; resumed, it is; each change audited; exported either way", async () => {
    const added = await call("POST", "/connections/calendar-feeds", { body: { roomId: studio.roomIds[0], url: `${icsBase}/studio.ics` } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const feedId = added.body.data.feed.id as string;
    expect(added.body.data).toMatchObject({ error: null, feed: { pausedAt: null, lastSyncAt: expect.any(String) } });
    const blocks = () => app.db.calendarBlock.count({ where: { feedId } });
    expect(await blocks()).toBe(1);

    expectError(await call("POST", `/connections/calendar-feeds/${feedId}/pause`, { cookie: staff.cookie }), 403, "FORBIDDEN");
    const paused = await call("POST", `/connections/calendar-feeds/${feedId}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({ id: feedId, pausedAt: expect.any(String) });
    // Pausing again changes nothing and writes no second audit row.
    expect((await call("POST", `/connections/calendar-feeds/${feedId}/pause`)).body.data.pausedAt).toBe(paused.body.data.pausedAt);
    expect(await audits("calendar_feed.pause")).toHaveLength(1);

    // The worker's and the command's syncs skip it; its busy time stays.
    const lastSync = (await app.db.calendarFeed.findUniqueOrThrow({ where: { id: feedId } })).lastSyncAt;
    const results = await syncCalendars(app.db, systemClock, { slug: studio.slug });
    expect(results.map((r) => r.feedId)).not.toContain(feedId);
    expect((await app.db.calendarFeed.findUniqueOrThrow({ where: { id: feedId } })).lastSyncAt).toEqual(lastSync);
    expect(await blocks()).toBe(1);
    const listed = await call("GET", "/connections", { cookie: staff.cookie });
    expect(listed.body.data.calendarFeeds.find((f: { id: string }) => f.id === feedId).pausedAt).toEqual(expect.any(String));

    // A feed added in the dashboard is in the studio file, paused or not (docs/studio-file.md).
    const file = await exportStudio(app.db, { id: studio.studioId }, { calendars: true });
    expect(file.calendarFeeds).toContainEqual({ roomId: studio.roomIds[0], url: `${icsBase}/studio.ics` });

    const resumed = await call("POST", `/connections/calendar-feeds/${feedId}/resume`);
    expect(resumed.body.data.pausedAt).toBeNull();
    expect((await syncCalendars(app.db, systemClock, { slug: studio.slug })).map((r) => r.feedId)).toContain(feedId);
    expect((await audits("calendar_feed.resume")).map((r) => (r.detail as { feedId: string }).feedId)).toEqual([feedId]);

    expectError(await call("POST", `/connections/calendar-feeds/${randomUUID()}/resume`), 404, "RESOURCE_NOT_FOUND");
    expect((await call("DELETE", `/connections/calendar-feeds/${feedId}`)).status).toBe(204);
    expect(await blocks()).toBe(0);
  });
});
