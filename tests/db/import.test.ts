// Studio import: validated with field names in errors, all-or-nothing, idempotent upsert.
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, inject } from "vitest";
import { importStudio, parseStudioFile, StudioFileError } from "../../lib/domain/studios/import";
import { reloadEnv } from "../../lib/infra/env";
import { createStudio, demoStudioJson } from "../helpers/fixtures";
import { PRODUCTION_ENV } from "../helpers/production-env";
import { testDb } from "../helpers/test-db";

const db = testDb(2);

describe("studio import", () => {
  it("accepts the shipped demo studios (prisma/demo, the documented examples)", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const files = readdirSync("prisma/demo").filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(() => parseStudioFile(JSON.parse(readFileSync(join("prisma/demo", f), "utf8")))).not.toThrow();
  });

  it("names every bad field", () => {
    const f = demoStudioJson();
    const bad = {
      ...f,
      rooms: [{ ...f.rooms[0], stepMinutes: "thirty" }, ...f.rooms.slice(1)],
      studio: { ...f.studio, timezone: "Mars/Olympus" },
      site: { ...f.site, template: "neon" },
    };
    let message = "";
    try {
      parseStudioFile(bad);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain("rooms.0.stepMinutes");
    expect(message).toContain("studio.timezone");
    expect(message).toContain("site.template");
  });

  it("upserts by slug and room id; a second import changes, not duplicates", async () => {
    const s = await createStudio(db);
    const f = demoStudioJson();
    f.studio.slug = s.slug;
    f.studio.name = "Renamed";
    f.rooms = s.file.rooms.map((r) => ({ ...r, hourlyCents: 999 }));
    f.calendarBlocks = [];
    await importStudio(db, parseStudioFile(f));
    const back = await db.studio.findUniqueOrThrow({ where: { slug: s.slug }, include: { rooms: true } });
    expect(back.id).toBe(s.studioId);
    expect(back.name).toBe("Renamed");
    expect(back.rooms).toHaveLength(3);
    expect(back.rooms.every((r) => r.hourlyCents === 999)).toBe(true);
    expect(await db.calendarBlock.count({ where: { room: { studioId: s.studioId } } })).toBe(0);
  });

  it("writes nothing when any part fails (one transaction)", async () => {
    const other = await createStudio(db);
    const f = demoStudioJson();
    f.studio.slug = `t-${randomUUID().slice(0, 8)}`;
    f.rooms[0].id = randomUUID();
    f.rooms[1].id = other.roomIds[0]; // belongs to another studio
    f.rooms[2].id = randomUUID();
    f.calendarBlocks = [];
    await expect(importStudio(db, parseStudioFile(f))).rejects.toThrow(/another studio/);
    expect(await db.studio.count({ where: { slug: f.studio.slug } })).toBe(0);
    expect(await db.room.count({ where: { id: f.rooms[0].id } })).toBe(0);
  });

  it("npm run studio:import exits 1 naming the field, 0 on success", async () => {
    const dir = mkdtempSync(join(tmpdir(), "import-"));
    const bad = demoStudioJson();
    bad.rooms[0].currency = "euro";
    writeFileSync(join(dir, "bad.json"), JSON.stringify(bad));
    const good = demoStudioJson();
    good.studio.slug = `cli-${randomUUID().slice(0, 8)}`;
    good.rooms.forEach((r: { id: string }) => (r.id = randomUUID()));
    good.calendarBlocks = [];
    writeFileSync(join(dir, "good.json"), JSON.stringify(good));
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: inject("databaseUrl") };
    const failed = await run("npx", ["tsx", "scripts/studio-import.ts", join(dir, "bad.json")], { env }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("rooms.0.currency");
    const okRun = await run("npx", ["tsx", "scripts/studio-import.ts", join(dir, "good.json")], { env });
    expect(okRun.stdout).toContain(good.studio.slug);
    expect(await db.studio.count({ where: { slug: good.studio.slug } })).toBe(1);
  }, 60_000);
});

/** Run `fn` with these variables set (undefined: unset), then restore the environment. */
function withEnv<T>(vars: Record<string, string | undefined>, fn: () => T): T {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
  try {
    return fn();
  } finally {
    process.env = saved;
    reloadEnv();
  }
}

const PLATFORM = { APP_ENV: "preproduction", ROOT_DOMAIN: "studios.test", PUBLIC_BASE_URL: "https://book.example" };

function withDomain(domain: string | null) {
  const f = demoStudioJson();
  f.site.customDomain = domain;
  return f;
}

function parseError(json: unknown): string {
  try {
    parseStudioFile(json);
  } catch (e) {
    expect(e).toBeInstanceOf(StudioFileError);
    return (e as Error).message;
  }
  return "";
}

describe("studio import: custom domains", () => {
  it("refuses the platform's own hosts: the root domain, its www., any host under it, the app's host", () => {
    withEnv(PLATFORM, () => {
      for (const d of [
        "studios.test",
        "www.studios.test",
        "WWW.Studios.Test",
        "sala-gracia.studios.test",
        "a.b.studios.test",
        "book.example",
      ])
        expect(parseError(withDomain(d)), d).toMatch(/site\.customDomain: /);
      expect(parseError(withDomain("reserves.sala-gracia.cat"))).toBe("");
      expect(parseError(withDomain(null))).toBe("");
    });
  });

  it("refuses a local name (127.0.0.1, *.localhost) in production; pre-production may test with one", () => {
    withEnv(PLATFORM, () => {
      expect(parseError(withDomain("127.0.0.1"))).toBe("");
      expect(parseError(withDomain("studio.localhost"))).toBe("");
    });
    withEnv(PRODUCTION_ENV, () => {
      for (const d of ["127.0.0.1", "studio.localhost", "10.0.0.7"])
        expect(parseError(withDomain(d)), d).toMatch(/site\.customDomain: is a local name/);
      expect(parseError(withDomain("reserves.sala-gracia.cat"))).toBe("");
    });
  });

  it("a domain another studio has: a clear error naming it, nothing written; the owner may re-import it", async () => {
    const domain = `dup-${randomUUID().slice(0, 8)}.example`;
    const owner = await createStudio(db, (f) => (f.site.customDomain = domain));
    const err = await createStudio(db, (f) => ((f.site.customDomain = domain.toUpperCase()), (f.studio.slug = "t-taker"))).catch((e) => e);
    expect(err).toBeInstanceOf(StudioFileError);
    expect(err.message).toBe(
      `Invalid studio file:\n  site.customDomain: "${domain}" is already the custom domain of studio "${owner.slug}"`,
    );
    expect(await db.studio.count({ where: { slug: "t-taker" } })).toBe(0);
    // The owner's own re-import keeps its domain.
    const again = demoStudioJson();
    again.studio.slug = owner.slug;
    again.rooms = owner.file.rooms;
    again.calendarBlocks = [];
    again.site.customDomain = domain;
    await expect(importStudio(db, parseStudioFile(again))).resolves.toMatchObject({ studioId: owner.studioId });
  });

  it("two imports racing for one domain: one wins, the other gets the same clear error (unique index)", async () => {
    const domain = `race-${randomUUID().slice(0, 8)}.example`;
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => createStudio(db, (f) => (f.site.customDomain = domain))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(StudioFileError);
      expect(r.reason.message).toMatch(
        new RegExp(`site\\.customDomain: "${domain.replace(/\./g, "\\.")}" is already the custom domain of`),
      );
    }
    expect(await db.siteConfig.count({ where: { customDomain: domain } })).toBe(1);
  });

  it("npm run studio:import: a taken domain exits 1 with the one-line reason, no stack", async () => {
    const domain = `cli-${randomUUID().slice(0, 8)}.example`;
    const owner = await createStudio(db, (f) => (f.site.customDomain = domain));
    const dir = mkdtempSync(join(tmpdir(), "import-domain-"));
    const f = demoStudioJson();
    f.studio.slug = `cli-${randomUUID().slice(0, 8)}`;
    f.rooms.forEach((r: { id: string }) => (r.id = randomUUID()));
    f.calendarBlocks = [];
    f.site.customDomain = domain;
    writeFileSync(join(dir, "taken.json"), JSON.stringify(f));
    const env = { ...process.env, DATABASE_URL: inject("databaseUrl") };
    const failed = await promisify(execFile)("npx", ["tsx", "scripts/studio-import.ts", join(dir, "taken.json")], { env }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`site.customDomain: "${domain}" is already the custom domain of studio "${owner.slug}"`);
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
    expect(await db.studio.count({ where: { slug: f.studio.slug } })).toBe(0);
  }, 60_000);
});
