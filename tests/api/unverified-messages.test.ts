// Unverified studios send nothing to strangers (docs/decisions-messages.md, Unverified studios and Daily
// caps), over HTTP with a worker delivering to the SMTP fake: as a `draft` studio, the owner takes phone
// bookings for three outside addresses and tries to invite one; no message reaches an address outside the
// studio, the owner's own test booking does, and the dashboard says why the others were not sent. After
// the operator's verify action new ones reach everyone. A studio past its daily cap gets `over_cap`, its
// dashboard says why, and the operator console shows the alert. A database of its own: the platform's cap
// counts every studio's messages.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { canonicalEmail } from "../../lib/domain/identity";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { createWorker, type WorkerHandle } from "../../lib/worker";
import { signInCookie } from "../../scripts/bench/sign-in";

// The platform host, where the dashboard's and the console's pages and their API are (ROOT_DOMAIN's, as in production).
const ORIGIN = "http://studios.test";
const PHISH = "URGENT: your account is locked, verify at https://evil.example/login";
let t: BookingTestEnv;
let database: OwnDatabase;
let worker: WorkerHandle;
let studio: TestStudio;
let owner: StaffLogin;
let operator: string;
let n = 0;

beforeAll(async () => {
  database = await ownDatabase(inject("databaseUrl"), `unverified_http_${process.pid}`);
  t = await startBookingApp(
    // A verified studio's email cap of 8 in 24 hours, the platform's 10: both reached below.
    { APP_ENV: "preproduction", PUBLIC_BASE_URL: ORIGIN, EMAIL_DAILY_CAP_PER_STUDIO: "8", EMAIL_DAILY_CAP_PLATFORM: "10" },
    { databaseUrl: database.url },
  );
  studio = await createStudio(t.app.db, (f) => {
    f.studio.isVerified = false;
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner", email: `owner-${randomUUID().slice(0, 8)}@own.example` });
  await grantPlatformAdmin(t.app.db, "ops@platform.test");
  operator = await signInCookie(t.app.db, "ops@platform.test");
  worker = await createWorker({ sweeps: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await database?.drop();
});

/** A call on the platform host, as the dashboard or the console sends it. */
async function call(method: string, path: string, cookie: string, body?: unknown) {
  const headers = { cookie, origin: ORIGIN, "x-test-host": new URL(ORIGIN).host };
  const res = await t.app.fetch(path, { method, headers, ...(body !== undefined ? { json: body } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : text };
}
const page = async (path: string, cookie: string) =>
  (await (await t.app.fetch(path, { headers: { cookie, "x-test-host": new URL(ORIGIN).host } })).text()).replace(/<!-- -->/g, "");

/** A phone booking by the owner for `email`, two hours of its own three weeks ahead, with the caller's name and notes. */
async function phoneBooking(email: string): Promise<string> {
  const k = n++;
  const date = DateTime.now()
    .plus({ weeks: 3, days: Math.floor(k / 6) })
    .toISODate()!;
  const r = await call("POST", "/v1/studio/bookings", owner.cookie, {
    roomId: studio.roomIds[0],
    date,
    startTime: `${String(8 + 2 * (k % 6)).padStart(2, "0")}:00`,
    minutes: 60,
    guestName: "Security team of evil.example",
    email,
    notes: PHISH,
  });
  expect(r.status).toBe(201);
  return r.body.data.id as string;
}

/** Until the worker is done with every due message of these bookings (sent, withheld, over its cap …). */
async function settled(bookingIds: string[], ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const open = await t.app.db.message.count({
      where: { bookingId: { in: bookingIds }, status: { in: ["queued", "sending"] }, sendAfter: { lte: new Date() } },
    });
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("messages still waiting");
}

const outside = () => `guest-${randomUUID().slice(0, 8)}@victim.example`;
const strangersReached = () => t.smtp.mails.flatMap((m) => m.to).filter((to) => canonicalEmail(to) !== canonicalEmail(owner.actor.email));

describe("a draft studio", () => {
  it("mails no one outside the studio: three phone bookings and an invitation; the owner's own test goes", async () => {
    const strangers = [outside(), outside(), outside()];
    const ids: string[] = [];
    for (const email of strangers) ids.push(await phoneBooking(email));
    const invite = await call("POST", "/v1/studio/staff", owner.cookie, { email: outside(), role: "staff", name: "Sala Gràcia support" });
    expect(invite).toMatchObject({ status: 403, body: { error: { code: "STUDIO_NOT_VERIFIED" } } });
    const mine = await phoneBooking(owner.actor.email);
    await settled([...ids, mine]);

    expect(strangersReached()).toEqual([]);
    expect(t.smtp.mails.map((m) => m.to)).toEqual([[owner.actor.email]]);
    // The studio's words arrive, with no address in them a mail app would link.
    expect(t.smtp.mails[0].text).toContain("https[:]//evil[.]example/login");
    expect(t.smtp.mails[0].html).not.toContain("evil.example");

    // The booking's messages say why they were not sent, in the dashboard's API and on its page.
    const detail = await call("GET", `/v1/studio/bookings/${ids[0]}`, owner.cookie);
    expect(detail.body.data.messages).toContainEqual(
      expect.objectContaining({
        kind: "booking_confirmed",
        recipient: strangers[0],
        status: "withheld",
        lastError: "the studio is not verified: sent only to its members",
      }),
    );
    expect(await page(`/studio/es/bookings/${ids[0]}`, owner.cookie)).toContain("No enviado: estudio no verificado");
    expect(await page(`/studio/ca/staff`, owner.cookie)).toContain(
      "Podràs convidar personal quan la plataforma hagi verificat el teu estudi.",
    );
    expect(await page(`/studio/en`, owner.cookie)).toContain("its emails go only to its members&#x27; own addresses");
  });

  it("once the operator verifies it, new bookings and invitations reach anyone", async () => {
    const verified = await call("POST", `/v1/platform/studios/${studio.studioId}/verify`, operator, { reason: "documents match" });
    expect(verified).toMatchObject({ status: 200, body: { data: { status: "live" } } });
    const strangers = [outside(), outside(), outside()];
    const ids: string[] = [];
    for (const email of strangers) ids.push(await phoneBooking(email));
    const invitee = outside();
    expect((await call("POST", "/v1/studio/staff", owner.cookie, { email: invitee, role: "staff" })).status).toBe(201);
    // Every address's message done with, retries included: a delivery retried after a slow SMTP
    // answer is due 20 s later, then 40 s (the message queue's backoff, lib/infra/queue.ts).
    const due = [...strangers, invitee];
    // The studio's own notices too: the cap test below counts them.
    const these = { OR: [{ recipient: { in: due } }, { bookingId: { in: ids } }], kind: { not: "reminder" } };
    const final = ["sent", "withheld", "over_cap", "failed", "skipped"];
    const end = Date.now() + 180_000;
    while ((await t.app.db.message.count({ where: { ...these, status: { notIn: final } } })) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 250));
    const outcome = await t.app.db.message.findMany({
      where: these,
      select: { recipient: true, kind: true, status: true, lastError: true },
    });
    expect(
      outcome.filter((m) => m.status !== "sent"),
      "every message of these bookings and the invitation sent",
    ).toEqual([]);
    const reached = strangersReached();
    for (const email of [...strangers, invitee]) expect(reached).toContain(email);
    // As written, now that the platform vouches for the studio.
    expect(t.smtp.mails.find((m) => m.to.includes(strangers[0]))!.text).toContain(PHISH);
  }, 240_000);

  it("past its daily cap: recorded, not sent, the dashboard says why, the console shows the alert", async () => {
    // 1 email before the verification, 3 bookings × 2 (the guest's, the studio's notice) and the invitation since: 8 of 8.
    const id = await phoneBooking(outside());
    await settled([id]);
    const detail = await call("GET", `/v1/studio/bookings/${id}`, owner.cookie);
    const messages = detail.body.data.messages.filter((m: { kind: string }) => m.kind !== "reminder");
    expect(messages.map((m: { status: string }) => m.status)).toEqual(["over_cap", "over_cap"]);
    expect(messages[0].lastError).toBe("the studio's daily cap is reached (8 emails in 24 hours)");

    const bookings = await page("/studio/en/bookings", owner.cookie);
    expect(bookings).toContain('data-testid="message-caps"');
    expect(bookings).toContain("Your studio has reached its limit of 8 emails in 24 hours");
    expect(await page("/studio/es", owner.cookie)).toContain("Tu estudio ha llegado a su límite de 8 correos en 24 horas");
    expect(await page(`/studio/es/bookings/${id}`, owner.cookie)).toContain("No enviado: límite diario");

    const consoleHtml = await page("/platform", operator);
    expect(consoleHtml).toContain('data-testid="message-cap-alert"');
    expect(consoleHtml).toContain("8 of the platform&#x27;s 10 emails in 24 hours are used.");
    expect(consoleHtml).toContain(`href="/platform/studios/${studio.studioId}">${studio.file.studio.name}</a> (8 of 8, live)`);
    const counts = (await call("GET", `/v1/platform/studios/${studio.studioId}`, operator)).body.data.counts;
    expect(counts).toMatchObject({ emailsLast24h: 8, emailDailyCap: 8 });
  });
});
