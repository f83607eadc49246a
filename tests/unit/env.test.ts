// The production switch and the strict production configuration (lib/infra/env.ts).
import { describe, expect, it } from "vitest";
import { appEnvOf, devCodesAllowed, isLocalHostName, parseEnv, stripeConfigured } from "../../lib/infra/env";
import { cardPaymentsAvailable } from "../../lib/domain/payments/availability";
import { demoStudiosWanted } from "../../lib/domain/studios/demo";
import { devCodeMode } from "../../lib/domain/holds/send-code";
import { PRODUCTION_ENV } from "../helpers/production-env";

/** The message parseEnv throws for `source`, or "" when it accepts it. */
function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

const STRIPE = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PUBLISHABLE_KEY: "pk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
const TWILIO = { TWILIO_ACCOUNT_SID: "AC0000", TWILIO_AUTH_TOKEN: "tok", TWILIO_FROM: "+15005550006" };

describe("the production switch", () => {
  it("NODE_ENV=production without APP_ENV is production; APP_ENV wins when set", () => {
    expect(appEnvOf({ NODE_ENV: "production" })).toBe("production");
    expect(appEnvOf({})).toBe("preproduction");
    expect(appEnvOf({ NODE_ENV: "development" })).toBe("preproduction");
    expect(appEnvOf({ NODE_ENV: "production", APP_ENV: "preproduction" })).toBe("preproduction");
    expect(appEnvOf({ APP_ENV: "production" })).toBe("production");
    const { APP_ENV: _a, ...rest } = PRODUCTION_ENV;
    expect(parseEnv({ ...rest, NODE_ENV: "production" }).APP_ENV).toBe("production");
  });

  it("NODE_ENV=production and nothing else refuses to start, naming why it is production", () => {
    const msg = refusal({ NODE_ENV: "production" });
    expect(msg).toContain("NODE_ENV=production without APP_ENV");
    for (const v of ["PUBLIC_BASE_URL", "ROOT_DOMAIN", "CODE_HASH_SECRET", "SMTP_URL"]) expect(msg).toContain(v);
  });

  it("devCode never under NODE_ENV=production, even with APP_ENV=preproduction", () => {
    const pre = parseEnv({});
    expect(devCodesAllowed(pre)).toBe(true);
    expect(devCodeMode("email", pre)).toBe(true);
    const nodeProd = parseEnv({ NODE_ENV: "production", APP_ENV: "preproduction" });
    expect(devCodesAllowed(nodeProd)).toBe(false);
    expect(devCodeMode("email", nodeProd)).toBe(false);
    expect(devCodeMode("phone", nodeProd)).toBe(false);
    expect(devCodesAllowed(parseEnv(PRODUCTION_ENV))).toBe(false);
  });

  it("demo studios only outside production, on an empty database", () => {
    expect(demoStudiosWanted(parseEnv({}), 0)).toBe(true);
    expect(demoStudiosWanted(parseEnv({}), 3)).toBe(false);
    expect(demoStudiosWanted(parseEnv(PRODUCTION_ENV), 0)).toBe(false);
  });
});

describe("production refuses unsafe settings, naming each", () => {
  it("a complete production configuration is accepted", () => {
    expect(refusal(PRODUCTION_ENV)).toBe("");
    expect(refusal({ ...PRODUCTION_ENV, ...STRIPE, ...TWILIO, HCAPTCHA_SITE_KEY: "k", HCAPTCHA_SECRET: "s" })).toBe("");
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: undefined, ...TWILIO })).toBe(""); // SMS alone is enough
  });

  it("PUBLIC_BASE_URL not https, or left at the default", () => {
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_BASE_URL: "http://studios.example.com" })).toMatch(
      /PUBLIC_BASE_URL: must be set to an https:\/\/ URL/,
    );
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_BASE_URL: undefined })).toMatch(/PUBLIC_BASE_URL/);
  });

  it("ROOT_DOMAIN unset or a local name", () => {
    expect(refusal({ ...PRODUCTION_ENV, ROOT_DOMAIN: undefined })).toMatch(/ROOT_DOMAIN: must be set in production/);
    for (const local of ["localhost", "localhost:3000", "studio.localhost", "127.0.0.1:3000", "[::1]:3000", "intranet"]) {
      expect(refusal({ ...PRODUCTION_ENV, ROOT_DOMAIN: local })).toMatch(/ROOT_DOMAIN: .* is a local name/);
    }
    expect(isLocalHostName("studios.example.com")).toBe(false);
    expect(isLocalHostName("studios.example.com:8443")).toBe(false);
  });

  it("CODE_HASH_SECRET missing or short", () => {
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: undefined })).toMatch(/CODE_HASH_SECRET: required in production/);
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "x".repeat(31) })).toMatch(/CODE_HASH_SECRET: too short/);
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "x".repeat(32) })).toBe("");
  });

  it("hCaptcha set partially (either variable alone)", () => {
    expect(refusal({ ...PRODUCTION_ENV, HCAPTCHA_SITE_KEY: "k" })).toMatch(/HCAPTCHA_SECRET: hCaptcha is configured partially/);
    expect(refusal({ ...PRODUCTION_ENV, HCAPTCHA_SECRET: "s" })).toMatch(/HCAPTCHA_SITE_KEY: hCaptcha is configured partially/);
  });

  it("Stripe set partially (each of the three missing)", () => {
    for (const missing of Object.keys(STRIPE)) {
      const msg = refusal({ ...PRODUCTION_ENV, ...STRIPE, [missing]: undefined });
      expect(msg).toMatch(new RegExp(`${missing}: Stripe is configured partially`));
    }
  });

  it("neither SMTP nor SMS configured (a partial Twilio counts as none, and is named too)", () => {
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: undefined })).toMatch(/production needs at least one way to send codes/);
    const msg = refusal({ ...PRODUCTION_ENV, SMTP_URL: undefined, TWILIO_ACCOUNT_SID: "AC0000" });
    expect(msg).toMatch(/TWILIO_AUTH_TOKEN, TWILIO_FROM: Twilio SMS is configured partially/);
    expect(msg).toMatch(/at least one way to send codes/);
  });

  it("names every problem at once", () => {
    const msg = refusal({
      APP_ENV: "production",
      PUBLIC_BASE_URL: "http://localhost:3000",
      ROOT_DOMAIN: "localhost:3000",
      CODE_HASH_SECRET: "short-secret-0123",
      HCAPTCHA_SITE_KEY: "k",
      STRIPE_SECRET_KEY: "sk",
      STRIPE_PUBLISHABLE_KEY: "pk",
    });
    const lines = msg.split("\n").slice(1);
    expect(lines).toHaveLength(6);
    for (const v of ["PUBLIC_BASE_URL", "ROOT_DOMAIN", "CODE_HASH_SECRET", "HCAPTCHA_SECRET", "STRIPE_WEBHOOK_SECRET", "SMTP_URL"]) {
      expect(lines.some((l) => l.trim().startsWith(v))).toBe(true);
    }
  });

  it("pre-production stays permissive (defaults, partial providers)", () => {
    expect(refusal({})).toBe("");
    expect(refusal({ HCAPTCHA_SITE_KEY: "k", STRIPE_SECRET_KEY: "sk" })).toBe("");
  });
});

describe("card payments: one rule for the site payload and confirm", () => {
  it("needs the studio's flag and all three Stripe variables", () => {
    const full = parseEnv(STRIPE);
    expect(stripeConfigured(full)).toBe(true);
    expect(cardPaymentsAvailable({ cardPayments: true }, full)).toBe(true);
    expect(cardPaymentsAvailable({ cardPayments: false }, full)).toBe(false);
    expect(cardPaymentsAvailable({ cardPayments: true }, parseEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined }))).toBe(false);
  });
});
