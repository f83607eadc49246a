// The architecture, checked: lib/ is layered (contract → infra → domain → worker / http / site)
// and components/ sits on contract, i18n and lib/site; no module imports a layer above its own;
// there is no import cycle, between modules or between feature folders; and a client
// component reaches neither server code nor zod. Cycles count type-only imports too (a type
// cycle is still a knot in the design); the client check counts value imports only (`import
// type` vanishes from the bundle). The graph is read from the source with a regex: imports here
// are always static `import … from "…"` / `export … from "…"` or `import("…")`.
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const SOURCES = ["lib", "app", "components", "middleware.ts", "instrumentation.ts"];

/** A module: its value imports, its type-only imports (both resolved to files), its packages. */
type Mod = { file: string; imports: string[]; typeImports: string[]; packages: string[]; client: boolean };
/** A directed graph: node → the nodes it points at. */
type Graph = Map<string, readonly string[]>;

function walk(p: string, out: string[]): string[] {
  const full = join(ROOT, p);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) if (name !== "generated") walk(join(p, name), out);
  } else if (/\.tsx?$/.test(p)) out.push(p);
  return out;
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The import specifiers of a source text, each marked when the whole import is type-only. */
export function importsOf(src: string): { spec: string; typeOnly: boolean }[] {
  return [...src.matchAll(IMPORT)].map((m) => ({ spec: m[3] ?? m[4], typeOnly: Boolean(m[2]) }));
}

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
    const mod: Mod = { file, imports: [], typeImports: [], packages: [], client: /^\s*["']use client["']/.test(src) };
    for (const { spec, typeOnly } of importsOf(src)) {
      if (spec.startsWith(".") || spec.startsWith("@/")) {
        const target = resolveSpec(file, spec);
        if (target && /\.tsx?$/.test(target)) (typeOnly ? mod.typeImports : mod.imports).push(target);
      } else if (!typeOnly) mod.packages.push(spec);
    }
    mods.set(file, mod);
  }
  return mods;
}

/** Every import of a module, value or type. */
const allImports = (m: Mod) => [...m.imports, ...m.typeImports];

/** The layer of a lib/ or components/ file, or null elsewhere (app/ may import any layer). */
function layerOf(file: string): string | null {
  if (file.startsWith("components/")) return "components";
  const m = /^lib\/(site\/(?:client|server)|[^/]+)\//.exec(file);
  return m ? m[1] : null;
}

/** What each layer may import (besides itself). */
const ALLOWED: Record<string, string[]> = {
  contract: [],
  i18n: ["contract"],
  infra: ["contract", "generated"],
  domain: ["contract", "infra", "i18n", "generated"],
  worker: ["contract", "infra", "domain"],
  // Staff sign-in and sessions (Better Auth): the studio API wrapper and dashboard pages build on it.
  auth: ["contract", "infra", "domain", "i18n", "generated"],
  http: ["contract", "infra", "domain", "i18n", "auth"],
  "site/client": ["contract", "i18n"],
  "site/server": ["contract", "infra", "domain", "i18n", "site/client", "auth"],
  // UI: data arrives as props or through lib/site; never infra, domain, http or worker.
  components: ["contract", "i18n", "site/client", "site/server"],
};

/** Server-only code a client bundle must never reach. */
const SERVER_ONLY = /^lib\/(infra|http|worker|site\/server)\//;

/**
 * Kernels: modules that the sibling features of their folder build on. Each counts as a
 * feature of its own, so its folder's other modules may use those features while the feature
 * check still proves that the kernel imports nothing that imports its folder.
 */
export const KERNELS = new Set([
  // The booking as read (row, resource, manage URL) and its token: payments, notifications and
  // calendars build on them; bookings' use cases (confirm, manage) build on those features.
  "lib/domain/bookings/view.ts",
  "lib/domain/bookings/manage-token.ts",
  // A payment link's token (docs/payments.md, Payment links): its URL is built with the booking's.
  "lib/domain/bookings/pay-token.ts",
  // Where the platform writes to a studio (its private address, else its public one): notifications,
  // payments and the console read it (docs/signup.md, The owner's address).
  "lib/domain/studios/inbox.ts",
  // The one cancellation routine, shared by the guest's cancel and the payment timeout.
  "lib/domain/bookings/cancel.ts",
  // What a booking's money says (its payment status), and prepaid hours given back: the cancellation
  // routine settles a cancelled booking's hours with them (docs/prepaid-hours.md, Cancelling).
  "lib/domain/payments/settle.ts",
  "lib/domain/prepaid/return.ts",
  // The card-deposit rule the site payload and holds read; webhook and timeout sit above bookings.
  "lib/domain/payments/availability.ts",
  // Which payment modes a guest can confirm (docs/payments-connect.md, Payment modes a guest can confirm):
  // the site payload, holds, confirm, the settings and the sign-up read it; it reads only the contract.
  "lib/domain/payments/modes.ts",
  // The SMS caps and destination rules: code texts of holds, the owner's phone check and the
  // studio's reminders all spend the same budget (docs/decisions-abuse.md, SMS caps).
  "lib/domain/holds/sms-guard.ts",
  "lib/domain/holds/quota.ts",
  // The bookings of whole days: the agenda and day sheet read them, and so does the studio's
  // daily digest the message sender writes (docs/studio-settings.md, Daily digest).
  "lib/domain/dashboard/agenda.ts",
  // The facts the booking actions' rules read, built once (lib/contract/booking-actions/define.ts):
  // the studio's actions and the operator's mark (bookings/mark.ts) read the same.
  "lib/domain/studio-actions/allowed.ts",
]);

/**
 * The feature folder of a module: lib/<layer>/<folder> or components/<folder>; a file directly
 * in a layer is a feature of its own, and so is a kernel. Null outside lib/ and components/.
 */
export function featureOf(file: string, kernels: ReadonlySet<string> = KERNELS): string | null {
  if (kernels.has(file)) return file;
  const m = /^(lib\/(?:site\/(?:client|server)|[^/]+)|components)\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(file);
  return m ? `${m[1]}/${m[2]}` : null;
}

export function layerViolations(mods: Map<string, Mod>): string[] {
  const out: string[] = [];
  for (const mod of mods.values()) {
    const from = layerOf(mod.file);
    if (!from) continue;
    if (!(from in ALLOWED)) out.push(`${mod.file}: lib/${from}/ is not a known layer`);
    for (const target of allImports(mod)) {
      const to = layerOf(target);
      if (to && to !== from && !ALLOWED[from]?.includes(to)) out.push(`${mod.file} (${from}) imports ${target} (${to})`);
    }
  }
  return out;
}

/** Strongly connected components of a graph with more than one node, or a node pointing at itself (Tarjan). */
export function findCycles(graph: Graph): string[][] {
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
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
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
      if (scc.length > 1 || graph.get(v)!.includes(v)) cycles.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return cycles;
}

/** Module import cycles, type-only imports included. */
export function importCycles(mods: Map<string, Mod>): string[][] {
  return findCycles(new Map([...mods.values()].map((m) => [m.file, allImports(m)])));
}

/** Cycles between feature folders (featureOf), type-only imports included. */
export function featureCycles(mods: Map<string, Mod>, kernels: ReadonlySet<string> = KERNELS): string[][] {
  const graph = new Map<string, string[]>();
  for (const mod of mods.values()) {
    const from = featureOf(mod.file, kernels);
    if (!from) continue;
    const edges = graph.get(from) ?? [];
    graph.set(from, edges);
    for (const target of allImports(mod)) {
      const to = featureOf(target, kernels);
      if (to && to !== from && !edges.includes(to)) edges.push(to);
    }
  }
  for (const edges of [...graph.values()]) for (const to of edges) if (!graph.has(to)) graph.set(to, []);
  return findCycles(graph);
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

  it("reads the whole source tree, type-only imports included", () => {
    expect(mods.size).toBeGreaterThan(150);
    expect(mods.get("lib/worker/index.ts")?.imports).toContain("lib/domain/notifications/send.ts");
    expect(mods.get("lib/domain/notifications/templates.ts")?.typeImports).toContain("lib/contract/message-kinds.ts");
  });

  it("has no import cycle, type-only imports included", () => {
    expect(importCycles(mods)).toEqual([]);
  });

  it("has no cycle between feature folders", () => {
    expect(featureCycles(mods)).toEqual([]);
  });

  it("imports only downwards: contract ← infra ← domain ← worker, http, site; components on contract, i18n, lib/site", () => {
    expect(layerViolations(mods)).toEqual([]);
  });

  it("keeps server code and zod out of client components", () => {
    expect(clientLeaks(mods)).toEqual([]);
  });

  it("lists only kernels that exist and that other features import", () => {
    for (const k of KERNELS) {
      expect(mods.has(k), k).toBe(true);
      const importers = [...mods.values()].filter(
        (m) => allImports(m).includes(k) && featureOf(m.file, new Set()) !== featureOf(k, new Set()),
      );
      expect(importers.length, k).toBeGreaterThan(0);
    }
  });
});

// The checks themselves must be able to fail.
describe("the checks, on fake graphs", () => {
  const mod = (file: string, imports: string[] = [], extra: Partial<Mod> = {}): [string, Mod] => [
    file,
    { file, imports, typeImports: [], packages: [], client: false, ...extra },
  ];

  it("detect a cycle, an upward import and a client leak", () => {
    const fake = new Map<string, Mod>([
      mod("lib/domain/a.ts", ["lib/worker/b.ts"]),
      mod("lib/worker/b.ts", ["lib/domain/a.ts"]),
      mod("components/C.tsx", ["lib/domain/a.ts"], { packages: ["zod"], client: true }),
    ]);
    expect(importCycles(fake)).toEqual([["lib/domain/a.ts", "lib/worker/b.ts"]]);
    expect(layerViolations(fake)).toEqual([
      "lib/domain/a.ts (domain) imports lib/worker/b.ts (worker)",
      "components/C.tsx (components) imports lib/domain/a.ts (domain)",
    ]);
    expect(clientLeaks(fake)).toEqual(
      expect.arrayContaining([
        "components/C.tsx reaches server-only lib/worker/b.ts",
        "components/C.tsx reaches zod through components/C.tsx",
      ]),
    );
  });

  it("detect a cycle made of type-only imports, as the source spells them", () => {
    expect(importsOf(`import type { BookingFull } from "../bookings/view";\nimport { x } from "./y";`)).toEqual([
      { spec: "../bookings/view", typeOnly: true },
      { spec: "./y", typeOnly: false },
    ]);
    const fake = new Map<string, Mod>([
      mod("lib/domain/a/x.ts", ["lib/domain/a/y.ts"]),
      mod("lib/domain/a/y.ts", [], { typeImports: ["lib/domain/a/x.ts"] }),
    ]);
    expect(importCycles(fake)).toEqual([["lib/domain/a/x.ts", "lib/domain/a/y.ts"]]);
    expect(findCycles(new Map([["t", ["t"]]]))).toEqual([["t"]]);
  });

  it("detect a cycle between feature folders that no module cycle makes, unless a kernel breaks it", () => {
    const fake = new Map<string, Mod>([
      mod("lib/domain/bookings/confirm.ts", ["lib/domain/payments/intents.ts"]),
      mod("lib/domain/payments/intents.ts"),
      mod("lib/domain/payments/webhook.ts", [], { typeImports: ["lib/domain/bookings/view.ts"] }),
      mod("lib/domain/bookings/view.ts", ["lib/domain/sites.ts"]),
      mod("lib/domain/sites.ts"),
    ]);
    expect(importCycles(fake)).toEqual([]);
    expect(featureCycles(fake, new Set())).toEqual([["lib/domain/bookings", "lib/domain/payments"]]);
    expect(featureCycles(fake, new Set(["lib/domain/bookings/view.ts"]))).toEqual([]);
    // A kernel that imports a feature built on its folder closes the cycle again.
    fake.set(...mod("lib/domain/bookings/view.ts", ["lib/domain/payments/webhook.ts"]));
    expect(featureCycles(fake, new Set(["lib/domain/bookings/view.ts"]))).toEqual([["lib/domain/bookings/view.ts", "lib/domain/payments"]]);
  });
});
