// Studio import: validated with field names in errors, all-or-nothing, idempotent upsert.
import { randomUUID } from "node:crypto";
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { importStudio, parseStudioFile } from "../../lib/domain/studios/import";
import { createStudio, demoStudioJson } from "../helpers/fixtures";

let db: Db;
beforeAll(() => {
  process.env.DATABASE_URL = inject("databaseUrl");
  db = createDb(inject("databaseUrl"), 2);
});
afterAll(() => db?.$disconnect());

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
