// Test studios: each test imports its own studio (unique slug and room ids) through the real
// import code, so tests never collide and never depend on the demo data.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../../lib/infra/db";
import type { z } from "zod";
import { importStudio, parseStudioFile, type StudioFile } from "../../lib/domain/studios/import";

/** A studio file as JSON, before validation: what tests edit before the import checks it. */
export type StudioJson = z.input<typeof StudioFile>;

/**
 * The demo studio's file, without its extras and promo codes: those are the demo's (an extra's id is
 * one studio's, its rooms the demo's ids); a test that wants them adds its own.
 */
export function demoStudioJson(): StudioJson {
  const f: StudioJson = JSON.parse(readFileSync(join(process.cwd(), "prisma/demo/sala-gracia.json"), "utf8"));
  delete f.extras;
  delete f.promoCodes;
  return f;
}

/** Every day open 00:00–24:00 unless overridden: easy arithmetic for API tests. */
export const ALWAYS_OPEN = Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d, openTime: "00:00", closeTime: "00:00", isClosed: false }));

export type TestStudio = { slug: string; studioId: string; file: StudioFile; roomIds: string[] };

/**
 * Import a studio based on the demo file with a fresh slug and fresh room ids.
 * `edit` may change the parsed JSON before import (studio, booking, site, rooms, calendarBlocks, extras: none unless added).
 */
export async function createStudio(db: Db, edit: (f: StudioJson) => void = () => {}): Promise<TestStudio> {
  const f = demoStudioJson();
  f.studio.slug = `t-${randomUUID().slice(0, 8)}`;
  const idMap = new Map<string, string>();
  for (const r of f.rooms) {
    const id = randomUUID();
    idMap.set(r.id, id);
    r.id = id;
  }
  f.calendarBlocks = (f.calendarBlocks ?? []).map((b) => ({ ...b, roomId: idMap.get(b.roomId) ?? b.roomId }));
  edit(f);
  const file = parseStudioFile(f);
  const r = await importStudio(db, file);
  return { slug: file.studio.slug, studioId: r.studioId, file, roomIds: file.rooms.map((x) => x.id) };
}
