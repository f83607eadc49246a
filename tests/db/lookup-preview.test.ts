// Finding a booking in pre-production without a provider (docs/decisions-bookings.md, Finding a booking): the new
// link could be sent to nobody, so a matching look-up answers as always but replaces nothing, and the tester's link
// keeps working; with a provider for the booking's channel the link is replaced and sent.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { ensureJobs } from "../../lib/infra/queue";
import { confirmHold } from "../../lib/domain/bookings/confirm";
import { lookupBooking } from "../../lib/domain/bookings/lookup";
import { viewBooking } from "../../lib/domain/bookings/manage";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { createHold, hoursAhead } from "../helpers/holds";
import { setEnv } from "../helpers/env";
import { testDb } from "../helpers/test-db";

const db = testDb(2, {
  env: {
    PUBLIC_BASE_URL: "https://book.example",
    ROOT_DOMAIN: "studios.test",
    SMTP_URL: undefined,
    SMTP_FROM: "Studio Booking <bookings@book.example>",
    TWILIO_ACCOUNT_SID: undefined,
    JOBS_SCHEMA: `jobs_lookup_${process.pid}`,
  },
});
let studio: TestStudio;
let slot = 0;

beforeAll(async () => {
  await ensureJobs();
  studio = await createStudio(db);
});

async function book() {
  const contact = `preview.${randomUUID().slice(0, 8)}@guest.example`;
  const h = await createHold(db, studio, { startsAt: hoursAhead(120 + 4 * slot++), channel: "email", contact });
  const r = await confirmHold(db, systemClock, h.holdId, { paymentMode: "on_site" });
  return { contact, token: r.manageToken, reference: r.booking.reference, id: r.booking.id };
}
const lookup = (b: { reference: string; contact: string }) =>
  lookupBooking(db, systemClock, { slug: studio.slug, body: { reference: b.reference, contact: b.contact }, ip: "203.0.113.9" });
const resent = (bookingId: string) => db.message.count({ where: { bookingId, kind: "booking_link_resent" } });

describe("lookupBooking in pre-production", () => {
  it("without an email provider: the same answer, the link kept, nothing queued", async () => {
    const b = await book();
    expect(await lookup(b)).toEqual({ requested: true });
    expect((await viewBooking(db, systemClock, b.token)).reference).toBe(b.reference);
    expect(await resent(b.id)).toBe(0);
  });

  it("with one: the link replaced and the new one queued for the guest", async () => {
    setEnv({ SMTP_URL: "smtp://127.0.0.1:9" });
    const b = await book();
    expect(await lookup(b)).toEqual({ requested: true });
    await expect(viewBooking(db, systemClock, b.token)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect(await resent(b.id)).toBe(1);
  });
});
