// What production installs (docs/deployment.md, What production installs): `npm ci --omit=dev`
// brings no compiler, test runner or prisma CLI, and still everything the build output imports.
// Read from package-lock.json the way npm reads it with the project's .npmrc (legacy-peer-deps:
// dependencies and optional dependencies are followed, peers are not), and from the dist/ bundle
// built in memory with the options `npm run build` uses.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { bundleCli, CLI_ENTRIES } from "../../scripts/cli-bundle.mjs";

const ROOT = resolve(__dirname, "../..");
type LockPackage = {
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
const lock = JSON.parse(readFileSync(join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, LockPackage> };
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};

/** Where `name` resolves from the package at `from` (a lockfile key), as Node walks up node_modules. */
function located(from: string, name: string): string | null {
  for (let dir = from; ; dir = dir.includes("/node_modules/") ? dir.slice(0, dir.lastIndexOf("/node_modules/")) : "") {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return null;
  }
}

/** The lockfile keys `npm ci --omit=dev` installs: the closure of the root's dependencies, peers not followed. */
function productionTree(): Set<string> {
  const seen = new Set<string>();
  const queue = [""];
  while (queue.length > 0) {
    const at = queue.pop()!;
    const p = lock.packages[at];
    for (const name of Object.keys({ ...p.dependencies, ...p.optionalDependencies })) {
      const to = located(at, name);
      if (to && !seen.has(to)) {
        seen.add(to);
        queue.push(to);
      }
    }
  }
  return seen;
}

const nameOf = (key: string) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);
/** The package a bare import specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

describe("a production install", () => {
  const tree = productionTree();
  const names = new Set([...tree].map(nameOf));

  it("follows no optional peer of a production package: .npmrc sets legacy-peer-deps", () => {
    const npmrc = readFileSync(join(ROOT, ".npmrc"), "utf8");
    expect(npmrc).toMatch(/^legacy-peer-deps=true$/m);
  });

  it("holds no compiler, test runner, bundler, linter or prisma CLI", () => {
    for (const tool of ["typescript", "tsx", "vitest", "esbuild", "prisma", "@prisma/engines", "@playwright/test", "playwright", "eslint"])
      expect(names.has(tool), tool).toBe(false);
    // What it does hold: the runtime of the generated client, and the server.
    for (const needed of ["@prisma/client", "@prisma/adapter-pg", "next", "react", "pg"]) expect(names.has(needed), needed).toBe(true);
  });

  it("has every required peer of what it installs (npm adds none by itself with legacy-peer-deps)", () => {
    const missing: string[] = [];
    for (const key of tree) {
      const p = lock.packages[key];
      for (const peer of Object.keys(p.peerDependencies ?? {})) {
        if (p.peerDependenciesMeta?.[peer]?.optional) continue;
        const to = located(key, peer);
        if (!to || !tree.has(to)) missing.push(`${nameOf(key)} needs ${peer}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has every package the dist/ bundle imports, at the top of node_modules", async () => {
    const result = await bundleCli({ outdir: join(tmpdir(), "studio-booking-dist-check"), write: false });
    const imported = new Set<string>();
    for (const output of Object.values(result.metafile.outputs))
      for (const i of output.imports)
        if (i.external && !i.path.startsWith("node:") && !builtinModules.includes(i.path)) imported.add(packageOf(i.path));
    expect(imported.size).toBeGreaterThan(5);
    for (const name of imported) {
      expect(tree.has(`node_modules/${name}`), `${name}, imported by dist/`).toBe(true);
      expect(pkg.dependencies[name], `${name}: a dependency of ours, not one we get by chance`).toBeDefined();
    }
  }, 60_000);

  it("runs the operator commands from dist/, with node alone", () => {
    const operator = [
      "db:migrate",
      "studio:import",
      "studio:export",
      "studio:invite",
      "studio:mark",
      "studio:feed",
      "calendar:sync",
      "worker",
    ];
    for (const script of operator) {
      const m = /^(?:exec )?node dist\/([a-z-]+)\.mjs$/.exec(pkg.scripts[script]);
      expect(m, `${script}: ${pkg.scripts[script]}`).not.toBeNull();
      expect(CLI_ENTRIES).toContain(m![1]);
    }
    expect(pkg.scripts.start).toBe("NODE_ENV=production exec node dist/start.mjs");
    // A production install has no prisma CLI: postinstall must not need it.
    expect(pkg.scripts.postinstall).toContain("--if-installed");
  });
});
