// Concurrent settings saves (docs/decisions-platform.md, Settings versions): a save carries the version of
// its section or room as read; one read at a version that changed since answers 409 STALE_VERSION
// with the current values, and a save of one part never reverts another's (the website texts save
// keeps the rooms' translations saved in between).
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection, withVersions } from "../../lib/domain/settings/save";
import { updateRoom } from "../../lib/domain/settings/rooms";
import { contentFrom, initialValues } from "../../components/studio/settings/TextsSettings";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { testDb, fail } from "../helpers/test-db";

const db = testDb(4);

const studio = () =>
  bookableStudio({ db }, (f) => {
    f.site.defaultLocale = "es";
    f.site.locales = ["es", "en"];
  });
const roomTexts = (c: unknown, l: string, id: string) =>
  (c as { translations?: Record<string, { rooms?: Record<string, unknown> }> }).translations?.[l]?.rooms?.[id];

describe("settings versions", () => {
  it("two saves read at the same version: the second answers 409 STALE_VERSION with the current values; nothing reverts", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const read = withVersions(await readSettings(db, s.studioId));
    const first = await saveSection(db, systemClock, owner, "studio", { name: "Sala Primera" }, { version: read.versions.studio });
    expect(first.saved).toBe(true);
    const e = await fail(saveSection(db, systemClock, owner, "studio", { name: "Sala Segunda" }, { version: read.versions.studio }));
    expect(e?.code).toBe("STALE_VERSION");
    expect(e?.status).toBe(409);
    expect(e?.details).toMatchObject({ part: "studio", current: { name: "Sala Primera" } });
    expect(e?.details?.version).toBe(withVersions(await readSettings(db, s.studioId)).versions.studio);
    expect((await readSettings(db, s.studioId)).studio.name).toBe("Sala Primera");
    // With the version it answered, the save goes through.
    const again = await saveSection(db, systemClock, owner, "studio", { name: "Sala Segunda" }, { version: e?.details?.version });
    expect(again.saved).toBe(true);
  });

  it("a room's save read at an old version answers 409; another room's or section's save does not make it stale", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const [a] = s.roomIds;
    const read = withVersions(await readSettings(db, s.studioId));
    await saveSection(db, systemClock, owner, "booking", { captcha: true }, { version: read.versions.booking });
    await saveSection(db, systemClock, owner, "texts", { content: { heroTitle: { es: "Hola" } } }, { version: read.versions.texts });
    await updateRoom(db, systemClock, owner, a, { hourlyCents: 3100, version: read.versions.rooms[a] });
    const e = await fail(updateRoom(db, systemClock, owner, a, { hourlyCents: 3200, version: read.versions.rooms[a] }));
    expect(e?.code).toBe("STALE_VERSION");
    expect(e?.details).toMatchObject({ part: "rooms", roomId: a, current: { room: { hourlyCents: 3100 } } });
    expect((await readSettings(db, s.studioId)).rooms.find((r) => r.id === a)?.hourlyCents).toBe(3100);
  });

  it("the website texts saved after a room's translations keep the room's texts (the form read before them)", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const [a] = s.roomIds;
    // The texts form is read, then the room's English name is saved (another tab, or before a reload).
    const read = withVersions(await readSettings(db, s.studioId));
    const content = (read.site.content ?? {}) as Record<string, unknown>;
    await updateRoom(db, systemClock, owner, a, { translations: { en: { name: "Big Room" } }, version: read.versions.rooms[a] });
    // The texts form sends the content as it read it, with its own keys changed.
    const values = { ...initialValues(content, ["es", "en"], "es"), "heroTitle.en": "Welcome" };
    const r = await saveSection(
      db,
      systemClock,
      owner,
      "texts",
      { content: contentFrom(content, values, ["es", "en"], "es") },
      { version: read.versions.texts },
    );
    expect(r.saved).toBe(true);
    const file = await readSettings(db, s.studioId);
    expect(roomTexts(file.site.content, "en", a)).toEqual({ name: "Big Room" });
    expect((file.site.content as { heroTitle?: unknown }).heroTitle).toMatchObject({ en: "Welcome" });
  });
});

describe("what does not make a form stale", () => {
  it("a logo set through its own endpoint leaves the studio details' version as it was", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const read = withVersions(await readSettings(db, s.studioId));
    await saveSection(db, systemClock, owner, "studio", { logoUrl: "/uploads/logo.webp" });
    expect(withVersions(await readSettings(db, s.studioId)).versions.studio).toBe(read.versions.studio);
    const r = await saveSection(db, systemClock, owner, "studio", { name: "Sala Logo" }, { version: read.versions.studio });
    expect(r.saved).toBe(true);
  });
});
