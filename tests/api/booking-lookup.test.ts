// POST /v1/public/sites/{slug}/bookings/lookup (beyond the contract; docs/decisions-bookings.md, Finding a booking):
// a matching reference and contact get a new manage link by message, the old one stops working; a miss gets the
// same status and body and sends nothing; the look-up quotas per contact and per network; every documented error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, uniqueIp } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead, startBookingApp, type BookingTestEnv } from "../helpers/holds";
import { systemClock } from "../../lib/infra/clock";
import { processMessageJob } from "../../lib/domain/notifications/send";
import { LIMITS } from "../../lib/contract/limits";

let t: BookingTestEnv;
let studio: TestStudio;
let slot = 0;
let n = 0;

beforeAll(async () => {
  t = await startBookingApp();
  studio = await createStudio(t.app.db);
});
afterAll(() => t?.close());

async function book(channel: "email" | "phone" = "email") {
  n++;
  const contact =
    channel === "email"
      ? `lookup${n}.${process.pid}@guest.example`
      : `+3461${String(1_000_000 + n * 7919 + (process.pid % 1000)).slice(-7)}`;
  const h = await createHold(t.app.db, studio, { startsAt: hoursAhead(96 + 4 * slot++), channel, contact });
  const r = await t.app.post(`/v1/public/holds/${h.holdId}/confirm`, { paymentMode: "on_site" });
  expect(r.status).toBe(201);
  return {
    contact,
    token: r.body.data.manageToken as string,
    reference: r.body.data.booking.reference as string,
    id: r.body.data.booking.id as string,
  };
}

const lookup = (body: unknown, ip = uniqueIp(), slug = studio.slug) => t.app.post(`/v1/public/sites/${slug}/bookings/lookup`, body, { ip });
const resent = (bookingId: string) => t.app.db.message.findMany({ where: { bookingId, kind: "booking_link_resent" } });

describe("lookupBooking", () => {
  it("a matching pair: 200 { requested: true }, a new link by email that opens the booking, the old link gone", async () => {
    const b = await book();
    const r = await lookup({ reference: b.reference.toLowerCase().replace("-", " "), contact: b.contact.toUpperCase() });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: { requested: true } });
    expect(JSON.stringify(r.body)).not.toMatch(/[0-9a-f]{64}/);
    const [m] = await resent(b.id);
    expect(m).toMatchObject({ channel: "email", recipient: b.contact, status: "queued" });
    expect(await processMessageJob(t.app.db, systemClock, m.id, { finalAttempt: false })).toBe("sent");
    const mail = t.smtp.mails.find((x) => x.to.includes(b.contact) && x.text.includes(b.reference) && /new|nuevo|nou/i.test(x.subject))!;
    const token = /\/manage\/([0-9a-f]{64})/.exec(mail.text)![1];
    expect(token).not.toBe(b.token);
    expect((await t.app.get(`/v1/public/bookings/manage/${token}`)).body.data.reference).toBe(b.reference);
    expect(errorOf(await t.app.get(`/v1/public/bookings/manage/${b.token}`))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
  });

  it("a phone booking matches its number typed nationally, and the link goes by SMS", async () => {
    const b = await book("phone");
    const national = b.contact.replace("+34", "").replace(/(\d{3})(\d{2})/, "$1 $2 ");
    expect((await lookup({ reference: b.reference, contact: national })).status).toBe(200);
    const [m] = await resent(b.id);
    expect(m).toMatchObject({ channel: "phone", recipient: b.contact });
  });

  it("a wrong pair, an unknown reference or another studio's booking: the same status and body, nothing queued", async () => {
    const b = await book();
    const other = await book();
    const hit = await lookup({ reference: other.reference, contact: other.contact });
    const replies = [
      await lookup({ reference: b.reference, contact: other.contact }),
      await lookup({ reference: "ZZZZ-ZZZZ", contact: b.contact }),
      await lookup({ reference: b.reference, contact: "+34600000001" }),
    ];
    const foreign = await createStudio(t.app.db);
    replies.push(await lookup({ reference: b.reference, contact: b.contact }, uniqueIp(), foreign.slug));
    for (const r of replies) {
      expect(r.status).toBe(hit.status);
      expect(r.body).toEqual(hit.body);
    }
    expect(await resent(b.id)).toHaveLength(0);
  });

  it("429 RATE_LIMIT_EXCEEDED per contact typed, matched or not, from any network", async () => {
    const b = await book();
    for (let i = 0; i < LIMITS.lookupsPerContact.max; i++)
      expect((await lookup({ reference: "ZZZZ-ZZZ" + i, contact: b.contact })).status).toBe(200);
    const r = await lookup({ reference: b.reference, contact: b.contact });
    expect(errorOf(r)).toEqual({ status: 429, code: "RATE_LIMIT_EXCEEDED", envelope: true });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await resent(b.id)).toHaveLength(0);
  });

  it("429 RATE_LIMIT_EXCEEDED per client network: an IPv6 /64 rotating addresses", async () => {
    const net = `2001:db8:${(process.pid % 9000) + 1}:${n}`;
    for (let i = 0; i < LIMITS.lookupsPerIp.max; i++)
      expect((await lookup({ reference: "ZZZZ-ZZZZ", contact: `net${i}.${n}@guest.example` }, `${net}::${i + 1}`)).status).toBe(200);
    expect(errorOf(await lookup({ reference: "ZZZZ-ZZZZ", contact: `net-last.${n}@guest.example` }, `${net}::ff`))).toEqual({
      status: 429,
      code: "RATE_LIMIT_EXCEEDED",
      envelope: true,
    });
  });

  it("400 VALIDATION_ERROR naming the fields; 404 RESOURCE_NOT_FOUND for an unknown studio; 404 SITE_NOT_LIVE for a draft", async () => {
    const bad = await lookup({ reference: "", contact: 7 });
    expect(errorOf(bad)).toEqual({ status: 400, code: "VALIDATION_ERROR", envelope: true });
    expect(bad.body.error.message).toContain("body.reference");
    expect(bad.body.error.message).toContain("body.contact");
    expect(errorOf(await lookup({ reference: "ABCD-EFGH", contact: "a@b.example" }, uniqueIp(), "no-such-studio-xyz"))).toEqual({
      status: 404,
      code: "RESOURCE_NOT_FOUND",
      envelope: true,
    });
    const draft = await createStudio(t.app.db, (f) => {
      f.site.status = "draft";
    });
    expect(errorOf(await lookup({ reference: "ABCD-EFGH", contact: "a@b.example" }, uniqueIp(), draft.slug))).toEqual({
      status: 404,
      code: "SITE_NOT_LIVE",
      envelope: true,
    });
  });
});
