// Sending at the provider's pace (docs/performance.md): one pooled SMTP transport per process,
// a burst of messages shares at most SMTP_MAX_CONNECTIONS connections, and a worker sends at
// most SEND_CONCURRENCY messages at once.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeEmailTransports, sendEmail, SMTP_MAX_CONNECTIONS } from "../../lib/infra/delivery/email";
import { forEachBounded, SEND_CONCURRENCY } from "../../lib/domain/notifications/send";
import { startFakeSmtp } from "../fakes/smtp";

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  closeEmailTransports();
  await smtp?.close();
});

describe("the pooled SMTP transport", () => {
  it("delivers a burst of 20 messages over at most 3 connections", async () => {
    expect(SMTP_MAX_CONNECTIONS).toBeLessThanOrEqual(3);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendEmail(smtp.url, "studio@example.com", { to: `guest${i}@example.com`, subject: `Booking ${i}`, text: `Message ${i}` }),
      ),
    );
    expect(smtp.mails).toHaveLength(20);
    expect(new Set(smtp.mails.map((m) => m.subject)).size).toBe(20);
    expect(smtp.connections().opened).toBeLessThanOrEqual(3);
    expect(smtp.connections().maxOpen).toBeLessThanOrEqual(3);
  });

  it("reuses the same connections for the next burst", async () => {
    const before = smtp.connections().opened;
    for (let i = 0; i < 5; i++)
      await sendEmail(smtp.url, "studio@example.com", { to: "guest@example.com", subject: `Again ${i}`, text: "x" });
    expect(smtp.connections().opened).toBe(before);
  });
});

describe("forEachBounded", () => {
  it("runs every item with at most the limit in flight", async () => {
    let inFlight = 0;
    let peak = 0;
    const done: number[] = [];
    await forEachBounded(
      Array.from({ length: 20 }, (_, i) => i),
      SEND_CONCURRENCY,
      async (i) => {
        peak = Math.max(peak, ++inFlight);
        await sleep(5 + (i % 3));
        inFlight--;
        done.push(i);
      },
    );
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(peak).toBe(SEND_CONCURRENCY);
    expect(SEND_CONCURRENCY).toBeGreaterThan(1);
  });

  it("handles fewer items than the limit, and none", async () => {
    const seen: string[] = [];
    await forEachBounded(["a"], 4, async (x) => void seen.push(x));
    await forEachBounded([], 4, async () => void seen.push("never"));
    expect(seen).toEqual(["a"]);
  });
});
