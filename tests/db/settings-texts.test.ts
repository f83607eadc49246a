// The site's texts saved from the dashboard (docs/studio-settings.md, Texts in other languages):
// the `texts` section replaces `site.content`, validated by the studio file's own schema; the
// pages in another language show the translations at once, and keys the form does not edit stay.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { getLiveSite } from "../../lib/domain/sites";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection } from "../../lib/domain/settings/save";
import { localizeSite, siteTexts } from "../../lib/site/server/content";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { testDb, fail } from "../helpers/test-db";

const db = testDb(4);

describe("texts section", () => {
  it("saves the hero and the translations; the other language's pages show them at once; other keys stay; rooms' texts are the rooms'", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const before = (await readSettings(db, s.studioId)).site;
    const roomId = s.roomIds[0];
    const other = before.locales.find((l) => l !== before.defaultLocale)!;
    const content = {
      ...before.content,
      keepMe: { x: 1 },
      heroTitle: { [before.defaultLocale]: "Main title", [other]: "Other title" },
      translations: { [other]: { studio: { description: "Translated description" }, rooms: { [roomId]: { name: "Translated room" } } } },
    };
    const r = await saveSection(db, systemClock, owner, "texts", { content });
    expect(r.saved).toBe(true);
    const live = (await getLiveSite(db, s.slug)).payload;
    const shown = localizeSite(live, other);
    expect(shown.studio.description).toBe("Translated description");
    // A room's texts are saved with the room (docs/decisions-platform.md, Settings versions): the texts save keeps them as they are.
    expect(shown.rooms.find((x) => x.id === roomId)!.name).toBe(s.file.rooms[0].name);
    expect(siteTexts(live, other).heroTitle).toBe("Other title");
    expect((await readSettings(db, s.studioId)).site.content).toMatchObject({ keepMe: { x: 1 } });
    const audit = await db.studioAudit.findFirst({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(audit?.detail).toMatchObject({ section: "texts", changes: { content: { to: { heroTitle: { [other]: "Other title" } } } } });
  });

  it("refuses what the studio file refuses, naming the field; other sections' fields are not texts'", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const long = "x".repeat(4001);
    const e1 = await fail(
      saveSection(db, systemClock, owner, "texts", { content: { translations: { en: { studio: { description: long } } } } }),
    );
    expect(e1?.code).toBe("VALIDATION_ERROR");
    expect(e1?.message).toContain("site.content.translations.en.studio.description:");
    const e2 = await fail(saveSection(db, systemClock, owner, "texts", { content: { translations: { fr: {} } } }));
    expect(e2?.message).toContain("site.content.translations");
    const e3 = await fail(saveSection(db, systemClock, owner, "texts", { template: "stage" }));
    expect(e3?.message).toBe("site.template: cannot be changed here");
    const staff = await fail(saveSection(db, systemClock, actorFor(s, "staff"), "texts", { content: {} }));
    expect(staff?.code).toBe("FORBIDDEN");
  });
});
