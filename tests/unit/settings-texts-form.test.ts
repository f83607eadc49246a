// The texts form's mapping between site.content and its fields (docs/studio-settings.md, Texts in
// other languages): what is read is written back unchanged; empty fields are left out so pages
// fall back to the main language; keys the form does not edit (the rooms' texts) stay.
import { describe, expect, it } from "vitest";
import { contentFrom, initialValues } from "../../components/studio/settings/TextsSettings";

const room = "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11";
const locales = ["es", "ca", "en"] as const;

describe("texts form", () => {
  it("reads and writes back the same content, other keys and the rooms' texts kept", () => {
    const content = {
      sections: { map: false },
      heroTitle: { es: "Ensaya", ca: "Assaja", en: "Rehearse" },
      translations: { ca: { studio: { description: "Sales" }, rooms: { [room]: { name: "Sala A", description: "Gran" } } } },
    };
    const v = initialValues(content, [...locales], "es");
    expect(v["studio.description.ca"]).toBe("Sales");
    expect(v["studio.description.es"]).toBeUndefined();
    expect(contentFrom(content, v, [...locales], "es")).toEqual(content);
  });

  it("a one-string hero is the main language's; emptied fields are left out", () => {
    const content = {
      heroTitle: "Ensaya",
      heroSubtitle: { es: "Gràcia" },
      translations: { en: { studio: { shortDescription: "Rooms" } } },
    };
    const v = initialValues(content, [...locales], "es");
    expect(v["heroTitle.es"]).toBe("Ensaya");
    expect(v["heroTitle.en"]).toBe("");
    v["heroTitle.en"] = " Rehearse ";
    v["heroSubtitle.es"] = "  ";
    v["studio.shortDescription.en"] = "";
    expect(contentFrom(content, v, [...locales], "es")).toEqual({ heroTitle: { es: "Ensaya", en: "Rehearse" } });
  });
});
