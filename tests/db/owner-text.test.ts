// Texts an owner writes in the settings (docs/studio-settings.md, Text limits): capped, no control
// characters or line breaks in one-line fields, no bidi overrides; and the own domain a real host
// name, blank meaning none. Through the settings saves on a real database.
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import { readSettings } from "../../lib/domain/settings/read";
import { saveSection } from "../../lib/domain/settings/save";
import { updateRoom } from "../../lib/domain/settings/rooms";
import { hostNameProblem } from "../../lib/contract/hosts";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { fail, testDb } from "../helpers/test-db";

const db = testDb();

describe("owner text fields", () => {
  it("a 12,000-character studio name, CR/LF, a control character or U+202E → 400 naming studio.name; nothing saved", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    for (const [name, why] of [
      ["S".repeat(12_000), /^studio\.name: must be at most 120 characters$/],
      ["Sala\r\nNueva", /^studio\.name: must not contain control characters or line breaks$/],
      ["Sala\u0007", /^studio\.name: must not contain control characters/],
      ["Sala \u202Eadevea", /^studio\.name: must not contain bidirectional override characters$/],
      ["Sala \u2066x\u2069", /^studio\.name: must not contain bidirectional override characters$/],
      ["", /^studio\.name: must not be empty$/],
    ] as const) {
      const e = await fail(saveSection(db, systemClock, owner, "studio", { name }));
      expect(e?.code, JSON.stringify(name.slice(0, 20))).toBe("VALIDATION_ERROR");
      expect(e?.message).toMatch(why);
    }
    expect((await readSettings(db, s.studioId)).studio.name).toBe(s.file.studio.name);
  });

  it("line breaks are fine in multi-line texts (description), not in one-line ones (city); each capped", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const ok = await saveSection(db, systemClock, owner, "studio", { description: "Two rooms.\nOne stage.", name: "Sala Ñ 🎸" });
    expect(ok.saved).toBe(true);
    expect((await fail(saveSection(db, systemClock, owner, "studio", { city: "Barce\nlona" })))?.message).toMatch(/^studio\.city: /);
    expect((await fail(saveSection(db, systemClock, owner, "studio", { description: "x".repeat(4001) })))?.message).toMatch(
      /^studio\.description: must be at most 4000 characters$/,
    );
    expect((await fail(saveSection(db, systemClock, owner, "studio", { description: "ok \u202D" })))?.message).toMatch(
      /^studio\.description: must not contain bidirectional override characters$/,
    );
  });

  it("a room name with an RLO, a line break or 121 characters → 400 naming the room's name", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const room = (await readSettings(db, s.studioId)).rooms[0];
    for (const name of ["Sala \u202EA", "Sala\nA", "R".repeat(121)]) {
      const e = await fail(updateRoom(db, systemClock, owner, room.id, { name }));
      expect(e?.code).toBe("VALIDATION_ERROR");
      expect(e?.message).toMatch(/^rooms\.0\.name: /);
    }
    const e = await fail(updateRoom(db, systemClock, owner, room.id, { instructions: { es: "Timbre \u202E2" } }));
    expect(e?.message).toMatch(/^rooms\.0\.instructions\.es: /);
  });

  it("website texts in other languages follow the same rule", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const e = await fail(saveSection(db, systemClock, owner, "texts", { content: { heroTitle: "Hola\nmundo" } }));
    expect(e?.message).toMatch(/^site\.content\.heroTitle/);
  });
});

describe("own domain", () => {
  it('"-bad-.com", no dot, a numeric TLD, empty labels or a 64-character label → 400 naming site.customDomain', async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    for (const d of [
      "-bad-.com",
      "bad-.example.com",
      "studio",
      "a.123",
      "a..example.com",
      `${"a".repeat(64)}.com`,
      "sala_gracia.com",
      "x.com/path",
    ]) {
      const e = await fail(saveSection(db, systemClock, owner, "site", { customDomain: d }));
      expect(e?.code, d).toBe("VALIDATION_ERROR");
      expect(e?.message, d).toMatch(/^site\.customDomain: /);
    }
  });

  it("blank means none; a real host name is saved lower-case, without a trailing dot", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const domain = `Reservas-${s.slug}.Example.COM.`;
    await saveSection(db, systemClock, owner, "site", { customDomain: domain });
    expect((await readSettings(db, s.studioId)).site.customDomain).toBe(`reservas-${s.slug}.example.com`);
    for (const blank of ["", "   "]) {
      await saveSection(db, systemClock, owner, "site", { customDomain: blank });
      expect((await readSettings(db, s.studioId)).site.customDomain).toBeNull();
    }
  });

  it("hostNameProblem: the rule itself", () => {
    for (const ok of [
      "reserves.sala-gracia.cat",
      "a.b.c.example",
      "xn--bcher-kva.example",
      "studio.xn--p1ai",
      "127.0.0.1",
      `${"a".repeat(63)}.com`,
    ])
      expect(hostNameProblem(ok), ok).toBeNull();
    for (const bad of ["-a.com", "a-.com", "com", "a.c0m", "a.1", ".a.com", "a.com.", `${"a.".repeat(127)}com`])
      expect(hostNameProblem(bad), bad).not.toBeNull();
  });
});
