// Webhook subscriptions (docs/webhooks.md, Subscriptions): set in the studio file (secret generated
// and returned once, or given; absent list leaves the studio's alone) and through the dashboard's
// owner-only operations; the secret is stored sealed, never in plain text.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/contract/errors";
import { importStudio, parseStudioFile } from "../../lib/domain/studios/import";
import { MAX_SUBSCRIPTIONS, newWebhookSecret, openSecret, studioWebhooks } from "../../lib/domain/webhooks/subscriptions";
import { studioErrorLines } from "../../lib/i18n/studio-errors";
import type { StaffActor } from "../../lib/domain/staff/actor";
import { manualClock } from "../../lib/infra/clock";
import { DateTime } from "luxon";
import { createStudio, demoStudioJson, type TestStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const db = testDb(2, { env: { PUBLIC_BASE_URL: "https://book.example", ROOT_DOMAIN: "studios.test" } });

const actorOf = (s: TestStudio, role: "owner" | "staff"): StaffActor => ({
  userId: `u-${role}-${s.slug}`,
  name: role,
  email: `${role}@${s.slug}.example`,
  role,
  studioId: s.studioId,
  locale: "en",
});

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
}

describe("studio file", () => {
  it("generates a secret once, keeps it on re-import, takes a given one, removes unlisted URLs", async () => {
    const given = newWebhookSecret();
    const studio = await createStudio(db, (f) => {
      (f as Record<string, unknown>).webhooks = [
        { url: "https://hooks.example/a", events: ["booking.cancelled"] },
        { url: "https://hooks.example/b", secret: given },
      ];
    });
    const subs = await db.webhookSubscription.findMany({ where: { studioId: studio.studioId }, orderBy: { url: "asc" } });
    expect(subs.map((s) => [s.url, s.events])).toEqual([
      ["https://hooks.example/a", ["booking.cancelled"]],
      ["https://hooks.example/b", []],
    ]);
    expect(openSecret(subs[1]!)).toBe(given);
    expect(subs.every((s) => !s.secretSealed.includes("whsec_"))).toBe(true);
    const first = openSecret(subs[0]!);

    // Re-import: the file's list again (a keeps its secret, nothing new printed), then without b.
    const again = parseStudioFile({ ...studio.file, webhooks: [{ url: "https://hooks.example/a" }] });
    const r = await importStudio(db, again);
    expect(r.webhookSecrets).toEqual([]);
    const after = await db.webhookSubscription.findMany({ where: { studioId: studio.studioId } });
    expect(after.map((s) => [s.url, s.events, openSecret(s)])).toEqual([["https://hooks.example/a", [], first]]);

    // No list: the studio's subscriptions are left alone.
    await importStudio(db, parseStudioFile({ ...studio.file, webhooks: undefined }));
    expect(await db.webhookSubscription.count({ where: { studioId: studio.studioId } })).toBe(1);

    // A new URL without a secret: generated and returned for the CLI to print.
    const r2 = await importStudio(db, parseStudioFile({ ...studio.file, webhooks: [{ url: "https://hooks.example/c" }] }));
    expect(r2.webhookSecrets.map((w) => w.url)).toEqual(["https://hooks.example/c"]);
    expect(r2.webhookSecrets[0]!.secret).toMatch(/^whsec_/);
  });

  it("refuses an unknown event, a bad secret and a duplicate URL", () => {
    const f = demoStudioJson() as Record<string, unknown>;
    f.webhooks = [
      { url: "https://hooks.example/a", events: ["booking.made"] },
      { url: "https://hooks.example/a", secret: "whsec_short" },
    ];
    expect(() => parseStudioFile(f)).toThrow(/webhooks\.0\.events[\s\S]*webhooks\.1\.secret|webhooks\.1\.secret[\s\S]*webhooks\.0\.events/);
  });
});

describe("dashboard operations", () => {
  it("owners list, create (secret once), rotate and delete; staff get 403; another studio 404; each change audited", async () => {
    const clock = manualClock("2026-11-27T10:00:00Z");
    const studio = await createStudio(db);
    const other = await createStudio(db);
    const owner = actorOf(studio, "owner");
    expect(await code(studioWebhooks.list(db, actorOf(studio, "staff")))).toBe("FORBIDDEN");
    expect(await code(studioWebhooks.create(db, clock, owner, { url: "ftp://x.example/" }))).toBe("VALIDATION_ERROR");
    const made = await studioWebhooks.create(db, clock, owner, { url: "https://hooks.example/x", events: ["booking.confirmed"] });
    expect(made.secret).toMatch(/^whsec_/);
    clock.advance(1_000);
    const listed = await studioWebhooks.list(db, owner);
    expect(listed).toEqual([
      {
        id: made.id,
        url: "https://hooks.example/x",
        events: ["booking.confirmed"],
        failing: false,
        failingSince: null,
        disabledAt: null,
        lastError: null,
        createdAt: made.createdAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain("whsec_");
    const rotated = await studioWebhooks.rotate(db, clock, owner, made.id);
    expect(rotated.secret).not.toBe(made.secret);
    clock.advance(1_000);
    expect(openSecret(await db.webhookSubscription.findUniqueOrThrow({ where: { id: made.id } }))).toBe(rotated.secret);
    expect(await code(studioWebhooks.rotate(db, clock, actorOf(other, "owner"), made.id))).toBe("RESOURCE_NOT_FOUND");
    expect(await code(studioWebhooks.remove(db, clock, actorOf(other, "owner"), made.id))).toBe("RESOURCE_NOT_FOUND");
    expect(await code(studioWebhooks.remove(db, clock, owner, "nope"))).toBe("RESOURCE_NOT_FOUND");
    await studioWebhooks.remove(db, clock, owner, made.id);
    expect(await studioWebhooks.list(db, owner)).toEqual([]);
    // One row per change (refusals write none), naming the owner; never the secret.
    const rows = await db.studioAudit.findMany({
      where: { studioId: studio.studioId },
      orderBy: [{ at: "asc" }, { seq: "asc" }],
      omit: { seq: true },
    });
    expect(rows.map((r) => [r.action, r.actorUserId, (r.detail as { url?: string }).url])).toEqual([
      ["webhook.create", owner.userId, "https://hooks.example/x"],
      ["webhook.rotate", owner.userId, "https://hooks.example/x"],
      ["webhook.delete", owner.userId, "https://hooks.example/x"],
    ]);
    expect(JSON.stringify(rows)).not.toContain("whsec_");
  });

  it("createdAt carries the studio's offset, as every studio time (docs/dashboard.md, Data), never Z", async () => {
    const studio = await createStudio(db);
    const owner = actorOf(studio, "owner");
    const made = await studioWebhooks.create(db, manualClock("2026-11-27T10:00:00Z"), owner, { url: "https://hooks.example/zone" });
    const tz = (await db.studio.findUniqueOrThrow({ where: { id: studio.studioId } })).timezone;
    const [listed] = await studioWebhooks.list(db, owner);
    for (const at of [made.createdAt, listed.createdAt]) {
      expect(at).not.toMatch(/Z$/);
      expect(at).toBe(DateTime.fromISO(at).setZone(tz).toISO({ suppressMilliseconds: true }));
    }
  });
});

describe("at most 5 per studio (docs/webhooks.md, Limits)", () => {
  /** The refusal's code, message and details, or "ok". */
  async function refusal(p: Promise<unknown>) {
    try {
      await p;
      return "ok";
    } catch (e) {
      if (e instanceof ApiError) return { code: e.code, status: e.status, message: e.message, details: e.details };
      throw e;
    }
  }

  it("a sixth URL is 409 INVALID_STATE naming the limit; the same URL again still replaces its subscription", async () => {
    const clock = manualClock("2026-11-27T10:00:00Z");
    const studio = await createStudio(db);
    const owner = actorOf(studio, "owner");
    expect(MAX_SUBSCRIPTIONS).toBe(5);
    for (let i = 0; i < 5; i++) await studioWebhooks.create(db, clock, owner, { url: `https://hooks.example/n${i}` });
    expect(await refusal(studioWebhooks.create(db, clock, owner, { url: "https://hooks.example/sixth" }))).toEqual({
      code: "INVALID_STATE",
      status: 409,
      message: "A studio has at most 5 webhook subscriptions; remove one before adding another",
      details: { limit: 5 },
    });
    expect(await refusal(studioWebhooks.create(db, clock, owner, { url: "https://hooks.example/n0", events: ["booking.cancelled"] }))).toBe(
      "ok",
    );
    expect(await db.webhookSubscription.count({ where: { studioId: studio.studioId } })).toBe(5);
    // The dashboard words it from the code and the message, in each language.
    const error = {
      code: "INVALID_STATE",
      message: "A studio has at most 5 webhook subscriptions; remove one before adding another",
      details: { limit: 5 },
    };
    expect(studioErrorLines(error, "en")).toEqual(["This studio already has 5 webhooks, the most it may have: remove one first."]);
    expect(studioErrorLines(error, "es")).toEqual(["Este estudio ya tiene 5 webhooks, el máximo: quita uno antes."]);
    expect(studioErrorLines(error, "ca")).toEqual(["Aquest estudi ja té 5 webhooks, el màxim: treu-ne un abans."]);
  });

  it("requests at once cannot pass the limit together: with 3 made, 4 new URLs at once leave 5", async () => {
    const clock = manualClock("2026-11-27T10:00:00Z");
    const studio = await createStudio(db);
    const owner = actorOf(studio, "owner");
    for (let i = 0; i < 3; i++) await studioWebhooks.create(db, clock, owner, { url: `https://hooks.example/r${i}` });
    const outcomes = await Promise.all(
      [0, 1, 2, 3].map((i) => refusal(studioWebhooks.create(db, clock, owner, { url: `https://hooks.example/race${i}` }))),
    );
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(2);
    expect(outcomes.filter((o) => o !== "ok").map((o) => (o as { code: string }).code)).toEqual(["INVALID_STATE", "INVALID_STATE"]);
    expect(await db.webhookSubscription.count({ where: { studioId: studio.studioId } })).toBe(5);
  });

  it("a studio file listing more than 5 is refused", () => {
    const f = demoStudioJson() as Record<string, unknown>;
    f.webhooks = Array.from({ length: 6 }, (_, i) => ({ url: `https://hooks.example/f${i}` }));
    expect(() => parseStudioFile(f)).toThrow(/webhooks/);
  });
});
