// The owner is told (docs/decisions-messages.md, The owner is told) over the real stack: an operator
// rejects a studio with a reason and each owner gets the email in their own language (SMTP fake, a
// worker started here as `npm run worker` would); the owner fixes the details and asks again through
// the routes the dashboard's card calls; the operator verifies and the owners get that too, while the
// dashboard home says each in turn. Then Stripe turns the studio's card payments off (a signed
// account.updated): the owners' email is queued in the webhook's transaction and the home shows the
// notice with what Stripe needs in words; charges back on clear it, with an email.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiReply } from "../helpers/app";
import { createStudio, type TestStudio } from "../helpers/fixtures";
import { staffLogin, type StaffLogin } from "../helpers/staff";
import { startBookingApp, WEBHOOK_SECRET, type BookingTestEnv } from "../helpers/holds";
import { signPayload } from "../fakes/stripe";
import type { ReceivedMail } from "../fakes/smtp";
import { createWorker, type WorkerHandle } from "../../lib/worker";
import { grantPlatformAdmin } from "../../lib/domain/platform/console";
import { signInCookie } from "../../scripts/bench/sign-in";

// The platform host is the root domain, where the dashboard's pages are served.
const ORIGIN = "http://studios.test";
const HOST = new URL(ORIGIN).host;
const DETAILS = {
  legalName: "Avisos Musica SL",
  taxId: "B00000000",
  addressLine1: "Carrer Nou 1",
  city: "Barcelona",
  postalCode: "08001",
  country: "ES",
};
let t: BookingTestEnv;
let worker: WorkerHandle;
let studio: TestStudio;
let ownerEs: StaffLogin;
let ownerEn: StaffLogin;
let staff: StaffLogin;
let operator: string;

beforeAll(async () => {
  // No SMS provider: the phone code comes back as devCode, as the dashboard shows it in pre-production.
  t = await startBookingApp({ APP_ENV: "preproduction", PUBLIC_BASE_URL: ORIGIN, TWILIO_ACCOUNT_SID: undefined });
  t.stripe.connectWebhook.url = `${t.app.url}/v1/webhooks/stripe`;
  t.stripe.connectWebhook.secret = WEBHOOK_SECRET;
  studio = await createStudio(t.app.db, (f) => {
    f.studio.name = "Sala Avisos";
    f.studio.isVerified = false;
    f.studio.phone = "+34930000077";
  });
  ownerEs = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner", locale: "es" });
  ownerEn = await staffLogin(t.app.db, { studioId: studio.studioId, role: "owner", locale: "en" });
  staff = await staffLogin(t.app.db, { studioId: studio.studioId, role: "staff", locale: "en" });
  const ops = `ops-${process.pid}@platform.test`;
  await grantPlatformAdmin(t.app.db, ops);
  operator = await signInCookie(t.app.db, ops);
  worker = await createWorker({ sweeps: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function call(method: string, path: string, cookie: string, body?: unknown): Promise<ApiReply> {
  const headers: Record<string, string> = { cookie, "x-test-host": HOST };
  if (method !== "GET") headers.origin = ORIGIN;
  const res = await t.app.fetch(path, { method, headers, ...(body !== undefined ? { json: body } : {}) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : text };
}
const ok = async (r: Promise<ApiReply>) => {
  const reply = await r;
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
};

/** The dashboard home as the member's browser gets it, as text (`raw`: its HTML). */
async function home(cookie: string, locale = "en", raw = false): Promise<string> {
  const res = await t.app.fetch(`/studio/${locale}`, { headers: { cookie, "x-test-host": HOST } });
  expect(res.status).toBe(200);
  const html = (await res.text()).replace(/<!-- -->/g, "");
  if (raw) return html;
  return html
    .replace(/&#x27;/g, "'")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The mail to `to` whose subject is `subject`, once the worker sent it. */
async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  const end = Date.now() + 30_000;
  for (;;) {
    const m = t.smtp.mails.find((x) => x.to.includes(to.toLowerCase()) && x.subject === subject);
    if (m) return m;
    if (Date.now() > end)
      throw new Error(`no mail "${subject}" to ${to}; got ${JSON.stringify(t.smtp.mails.map((x) => [x.to, x.subject]))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const messages = (kind: string) =>
  t.app.db.message.findMany({ where: { kind, key: { startsWith: `owner:${studio.studioId}:` } }, orderBy: { recipient: "asc" } });

describe("the owner is told of the operator's decisions", () => {
  it("rejected with a reason → the owners' emails; fixed and asked again through the card's routes → verified, emailed too", async () => {
    // The steps as the card sends them.
    await ok(call("PUT", "/v1/studio/verification/details", ownerEs.cookie, { ...DETAILS, taxId: "X" }));
    const sent = await ok(call("POST", "/v1/studio/verification/phone-code", ownerEs.cookie));
    expect(sent.devCode).toMatch(/^\d{6}$/);
    expect(
      (await ok(call("POST", "/v1/studio/verification/phone-code/verify", ownerEs.cookie, { code: sent.devCode }))).phone.confirmed,
    ).toBe(true);
    expect((await ok(call("POST", "/v1/studio/verification", ownerEs.cookie))).status).toBe("awaiting_verification");
    expect(await home(ownerEn.cookie)).toContain("Status: Asked");

    const reason = "The tax id X does not match the legal name";
    await ok(call("POST", `/v1/platform/studios/${studio.studioId}/reject`, operator, { reason }));
    // One email per owner, in the owner's language, with the reason; none to the staff member.
    const es = await mailTo(ownerEs.actor.email, "Sala Avisos no se ha verificado");
    expect(es.text).toContain("La plataforma no ha verificado Sala Avisos");
    expect(es.text).toContain(`Motivo de la plataforma: ${reason}`);
    expect(es.text).toContain(`${ORIGIN}/studio/es`);
    const en = await mailTo(ownerEn.actor.email, "Sala Avisos was not verified");
    expect(en.text).toContain(`The platform's reason: ${reason}`);
    expect(en.text).toContain(`${ORIGIN}/studio/en`);
    expect(t.smtp.mails.filter((m) => m.to.includes(staff.actor.email.toLowerCase()))).toEqual([]);
    // The home says the same: the reason to the owners, the status alone to the staff.
    const page = await home(ownerEn.cookie);
    expect(page).toContain("Status: Rejected");
    expect(page).toContain(`The platform's reason: ${reason}`);
    expect(page).toContain("Ask again");
    const staffPage = await home(staff.cookie);
    expect(staffPage).toContain("Status: Rejected");
    expect(staffPage).not.toContain(reason);

    // The owner fixes the details and asks again (the phone stays confirmed).
    const fixed = await ok(call("PUT", "/v1/studio/verification/details", ownerEn.cookie, DETAILS));
    expect(fixed).toMatchObject({ status: "rejected", details: { taxId: "B00000000" }, phone: { confirmed: true } });
    expect(await ok(call("POST", "/v1/studio/verification", ownerEn.cookie))).toMatchObject({
      status: "awaiting_verification",
      reason: null,
    });

    await ok(call("POST", `/v1/platform/studios/${studio.studioId}/verify`, operator, { reason: "Tax id checked" }));
    const verifiedEn = await mailTo(ownerEn.actor.email, "Sala Avisos is verified");
    expect(verifiedEn.text).toContain("its site is live and takes bookings");
    await mailTo(ownerEs.actor.email, "Sala Avisos está verificado");
    expect((await messages("studio_verified")).map((m) => [m.recipient, m.locale])).toEqual(
      [
        [ownerEn.actor.email, "en"],
        [ownerEs.actor.email, "es"],
      ].sort(),
    );
    // Live: no card any more, a line saying so for the week.
    expect(await home(ownerEn.cookie, "en", true)).not.toContain('data-testid="verification"');
    expect(await home(ownerEn.cookie)).toContain("Your studio is verified: its site is live and takes bookings.");
  });

  it("suspended with a reason and reinstated: both emailed, the suspension with its reason", async () => {
    await ok(call("POST", `/v1/platform/studios/${studio.studioId}/suspend`, operator, { reason: "Chargebacks to review" }));
    const s = await mailTo(ownerEn.actor.email, "Sala Avisos is suspended");
    expect(s.text).toContain("The platform's reason: Chargebacks to review");
    expect(await home(ownerEs.cookie, "es")).toContain("Motivo de la plataforma: Chargebacks to review");
    await ok(call("POST", `/v1/platform/studios/${studio.studioId}/reinstate`, operator, { reason: "Reviewed" }));
    const r = await mailTo(ownerEs.actor.email, "Sala Avisos vuelve a estar activo");
    expect(r.text).not.toContain("Reviewed");
  });
});

describe("the owner is told when Stripe stops or resumes card payments", () => {
  async function deliver(account: string, patch: Parameters<BookingTestEnv["stripe"]["updateAccount"]>[1]) {
    const payload = JSON.stringify(t.stripe.updateAccount(account, patch));
    const res = await t.app.fetch("/v1/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, WEBHOOK_SECRET) },
      body: payload,
    });
    expect((await res.json()).data.outcome).toBe("account_updated");
  }

  it("charges off: the owners' email is queued with the change and the home shows the notice; back on: cleared, emailed", async () => {
    // Connected through the fake's onboarding page, whose account.updated turns charges on: the first
    // time tells nobody (the owner is on the payments page).
    const c = await ok(call("POST", "/v1/studio/payments/connect", ownerEn.cookie));
    const done = await fetch(c.url, { method: "POST", redirect: "manual" });
    expect(done.status).toBe(303);
    expect((await t.app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId } })).stripeChargesEnabled).toBe(true);
    expect(await messages("card_payments_resumed")).toEqual([]);
    expect(await home(ownerEn.cookie)).not.toContain("Card payments stopped");

    await deliver(c.accountId, {
      charges_enabled: false,
      requirements: { currently_due: ["individual.verification.document", "external_account"], disabled_reason: "requirements.past_due" },
    });
    const row = await t.app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId } });
    expect(row.stripeChargesStoppedAt).not.toBeNull();
    const stopped = await messages("card_payments_stopped");
    expect(stopped.map((m) => [m.recipient, m.locale])).toEqual(
      [
        [ownerEn.actor.email, "en"],
        [ownerEs.actor.email, "es"],
      ].sort(),
    );
    // Queued in the webhook's transaction: the row's time is the event's.
    expect(stopped.every((m) => m.sendAfter.getTime() === row.stripeAccountUpdatedAt!.getTime())).toBe(true);
    const mail = await mailTo(ownerEn.actor.email, "Card payments stopped at Sala Avisos");
    expect(mail.text).toContain("Stripe needs an identity document.");
    expect(mail.text).toContain(`${ORIGIN}/studio/en/payments`);
    await mailTo(ownerEs.actor.email, "Pagos con tarjeta detenidos en Sala Avisos");

    const page = await home(ownerEn.cookie);
    expect(page).toContain("Card payments stopped");
    expect(page).toContain("Stripe needs an identity document.");
    expect(page).toContain("Stripe needs a bank account for payouts.");
    expect(await home(ownerEs.cookie, "es")).toContain("Stripe necesita un documento de identidad.");
    expect(await home(staff.cookie)).not.toContain("Card payments stopped");
    // Still off, another statement of what is due: no second email.
    await deliver(c.accountId, {
      requirements: { currently_due: ["individual.verification.document"], disabled_reason: "requirements.past_due" },
    });
    expect(await messages("card_payments_stopped")).toHaveLength(2);

    await deliver(c.accountId, { charges_enabled: true, requirements: { currently_due: [], disabled_reason: null } });
    expect((await t.app.db.studio.findUniqueOrThrow({ where: { id: studio.studioId } })).stripeChargesStoppedAt).toBeNull();
    expect(await messages("card_payments_resumed")).toHaveLength(2);
    const back = await mailTo(ownerEn.actor.email, "Card payments are back at Sala Avisos");
    expect(back.text).toContain("guests can pay deposits by card");
    expect(await home(ownerEn.cookie)).not.toContain("Card payments stopped");
  });
});
