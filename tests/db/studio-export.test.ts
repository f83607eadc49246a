// The studio file as export (docs/photos.md, Export): import → export → import → export
// gives the same file, and the database rows the second import leaves are the first's.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { importStudio, parseStudioFile } from "../../lib/domain/studios/import";
import { exportStudio } from "../../lib/domain/studios/export";
import { demoStudioJson } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const db = testDb(4);

/** Every row the import writes for the studio, without the bookkeeping columns a rewrite moves. */
async function rows(studioId: string) {
  const drop = <T extends Record<string, unknown>>(r: T) => {
    const { updatedAt: _u, createdAt: _c, id: _i, ...rest } = r as T & { updatedAt?: unknown; createdAt?: unknown; id?: unknown };
    return rest;
  };
  const studio = await db.studio.findUniqueOrThrow({ where: { id: studioId } });
  const site = await db.siteConfig.findUniqueOrThrow({ where: { studioId } });
  const rooms = await db.room.findMany({ where: { studioId }, orderBy: { position: "asc" } });
  const blocks = await db.calendarBlock.findMany({ where: { room: { studioId } }, orderBy: [{ startsAt: "asc" }, { roomId: "asc" }] });
  const feeds = await db.calendarFeed.findMany({ where: { studioId }, orderBy: [{ roomId: "asc" }, { url: "asc" }] });
  return {
    studio: drop(studio),
    site: drop(site),
    rooms: rooms.map((r) => ({ ...drop(r), id: r.id })),
    blocks: blocks.map(drop),
    feeds: feeds.map(drop),
  };
}

describe("studio export", () => {
  it("import → export → import → export is identical, file and rows", async () => {
    const f = demoStudioJson();
    f.studio.slug = `exp-${randomUUID().slice(0, 8)}`;
    const ids = new Map(f.rooms.map((r) => [r.id, randomUUID()]));
    for (const r of f.rooms) r.id = ids.get(r.id)!;
    // Everything the file can say: photos with alt and size, amenities, house rules, closed days,
    // a calendar block of the file, a feed, an inactive room, a custom domain.
    const [a, b] = f.rooms;
    a.photos = ["/demo/a.jpg", { url: "https://cdn.example.com/x-1600.webp", alt: { es: "Sala", en: "Room" }, width: 1600, height: 1067 }];
    a.amenities = [{ es: "Piano", ca: "Piano", en: "Piano" }];
    f.studio.houseRules = { es: "Sin humo", en: "No smoking" };
    f.studio.hourExceptions = [
      { date: "2031-12-25", closed: true },
      { date: "2031-12-24", open: "10:00", close: "14:00" },
    ];
    f.calendarBlocks = [{ roomId: a.id, startsAt: "2031-03-01T10:00:00+01:00", endsAt: "2031-03-01T12:00:00+01:00", note: "Maintenance" }];
    f.calendarFeeds = [{ roomId: a.id, url: "https://calendar.example.com/a.ics" }];
    if (b) b.active = false;
    f.site.customDomain = `${f.studio.slug}.example.org`;

    const first = await importStudio(db, parseStudioFile(f));
    const rows1 = await rows(first.studioId);
    const export1 = await exportStudio(db, { slug: f.studio.slug });
    expect(export1.rooms[0].photos).toEqual([
      { url: "/demo/a.jpg", alt: {} },
      { url: "https://cdn.example.com/x-1600.webp", alt: { es: "Sala", en: "Room" }, width: 1600, height: 1067 },
    ]);
    expect(export1.calendarBlocks).toEqual([
      { roomId: a.id, startsAt: "2031-03-01T09:00:00.000Z", endsAt: "2031-03-01T11:00:00.000Z", note: "Maintenance" },
    ]);
    expect(export1.calendarFeeds).toEqual([{ roomId: a.id, url: "https://calendar.example.com/a.ics" }]);
    // The export is a valid studio file, through JSON as the CLI writes it.
    const again = await importStudio(db, parseStudioFile(JSON.parse(JSON.stringify(export1))));
    expect(again.studioId).toBe(first.studioId);
    expect(await exportStudio(db, { id: first.studioId })).toEqual(export1);
    expect(await rows(first.studioId)).toEqual(rows1);
  });

  it("blocks synced from a feed or made by staff are not part of the file", async () => {
    const f = demoStudioJson();
    f.studio.slug = `exp-${randomUUID().slice(0, 8)}`;
    for (const r of f.rooms) r.id = randomUUID();
    f.calendarBlocks = [];
    const { studioId } = await importStudio(db, parseStudioFile(f));
    await db.calendarBlock.create({
      data: { roomId: f.rooms[0].id, startsAt: new Date("2031-01-01T10:00Z"), endsAt: new Date("2031-01-01T11:00Z"), source: "manual" },
    });
    expect((await exportStudio(db, { id: studioId })).calendarBlocks).toEqual([]);
  });

  it("an unknown studio is RESOURCE_NOT_FOUND", async () => {
    await expect(exportStudio(db, { slug: "no-such-studio-here" })).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });
});
