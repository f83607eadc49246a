// The demo studios speak the page's language: no English text on es/ca pages, no Spanish on
// ca pages (lists built from the studio files' own texts and the dictionaries), ratings and
// hours formatted for the locale ("4,8", "24:00"), the time zone as a city.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { E2E, siteUrl } from "./env";
import { DICTS, expect, pickFirstFreeDay, test } from "./fixtures";
import { fmt } from "../../lib/i18n/core";

type Loc = "es" | "ca" | "en";
type StudioFile = {
  studio: { description: string; shortDescription: string; averageRating: number };
  site: {
    defaultLocale: Loc;
    content: Record<string, unknown> & {
      translations?: Record<string, { studio?: Record<string, string>; rooms?: Record<string, Record<string, string>> }>;
    };
  };
  rooms: { id: string; description: string; instructions: Record<string, string> }[];
};

const demo = (slug: string) => JSON.parse(readFileSync(join(process.cwd(), "prisma/demo", `${slug}.json`), "utf8")) as StudioFile;

/** Every text of a studio file in `locale` (its own texts in the default locale, else translations). */
function textsIn(f: StudioFile, locale: Loc): string[] {
  const out: string[] = [];
  if (locale === f.site.defaultLocale) {
    out.push(f.studio.description, f.studio.shortDescription, ...f.rooms.map((r) => r.description));
  } else {
    const t = f.site.content.translations?.[locale];
    out.push(...Object.values(t?.studio ?? {}), ...Object.values(t?.rooms ?? {}).flatMap((r) => Object.values(r)));
  }
  for (const r of f.rooms) if (r.instructions[locale]) out.push(r.instructions[locale]);
  for (const v of Object.values(f.site.content))
    if (v && typeof v === "object" && typeof (v as Record<string, string>)[locale] === "string")
      out.push((v as Record<string, string>)[locale]);
  return out;
}

/** UI strings of the dictionaries a guest sees on home and room pages. */
const uiStrings = (l: Loc) => [
  DICTS[l].room.viewRoom,
  DICTS[l].booking.pickDate,
  DICTS[l].home.roomsTitle,
  DICTS[l].booking.stepWhen,
  DICTS[l].nav.rooms,
];

for (const tpl of ["stage", "daylight"] as const) {
  const s = E2E[tpl];
  const file = demo(s.slug);
  for (const locale of ["es", "ca"] as const) {
    const others: Loc[] = locale === "ca" ? ["en", "es"] : ["en"];
    test(`${tpl} (${locale}): home and room pages have no ${others.join("/")} text, local number formats, zone as a city`, async ({
      page,
    }) => {
      const own = new Set(textsIn(file, locale).concat(uiStrings(locale)));
      // Strings of the other languages that differ from this page's own ones.
      const foreign = others.flatMap((o) => textsIn(file, o).concat(uiStrings(o))).filter((x) => !own.has(x) && x.length > 3);
      expect(foreign.length).toBeGreaterThan(5);
      for (const path of [`/${locale}`, `/${locale}/rooms/${s.roomOnSite}`]) {
        await page.goto(`${siteUrl(s.slug)}${path}`);
        if (path.includes("rooms")) {
          await pickFirstFreeDay(page, DICTS[locale]);
          await page.locator(".chip").first().click();
        }
        const text = await page.locator("body").innerText();
        for (const f of foreign) expect(text, `${path} shows "${f}"`).not.toContain(f);
        expect(text).not.toMatch(/Europe\/|23:59/);
        if (path === `/${locale}`) {
          const rating = String(file.studio.averageRating).replace(".", ",");
          expect(text).toContain(rating);
        } else {
          // Both demo studios are in Europe/Madrid.
          await expect(page.locator(".booking")).toContainText(fmt(DICTS[locale].booking.zoneTime, { city: "Madrid" }));
        }
      }
    });
  }
}

test("stage (es): the Friday hours to midnight read 24:00", async ({ page }) => {
  await page.goto(`${siteUrl(E2E.stage.slug)}/es`);
  await expect(page.locator("#hours, [aria-labelledby='hours-title']").first()).toContainText("10:00–24:00");
});
