// What a studio sends before and after an operator verifies it, and the daily message caps
// (docs/decisions-messages.md, Unverified studios and Daily caps), at domain level with the SMTP fake:
// a draft studio's phone bookings for outside addresses and its studio notices are recorded and not sent
// (`withheld`), its owner's own test booking goes with the studio's words made unclickable, it cannot
// invite, no webhook event is queued and its bookings feed answers 404; once verified, new messages go
// (the held ones stay held), as written. A studio past its cap, and the platform past its own, get
// `over_cap` with the reason, the dashboard's notice state and the console's alert. A database of its own:
// the platform's caps count every studio's messages.
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { canonicalEmail } from "../../lib/domain/identity";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { platformCapAlerts, studioCapState } from "../../lib/domain/notifications/caps";
import { plainText } from "../../lib/domain/notifications/unverified";
import { createPhoneBooking } from "../../lib/domain/studio-actions/phone-booking";
import { addMember, inviteMember } from "../../lib/domain/staff/members";
import { actOnStudio } from "../../lib/domain/platform/status";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { issueFeedSecret, openFeed } from "../../lib/domain/calendars/feed-out";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { actorFor } from "../helpers/dashboard";
import { fail, testDb } from "../helpers/test-db";
import { setEnv } from "../helpers/env";
import { ALWAYS_OPEN, createStudio, type TestStudio } from "../helpers/fixtures";
import { startFakeSmtp } from "../fakes/smtp";

const PHISH = "URGENT: your account is locked, verify at https://evil.example/login";
const clock = manualClock("2030-03-04T09:00:00Z");
const op = { userId: "op-unverified", email: "ops@platform.example" };
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let n = 0;

const db = testDb(4, {
  own: "unverified_msgs",
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    JOBS_SCHEMA: `jobs_unverified_${process.pid}`,
    TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    TWILIO_AUTH_TOKEN: "test-auth-token",
    TWILIO_FROM: "+15005550006",
    SMS_PROVIDER_URL: "http://127.0.0.1:9",
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  setEnv({ SMTP_URL: smtp.url });
  await ensureJobs();
});
beforeEach(() => {
  smtp.mails.length = 0;
});
afterAll(() => smtp?.close());

/** A studio of the demo file, open round the clock, with an owner whose address is a member's. */
async function studioWithOwner(verified: boolean): Promise<{ s: TestStudio; owner: StaffActor; ownerEmail: string }> {
  const s = await createStudio(db, (f) => {
    f.studio.isVerified = verified;
    f.studio.operatingHours = ALWAYS_OPEN;
  });
  const ownerEmail = `Owner.${randomUUID().slice(0, 8)}@mail.example`;
  const m = await addMember(db, s.studioId, { email: ownerEmail, role: "owner" });
  return { s, owner: { ...actorFor(s, "owner"), userId: m.userId, email: ownerEmail.toLowerCase() }, ownerEmail };
}

/** A phone booking taken by the owner for `contact` (an email), with the caller's own name and notes. */
async function book(s: TestStudio, owner: StaffActor, contact: { email?: string; phone?: string }) {
  // Each booking two hours of its own (the room's buffer between): one studio books several.
  const k = n++;
  const b = await createPhoneBooking(db, clock, owner, {
    roomId: s.roomIds[0],
    date: `2030-03-${String(10 + Math.floor(k / 7)).padStart(2, "0")}`,
    startTime: `${String(8 + 2 * (k % 7)).padStart(2, "0")}:00`,
    minutes: 60,
    guestName: "Security team of evil.example",
    notes: PHISH,
    ...contact,
  });
  return b.id;
}

/** The worker's run of every queued message of these bookings, in order; each outcome by kind and recipient. */
async function sendAll(bookingIds: string[]) {
  const rows = await db.message.findMany({
    where: { bookingId: { in: bookingIds }, status: "queued", kind: { not: "reminder" } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const out: { kind: string; recipient: string; outcome: string }[] = [];
  for (const m of rows)
    out.push({ kind: m.kind, recipient: m.recipient, outcome: await processMessageJob(db, clock, m.id, { finalAttempt: true }) });
  return out;
}

const outside = () => `guest-${randomUUID().slice(0, 8)}@victim.example`;

describe("a studio that is not verified", () => {
  let draft: Awaited<ReturnType<typeof studioWithOwner>>;
  const withheld: string[] = [];

  beforeAll(async () => {
    draft = await studioWithOwner(false);
  });

  it("emails only its members: three outside addresses get nothing, the owner's own test booking goes, made plain", async () => {
    const { s, owner, ownerEmail } = draft;
    const strangers = [outside(), outside(), outside()];
    const ids = [];
    for (const email of strangers) ids.push(await book(s, owner, { email }));
    // The owner's own address, written another way (case, a +tag): the same mailbox, a member's.
    const mine = await book(s, owner, { email: ownerEmail.toUpperCase().replace("@", "+test@") });
    const outcomes = await sendAll([...ids, mine]);

    const delivered = smtp.mails.flatMap((m) => m.to);
    expect(delivered.filter((to) => canonicalEmail(to) !== canonicalEmail(ownerEmail))).toEqual([]);
    expect(delivered).toHaveLength(1);
    for (const email of strangers)
      expect(outcomes.find((o) => o.recipient === email)).toMatchObject({ kind: "booking_confirmed", outcome: "withheld" });
    // The studio's own notices go to the studio's address, which is no member's here: held too.
    expect(outcomes.filter((o) => o.kind === "studio_new_booking").map((o) => o.outcome)).toEqual([
      "withheld",
      "withheld",
      "withheld",
      "withheld",
    ]);
    const rows = await db.message.findMany({ where: { bookingId: { in: ids }, status: "withheld" } });
    expect(rows.length).toBe(6);
    for (const r of rows) expect(r.lastError).toBe("the studio is not verified: sent only to its members");
    expect(rows.every((r) => r.sealed === null)).toBe(true);
    withheld.push(...rows.map((r) => r.id));

    // The owner's test: the studio's words are there, no address in them can be clicked; the manage link is a link.
    const [mail] = smtp.mails;
    expect(mail.subject).toContain(s.file.studio.name);
    expect(mail.text).toContain(plainText(PHISH));
    expect(mail.text).toContain("https[:]//evil[.]example/login");
    expect(mail.text).toContain("Security team of evil[.]example");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.html).not.toContain("evil.example");
    expect(mail.html).not.toMatch(/href="[^"]*evil/);
    expect(mail.html).toMatch(/<a href="https:\/\/[^"]*\/manage\//);
    const ics = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
    expect(ics?.content ?? "").not.toContain("evil.example");
  });

  it("sends no text, even to a number, and cannot invite", async () => {
    const { s, owner } = draft;
    const id = await book(s, owner, { phone: "+34 611 22 33 44" });
    expect((await sendAll([id])).find((o) => o.kind === "booking_confirmed")).toMatchObject({ outcome: "withheld" });
    expect((await db.message.findFirstOrThrow({ where: { bookingId: id, kind: "booking_confirmed" } })).lastError).toBe(
      "the studio is not verified: no texts",
    );
    const before = await db.member.count();
    const e = await fail(inviteMember(db, clock, owner, { email: outside(), role: "staff", name: "Copied Studio Support" }));
    expect(e).toMatchObject({ code: "STUDIO_NOT_VERIFIED" });
    expect(await db.member.count()).toBe(before);
    expect(await db.message.count({ where: { kind: "staff_invitation" } })).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("queues no webhook event and serves no bookings feed", async () => {
    const { s, owner } = draft;
    const sub = await createSubscription(db, s.studioId, { url: "http://127.0.0.1:9/unverified-hook" });
    await book(s, owner, { email: outside() });
    expect(await db.webhookDelivery.count({ where: { subscriptionId: sub.id } })).toBe(0);
    const { secret } = await issueFeedSecret(db, { slug: s.slug, rotate: false }, auditFeedIssue(clock, "operator"));
    expect(await fail(openFeed(db, clock, secret, null))).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("once the operator verifies it, new messages reach anyone as written; what was held stays held", async () => {
    const { s, owner } = draft;
    await actOnStudio(db, clock, op, s.studioId, "verify", "checked");
    const stranger = outside();
    const id = await book(s, owner, { email: stranger });
    const outcomes = await sendAll([id]);
    expect(outcomes.find((o) => o.kind === "booking_confirmed")).toMatchObject({ recipient: stranger, outcome: "sent" });
    const mail = smtp.mails.find((m) => m.to.includes(stranger))!;
    expect(mail.text).toContain(PHISH);
    // Nothing retroactive: the messages withheld before stay withheld, none was sent now.
    const held = await db.message.findMany({ where: { id: { in: withheld } } });
    expect(held.every((m) => m.status === "withheld")).toBe(true);
    expect(smtp.mails.flatMap((m) => m.to).filter((to) => to.endsWith("@victim.example"))).toEqual([stranger]);

    // Invitations, webhook events and the feed work from now on.
    const invited = outside();
    await inviteMember(db, clock, owner, { email: invited, role: "staff" });
    const inv = await db.message.findFirstOrThrow({ where: { kind: "staff_invitation", recipient: invited } });
    expect(inv.detail).toEqual({ studioId: s.studioId });
    expect(await processMessageJob(db, clock, inv.id, { finalAttempt: true })).toBe("sent");
    const sub = await db.webhookSubscription.findFirstOrThrow({ where: { studioId: s.studioId } });
    await book(s, owner, { email: outside() });
    // booking.confirmed of the two bookings made since the verification; none owed for those before.
    expect(await db.webhookDelivery.count({ where: { subscriptionId: sub.id } })).toBe(2);
    const { secret } = await issueFeedSecret(db, { slug: s.slug, rotate: true }, auditFeedIssue(clock, "operator"));
    const feed = await openFeed(db, clock, secret, null);
    expect(feed.notModified).toBe(false);
  });
});

describe("daily caps", () => {
  it("a studio past its email cap: recorded, not sent, with the reason; the dashboard and the console say so", async () => {
    setEnv({ EMAIL_DAILY_CAP_PER_STUDIO: "3" });
    try {
      const { s, owner } = await studioWithOwner(true);
      const ids = [await book(s, owner, { email: outside() }), await book(s, owner, { email: outside() })];
      // A retry after the provider's failure is the same message: counted once.
      smtp.failNext(1);
      const first = await db.message.findFirstOrThrow({ where: { bookingId: ids[0], kind: "booking_confirmed" } });
      await expect(processMessageJob(db, clock, first.id, { finalAttempt: false })).rejects.toThrow();
      expect(await processMessageJob(db, clock, first.id, { finalAttempt: false })).toBe("sent");
      const outcomes = await sendAll(ids);
      expect(outcomes.map((o) => o.outcome)).toEqual(["sent", "sent", "over_cap"]);
      const over = await db.message.findFirstOrThrow({ where: { bookingId: { in: ids }, status: "over_cap" } });
      expect(over.lastError).toBe("the studio's daily cap is reached (3 emails in 24 hours)");
      expect(await db.quotaEvent.count({ where: { key: `email-studio:${s.studioId}` } })).toBe(3);

      expect(await studioCapState(db, clock, s.studioId)).toEqual([
        expect.objectContaining({ channel: "email", studio: { sent: 3, cap: 3 }, studioFull: true, platformFull: false }),
      ]);
      const email = (await platformCapAlerts(db, clock)).find((a) => a.channel === "email")!;
      expect(email.studios).toContainEqual(expect.objectContaining({ studioId: s.studioId, sent: 3, cap: 3, status: "live" }));
      // A day later the window has moved on: the notice is gone.
      const later = manualClock(clock.now().getTime() + 24 * 3_600_000 + 1000);
      expect(await studioCapState(db, later, s.studioId)).toEqual([]);
    } finally {
      setEnv({ EMAIL_DAILY_CAP_PER_STUDIO: undefined });
    }
  });

  it("an unverified studio's cap is lower", async () => {
    setEnv({ EMAIL_DAILY_CAP_PER_UNVERIFIED_STUDIO: "1" });
    try {
      const { s, owner, ownerEmail } = await studioWithOwner(false);
      const ids = [await book(s, owner, { email: ownerEmail }), await book(s, owner, { email: ownerEmail })];
      const guest = (await sendAll(ids)).filter((o) => o.kind === "booking_confirmed");
      expect(guest.map((o) => o.outcome)).toEqual(["sent", "over_cap"]);
      const email = (await platformCapAlerts(db, clock)).find((a) => a.channel === "email")!;
      expect(email.studios).toContainEqual(expect.objectContaining({ studioId: s.studioId, sent: 1, cap: 1, status: "draft" }));
    } finally {
      setEnv({ EMAIL_DAILY_CAP_PER_UNVERIFIED_STUDIO: undefined });
    }
  });

  it("the platform's cap: every studio's messages wait it out, and the console's alert says reached (warned at 80 %)", async () => {
    const { s, owner } = await studioWithOwner(true);
    const sent = await db.quotaEvent.count({ where: { key: "email-platform:all" } });
    setEnv({ EMAIL_DAILY_CAP_PLATFORM: String(sent + 1) });
    try {
      expect((await platformCapAlerts(db, clock)).find((a) => a.channel === "email")!.level).toBe("near");
      const id = await book(s, owner, { email: outside() });
      expect((await sendAll([id])).map((o) => o.outcome)).toEqual(["sent", "over_cap"]);
      const over = await db.message.findFirstOrThrow({ where: { bookingId: id, status: "over_cap" } });
      expect(over.lastError).toBe(`the platform's daily cap is reached (${sent + 1} emails in 24 hours)`);
      expect((await platformCapAlerts(db, clock)).find((a) => a.channel === "email")).toMatchObject({ level: "reached", sent: sent + 1 });
      const other = await studioWithOwner(true);
      expect(await studioCapState(db, clock, other.s.studioId)).toEqual([
        expect.objectContaining({ channel: "email", studioFull: false, platformFull: true }),
      ]);
    } finally {
      setEnv({ EMAIL_DAILY_CAP_PLATFORM: undefined });
    }
  });
});
