// Room details in the studio file: photos with alt text, amenities, house rules — import and read back;
// older files with bare photo URLs still import.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseStudioFile } from "../../lib/domain/studios/import";
import { getLiveSite } from "../../lib/domain/sites";
import { createStudio } from "../helpers/fixtures";
import { testDb } from "../helpers/test-db";

const db = testDb(2);

describe("room details", () => {
  it("imports photos with alt text, amenities and house rules, and reads them back", async () => {
    const s = await createStudio(db, (f) => {
      (f.studio as Record<string, unknown>).houseRules = { es: "Sin fumar.", ca: "No es pot fumar.", en: "No smoking." };
      const r = f.rooms[0] as Record<string, unknown>;
      r.photos = [{ url: "/demo/a.jpg", alt: { es: "Sala", en: "Room" }, width: 1600, height: 1067 }, "/demo/b.jpg"];
      r.amenities = [{ es: "Piano de cola", ca: "Piano de cua", en: "Grand piano" }];
    });
    const site = await getLiveSite(db, s.slug, { cached: false });
    const room = site.rooms.find((r) => r.id === s.roomIds[0])!;
    expect(room.photos).toEqual(["/demo/a.jpg", "/demo/b.jpg"]);
    expect(room.photoDetails).toEqual([
      { url: "/demo/a.jpg", alt: { es: "Sala", en: "Room" }, width: 1600, height: 1067 },
      { url: "/demo/b.jpg", alt: {} },
    ]);
    expect(room.amenities).toEqual([{ es: "Piano de cola", ca: "Piano de cua", en: "Grand piano" }]);
    expect(site.houseRules).toEqual({ es: "Sin fumar.", ca: "No es pot fumar.", en: "No smoking." });
    // The public payload keeps the contract's shape: URLs only, no page-only fields.
    const pub = site.payload.rooms.find((r) => r.id === s.roomIds[0]) as Record<string, unknown>;
    expect(pub.photos).toEqual(["/demo/a.jpg", "/demo/b.jpg"]);
    expect(pub).not.toHaveProperty("amenities");
    expect(pub).not.toHaveProperty("photoDetails");
  });

  it("imports an older file with bare photo URLs and no amenities or house rules", async () => {
    const s = await createStudio(db, (f) => {
      const r = f.rooms[0] as Record<string, unknown>;
      r.photos = ["/demo/old.jpg"];
      delete r.amenities;
      delete (f.studio as Record<string, unknown>).houseRules;
    });
    const site = await getLiveSite(db, s.slug, { cached: false });
    const room = site.rooms.find((r) => r.id === s.roomIds[0])!;
    expect(room.photoDetails).toEqual([{ url: "/demo/old.jpg", alt: {} }]);
    expect(room.amenities).toEqual([]);
    expect(site.houseRules).toBeNull();
  });

  it("refuses more than 12 photos, unknown locales and an unsafe photo URL", () => {
    const base = JSON.parse(readFileSync("prisma/demo/estudi-llum.json", "utf8"));
    const r = base.rooms[0];
    r.photos = Array.from({ length: 13 }, (_, i) => `/demo/${i}.jpg`);
    r.amenities = [{ fr: "Piano" }];
    base.rooms[1].photos = [{ url: "javascript:alert(1)" }];
    let msg = "";
    try {
      parseStudioFile(base);
    } catch (e) {
      msg = (e as Error).message;
    }
    expect(msg).toContain("rooms.0.photos");
    expect(msg).toContain("rooms.0.amenities.0");
    expect(msg).toContain("rooms.1.photos.0");
  });
});
