// Pure parts of the hold flow: codes, contacts, pricing, the code message.
import { describe, expect, it } from "vitest";
import { codeMatches, generateCode, hashCode, openDevCode, sealDevCode } from "../../lib/domain/holds/codes";
import { DEV_SECRET } from "../../lib/infra/env";
import { countryCode, maskContact } from "../../lib/domain/contacts";
import { normalizeContact } from "../../lib/contract/schemas";
import { divRoundHalfUp, quote } from "../../lib/domain/pricing";
import { codeMessage } from "../../lib/domain/holds/code-message";
import { parseEnv } from "../../lib/infra/env";
import { PRODUCTION_ENV } from "../helpers/production-env";

const pre = parseEnv({});
const prod = parseEnv(PRODUCTION_ENV);
const HOLD = "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";

describe("codes", () => {
  it("are six digits, spread over the whole range", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const c = generateCode();
      expect(c).toMatch(/^\d{6}$/);
      seen.add(c.slice(0, 1));
    }
    expect(seen.size).toBe(10); // first digit takes every value: leading zeros are kept
  });

  it("are stored as a keyed hash bound to the hold", () => {
    const h = hashCode(HOLD, "123456", prod);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain("123456");
    expect(hashCode(HOLD, "123456", pre)).not.toBe(h); // other key
    expect(hashCode("9b2e4d6a-1c3f-4e8b-b7a2-5f0d1e9c3b22", "123456", prod)).not.toBe(h); // other hold
    expect(codeMatches(HOLD, "123456", h, prod)).toBe(true);
    expect(codeMatches(HOLD, "123457", h, prod)).toBe(false);
    expect(codeMatches(HOLD, "123456", null, prod)).toBe(false);
    expect(codeMatches(HOLD, "123456", "abc", prod)).toBe(false);
  });

  it("fall back to the documented dev secret only outside production", () => {
    expect(pre.CODE_HASH_SECRET).toBeUndefined();
    expect(DEV_SECRET.length).toBeGreaterThan(16);
    expect(() => hashCode(HOLD, "123456", { ...prod, CODE_HASH_SECRET: undefined })).toThrow(/CODE_HASH_SECRET/);
  });

  it("seal a devCode so that only the same secret and hold open it", () => {
    const sealed = sealDevCode(HOLD, "042017", pre);
    expect(sealed).not.toContain("042017");
    expect(openDevCode(HOLD, sealed, pre)).toBe("042017");
    expect(openDevCode("9b2e4d6a-1c3f-4e8b-b7a2-5f0d1e9c3b22", sealed, pre)).toBeNull();
    expect(openDevCode(HOLD, sealed, prod)).toBeNull();
    expect(openDevCode(HOLD, null, pre)).toBeNull();
  });
});

describe("contacts", () => {
  it("normalizes phones to E.164 and refuses anything else", () => {
    expect(normalizeContact("phone", "+34 612 345 678")).toEqual({ ok: true, value: "+34612345678" });
    expect(normalizeContact("phone", "+1 (415) 555-0100")).toEqual({ ok: true, value: "+14155550100" });
    for (const bad of ["612345678", "0034612345678", "+0612345678", "+34 612", "+3461234567890123", "+34abc345678", "john@example.com"]) {
      expect(normalizeContact("phone", bad).ok, bad).toBe(false);
    }
  });

  it("normalizes emails to lower case and refuses non-addresses", () => {
    expect(normalizeContact("email", "  Jane.Doe@Example.COM ")).toEqual({ ok: true, value: "jane.doe@example.com" });
    for (const bad of ["jane", "jane@", "@example.com", "jane doe@example.com", "+34612345678"])
      expect(normalizeContact("email", bad).ok, bad).toBe(false);
  });

  it("masks without revealing the contact", () => {
    expect(maskContact("phone", "+34612345678")).toBe("+34 ••• ••• 678");
    expect(maskContact("phone", "+14155550100")).toBe("+1 ••• ••• 100");
    expect(maskContact("phone", "+351912345678")).toBe("+351 ••• ••• 678");
    expect(maskContact("email", "jane.doe@example.com")).toBe("j•••@example.com");
    expect(countryCode("+447911123456")).toBe("44");
    expect(countryCode("+79161234567")).toBe("7");
    expect(countryCode("+3725123456")).toBe("372");
  });
});

describe("pricing", () => {
  it("rounds half up in whole cents", () => {
    expect(divRoundHalfUp(3, 2)).toBe(2);
    expect(divRoundHalfUp(5, 4)).toBe(1);
    expect(divRoundHalfUp(7, 4)).toBe(2);
    expect(divRoundHalfUp(0, 7)).toBe(0);
    expect(() => divRoundHalfUp(-1, 2)).toThrow();
  });

  it("prices minutes from the hourly rate and takes the deposit share of the rounded price", () => {
    const flat = (hourlyCents: number) => ({ hourlyCents, rateWindows: [], longFromMinutes: null, longHourlyCents: null });
    const MONDAY_NOON = { day: 1, minute: 720 };
    expect(quote({ ...flat(1800), depositPercent: 30, currency: "EUR" }, MONDAY_NOON, 90)).toEqual({
      priceCents: 2700,
      depositCents: 810,
      currency: "EUR",
      minutes: 90,
      lines: [{ minutes: 90, hourlyCents: 1800 }],
    });
    // 1001 × 30 / 60 = 500.5 → 501; 501 × 15% = 75.15 → 75
    expect(quote({ ...flat(1001), depositPercent: 15, currency: "EUR" }, MONDAY_NOON, 30)).toEqual({
      priceCents: 501,
      depositCents: 75,
      currency: "EUR",
      minutes: 30,
      lines: [{ minutes: 30, hourlyCents: 1001 }],
    });
    // 999 × 20 / 60 = 333; 333 × 50% = 166.5 → 167
    expect(quote({ ...flat(999), depositPercent: 50, currency: "USD" }, MONDAY_NOON, 20)).toEqual({
      priceCents: 333,
      depositCents: 167,
      currency: "USD",
      minutes: 20,
      lines: [{ minutes: 20, hourlyCents: 999 }],
    });
    expect(quote({ ...flat(4500), depositPercent: 0, currency: "EUR" }, MONDAY_NOON, 120).depositCents).toBe(0);
    expect(quote({ ...flat(4500), depositPercent: 100, currency: "EUR" }, MONDAY_NOON, 120).depositCents).toBe(9000);
  });
});

describe("code message", () => {
  it("names the studio, the code and its lifetime in each locale, and escapes HTML", () => {
    const es = codeMessage("es", "Sala <Gràcia>", "012345");
    expect(es.subject).toContain("Sala <Gràcia>");
    expect(es.text).toContain("012345");
    expect(es.text).toContain("10 minutos");
    expect(es.html).toContain("Sala &lt;Gràcia&gt;");
    expect(es.html).toContain("012345");
    expect(es.sms).toMatch(/012345.*Sala <Gràcia>.*10 minutos/);
    expect(codeMessage("ca", "X", "111111").text).toContain("10 minuts");
    expect(codeMessage("en", "X", "111111").text).toContain("10 minutes");
    expect(codeMessage("en", "X", "111111").sms).toBe("111111 is your code to book at X. It expires in 10 minutes.");
  });
});
