// The booking flow's pure parts: the guest-input rules shared with the server, and the
// resume logic of the flow state (URL + saved hold → the step a reload or Back lands on).
import { describe, expect, it } from "vitest";
import { regexes } from "zod";
import { checkContact, checkEmail, checkName, EMAIL_RE, normalizePhone } from "../../lib/contract/guest-rules";
import { normalizeContact, type Hold } from "../../lib/contract/schemas";
import {
  codeOutlivesHold,
  holdMatches,
  initialState,
  onlyOnSite,
  partyOf,
  readUrl,
  reducer,
  resume,
  writeUrl,
  type Saved,
  type SavedHold,
} from "../../components/booking/flow-state";
import { decimal1, hhmm, zoneCity } from "../../lib/site/client/format";
import { parseRemembered } from "../../components/booking/guest-memory";

describe("guest rules", () => {
  it("uses zod's email rule, so the form and the server agree", () => {
    expect(EMAIL_RE.source).toBe(regexes.email.source);
    expect(checkEmail("foo@bar")).toBe("emailInvalid");
    expect(checkEmail(" Jane@Example.com ")).toBeNull();
    expect(checkEmail("")).toBe("required");
  });

  it("names: 2 to 120 characters after trimming", () => {
    expect(checkName("A")).toBe("nameLength");
    expect(checkName("  ")).toBe("required");
    expect(checkName("Al")).toBeNull();
    expect(checkName("x".repeat(121))).toBe("nameLength");
  });

  it("phones: national numbers of the studio's country become E.164; too short and too long say so", () => {
    expect(normalizePhone("612 34 56 78", "ES")).toEqual({ ok: true, value: "+34612345678" });
    expect(normalizePhone("0044 7911 123456", "ES")).toEqual({ ok: true, value: "+447911123456" });
    expect(normalizePhone("+1 (415) 555-0100")).toEqual({ ok: true, value: "+14155550100" });
    expect(normalizePhone("612 34", "ES")).toEqual({ ok: false, problem: "phoneShort" });
    expect(normalizePhone("+34 612 345 678 999")).toEqual({ ok: false, problem: "phoneLong" });
    expect(normalizePhone("612345678")).toEqual({ ok: false, problem: "phoneInvalid" });
    expect(normalizePhone("+34abc345678")).toEqual({ ok: false, problem: "phoneInvalid" });
    expect(checkContact("phone", "", "ES")).toBe("required");
  });

  it("the server takes only the international form, through the same function", () => {
    expect(normalizeContact("phone", "+34 612-34-56-78")).toEqual({ ok: true, value: "+34612345678" });
    expect(normalizeContact("phone", "612 34 56 78").ok).toBe(false);
  });
});

const HOLD: SavedHold & Pick<Hold, "priceLines" | "extras"> = {
  holdId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
  status: "pending",
  roomId: "3d7a9c1e-5f2b-4a6d-8e0c-7b1f2a3c4d33",
  roomName: "Sala C",
  partySize: null,
  date: "2030-03-15",
  startTime: "10:00",
  endTime: "11:00",
  timezone: "Europe/Madrid",
  price: { priceCents: 2000, depositCents: 0, currency: "EUR" } as SavedHold["price"],
  channel: "email",
  contactMasked: "a•••@example.com",
  expiresAt: "2030-03-01T10:12:00Z",
  resendsLeft: 2,
  paymentModes: ["on_site"],
  priceLines: [{ minutes: 60, hourlyCents: 2000 }],
  extras: [],
  durationMinutes: 60,
  sentFor: "Ana|email|ana@example.com||[]|",
};
const NOW = Date.parse("2030-03-01T10:05:00Z");
const saved = (hold: SavedHold | null): Saved => ({
  entries: {
    name: "Ana",
    channel: "email",
    contact: "ana@example.com",
    notes: "",
    receipt: "",
    party: "",
    extras: {},
    promo: "",
    remember: false,
  },
  hold,
  skew: 0,
  resendAt: 0,
});

describe("flow state: URL and resume", () => {
  it("round-trips step and slot through the query string, keeping other parameters", () => {
    const q = writeUrl("?utm=x", { step: "details", date: "2030-03-15", start: "10:00", minutes: 90 });
    expect(readUrl(q)).toEqual({ step: "details", date: "2030-03-15", start: "10:00", minutes: 90 });
    expect(q).toContain("utm=x");
    expect(readUrl("?step=card&date=nope&start=1&minutes=-3")).toEqual({ step: "when", date: null, start: null, minutes: null });
  });

  it("a reload on the code step resumes there while the hold lives, at payment once verified", () => {
    const u = readUrl("?step=verify&date=2030-03-15&start=10:00&minutes=60");
    expect(resume(u, saved(HOLD), NOW)).toMatchObject({ step: "verify", hold: HOLD, date: "2030-03-15", start: "10:00", minutes: 60 });
    expect(resume(u, saved({ ...HOLD, status: "verified" }), NOW)).toMatchObject({ step: "payment" });
  });

  it("a hold that ended sends the guest to the times, says so, and keeps the entries", () => {
    const u = readUrl("?step=payment&date=2030-03-15&start=10:00&minutes=60");
    const r = resume(u, saved({ ...HOLD, expiresAt: "2030-03-01T10:00:00Z" }), NOW);
    expect(r).toMatchObject({ step: "when", hold: null, holdGone: true, date: "2030-03-15", start: null });
    expect(r.entries?.contact).toBe("ana@example.com");
  });

  it("a reload after confirm made a card booking says the booking exists (reference kept, no token), not that the hold ended", () => {
    const u = readUrl("?step=payment&date=2030-03-15&start=10:00&minutes=60");
    const booked = { holdId: HOLD.holdId, reference: "BK-7Q2X" };
    const r = resume(u, { ...saved(null), booked }, NOW);
    expect(r).toMatchObject({ step: "when", hold: null, holdGone: false, booked });
    expect(resume(u, saved(null), NOW)).toMatchObject({ holdGone: true, booked: null });
    // A new hold starts a new booking: the notice goes.
    const { durationMinutes: _d, sentFor: _s, ...apiHold } = HOLD;
    void _d;
    void _s;
    const s = reducer(
      { ...initialState("2030-03-01"), booked },
      { type: "held", hold: apiHold, sentFor: HOLD.sentFor, durationMinutes: 60, skew: 0, resendAt: 0 },
    );
    expect(s.booked).toBeNull();
  });

  it("details without a full slot falls back to the times; the guest's own hold matches only its slot", () => {
    expect(resume(readUrl("?step=details&date=2030-03-15"), null, NOW)).toMatchObject({ step: "when" });
    expect(holdMatches(HOLD, "2030-03-15", "10:00", 60)).toBe(true);
    expect(holdMatches(HOLD, "2030-03-15", "10:00", 90)).toBe(false);
  });

  it("never keeps a code: a new hold's devCode stays in memory, outside the hold that is saved", () => {
    const { durationMinutes: _d, sentFor: _s, ...apiHold } = HOLD;
    void _d;
    void _s;
    const s = reducer(initialState("2030-03-01"), {
      type: "held",
      hold: { ...apiHold, devCode: "042017" },
      sentFor: HOLD.sentFor,
      durationMinutes: 60,
      skew: 0,
      resendAt: 0,
    });
    expect(s.step).toBe("verify");
    expect(s.devCode).toBe("042017");
    expect(JSON.stringify(s.hold)).not.toContain("042017");
  });
});

describe("the returning guest (docs/booking-flow.md, Remembered details, Book again, The steps)", () => {
  const REMEMBERED = { name: "Ana Puig", channel: "phone" as const, contact: "+34612345678" };

  it("paying at the studio is the only mode: of the room's or hold's modes, the card counting only where cards are taken online", () => {
    expect(onlyOnSite(["on_site"], true)).toBe(true);
    expect(onlyOnSite(["card", "on_site"], true)).toBe(false);
    expect(onlyOnSite(["card", "on_site"], false)).toBe(true);
    expect(onlyOnSite(["card"], true)).toBe(false);
    expect(onlyOnSite(["card"], false)).toBe(false);
  });

  it("a verified hold of such a room resumes on the code step (its confirm), never on a payment step", () => {
    const direct = (modes: readonly string[]) => onlyOnSite(modes as ("card" | "on_site")[], true);
    for (const q of ["?step=verify&date=2030-03-15&start=10:00&minutes=60", "?step=payment&date=2030-03-15&start=10:00&minutes=60"]) {
      expect(resume(readUrl(q), saved({ ...HOLD, status: "verified" }), NOW, { direct })).toMatchObject({ step: "verify" });
      expect(resume(readUrl(q), saved({ ...HOLD, status: "verified", paymentModes: ["card", "on_site"] }), NOW, { direct })).toMatchObject({
        step: "payment",
      });
    }
    const { durationMinutes: _d, sentFor: _s, ...apiHold } = HOLD;
    void _d;
    void _s;
    const held = { ...initialState("2030-03-01"), step: "verify" as const, hold: HOLD };
    expect(reducer(held, { type: "verified", hold: { ...apiHold, status: "verified" }, mode: "on_site", direct: true }).step).toBe(
      "verify",
    );
    expect(reducer(held, { type: "verified", hold: { ...apiHold, status: "verified" }, mode: null }).step).toBe("payment");
  });

  it("remembered details fill in a tab that typed none, ticked; a tab's own entries win", () => {
    const fresh = resume(readUrl("?minutes=120"), null, NOW, { remembered: REMEMBERED });
    expect(fresh.entries).toMatchObject({ ...REMEMBERED, remember: true, notes: "", promo: "" });
    expect(fresh.remembered).toEqual(REMEMBERED);
    expect(resume(readUrl(""), saved(null), NOW, { remembered: REMEMBERED }).entries).toMatchObject({ name: "Ana", remember: false });
    // Nothing remembered: the box starts unticked (consent is asked, never assumed).
    expect(resume(readUrl(""), null, NOW).entries).toMatchObject({ name: "", contact: "", remember: false });
  });

  it("only well-formed remembered details are read back (storage is the guest's to edit)", () => {
    expect(parseRemembered(JSON.stringify(REMEMBERED))).toEqual(REMEMBERED);
    expect(parseRemembered(JSON.stringify({ ...REMEMBERED, channel: "fax" }))).toBeNull();
    expect(parseRemembered(JSON.stringify({ ...REMEMBERED, name: " " }))).toBeNull();
    expect(parseRemembered("{not json")).toBeNull();
    expect(parseRemembered(null)).toBeNull();
  });

  it("a Book again link's length is kept across the days and starts chosen, where it fits", () => {
    let s = { ...initialState("2030-03-01"), ...resume(readUrl("?minutes=120"), null, NOW) };
    expect(s).toMatchObject({ step: "when", minutes: 120, prefer: 120 });
    s = reducer(s, { type: "selectDate", date: "2030-03-15" });
    expect(s.minutes).toBe(120);
    // A start where 2 h do not fit takes the first length that does; the next start that fits gets the 2 h back.
    s = reducer(s, { type: "selectStart", start: "20:00", durations: [60] });
    expect(s.minutes).toBe(60);
    s = reducer(s, { type: "selectStart", start: "10:00", durations: [60, 90, 120, 180] });
    expect(s.minutes).toBe(120);
    expect(writeUrl("", { step: s.step, date: s.date, start: s.start, minutes: s.minutes })).toBe(
      "?date=2030-03-15&start=10%3A00&minutes=120",
    );
  });
});

describe("party size (docs/decisions-bookings.md, Party size)", () => {
  it("optional, a whole number from 1 to the room's capacity", () => {
    expect(partyOf("", 3)).toEqual({ ok: true, value: null });
    expect(partyOf(" 3 ", 3)).toEqual({ ok: true, value: 3 });
    expect(partyOf("4", 3)).toEqual({ ok: false, problem: "partyTooMany" });
    expect(partyOf("0", 3)).toEqual({ ok: false, problem: "partyInvalid" });
    expect(partyOf("2.5", 3)).toEqual({ ok: false, problem: "partyInvalid" });
  });
});

describe("honest timers (docs/booking-flow.md, Honest timers)", () => {
  const sentAt = Date.parse("2030-03-01T10:00:00Z");
  const resendAt = sentAt + 60_000; // the cooldown after that send
  it("a code sent early ends before the hold: the 10 minutes are true", () => {
    expect(codeOutlivesHold(resendAt, new Date(sentAt + 12 * 60_000).toISOString(), 0)).toBe(false);
  });
  it("a code resent with 1:40 of hold left outlives it: the hold's end is named", () => {
    expect(codeOutlivesHold(resendAt, new Date(sentAt + 100_000).toISOString(), 0)).toBe(true);
  });
  it("the server's clock ahead of the browser's moves the hold's end earlier in browser time", () => {
    const holdEnd = new Date(sentAt + 10 * 60_000 + 30_000).toISOString();
    expect(codeOutlivesHold(resendAt, holdEnd, 0)).toBe(false);
    expect(codeOutlivesHold(resendAt, holdEnd, 60_000)).toBe(true);
  });
  it("nothing sent yet: nothing to say", () => {
    expect(codeOutlivesHold(0, new Date(sentAt).toISOString(), 0)).toBe(false);
  });
});

describe("formats", () => {
  it("ratings, midnight and zones as guests read them", () => {
    expect(decimal1(4.8, "es")).toBe("4,8");
    expect(decimal1(4.8, "ca")).toBe("4,8");
    expect(decimal1(4.8, "en")).toBe("4.8");
    expect(hhmm("24:00")).toBe("24:00");
    expect(zoneCity("America/New_York")).toBe("New York");
  });
});
