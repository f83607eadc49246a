// POST /v1/webhooks/stripe on a deployment without Stripe (no STRIPE_WEBHOOK_SECRET): 404
// RESOURCE_NOT_FOUND in the envelope, no error logged, and counted against the per-IP write
// limit (15 a minute); with Stripe, the endpoint stays outside the per-IP limits.
import { afterAll, describe, expect, it } from "vitest";
import { manualClock, setClock } from "../../lib/infra/clock";
import { ApiError } from "../../lib/contract/errors";
import { LIMITS } from "../../lib/contract/limits";
import { toApiError } from "../../lib/http/route";
import { webhookSecret } from "../../lib/domain/payments/webhook";
import { POST } from "../../app/v1/webhooks/stripe/route";
import { testDb } from "../helpers/test-db";

// A fixed instant a few seconds into a minute: every call of a test falls in one window.
const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
let ipCounter = 0;
const freshIp = () => `198.51.100.${(process.pid + ++ipCounter) % 250}`;

const db = testDb(2, { env: { STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined } });
afterAll(async () => {
  setClock(null);
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("Stripe webhook on a deployment without Stripe", () => {
  it("refuses with 404 RESOURCE_NOT_FOUND (not an internal error), counted as a write: the 16th in a minute is 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.writes.max; i++) {
      const e = await refusal(webhookSecret(db, clock, ip, {}));
      expect(e).toBeInstanceOf(ApiError);
      expect(toApiError(e)).toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    }
    const limited = await refusal(webhookSecret(db, clock, ip, {}));
    expect(limited).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", status: 429 });
    expect((limited as ApiError).retryAfter).toBeGreaterThan(0);
  });

  it("with a webhook secret: returns it and counts nothing (Stripe's delivery addresses are never limited)", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.writes.max + 5; i++)
      expect(await webhookSecret(db, clock, ip, { STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe("whsec_x");
  });

  it("the route answers the 404 envelope and logs no error line", async () => {
    setClock(clock);
    const ip = freshIp();
    const lines: string[] = [];
    const [errWrite, outWrite] = [process.stderr.write.bind(process.stderr), process.stdout.write.bind(process.stdout)];
    const silent = process.env.LOG_SILENT;
    process.env.LOG_SILENT = "0";
    const capture = ((chunk: string | Uint8Array) => (lines.push(String(chunk)), true)) as typeof process.stderr.write;
    process.stderr.write = capture;
    process.stdout.write = capture;
    let res: Response;
    try {
      res = await POST(
        new Request("http://app.test/v1/webhooks/stripe", {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x", "x-forwarded-for": ip },
          body: JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded" }),
        }),
        { params: Promise.resolve({}) },
      );
    } finally {
      process.stderr.write = errWrite;
      process.stdout.write = outWrite;
      process.env.LOG_SILENT = silent;
      setClock(null);
    }
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: "RESOURCE_NOT_FOUND", message: "Stripe webhooks are not enabled on this deployment" },
    });
    expect(lines.some((l) => l.includes('"status":404'))).toBe(true); // the request line was captured
    expect(lines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});
