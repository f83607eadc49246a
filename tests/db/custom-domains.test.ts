// Custom domains are proven before use (docs/decisions-sites.md, Custom domains), against a real DNS server on
// this machine (tests/fakes/dns.ts): a domain set in the settings is a claim, not served and named in no link
// (site payload, manage and find-booking links, messages, calendar UIDs) until its TXT record is read; a proven
// domain of an unverified studio is not used either; the first proof takes a domain from other studios' claims
// (dropped, audited) and a proven domain is never another studio's; the worker re-checks claims; the
// operator's import proves its domain.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock, systemClock } from "../../lib/infra/clock";
import { txtLookup, type TxtLookup } from "../../lib/infra/dns";
import type { ApiError } from "../../lib/contract/errors";
import { saveSection } from "../../lib/domain/settings/save";
import { readSettings } from "../../lib/domain/settings/read";
import { domainState } from "../../lib/domain/domains/claims";
import { checkDomain, recheckDomains } from "../../lib/domain/domains/proof";
import { findSiteByHost } from "../../lib/domain/sites";
import { findBookingUrl, loadBooking, manageUrl } from "../../lib/domain/bookings/view";
import { bookingUid } from "../../lib/domain/calendars/guest";
import { renderMessage, type RenderedEmail } from "../../lib/domain/notifications/templates";
import { StudioFileError } from "../../lib/domain/studios/import";
import type { CustomDomainState } from "../../lib/contract/studio-schemas";
import { actorFor, addBooking } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import type { TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";
import { startFakeDns, type FakeDns } from "../fakes/dns";

const ROOT = "studios.test";
// A database of its own: the sweep below checks every due claim of the database it runs on.
const db = testDb(4, { own: "domains", env: { ROOT_DOMAIN: ROOT, PUBLIC_BASE_URL: "https://book.example" } });
let dns: FakeDns;
let lookup: TxtLookup;

beforeAll(async () => {
  dns = await startFakeDns();
  lookup = txtLookup({ DNS_SERVERS: dns.server });
});
afterAll(() => dns?.close());

const studio = (verified: boolean) => bookableStudio({ db }, (f) => void (f.studio.isVerified = verified));
const owner = (s: TestStudio) => actorFor(s, "owner");
const setDomain = (s: TestStudio, domain: string | null, clock = systemClock) =>
  saveSection(db, clock, owner(s), "site", { customDomain: domain });
const check = (s: TestStudio) => checkDomain(db, systemClock, lookup, s.studioId, owner(s));
const publish = (d: CustomDomainState) => dns.publish(d.record.name, [d.record.value]);
const stateOf = async (s: TestStudio) => (await domainState(db, s.studioId))!;
const fresh = () => `d${randomUUID().slice(0, 8)}.example.com`;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

/** Every link and name of the studio's site a guest is given for a booking, in one string. */
async function linksOf(s: TestStudio, bookingId: string): Promise<string> {
  const b = (await loadBooking(db, { id: bookingId }))!;
  // By its subdomain, live or not (a suspended studio's site is not: its record still is).
  const site = (await findSiteByHost(db, `${s.slug}.${ROOT}`))!;
  const email = renderMessage({
    kind: "booking_confirmed",
    channel: "email",
    locale: "en",
    booking: b,
    manageUrl: manageUrl(b, "t0k"),
    now: new Date(),
  }) as RenderedEmail;
  const sms = renderMessage({
    kind: "booking_confirmed",
    channel: "phone",
    locale: "en",
    booking: b,
    manageUrl: manageUrl(b, "t0k"),
    now: new Date(),
  });
  return [
    site.payload.site.canonicalHost,
    site.payload.site.customDomain ?? "",
    manageUrl(b, "t0k"),
    findBookingUrl(b),
    bookingUid(b),
    email.text,
    email.html,
    ...email.attachments.map((a) => a.content),
    "text" in sms ? sms.text : "",
  ].join("\n");
}

describe("a custom domain set in the settings", () => {
  it("is pending, not served and named in no link until the local DNS answers its TXT record", async () => {
    const s = await studio(true);
    const booking = await addBooking(db, s, { at: "2031-03-04T10:00", channel: "email", contact: "guest@mail.example" });
    const domain = fresh();
    expect((await setDomain(s, domain.toUpperCase())).saved).toBe(true);
    const pending = await stateOf(s);
    expect(pending).toMatchObject({ host: domain, status: "pending", problem: null, served: false, checkedAt: null });
    expect(pending.record).toEqual({
      type: "TXT",
      name: `_studio-booking.${domain}`,
      value: expect.stringMatching(/^studio-booking-verify=[0-9a-f]{32}$/),
    });
    // The owner's settings name the domain; nothing else does.
    expect((await readSettings(db, s.studioId)).site.customDomain).toBe(domain);
    expect(await findSiteByHost(db, domain)).toBeNull();
    const before = await linksOf(s, booking.id);
    expect(before).not.toContain(domain);
    expect(before).toContain(`https://${s.slug}.${ROOT}/en/manage/t0k`);

    // No record, another value, a failing server: each a failed check that says why.
    expect(await check(s)).toMatchObject({ status: "failed", problem: "no_record", served: false });
    expect(dns.asked()).toContain(pending.record.name);
    dns.publish(pending.record.name, ["v=spf1 -all", "studio-booking-verify=0123456789abcdef0123456789abcdef"]);
    expect(await check(s)).toMatchObject({ status: "failed", problem: "wrong_value" });
    dns.fail(pending.record.name);
    expect(await check(s)).toMatchObject({ status: "failed", problem: "dns_error" });
    expect(await findSiteByHost(db, domain)).toBeNull();
    expect(await linksOf(s, booking.id)).not.toContain(domain);

    // The record, among others: proven, served, and every link names it.
    dns.publish(pending.record.name, ["something else", pending.record.value]);
    const proven = await check(s);
    expect(proven).toMatchObject({ status: "proven", proof: "dns", problem: null, served: true, provenAt: expect.any(String) });
    expect((await findSiteByHost(db, domain))?.studioId).toBe(s.studioId);
    const after = await linksOf(s, booking.id);
    expect(after).toContain(`https://${domain}/en/manage/t0k`);
    expect(after).toContain(`https://${domain}/en/find-booking`);
    expect(after).toContain(`${booking.id}@${domain}`);
    expect(after).not.toContain(`${s.slug}.${ROOT}`);
    const audit = await db.studioAudit.findMany({ where: { studioId: s.studioId, action: "domain.proven" } });
    expect(audit.map((a) => a.detail)).toEqual([{ domain, proof: "dns", droppedClaims: 0 }]);
    // A proven domain is answered as it is, without asking the DNS again.
    const asked = dns.asked().length;
    expect((await check(s)).status).toBe("proven");
    expect(dns.asked().length).toBe(asked);

    // Another domain: the proven one stops at once; the new one waits for its own record.
    const next = fresh();
    await setDomain(s, next);
    expect(await stateOf(s)).toMatchObject({ host: next, status: "pending" });
    expect(await findSiteByHost(db, domain)).toBeNull();
    expect(await findSiteByHost(db, next)).toBeNull();
    expect(await linksOf(s, booking.id)).not.toMatch(new RegExp(`${domain}|${next}`));
    // None: no claim left.
    await setDomain(s, null);
    expect(await domainState(db, s.studioId)).toBeNull();
    expect((await refusal(check(s)))?.code).toBe("INVALID_STATE");
  });

  it("of an unverified studio, even proven, is never served nor linked; the subdomain keeps working", async () => {
    const draft = await studio(false);
    const booking = await addBooking(db, draft, { at: "2031-03-05T10:00", channel: "email", contact: "guest@mail.example" });
    const domain = `login-paypal-${randomUUID().slice(0, 6)}.evil.example`;
    await setDomain(draft, domain);
    publish(await stateOf(draft));
    expect(await check(draft)).toMatchObject({ status: "proven", served: false });
    expect(await findSiteByHost(db, domain)).toBeNull();
    expect((await findSiteByHost(db, `${draft.slug}.${ROOT}`))?.payload.site).toMatchObject({
      customDomain: null,
      canonicalHost: `${draft.slug}.${ROOT}`,
    });
    expect(await linksOf(draft, booking.id)).not.toContain(domain);
    // Verified by the operator: its proven domain is used from then on.
    await db.studio.update({ where: { id: draft.studioId }, data: { verificationStatus: "live" } });
    expect((await findSiteByHost(db, domain))?.studioId).toBe(draft.studioId);
    expect(await stateOf(draft)).toMatchObject({ served: true });
    expect(await linksOf(draft, booking.id)).toContain(`https://${domain}/en/manage/t0k`);
    // Suspended: not served again.
    await db.studio.update({ where: { id: draft.studioId }, data: { verificationStatus: "suspended" } });
    expect(await findSiteByHost(db, domain)).toBeNull();
    expect(await linksOf(draft, booking.id)).not.toContain(domain);
  });
});

describe("one domain, several studios", () => {
  it("proving a domain another studio holds unproven takes it over: that claim is dropped and audited", async () => {
    const squatter = await studio(false);
    const real = await studio(true);
    const domain = fresh();
    await setDomain(squatter, domain);
    // An unproven claim blocks nobody.
    expect((await setDomain(real, domain)).saved).toBe(true);
    const squat = await stateOf(squatter);
    const own = await stateOf(real);
    expect(own.record.value).not.toBe(squat.record.value);
    // The squatter cannot publish at the real domain; the real owner publishes its own record.
    publish(own);
    expect((await check(squatter)).status).toBe("failed");
    expect(await check(real)).toMatchObject({ status: "proven", served: true });
    expect(await domainState(db, squatter.studioId)).toBeNull();
    expect((await readSettings(db, squatter.studioId)).site.customDomain).toBeNull();
    const dropped = await db.studioAudit.findMany({ where: { studioId: squatter.studioId, action: "domain.claim_dropped" } });
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toMatchObject({ actorUserId: null, detail: { domain, reason: "proven by another studio" } });
    // The owner's email stays in their own trail only.
    expect(dropped[0].actorName).not.toContain("@");
    expect((await db.studioAudit.findFirstOrThrow({ where: { studioId: real.studioId, action: "domain.proven" } })).detail).toMatchObject({
      droppedClaims: 1,
    });
  });

  it("a proven domain is never taken: the settings refuse it next to the field, the import names the holder", async () => {
    const holder = await studio(true);
    const domain = fresh();
    await setDomain(holder, domain);
    publish(await stateOf(holder));
    expect((await check(holder)).status).toBe("proven");
    const other = await studio(false);
    const taken = await refusal(setDomain(other, domain.toUpperCase()));
    expect(taken?.code).toBe("VALIDATION_ERROR");
    expect(taken?.message).toBe("site.customDomain: is already used by another studio");
    expect(await domainState(db, other.studioId)).toBeNull();
    const imported = await bookableStudio({ db }, (f) => void (f.site.customDomain = domain)).catch((e: unknown) => e);
    expect(imported).toBeInstanceOf(StudioFileError);
    expect(String((imported as Error).message)).toContain(`is already the custom domain of studio "${holder.slug}"`);
    expect((await findSiteByHost(db, domain))?.studioId).toBe(holder.studioId);
  });

  it("two studios proving one domain at once: one keeps it, the other has no claim on it left", async () => {
    const [a, b] = await Promise.all([studio(true), studio(true)]);
    const domain = fresh();
    await Promise.all([setDomain(a, domain), setDomain(b, domain)]);
    const [sa, sb] = await Promise.all([stateOf(a), stateOf(b)]);
    dns.publish(sa.record.name, [sa.record.value, sb.record.value]);
    await Promise.allSettled([check(a), check(b)]);
    const served = await db.siteConfig.findMany({ where: { customDomain: domain }, select: { studioId: true } });
    expect(served).toHaveLength(1);
    const loser = served[0].studioId === a.studioId ? b : a;
    const left = await domainState(db, loser.studioId);
    expect(left === null || left.status === "failed").toBe(true);
  });
});

describe("the worker's sweep", () => {
  it("checks claims not proven every 10 minutes for 7 days after they were set", async () => {
    // A month ahead: the claims of the tests above (set now) are past their 7 days there.
    const t0 = Date.now() + 30 * 86_400_000;
    const clock = manualClock(t0);
    const s = await studio(true);
    const domain = fresh();
    await setDomain(s, domain, clock);
    const d = await stateOf(s);
    clock.set(t0 + 5 * 60_000);
    expect(await recheckDomains(db, clock, lookup)).toBe(0);
    clock.set(t0 + 11 * 60_000);
    expect(await recheckDomains(db, clock, lookup)).toBe(1);
    expect(await stateOf(s)).toMatchObject({ status: "failed", problem: "no_record" });
    // Checked just now: not again for 10 minutes.
    expect(await recheckDomains(db, clock, lookup)).toBe(0);
    publish(d);
    clock.set(t0 + 22 * 60_000);
    expect(await recheckDomains(db, clock, lookup)).toBe(1);
    expect(await stateOf(s)).toMatchObject({ status: "proven", proof: "dns", served: true });
    expect((await db.studioAudit.findFirstOrThrow({ where: { studioId: s.studioId, action: "domain.proven" } })).actorName).toBe(
      "platform (DNS check)",
    );
    // Past 7 days a claim waits for "Check now".
    const late = await studio(true);
    await setDomain(late, fresh(), clock);
    clock.set(t0 + 8 * 86_400_000);
    expect(await recheckDomains(db, clock, lookup)).toBe(0);
  });
});

describe("the studio import (the operator's word)", () => {
  it("proves its domain at once and drops other studios' unproven claims of it", async () => {
    const squatter = await studio(false);
    const domain = fresh();
    await setDomain(squatter, domain);
    const imported = await bookableStudio({ db }, (f) => void (f.site.customDomain = domain));
    expect(await stateOf(imported)).toMatchObject({ host: domain, status: "proven", proof: "operator", served: true });
    expect((await findSiteByHost(db, domain))?.studioId).toBe(imported.studioId);
    expect(await domainState(db, squatter.studioId)).toBeNull();
    expect(await db.studioAudit.findFirstOrThrow({ where: { studioId: squatter.studioId, action: "domain.claim_dropped" } })).toMatchObject(
      {
        actorName: "operator (studio import)",
      },
    );
  });
});
