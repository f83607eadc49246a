// Editing a booking (docs/studio-actions.md, Editing a booking), at domain level on a real database:
// the staff's internal note reaches nothing the guest or a third party sees (the manage view, the
// guest's messages through the local SMTP and SMS fakes, webhook payloads at the local receiver, the
// guest's .ics, the studio's bookings feed); the change is audited with the actor's email and role;
// a changed contact renews the manage link, is told, and the reminder queued before the change goes
// to the new contact; a phone booking's contact rules; another studio's booking is 404.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { ApiError } from "../../lib/contract/errors";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { guestIcsByToken, viewBooking } from "../../lib/domain/bookings/manage";
import { unseal } from "../../lib/domain/bookings/manage-token";
import { issueFeedSecret, renderFeed } from "../../lib/domain/calendars/feed-out";
import { auditFeedIssue } from "../../lib/domain/staff/audit";
import { bookingDetail } from "../../lib/domain/dashboard/detail";
import { processMessageJob } from "../../lib/domain/notifications/send";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { cancelByStudio } from "../../lib/domain/studio-actions/bookings";
import { editByStudio } from "../../lib/domain/studio-actions/edit";
import { moveByStudio } from "../../lib/domain/studio-actions/move";
import { deliverDueWebhooks } from "../../lib/domain/webhooks/deliver";
import { createSubscription } from "../../lib/domain/webhooks/subscriptions";
import { ALWAYS_OPEN, createStudio, type StudioJson, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { startFakeSmtp } from "../fakes/smtp";
import { startFakeSms } from "../fakes/sms";
import { startWebhookReceiver } from "../fakes/webhook-receiver";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

let studio: TestStudio;
let other: TestStudio;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let sms: Awaited<ReturnType<typeof startFakeSms>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let slot = 0;

const actorOf = (s: TestStudio, role: "owner" | "staff" = "staff"): StaffActor => ({
  userId: `user-${role}-${s.slug}`,
  name: "Sam Staff",
  email: `${role}@${s.slug}.example`,
  role,
  studioId: s.studioId,
  locale: "en",
});

const db = testDb(4, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
    TWILIO_AUTH_TOKEN: "test-auth-token",
    TWILIO_FROM: "+15005550006",
    JOBS_SCHEMA: `jobs_edit_${process.pid}`,
  },
});
beforeAll(async () => {
  smtp = await startFakeSmtp();
  sms = await startFakeSms();
  receiver = await startWebhookReceiver();
  setEnv({ SMTP_URL: smtp.url, SMS_PROVIDER_URL: sms.url });
  await ensureJobs();
  const open = (f: StudioJson) => {
    f.studio.operatingHours = ALWAYS_OPEN;
  };
  studio = await createStudio(db, open);
  other = await createStudio(db, open);
  await createSubscription(db, studio.studioId, { url: receiver.url });
});
beforeEach(() => {
  smtp.mails.length = 0;
  sms.messages.length = 0;
  receiver.received.length = 0;
});
afterAll(async () => {
  await smtp?.close();
  await sms?.close();
  await receiver?.close();
});

/** A confirmed online booking (email), `hours` ahead: its confirmation, receipt and studio notice already sent. */
async function booking(hours = 72 + 4 * slot++) {
  const contact = `guest-${randomUUID().slice(0, 8)}@mail.example`;
  const h = await createHold(db, studio, { startsAt: hoursAhead(hours), channel: "email", contact, locale: "en" });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  await db.message.updateMany({
    where: { bookingId: r.booking.id, kind: { not: "reminder" } },
    data: { status: "sent", sentAt: new Date() },
  });
  return { id: r.booking.id, token: r.manageToken, contact };
}

/** Send every message of the booking still queued (due or not: the worker's job delay is pg-boss's). */
async function sendQueued(bookingId: string, kinds?: string[]) {
  const queued = await db.message.findMany({
    where: { bookingId, status: "queued", ...(kinds ? { kind: { in: kinds } } : {}) },
    orderBy: { createdAt: "asc" },
  });
  for (const m of queued) expect(await processMessageJob(db, systemClock, m.id, { finalAttempt: true })).toBe("sent");
  return queued;
}

async function code(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ApiError);
  return (e as ApiError).code;
}

const SECRET = "Owes 40 EUR from last time; do not give the good amp";

describe("the internal note", () => {
  it("reaches no guest-facing surface: manage view, messages (SMTP and SMS), .ics, webhooks, bookings feed", async () => {
    const b = await booking();
    const v = await editByStudio(db, systemClock, actorOf(studio), b.id, {
      phone: "611 222 333",
      notes: "Bring drumsticks",
      internalNote: SECRET,
    });
    // The studio's answer and the dashboard's detail carry it; the contact moved to the phone.
    expect(v).toMatchObject({ internalNote: SECRET, channel: "phone", contact: "+34611222333", email: b.contact });
    const detail = await bookingDetail(db, systemClock, actorOf(studio), b.id);
    expect(detail).toMatchObject({ internalNote: SECRET, notes: "Bring drumsticks", phone: "+34611222333", email: b.contact });

    // The manage link was renewed: the old one is unknown, the new one is in the "details updated" message.
    expect(await code(viewBooking(db, systemClock, b.token))).toBe("RESOURCE_NOT_FOUND");
    const updated = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "booking_details_updated" } });
    expect(updated).toMatchObject({ channel: "phone", recipient: "+34611222333", status: "queued" });
    const token = unseal(updated.sealed!);
    const manage = JSON.stringify(await viewBooking(db, systemClock, token));
    expect(manage).toContain("Bring drumsticks");
    expect(manage).not.toContain("Owes 40");
    const ics = await guestIcsByToken(db, systemClock, token);
    expect(ics.body).toContain("BEGIN:VEVENT");
    expect(ics.body).not.toContain("Owes 40");

    // A move and a cancellation later, every guest message has gone out; none carries the note.
    const when = hoursAhead(200 + slot++);
    const local = new Date(when.getTime());
    const tz = studio.file.studio.timezone;
    const date = local.toLocaleDateString("sv-SE", { timeZone: tz });
    await moveByStudio(db, systemClock, actorOf(studio), b.id, { date, startTime: "10:00" });
    // The move's notice waits a few minutes (docs/studio-actions.md, Moving a booking), and a
    // cancellation meanwhile would leave it unsent: it goes now, with the details' notice.
    const first = await sendQueued(b.id, ["booking_details_updated", "booking_moved"]);
    const secret = await issueFeedSecret(db, { slug: studio.slug, rotate: true }, auditFeedIssue(systemClock, "operator"));
    const feed = await renderFeed(db, systemClock, secret.secret);
    expect(feed.body).toContain("Bring drumsticks");
    expect(feed.body).not.toContain("Owes 40");
    await cancelByStudio(db, systemClock, actorOf(studio, "owner"), b.id, { reason: "The room is flooded" });
    const sent = [...first, ...(await sendQueued(b.id))];
    expect(sent.map((m) => m.kind).sort()).toEqual(
      // The reminder went with the cancellation (skipped), after following the contact and the move.
      ["booking_cancelled_by_studio", "booking_details_updated", "booking_moved", "studio_cancelled"].sort(),
    );
    expect(sms.messages).toHaveLength(3);
    expect(sms.messages.every((m) => m.to === "+34611222333")).toBe(true);
    expect(sms.messages.find((m) => m.body.includes("were updated"))?.body).toContain(`/manage/${token}`);
    for (const m of sms.messages) expect(m.body).not.toContain("Owes 40");
    expect(smtp.mails.length).toBeGreaterThan(0); // the studio's own notice
    for (const m of smtp.mails) {
      expect(m.text + m.html + m.attachments.map((a) => a.content).join("")).not.toContain("Owes 40");
      expect(m.to).not.toContain(b.contact.toLowerCase()); // nothing to the guest's address of before
    }

    // The webhooks of the move and the cancellation, delivered to the local receiver.
    await deliverDueWebhooks(db, systemClock);
    const bodies = receiver.received.map((r) => r.body);
    expect(bodies.some((x) => x.includes('"booking.rescheduled"'))).toBe(true);
    expect(bodies.some((x) => x.includes('"booking.cancelled"'))).toBe(true);
    for (const x of bodies) {
      expect(x).not.toContain("Owes 40");
      expect(x).not.toContain("internalNote");
    }
  });

  it("is audited with the actor's email and role, each field before and after; the same values again record nothing", async () => {
    const b = await booking();
    await editByStudio(db, systemClock, actorOf(studio, "owner"), b.id, { guestName: "  Ada King ", internalNote: SECRET });
    await editByStudio(db, systemClock, actorOf(studio, "staff"), b.id, { guestName: "Ada King", internalNote: SECRET });
    const rows = await db.studioAudit.findMany({ where: { bookingId: b.id, action: "booking.edit" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorEmail: `owner@${studio.slug}.example`, actorRole: "owner" });
    expect(rows[0].detail).toMatchObject({
      fields: ["guestName", "internalNote"],
      guestName: { from: "Ada Lovelace", to: "Ada King" },
      internalNote: { from: null, to: SECRET },
      manageLinkRenewed: false,
    });
    // The guest's link still works (no contact change) and no message was queued for the edit.
    expect((await viewBooking(db, systemClock, b.token)).guestName).toBe("Ada King");
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_details_updated" } })).toBe(0);
    // Staff remove the note again: null (or an empty text) clears it.
    const v = await editByStudio(db, systemClock, actorOf(studio), b.id, { internalNote: "  " });
    expect(v.internalNote).toBeNull();
  });
});

describe("a changed contact", () => {
  it("the reminder queued before the change goes to the new address; the new address is told, with a working link", async () => {
    const b = await booking();
    const before = await db.message.findFirstOrThrow({ where: { bookingId: b.id, kind: "reminder", status: "queued" } });
    expect(before.recipient).toBe(b.contact);
    const fresh = `new-${randomUUID().slice(0, 8)}@mail.example`;
    await editByStudio(db, systemClock, actorOf(studio), b.id, { email: fresh.toUpperCase() });
    await sendQueued(b.id);
    const reminder = smtp.mails.find((m) => m.subject.startsWith("Reminder"));
    expect(reminder?.to).toEqual([fresh]);
    const told = smtp.mails.find((m) => m.subject.includes("details updated"));
    expect(told?.to).toEqual([fresh]);
    expect(told?.attachments.some((a) => a.contentType.startsWith("text/calendar"))).toBe(true);
    const link = told!.text.match(/\/manage\/([0-9a-f]{64})/)![1];
    expect((await viewBooking(db, systemClock, link)).reference).toBeTruthy();
    expect(smtp.mails.some((m) => m.to.includes(b.contact))).toBe(false);
  });

  it("a phone booking's rules: a national number is the studio's country; a bad one, or no contact left, is 400; nothing changed", async () => {
    const b = await booking();
    const staff = actorOf(studio);
    expect(await code(editByStudio(db, systemClock, staff, b.id, { phone: "12" }))).toBe("VALIDATION_ERROR");
    expect(await code(editByStudio(db, systemClock, staff, b.id, { email: "not an email" }))).toBe("VALIDATION_ERROR");
    expect(await code(editByStudio(db, systemClock, staff, b.id, { email: null }))).toBe("VALIDATION_ERROR");
    expect(await db.booking.findUniqueOrThrow({ where: { id: b.id } })).toMatchObject({ channel: "email", contact: b.contact });
    const v = await editByStudio(db, systemClock, staff, b.id, { phone: "0033 6 12 34 56 78", email: null });
    expect(v).toMatchObject({ channel: "phone", contact: "+33612345678", email: null });
  });

  it("a cancelled booking: the contact is corrected, no new link, no message", async () => {
    const b = await booking();
    await cancelByStudio(db, systemClock, actorOf(studio), b.id, { reason: "Double booked" });
    await editByStudio(db, systemClock, actorOf(studio), b.id, { phone: "+34 622 333 444" });
    expect((await viewBooking(db, systemClock, b.token)).status).toBe("cancelled");
    expect(await db.message.count({ where: { bookingId: b.id, kind: "booking_details_updated" } })).toBe(0);
  });
});

describe("tenancy and state", () => {
  it("another studio's booking, or an id that is none, is 404; a booking retention erased is 409 INVALID_STATE", async () => {
    const b = await booking();
    expect(await code(editByStudio(db, systemClock, actorOf(other, "owner"), b.id, { internalNote: "x" }))).toBe("RESOURCE_NOT_FOUND");
    expect(await code(editByStudio(db, systemClock, actorOf(studio), "nope", { internalNote: "x" }))).toBe("RESOURCE_NOT_FOUND");
    expect((await db.booking.findUniqueOrThrow({ where: { id: b.id } })).internalNote).toBeNull();
    await db.booking.update({ where: { id: b.id }, data: { anonymizedAt: new Date(), guestName: "", contact: "" } });
    expect(await code(editByStudio(db, systemClock, actorOf(studio), b.id, { internalNote: "x" }))).toBe("INVALID_STATE");
  });
});
