// The production switch and the strict production configuration (lib/infra/env.ts).
import { describe, expect, it } from "vitest";
import { appEnvOf, devCodesAllowed, isLocalHostName, parseEnv, stripeConfigured } from "../../lib/infra/env";
import { claimedMode, modeBanner } from "../../lib/infra/deployment";
import { cardPaymentsAvailable } from "../../lib/domain/payments/availability";
import { demoStudiosWanted } from "../../lib/domain/studios/demo";
import { devCodeMode } from "../../lib/infra/delivery";
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

  it("what the environment alone claims: APP_ENV, or NODE_ENV=production; anything else leaves it to the database", () => {
    expect(claimedMode({ APP_ENV: "preproduction", NODE_ENV: "production" })).toBe("preproduction");
    expect(claimedMode({ APP_ENV: "production" })).toBe("production");
    expect(claimedMode({ NODE_ENV: "production" })).toBe("production");
    expect(claimedMode({})).toBeNull();
    expect(claimedMode({ NODE_ENV: "development" })).toBeNull();
    expect(claimedMode({ NODE_ENV: "test" })).toBeNull();
  });

  it("devCode: pre-production (under any NODE_ENV) and no provider for the channel; never in production", () => {
    const pre = parseEnv({});
    expect(devCodesAllowed(pre)).toBe(true);
    expect(devCodeMode("email", pre)).toBe(true);
    // Pre-production runs the production build: NODE_ENV=production does not change the rule.
    const prebuilt = parseEnv({ NODE_ENV: "production", APP_ENV: "preproduction" });
    expect(prebuilt.APP_ENV).toBe("preproduction");
    expect(devCodesAllowed(prebuilt)).toBe(true);
    expect(devCodeMode("email", prebuilt)).toBe(true);
    expect(devCodeMode("phone", prebuilt)).toBe(true);
    // A channel with a provider sends its codes.
    const withSmtp = parseEnv({ NODE_ENV: "production", APP_ENV: "preproduction", SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(devCodeMode("email", withSmtp)).toBe(false);
    expect(devCodeMode("phone", withSmtp)).toBe(true);
    const withSms = parseEnv({ APP_ENV: "preproduction", ...TWILIO });
    expect(devCodeMode("phone", withSms)).toBe(false);
    // Production: never, whichever channel has no provider.
    for (const prod of [parseEnv(PRODUCTION_ENV), parseEnv({ ...PRODUCTION_ENV, APP_ENV: undefined, NODE_ENV: "production" })]) {
      expect(prod.APP_ENV).toBe("production");
      expect(devCodesAllowed(prod)).toBe(false);
      expect(devCodeMode("phone", prod)).toBe(false); // no Twilio in PRODUCTION_ENV
      expect(devCodeMode("email", prod)).toBe(false);
    }
  });

  it("the pre-production banner names what differs; production prints none", () => {
    expect(modeBanner(parseEnv(PRODUCTION_ENV))).toBeNull();
    const banner = modeBanner(parseEnv({ APP_ENV: "preproduction", NODE_ENV: "production" }))!;
    expect(banner).not.toContain("\n");
    for (const part of ["Pre-production", "devCode", "email and phone", "demo studios", "http://", "APP_ENV=production"])
      expect(banner).toContain(part);
    const sending = modeBanner(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525", ...TWILIO, CODE_HASH_SECRET: "x".repeat(32) }))!;
    expect(sending).not.toContain("devCode");
    expect(sending).not.toContain("development secret");
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
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "0123456789abcdef0123456789abcdef" })).toBe("");
  });

  it("CODE_HASH_SECRET long but not random (one repeated character, fewer than 8 distinct)", () => {
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "a".repeat(32) })).toMatch(/CODE_HASH_SECRET: not random/);
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "abcdefg".repeat(6) })).toMatch(/CODE_HASH_SECRET: not random/);
    expect(refusal({ ...PRODUCTION_ENV, CODE_HASH_SECRET: "abcdefgh".repeat(4) })).toBe("");
  });

  it("PUBLIC_BASE_URL on a local host, even over https", () => {
    for (const local of [
      "https://localhost",
      "https://localhost:3000",
      "https://app.localhost",
      "https://127.0.0.1",
      "https://[::1]:8443",
      "https://intranet",
    ]) {
      expect(refusal({ ...PRODUCTION_ENV, PUBLIC_BASE_URL: local })).toMatch(/PUBLIC_BASE_URL: .* is on a local host/);
    }
    expect(refusal({ ...PRODUCTION_ENV, PUBLIC_BASE_URL: "https://book.example.com:8443" })).toBe("");
  });

  it("TRUST_PROXY off, or left at its default, saying why", () => {
    for (const v of ["0", undefined]) {
      const msg = refusal({ ...PRODUCTION_ENV, TRUST_PROXY: v });
      expect(msg).toMatch(/TRUST_PROXY: must be 1 in production/);
      expect(msg).toMatch(/reverse proxy/);
      expect(msg).toMatch(/X-Forwarded-For/);
    }
  });

  it("SMTP_URL that is not an smtp:// or smtps:// URL with a host", () => {
    for (const bad of ["not-a-url", "http://mail.example.com", "smtp://", "mail.example.com:587"]) {
      expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: bad })).toMatch(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: "smtps://user:pw@mail.example.com" })).toBe("");
    expect(refusal({ ...PRODUCTION_ENV, SMTP_URL: "smtp://mail.example.com:587" })).toBe("");
  });

  it("provider URLs other than https (SMS, Stripe, hCaptcha)", () => {
    const cases = {
      SMS_PROVIDER_URL: { ...TWILIO, SMS_PROVIDER_URL: "http://127.0.0.1:4010" },
      STRIPE_API_URL: { ...STRIPE, STRIPE_API_URL: "http://127.0.0.1:12111" },
      HCAPTCHA_VERIFY_URL: { HCAPTCHA_SITE_KEY: "k", HCAPTCHA_SECRET: "s", HCAPTCHA_VERIFY_URL: "http://127.0.0.1:4020/siteverify" },
    };
    for (const [name, vars] of Object.entries(cases)) {
      expect(refusal({ ...PRODUCTION_ENV, ...vars })).toMatch(new RegExp(`${name}: must be an https:// URL in production`));
      expect(refusal({ ...PRODUCTION_ENV, ...vars, [name]: "https://provider.example.com" })).toBe("");
    }
    // The defaults (Twilio's and hCaptcha's own https endpoints) are fine.
    expect(refusal({ ...PRODUCTION_ENV, ...TWILIO, HCAPTCHA_SITE_KEY: "k", HCAPTCHA_SECRET: "s" })).toBe("");
  });

  it("DATABASE_URL that is not a postgresql:// URL", () => {
    expect(refusal({ ...PRODUCTION_ENV, DATABASE_URL: "mysql://db.example.com/studio" })).toMatch(
      /DATABASE_URL: must be a postgresql:\/\/ URL/,
    );
    expect(refusal({ ...PRODUCTION_ENV, DATABASE_URL: "not a url" })).toMatch(/DATABASE_URL/);
    expect(refusal({ ...PRODUCTION_ENV, DATABASE_URL: "postgresql://u:p@db.example.com:5432/studio" })).toBe("");
    expect(refusal({ ...PRODUCTION_ENV, DATABASE_URL: "postgresql:///studio?host=/run/postgresql" })).toBe("");
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
      STRIPE_API_URL: "http://127.0.0.1:12111",
    });
    const lines = msg.split("\n").slice(1);
    expect(lines).toHaveLength(8);
    for (const v of [
      "PUBLIC_BASE_URL",
      "ROOT_DOMAIN",
      "CODE_HASH_SECRET",
      "TRUST_PROXY",
      "STRIPE_API_URL",
      "HCAPTCHA_SECRET",
      "STRIPE_WEBHOOK_SECRET",
      "SMTP_URL",
    ]) {
      expect(lines.some((l) => l.trim().startsWith(v))).toBe(true);
    }
  });

  it("pre-production stays permissive (defaults, partial providers, local http providers)", () => {
    expect(refusal({})).toBe("");
    expect(refusal({ HCAPTCHA_SITE_KEY: "k", STRIPE_SECRET_KEY: "sk" })).toBe("");
    expect(refusal({ NODE_ENV: "production", APP_ENV: "preproduction", SMS_PROVIDER_URL: "http://127.0.0.1:4010", TRUST_PROXY: "0" })).toBe(
      "",
    );
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
