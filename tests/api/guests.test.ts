// Guests as people over HTTP against the production build (docs/guests.md): a studio marks a guest a
// no-show twice; with "refuse" the guest's next online hold is 403 GUEST_REFUSED in the envelope, its
// message in the hold's language (es, en), whatever the contact's spelling, while other guests and a
// retry of an earlier hold go through; with "warn" the hold goes through and staff see the warning on
// the guest's next booking (API and page). The profile (history, no-shows, what is owed), the notes
// and tags (audited), and a message to the guest (logged, delivered through the fake SMTP and SMS,
// at most 5 an hour). Every new endpoint: no session 401, another studio's member 404.
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, uniqueIp, type ApiReply } from "../helpers/app";
import type { TestStudio } from "../helpers/fixtures";
import { startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { platformEnv, requestWithHost, staffLogin, type StaffLogin } from "../helpers/staff";
import { addBooking } from "../helpers/dashboard";
import { bookableStudio, holdBody, localDate, postHold, verify } from "./holds.helpers";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { systemClock } from "../../lib/infra/clock";
import { guestKeyOf } from "../../lib/domain/guests/key";

const ORIGIN = "http://studios.test";
const ZONE = "Europe/Madrid";

let t: BookingTestEnv;
let studio: TestStudio;
let other: TestStudio;
let owner: StaffLogin;
let staff: StaffLogin;
let stranger: StaffLogin;

beforeAll(async () => {
  t = await startBookingApp(platformEnv());
  studio = await bookableStudio(t.app, (f) => {
    f.booking.noShowPolicy = "refuse";
    f.booking.noShowThreshold = 2;
  });
  other = await bookableStudio(t.app);
  owner = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner" });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff" });
  stranger = await staffLogin(t.app.db, { studioId: other.studioId, role: "owner" });
});
afterAll(() => t?.close());

let n = 0;
/** A contact nobody else in this file uses. */
const newEmail = () => `Guest.${++n}.${process.pid}@Example.com`;
/** A session `days` from now (negative: past) at 10:00 studio time. */
const at = (days: number, hour = 10) => DateTime.now().setZone(ZONE).plus({ days }).set({ hour, minute: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");

async function studioCall(who: StaffLogin | null, method: string, path: string, json?: unknown): Promise<ApiReply> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (who) headers.cookie = who.cookie;
  const res = await t.app.fetch(`/v1/studio${path}`, { method, headers, ...(json !== undefined ? { json } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const markNoShow = async (bookingId: string) =>
  expect((await studioCall(staff, "POST", `/bookings/${bookingId}/mark`, { mark: "no_show" })).status).toBe(200);
let slot = 0;
async function hold(contact: string, over: Record<string, unknown> = {}): Promise<ApiReply> {
  const body = holdBody(studio, { channel: "email", contact, date: localDate(3), startTime: `${10 + (slot++ % 12)}:00`, ...over });
  return postHold(t.app, studio.slug, body, { ip: uniqueIp() });
}
/** The last code mailed to `contact` (the fake SMTP's mailbox). */
function codeOf(contact: string): string {
  const mail = t.smtp.mails.filter((m) => m.to.some((to) => to.toLowerCase() === contact.toLowerCase())).at(-1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${contact}`);
  return code;
}
/** A hold made and its mailed code typed; the verify's answer. */
async function holdAndVerify(contact: string, over: Record<string, unknown> = {}): Promise<ApiReply> {
  const made = await hold(contact, over);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return verify(t.app, made.body.data.holdId, codeOf(contact), { ip: uniqueIp() });
}

describe("the no-show policy", () => {
  it("refuse: after the second no-show the guest's code is answered 403 GUEST_REFUSED in the envelope, in es and in en, and the hold released; asked only once the code proved the contact", async () => {
    const contact = newEmail();
    const first = await addBooking(t.app.db, studio, { at: at(-7), channel: "email", contact: contact.toLowerCase() });
    const second = await addBooking(t.app.db, studio, { at: at(-3), channel: "email", contact: contact.toLowerCase() });
    await markNoShow(first.id);
    // One no-show: under the threshold, the hold is made and verified.
    expect((await holdAndVerify(contact, { date: localDate(4) })).status).toBe(200);
    await markNoShow(second.id);

    // Two: the hold is made (typing a number tells nobody about its owner), the right code is refused.
    const made = await hold(contact.toUpperCase(), { locale: "es", date: localDate(5) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const code = codeOf(contact);
    const es = await verify(t.app, made.body.data.holdId, code, { ip: uniqueIp() });
    expect(errorOf(es)).toEqual({ status: 403, code: "GUEST_REFUSED", envelope: true });
    expect(es.body).toEqual({
      success: false,
      error: {
        code: "GUEST_REFUSED",
        message: "Este estudio no puede aceptar una reserva en línea con este contacto. Contacta con el estudio para reservar.",
        details: { reason: "no_shows" },
      },
    });
    // Released: the slot is free at once and the hold cannot be used again.
    const row = await t.app.db.hold.findUniqueOrThrow({ where: { id: made.body.data.holdId } });
    expect(row.status).toBe("expired");
    expect(await t.app.db.slotClaim.count({ where: { holdId: row.id } })).toBe(0);
    expect((await verify(t.app, row.id, code, { ip: uniqueIp() })).status).toBe(410);
    const en = await holdAndVerify(contact, { locale: "en", date: localDate(6) });
    expect(en.status).toBe(403);
    expect(en.body.error.code).toBe("GUEST_REFUSED");
    expect(en.body.error.message).toBe("This studio can't take an online booking from this contact. Please contact the studio to book.");

    // Another guest books.
    expect((await holdAndVerify(newEmail(), { date: localDate(7) })).status).toBe(200);
    // Correcting a mark takes it out of the count at once.
    expect((await studioCall(staff, "POST", `/bookings/${second.id}/mark`, { mark: "completed" })).status).toBe(200);
    expect((await holdAndVerify(contact, { date: localDate(8) })).status).toBe(200);
  });

  it("warn: the hold goes through, and staff see the warning on the guest's next booking (API and page)", async () => {
    const contact = newEmail().toLowerCase();
    for (const d of [-9, -8]) await markNoShow((await addBooking(t.app.db, studio, { at: at(d), channel: "email", contact })).id);
    const save = await studioCall(owner, "PATCH", "/settings/booking", { noShowPolicy: "warn", noShowThreshold: 2 });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    try {
      expect((await hold(contact, { date: localDate(9) })).status).toBe(201);
      const next = await addBooking(t.app.db, studio, { at: at(12), channel: "email", contact });
      const detail = await studioCall(staff, "GET", `/bookings/${next.id}`);
      expect(detail.body.data.guestHistory).toMatchObject({ noShows: 2, noShowWarning: true, noShowPolicy: "warn", noShowThreshold: 2 });
      const page = await requestWithHost(t.app.url, "studios.test", `/studio/en/bookings/${next.id}`, {
        cookie: staff.cookie,
        "x-forwarded-for": uniqueIp(),
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('data-testid="no-show-warning"');
      expect(page.body).toContain("This guest has 2 no-shows at this studio");
      // Off: no warning, however many no-shows.
      expect((await studioCall(owner, "PATCH", "/settings/booking", { noShowPolicy: "off" })).status).toBe(200);
      expect((await studioCall(staff, "GET", `/bookings/${next.id}`)).body.data.guestHistory.noShowWarning).toBe(false);
    } finally {
      await studioCall(owner, "PATCH", "/settings/booking", { noShowPolicy: "refuse", noShowThreshold: 2 });
    }
  });

  it("the setting is checked and exported with the studio file", async () => {
    const bad = await studioCall(owner, "PATCH", "/settings/booking", { noShowPolicy: "ban", noShowThreshold: 0 });
    expect(errorOf(bad)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(bad.body.error.message).toContain("booking.noShowPolicy");
    expect(bad.body.error.message).toContain("booking.noShowThreshold");
    const file = await studioCall(owner, "GET", "/settings");
    expect(file.body.data.booking).toMatchObject({ noShowPolicy: "refuse", noShowThreshold: 2 });
  });
});

describe("the guest profile", () => {
  it("history, no-shows and what is owed; notes and tags saved and audited; staff only", async () => {
    const contact = newEmail().toLowerCase();
    const past = await addBooking(t.app.db, studio, { at: at(-20), channel: "email", contact, guestName: "Ada Old" });
    await markNoShow(past.id);
    const paid = await addBooking(t.app.db, studio, { at: at(-10), channel: "email", contact, paymentStatus: "paid", status: "completed" });
    const next = await addBooking(t.app.db, studio, {
      at: at(15),
      channel: "email",
      contact: contact.replace("@", "+band@"),
      guestName: "Ada Lovelace",
    });
    await addBooking(t.app.db, other, { at: at(16), channel: "email", contact }); // another studio's: not this guest
    const detail = await studioCall(staff, "GET", `/bookings/${next.id}`);
    const key = detail.body.data.guestHistory.guestKey as string;
    expect(key).toBe(guestKeyOf(contact));

    const p = await studioCall(staff, "GET", `/guests/${key}`);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    expect(p.body.data).toMatchObject({
      guestKey: key,
      guestName: "Ada Lovelace",
      bookings: 3,
      noShows: 1,
      cancelled: 0,
      notes: "",
      tags: [],
    });
    expect(p.body.data.history.map((h: { id: string }) => h.id)).toEqual([next.id, paid.id, past.id]);
    const owedEach = p.body.data.history.map((h: { owedCents: number }) => h.owedCents);
    expect(owedEach[1]).toBe(0);
    expect(p.body.data.owed).toEqual([{ currency: "EUR", owedCents: owedEach[0] + owedEach[2] }]);

    const saved = await studioCall(staff, "PATCH", `/guests/${key}`, {
      notes: "  Brings their own kit.  ",
      tags: ["band", " Regular ", "BAND"],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ notes: "Brings their own kit.", tags: ["band", "Regular"] });
    expect((await studioCall(staff, "GET", `/bookings/${next.id}`)).body.data.guestHistory.tags).toEqual(["band", "Regular"]);
    const trail = await t.app.db.studioAudit.findMany({ where: { studioId: studio.studioId, action: "guest.notes" } });
    expect(trail.at(-1)).toMatchObject({
      actorEmail: staff.actor.email,
      detail: { guestKey: key, tags: { from: [], to: ["band", "Regular"] } },
    });
    const tooMany = await studioCall(staff, "PATCH", `/guests/${key}`, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) });
    expect(errorOf(tooMany)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });

    // Another studio's member (for a guest only this studio has), no session, a key that is not one,
    // a contact with no booking here. The same contact at the other studio is that studio's own guest.
    const solo = newEmail().toLowerCase();
    await addBooking(t.app.db, studio, { at: at(30), channel: "email", contact: solo });
    expect(errorOf(await studioCall(stranger, "GET", `/guests/${guestKeyOf(solo)}`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await studioCall(stranger, "PATCH", `/guests/${guestKeyOf(solo)}`, { notes: "x" }))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await studioCall(null, "GET", `/guests/${key}`))).toEqual({ status: 401, code: "UNAUTHENTICATED", envelope: true });
    expect(errorOf(await studioCall(null, "PATCH", `/guests/${key}`, { notes: "x" }))).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
      envelope: true,
    });
    expect(errorOf(await studioCall(staff, "GET", "/guests/not*a*key"))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await studioCall(staff, "GET", `/guests/${guestKeyOf("nobody@example.com")}`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect((await studioCall(stranger, "GET", `/guests/${guestKeyOf(contact)}`)).body.data.bookings).toBe(1);

    // The page, and the way there from the bookings list.
    const page = await requestWithHost(t.app.url, "studios.test", `/studio/en/guests/${key}`, {
      cookie: staff.cookie,
      "x-forwarded-for": uniqueIp(),
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain("Brings their own kit.");
    const via = await requestWithHost(t.app.url, "studios.test", `/studio/en/guests/of/${next.id}`, {
      cookie: staff.cookie,
      "x-forwarded-for": uniqueIp(),
    });
    expect(via.status).toBe(307);
    expect(via.headers.location).toContain(`/studio/en/guests/${key}`);
    const theirs = await requestWithHost(t.app.url, "studios.test", `/studio/en/guests/of/${next.id}`, {
      cookie: stranger.cookie,
      "x-forwarded-for": uniqueIp(),
    });
    expect(theirs.status).toBe(404);
  });
});

describe("a message to the guest", () => {
  it("by email in the booking's language: queued, logged on the booking, delivered through SMTP; a retry sends nothing more; 5 an hour", async () => {
    const contact = newEmail().toLowerCase();
    const b = await addBooking(t.app.db, studio, { at: at(20), channel: "email", contact });
    await t.app.db.booking.update({ where: { id: b.id }, data: { locale: "es" } });
    const key = `msg-${randomUUID()}`;
    const text = "El ascensor no funciona hoy:\nsubid por la escalera de la izquierda.";
    const r = await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text, idempotencyKey: key });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text, idempotencyKey: key })).status).toBe(200);
    const rows = await t.app.db.message.findMany({ where: { bookingId: b.id, kind: "guest_message" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "email", recipient: contact, locale: "es", status: "queued" });
    expect(await processMessageJob(t.app.db, systemClock, rows[0].id, { finalAttempt: false })).toBe("sent");
    const mail = t.smtp.mails.find((m) => m.to.includes(contact))!;
    expect(mail.subject).toBe(`Un mensaje sobre la reserva ${b.reference} · ${studio.file.studio.name}`);
    expect(mail.text).toContain("subid por la escalera de la izquierda.");
    expect(mail.text).toContain(b.reference);

    const detail = (await studioCall(staff, "GET", `/bookings/${b.id}`)).body.data;
    expect(detail.messages.some((m: { kind: string; status: string }) => m.kind === "guest_message" && m.status === "sent")).toBe(true);
    expect(detail.audit.at(-1)).toMatchObject({
      action: "booking.message",
      actorName: staff.actor.email,
      detail: { channel: "email", text },
    });

    for (let i = 0; i < 4; i++)
      expect(
        (await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text: `Nota ${i}`, idempotencyKey: `msg-${randomUUID()}` })).status,
      ).toBe(200);
    const sixth = await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text: "Una más", idempotencyKey: `msg-${randomUUID()}` });
    expect(errorOf(sixth)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);

    expect(
      errorOf(await studioCall(stranger, "POST", `/bookings/${b.id}/message`, { text, idempotencyKey: `msg-${randomUUID()}` })),
    ).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    expect(errorOf(await studioCall(null, "POST", `/bookings/${b.id}/message`, { text, idempotencyKey: `msg-${randomUUID()}` }))).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
      envelope: true,
    });
  });

  it("by SMS for a phone booking: at most 300 characters, delivered through the SMS provider", async () => {
    const phone = `+3461${String(7_000_000 + (process.pid % 1_000_000)).slice(-7)}`;
    const b = await addBooking(t.app.db, studio, { at: at(21), channel: "phone", contact: phone });
    const long = await studioCall(staff, "POST", `/bookings/${b.id}/message`, {
      text: "x".repeat(301),
      idempotencyKey: `msg-${randomUUID()}`,
    });
    expect(errorOf(long)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(
      (await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text: "See you at 10", idempotencyKey: `msg-${randomUUID()}` }))
        .status,
    ).toBe(200);
    const [m] = await t.app.db.message.findMany({ where: { bookingId: b.id, kind: "guest_message" } });
    expect(m).toMatchObject({ channel: "phone", recipient: phone, locale: "en" });
    expect(await processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).toBe("sent");
    expect(t.sms.messages.find((x) => x.to === phone)?.body).toBe(`${studio.file.studio.name}, booking ${b.reference}: See you at 10`);
  });

  it("409 INVALID_STATE in the envelope for a booking whose guest data was erased (no one to write to); nothing queued", async () => {
    const b = await addBooking(t.app.db, studio, { at: at(-400), channel: "email", contact: newEmail().toLowerCase() });
    await t.app.db.booking.update({ where: { id: b.id }, data: { anonymizedAt: new Date() } });
    const r = await studioCall(staff, "POST", `/bookings/${b.id}/message`, { text: "Hello", idempotencyKey: `msg-${randomUUID()}` });
    expect(errorOf(r)).toEqual({ status: 409, code: "INVALID_STATE", envelope: true });
    expect(await t.app.db.message.count({ where: { bookingId: b.id, kind: "guest_message" } })).toBe(0);
  });
});
