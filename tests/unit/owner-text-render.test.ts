// Owner texts on the guest's pages (docs/studio-settings.md, Text limits), rendered to HTML: studio
// and room names are isolated (dir="auto", <bdi>, or FSI…PDI inside our sentences), so an RLO
// in a room name cannot reverse the studio name beside it, and they carry the class that
// breaks a long word (.owner-text in app/globals.css).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Brand, FooterAddress, FooterLinks } from "../../components/site/Frame";
import { isolate } from "../../lib/site/client/format";
import { en } from "../../lib/i18n/catalogs/en";
import type { Studio } from "../../lib/contract/schemas";

const studio = {
  name: "Sala \u202EGràcia",
  logoUrl: null,
  addressLine1: "C/ Test 1",
  addressLine2: null,
  city: "Barcelona",
  postalCode: "08012",
  country: "ES",
} as unknown as Studio;

describe("owner texts on guest pages", () => {
  it("the studio name in the header and footer is isolated and breaks long words", () => {
    const brand = renderToStaticMarkup(createElement(Brand, { studio, home: "/es", logoSize: 32, className: "b", logoClassName: "l" }));
    expect(brand).toMatch(/<span class="owner-text" dir="auto">Sala \u202EGràcia<\/span>/);
    const address = renderToStaticMarkup(createElement(FooterAddress, { studio, nameClassName: "n" }));
    expect(address).toMatch(/<p class="n owner-text" dir="auto">/);
  });

  it("a name inside a sentence of ours is wrapped in FSI…PDI", () => {
    expect(isolate("Sala")).toBe("\u2068Sala\u2069");
    const links = renderToStaticMarkup(createElement(FooterLinks, { studio, locale: "en", dict: en, className: "f" }));
    expect(links).toContain("\u2068Sala \u202EGràcia\u2069");
  });
});
