// The studio details, booking and site forms' bodies as the settings save answers them
// (docs/studio-settings.md, Dashboard pages): what the forms send is saved and reaches the site
// payload; each refusal lands under the path the form reads next to its field (form-math).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { systemClock } from "../../lib/infra/clock";
import type { ApiError } from "../../lib/contract/errors";
import { getLiveSite } from "../../lib/domain/sites";
import { saveSection } from "../../lib/domain/settings/save";
import { codesFromInput, coordinateFromInput, errorAt, fieldErrors } from "../../components/studio/settings/form-math";
import { actorFor } from "../helpers/dashboard";
import { bookableStudio } from "../api/holds.helpers";
import { testDb } from "../helpers/test-db";

const db = testDb(4);

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("saved, expected a refusal");
    },
    (e: unknown) => e as ApiError,
  );
/** What the form shows next to the field at `path` for this refusal. */
const inline = (e: ApiError, path: string) => errorAt(fieldErrors(e.message), path);

describe("the studio details, booking and site forms", () => {
  it("details: description, type, address, blank coordinates and website are saved and reach the site payload", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const body = {
      description: "Salas de ensayo renovadas",
      shortDescription: null,
      studioType: "rehearsal",
      addressLine1: "Carrer de Verdi 1",
      addressLine2: null,
      city: "Barcelona",
      postalCode: "08012",
      country: "ES",
      latitude: coordinateFromInput("41,4036", 90),
      longitude: coordinateFromInput("", 180),
      website: "https://sala.example/nueva",
    };
    expect((await saveSection(db, systemClock, owner, "studio", body)).saved).toBe(true);
    expect((await getLiveSite(db, s.slug)).payload.studio).toMatchObject({ ...body, latitude: 41.4036, longitude: null });
    const bad = await refusal(saveSection(db, systemClock, owner, "studio", { website: "ftp://sala.example", country: "es" }));
    expect(bad.code).toBe("VALIDATION_ERROR");
    expect(inline(bad, "studio.website")).toMatch(/https/);
    expect(inline(bad, "studio.country")).toMatch(/ISO 3166/);
  });

  it("booking: the calling codes typed as a list are saved; a bad one is shown at the SMS field", async () => {
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const r = await saveSection(db, systemClock, owner, "booking", {
      bookingOnline: false,
      captcha: true,
      smsCountryCodes: codesFromInput("34, +33"),
    });
    expect(r.saved && r.settings.booking).toMatchObject({ bookingOnline: false, captcha: true, smsCountryCodes: ["34", "33"] });
    expect((await getLiveSite(db, s.slug)).payload.bookingOnline).toBe(false);
    const bad = await refusal(saveSection(db, systemClock, owner, "booking", { smsCountryCodes: codesFromInput("34, 0033") }));
    expect(inline(bad, "booking.smsCountryCodes")).toMatch(/country calling code/);
  });

  it("site: a domain another studio has is refused next to the field; blank clears it", async () => {
    const domain = `book-${randomUUID().slice(0, 8)}.example.com`;
    await bookableStudio({ db }, (f) => {
      f.site.customDomain = domain;
    });
    const s = await bookableStudio({ db });
    const owner = actorFor(s, "owner");
    const taken = await refusal(saveSection(db, systemClock, owner, "site", { customDomain: domain.toUpperCase() }));
    expect(taken.code).toBe("VALIDATION_ERROR");
    expect(inline(taken, "site.customDomain")).toBe("is already used by another studio");
    const own = `own-${randomUUID().slice(0, 8)}.example.com`;
    const r = await saveSection(db, systemClock, owner, "site", { customDomain: own });
    expect(r.saved && r.settings.site.customDomain).toBe(own);
    const cleared = await saveSection(db, systemClock, owner, "site", { customDomain: null });
    expect(cleared.saved && cleared.settings.site.customDomain).toBeNull();
  });
});
