// One registry per list (docs/architecture.md, Registries): a copy of the app's sources gets a
// fake language and a fake template added to their registries, and the type checker is run on
// it. Every file it then complains about must be a registry, a catalog (lib/i18n/catalogs) or the
// templates' folder; anything else is a place that would silently miss the new entry.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/contract/locales";
import { TEMPLATE_IDS, TEMPLATE_PALETTES } from "@/lib/contract/templates";
import { TEMPLATES } from "@/components/templates";
import { getDict } from "../../lib/i18n";

const ROOT = join(import.meta.dirname, "../..");
// The booking actions' modules hold their own texts in every language (docs/booking-actions.md): a
// catalog too.
const ALLOWED = [
  /^lib\/contract\/(locales|templates)\.ts$/,
  /^lib\/i18n\/catalogs\//,
  /^lib\/contract\/booking-actions\/(?!index|define)[\w-]+\.ts$/,
  // A flag action's runner names its event, whose type its module (with the texts) declares.
  /^lib\/domain\/studio-actions\/check-in\.ts$/,
  /^components\/templates\//,
];

function edit(file: string, from: string | RegExp, to: string) {
  const text = readFileSync(file, "utf8");
  const next = text.replace(from, to);
  if (next === text) throw new Error(`registries test: ${file} no longer has ${String(from)}`);
  writeFileSync(file, next);
}

describe("registries", () => {
  const dir = mkdtempSync(join(tmpdir(), "registries-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("every template has a palette, components and a name in each language", () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...TEMPLATE_IDS].sort());
    expect(Object.keys(TEMPLATE_PALETTES).sort()).toEqual([...TEMPLATE_IDS].sort());
    for (const l of LOCALES) for (const id of TEMPLATE_IDS) expect(getDict(l).settings.basics.templates[id], `${l} ${id}`).toBeTruthy();
  });

  it("a new language or template fails to type-check only in the registries, the catalogs and the templates' folder", () => {
    for (const d of ["app", "lib", "components"]) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
    for (const f of ["middleware.ts", "instrumentation.ts", "next-env.d.ts", "tsconfig.json"]) cpSync(join(ROOT, f), join(dir, f));
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    const tsconfig = JSON.parse(readFileSync(join(dir, "tsconfig.json"), "utf8"));
    tsconfig.include = ["next-env.d.ts", "*.ts", "app/**/*", "lib/**/*", "components/**/*"];
    tsconfig.compilerOptions.incremental = false;
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(tsconfig));

    const locales = join(dir, "lib/contract/locales.ts");
    edit(locales, /export const LOCALES = \[([^\]]+)\] as const;/, 'export const LOCALES = [$1, "xx"] as const;');
    edit(
      locales,
      /export const BCP47: Record<Locale, string> = \{([^}]+)\};/,
      'export const BCP47: Record<Locale, string> = {$1, xx: "xx-XX" };',
    );
    edit(locales, /export const STRIPE_LOCALE = \{([^}]+)\}/, 'export const STRIPE_LOCALE = {$1, xx: "auto" }');
    edit(
      join(dir, "lib/contract/templates.ts"),
      "} as const satisfies Record<string, TemplatePalette>;",
      '  fake: { scheme: "light", bg: "#fff", fg: "#111", muted: "#555", surface: "#fff", line: "#ddd", defaultAccent: "#2f6f73" },\n} as const satisfies Record<string, TemplatePalette>;',
    );

    let out = "";
    try {
      execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", dir], {
        cwd: dir,
        encoding: "utf8",
      });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout ?? "");
    }
    const files = [...new Set([...out.matchAll(/^([^\s(]+)\(\d+,\d+\): error/gm)].map((m) => m[1]))];
    // The check itself: the catalogs must notice the new language, or the copy was not checked.
    expect(
      files.some((f) => f.startsWith("lib/i18n/catalogs/")),
      out.slice(0, 2000),
    ).toBe(true);
    expect(files.filter((f) => !ALLOWED.some((r) => r.test(f)))).toEqual([]);
  }, 180_000);
});
