// A room's name and description in the site's other languages, saved with the room's own Save
// (docs/studio-settings.md, Dashboard pages): kept in site.content.translations, shown by the
// site pages in that language, audited, refused for a language the site does not have.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { getLiveSite } from "../../lib/domain/sites";
import { readSettings } from "../../lib/domain/settings/read";
import { addRoom, deleteRoom, updateRoom } from "../../lib/domain/settings/rooms";
import { localizeSite } from "../../lib/site/server/content";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { newRoomBody } from "../../components/studio/settings/AddRoom";
import { testDb, fail } from "../helpers/test-db";

const db = testDb(4);

const studio = () =>
  bookableStudio({ db }, (f) => {
    f.site.defaultLocale = "es";
    f.site.locales = ["es", "en"];
  });
const roomTexts = (c: unknown, l: string, id: string) =>
  (c as { translations?: Record<string, { rooms?: Record<string, unknown> }> }).translations?.[l]?.rooms?.[id];

describe("room texts per language", () => {
  it("an English name saved with the room's fields shows on the English site at once, and is audited", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const id = s.roomIds[0];
    await updateRoom(db, systemClock, owner, id, {
      hourlyCents: 4200,
      translations: { en: { name: "Big Room", description: "Bright and quiet" } },
    });
    const file = await readSettings(db, s.studioId);
    expect(roomTexts(file.site.content, "en", id)).toEqual({ name: "Big Room", description: "Bright and quiet" });
    expect(file.rooms.find((r) => r.id === id)?.hourlyCents).toBe(4200);
    const payload = (await getLiveSite(db, s.slug)).payload;
    expect(localizeSite(payload, "en").rooms.find((r) => r.id === id)?.name).toBe("Big Room");
    expect(localizeSite(payload, "es").rooms.find((r) => r.id === id)?.name).toBe(s.file.rooms[0].name);
    const rows = await db.studioAudit.findMany({ where: { studioId: s.studioId, action: "settings.update" } });
    expect(rows.at(-1)?.detail).toMatchObject({
      section: "rooms",
      roomId: id,
      changes: { translations: { from: { en: null }, to: { en: { name: "Big Room" } } } },
    });
  });

  it("a blank text removes that language's text; other rooms' and the studio's texts stay", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const [a, b] = s.roomIds;
    await updateRoom(db, systemClock, owner, a, { translations: { en: { name: "A", description: "About A" } } });
    if (b) await updateRoom(db, systemClock, owner, b, { translations: { en: { name: "B" } } });
    await updateRoom(db, systemClock, owner, a, { translations: { en: { name: "", description: "About A" } } });
    const file = await readSettings(db, s.studioId);
    expect(roomTexts(file.site.content, "en", a)).toEqual({ description: "About A" });
    if (b) expect(roomTexts(file.site.content, "en", b)).toEqual({ name: "B" });
    await updateRoom(db, systemClock, owner, a, { translations: { en: { description: "" } } });
    expect(roomTexts((await readSettings(db, s.studioId)).site.content, "en", a)).toBeUndefined();
  });

  it("refuses the main language, a language the site lacks and an overlong name, naming the field; nothing changes", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const id = s.roomIds[0];
    const main = await fail(updateRoom(db, systemClock, owner, id, { translations: { es: { name: "X" } } }));
    expect(main?.code).toBe("VALIDATION_ERROR");
    expect(main?.message).toContain("rooms.0.translations.es:");
    const missing = await fail(updateRoom(db, systemClock, owner, id, { translations: { ca: { name: "X" } } }));
    expect(missing?.message).toContain("rooms.0.translations.ca:");
    const long = await fail(updateRoom(db, systemClock, owner, id, { translations: { en: { name: "x".repeat(121) } } }));
    expect(long?.message).toContain("rooms.0.translations.en.name:");
    expect(roomTexts((await readSettings(db, s.studioId)).site.content, "en", id)).toBeUndefined();
    const staff = await fail(updateRoom(db, systemClock, actorFor(s, "staff"), id, { translations: { en: { name: "X" } } }));
    expect(staff?.code).toBe("FORBIDDEN");
  });
});

describe("room payment modes from the dashboard", () => {
  it("card is refused while the studio takes no card payments, and an empty list always; on_site saves", async () => {
    const s = await bookableStudio({ db }, (f) => {
      f.booking.cardPayments = false;
      for (const r of f.rooms) r.paymentModes = ["on_site"];
    });
    const owner = actorFor(s, "owner");
    const id = s.roomIds[0];
    const card = await fail(updateRoom(db, systemClock, owner, id, { paymentModes: ["on_site", "card"] }));
    expect(card?.code).toBe("VALIDATION_ERROR");
    expect(card?.message).toMatch(/^rooms\.0\.paymentModes: card is not available/);
    const none = await fail(updateRoom(db, systemClock, owner, id, { paymentModes: [] }));
    expect(none?.message).toMatch(/^rooms\.0\.paymentModes: choose at least one/);
    expect((await readSettings(db, s.studioId)).rooms[0].paymentModes).toEqual(["on_site"]);
    // Saving other fields of a room still works.
    await updateRoom(db, systemClock, owner, id, { capacity: 3 });
  });

  it("a room that already offers card keeps saving with card while card payments are off", async () => {
    const s = await bookableStudio({ db }, (f) => {
      f.booking.cardPayments = false;
      for (const r of f.rooms) r.paymentModes = ["card", "on_site"];
    });
    await updateRoom(db, systemClock, actorFor(s, "owner"), s.roomIds[0], { paymentModes: ["card", "on_site"], capacity: 5 });
    expect((await readSettings(db, s.studioId)).rooms[0].capacity).toBe(5);
  });

  it("card saves once the studio takes card payments", async () => {
    const s = await bookableStudio({ db }, (f) => {
      f.booking.cardPayments = true;
    });
    await updateRoom(db, systemClock, actorFor(s, "owner"), s.roomIds[0], { paymentModes: ["card", "on_site"] });
    expect((await readSettings(db, s.studioId)).rooms[0].paymentModes).toEqual(["card", "on_site"]);
  });
});

describe("deleting a room", () => {
  it("a room added with the dashboard's defaults is valid and bookable; deleting it removes its texts in the other languages", async () => {
    const s = await studio();
    const owner = actorFor(s, "owner");
    const { rooms } = await addRoom(db, systemClock, owner, newRoomBody("Sala Temporal", 2500, "EUR"));
    const id = rooms.at(-1)!.id;
    expect(rooms.at(-1)).toMatchObject({ name: "Sala Temporal", hourlyCents: 2500, active: true, minMinutes: 60, maxMinutes: 240 });
    expect((await getLiveSite(db, s.slug)).payload.rooms.map((r) => r.name)).toContain("Sala Temporal");
    await updateRoom(db, systemClock, owner, id, { translations: { en: { name: "Temporary room" } } });
    expect(roomTexts((await readSettings(db, s.studioId)).site.content, "en", id)).toEqual({ name: "Temporary room" });
    await deleteRoom(db, systemClock, owner, id);
    const file = await readSettings(db, s.studioId);
    expect(file.rooms.some((r) => r.id === id)).toBe(false);
    expect(roomTexts(file.site.content, "en", id)).toBeUndefined();
  });
});
