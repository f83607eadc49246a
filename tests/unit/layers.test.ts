// The architecture, checked: lib/ is layered (contract → infra → domain → worker / http / site)
// and no module may import a layer above its own, there is no import cycle, and a client
// component reaches neither server code nor zod. Only value imports count (`import type`
// vanishes at compile time). The graph is read from the source with a regex: imports here are
// always static `import … from "…"` / `export … from "…"` or `import("…")`.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const SOURCES = ["lib", "app", "components", "middleware.ts", "instrumentation.ts"];

type Mod = { file: string; imports: string[]; packages: string[]; client: boolean };

function walk(p: string, out: string[]): string[] {
  const full = join(ROOT, p);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) if (name !== "generated") walk(join(p, name), out);
  } else if (/\.tsx?$/.test(p)) out.push(p);
  return out;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? join(ROOT, spec.slice(2)) : resolve(ROOT, dirname(from), spec);
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const p = base + ext;
    if (existsSync(p) && statSync(p).isFile()) return relative(ROOT, p);
  }
  return null;
}

export function readGraph(): Map<string, Mod> {
  const mods = new Map<string, Mod>();
  for (const file of SOURCES.flatMap((s) => walk(s, []))) {
    const src = readFileSync(join(ROOT, file), "utf8");
    const mod: Mod = { file, imports: [], packages: [], client: /^\s*["']use client["']/.test(src) };
    for (const m of src.matchAll(IMPORT)) {
      if (m[2]) continue; // import type / export type
      const spec = m[3] ?? m[4];
      if (spec.startsWith(".") || spec.startsWith("@/")) {
        const target = resolveSpec(file, spec);
        if (target && /\.tsx?$/.test(target)) mod.imports.push(target);
      } else mod.packages.push(spec);
    }
    mods.set(file, mod);
  }
  return mods;
}

/** The layer of a lib/ file, or null outside lib/. */
function layerOf(file: string): string | null {
  const m = /^lib\/(site\/(?:client|server)|[^/]+)\//.exec(file);
  return m ? m[1] : null;
}

/** What each layer may import (besides itself). */
const ALLOWED: Record<string, string[]> = {
  contract: [],
  i18n: ["contract"],
  infra: ["contract", "generated"],
  domain: ["contract", "infra", "i18n"],
  worker: ["contract", "infra", "domain"],
  http: ["contract", "infra", "domain", "i18n"],
  "site/client": ["contract", "i18n"],
  "site/server": ["contract", "infra", "domain", "i18n", "site/client"],
};

/** Server-only code a client bundle must never reach. */
const SERVER_ONLY = /^lib\/(infra|http|worker|site\/server)\//;

export function layerViolations(mods: Map<string, Mod>): string[] {
  const out: string[] = [];
  for (const mod of mods.values()) {
    const from = layerOf(mod.file);
    if (!from) continue;
    if (!(from in ALLOWED)) out.push(`${mod.file}: lib/${from}/ is not a known layer`);
    for (const target of mod.imports) {
      const to = layerOf(target);
      if (to && to !== from && !ALLOWED[from]?.includes(to)) out.push(`${mod.file} (${from}) imports ${target} (${to})`);
    }
  }
  return out;
}

/** Strongly connected components with more than one module (Tarjan), or a module importing itself. */
export function importCycles(mods: Map<string, Mod>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of mods.get(v)?.imports ?? []) {
      if (!mods.has(w)) continue;
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || mods.get(v)!.imports.includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of mods.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

/** For each client component: server-only modules, node: built-ins or zod reached through value imports. */
export function clientLeaks(mods: Map<string, Mod>): string[] {
  const out: string[] = [];
  for (const root of [...mods.values()].filter((m) => m.client)) {
    const seen = new Set<string>([root.file]);
    const queue = [root.file];
    while (queue.length) {
      const mod = mods.get(queue.shift()!)!;
      if (SERVER_ONLY.test(mod.file)) out.push(`${root.file} reaches server-only ${mod.file}`);
      for (const p of mod.packages) if (p.startsWith("node:") || p === "zod") out.push(`${root.file} reaches ${p} through ${mod.file}`);
      for (const t of mod.imports) {
        if (seen.has(t) || !mods.has(t)) continue;
        seen.add(t);
        queue.push(t);
      }
    }
  }
  return [...new Set(out)];
}

describe("architecture", () => {
  const mods = readGraph();

  it("reads the whole source tree", () => {
    expect(mods.size).toBeGreaterThan(150);
    expect(mods.get("lib/worker/index.ts")?.imports).toContain("lib/domain/notifications/send.ts");
  });

  it("has no import cycle", () => {
    expect(importCycles(mods)).toEqual([]);
  });

  it("imports only downwards: contract ← infra ← domain ← worker, http, site", () => {
    expect(layerViolations(mods)).toEqual([]);
  });

  it("keeps server code and zod out of client components", () => {
    expect(clientLeaks(mods)).toEqual([]);
  });

  // The checks themselves must be able to fail.
  it("detects a cycle, an upward import and a client leak", () => {
    const fake = new Map<string, Mod>([
      ["lib/domain/a.ts", { file: "lib/domain/a.ts", imports: ["lib/worker/b.ts"], packages: [], client: false }],
      ["lib/worker/b.ts", { file: "lib/worker/b.ts", imports: ["lib/domain/a.ts"], packages: [], client: false }],
      ["components/C.tsx", { file: "components/C.tsx", imports: ["lib/domain/a.ts"], packages: ["zod"], client: true }],
    ]);
    expect(importCycles(fake)).toEqual([["lib/domain/a.ts", "lib/worker/b.ts"]]);
    expect(layerViolations(fake)).toEqual(["lib/domain/a.ts (domain) imports lib/worker/b.ts (worker)"]);
    expect(clientLeaks(fake)).toEqual(
      expect.arrayContaining([
        "components/C.tsx reaches server-only lib/worker/b.ts",
        "components/C.tsx reaches zod through components/C.tsx",
      ]),
    );
  });
});
