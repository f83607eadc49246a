// One catalog per language (docs/architecture.md, Registries): a client component gets the part of
// one language it needs as a prop, or picks it from a slice of lib/i18n/catalogs; no module it
// loads in the browser, directly or through others, reaches a whole catalog (lib/i18n's index,
// the catalogs' index or a language's index), which would send every text of every language.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const WHOLE = /^lib\/i18n\/(index|catalogs\/index|catalogs\/[a-z]{2}\/index)\.ts$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? join(ROOT, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** The modules a file loads at run time: its imports and re-exports, type-only ones left out. */
function valueImports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const specs = [...src.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm)].map((m) => m[1]!);
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** The first chain from `start` to a whole catalog, or null. */
function chainToWhole(start: string): string[] | null {
  const seen = new Set<string>();
  const queue: string[][] = [[start]];
  while (queue.length) {
    const path = queue.shift()!;
    const file = path[path.length - 1]!;
    if (WHOLE.test(relative(ROOT, file))) return path.map((f) => relative(ROOT, f));
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of valueImports(file)) queue.push([...path, next]);
  }
  return null;
}

describe("catalogs in the browser", () => {
  const clients = [...walk(join(ROOT, "app")), ...walk(join(ROOT, "components"))].filter((f) =>
    /^\s*["']use client["']/.test(readFileSync(f, "utf8")),
  );

  it("finds the client components", () => {
    expect(clients.length).toBeGreaterThan(20);
  });

  it("no client component loads a whole catalog", () => {
    const chains = clients.map(chainToWhole).filter((c) => c !== null);
    expect(chains).toEqual([]);
  });
});
