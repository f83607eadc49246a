// An operation in one place (docs/architecture.md, Add an endpoint), for the public API, sign-up and
// the operator API as tests/unit/studio-operations.test.ts checks it for the studio's: every operation
// is declared once in an area file of lib/http/operations/public/ or platform/, each route file serves
// exactly the operations of its own path through its wrapper (publicRoute under app/v1/public,
// signupRoute under app/v1/signup, platformRoute under app/v1/platform) naming the declaration, and no
// other source file keeps a list of them. Pure file reading and the declarations themselves; no server.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { Endpoint } from "../../lib/http/operations/endpoint";
import { PUBLIC_OPERATIONS } from "../../lib/http/operations/public";
import { PLATFORM_OPERATIONS } from "../../lib/http/operations/platform";
import { ALL_ENDPOINTS } from "../../lib/http/openapi/endpoints";

const ROOT = resolve(__dirname, "../..");
const API = join(ROOT, "app/v1");

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" || d.name === "generated" ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

type Family = { name: string; folders: string[]; wrapper: Record<string, string>; dir: string; list: readonly Endpoint[] };

const FAMILIES: Family[] = [
  { name: "public API", folders: ["public"], wrapper: { public: "publicRoute" }, dir: "public", list: PUBLIC_OPERATIONS },
  {
    name: "sign-up and operator API",
    folders: ["signup", "platform"],
    wrapper: { signup: "signupRoute", platform: "platformRoute" },
    dir: "platform",
    list: PLATFORM_OPERATIONS,
  },
];

/** The operation each exported method handler of a route file serves, resolved to the declaration itself. */
async function served(source: string, dir: string): Promise<{ method: string; wrapper: string; op: Endpoint | string }[]> {
  const imported = new Map<string, Endpoint>(); // local name → the declaration
  for (const m of source.matchAll(new RegExp(`import \\{([^}]*)\\} from "@/lib/http/operations/${dir}/([\\w-]+)";`, "g"))) {
    const area = (await import(join(ROOT, "lib/http/operations", dir, `${m[2]}.ts`))) as Record<string, Endpoint>;
    for (const part of m[1]!.split(",")) {
      const [name, local] = part.trim().split(/\s+as\s+/);
      if (area[name!]) imported.set((local ?? name)!, area[name!]!);
    }
  }
  return [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = (\w+)(?:<[^>]*>)?\(\s*(\w+)?/g)].map((m) => ({
    method: m[1]!.toLowerCase(),
    wrapper: m[2]!,
    op: imported.get(m[3] ?? "") ?? `(not an operation: ${m[3] ?? "an options object"})`,
  }));
}

describe.each(FAMILIES.map((f) => [f.name, f] as const))("%s operations", (_n, family) => {
  const routes = family.folders.flatMap((folder) =>
    walk(join(API, folder), (f) => f.endsWith("/route.ts")).map((file) => ({
      folder,
      file: relative(ROOT, file),
      path: "/" + relative(API, join(file, "..")).replace(/\[(\w+)\]/g, "{$1}"),
      source: readFileSync(file, "utf8"),
    })),
  );

  it("are each served by the route file of their path, through the folder's wrapper naming the declaration", async () => {
    expect(routes.length).toBeGreaterThan(0);
    const servedKeys: string[] = [];
    for (const r of routes) {
      const handlers = await served(r.source, family.dir);
      expect(handlers.length, `${r.file} serves no operation`).toBeGreaterThan(0);
      for (const h of handlers) {
        const where = `${r.file} ${h.method.toUpperCase()}`;
        // otherMethods() answers 405 for the methods the file does not serve; anything else goes through the wrapper.
        expect(h.wrapper, where).toBe(family.wrapper[r.folder]);
        expect(typeof h.op, `${where}: ${String(h.op)}`).toBe("object");
        const op = h.op as Endpoint;
        expect(family.list, `${where}: its operation is in the list`).toContain(op);
        expect(`${op.method} ${op.path}`, `${where} serves ${op.operationId}`).toBe(`${h.method} ${r.path}`);
        servedKeys.push(`${h.method} ${r.path}`);
      }
      // No handler of these folders takes its options by hand any more.
      expect(r.source, r.file).not.toMatch(/\broute(?:<[^>]*>)?\(\s*\{/);
      expect(r.source, r.file).not.toMatch(/(?:publicRoute|signupRoute|platformRoute)(?:<[^>]*>)?\(\s*\{/);
    }
    expect(servedKeys.sort()).toEqual(family.list.map((o) => `${o.method} ${o.path}`).sort());
  });

  it("are listed nowhere else: no other source names an operation id or a path template", () => {
    const others = walk(ROOT, (f) => /\.(ts|tsx)$/.test(f))
      .map((f) => relative(ROOT, f))
      // The text catalogs are keyed by area ("signUp" is the sign-up pages' texts), not by operation.
      .filter(
        (f) =>
          /^(app|lib|components)\//.test(f) && !f.startsWith(`lib/http/operations/${family.dir}/`) && !f.startsWith("lib/i18n/catalogs/"),
      );
    const problems: string[] = [];
    for (const file of others) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const o of family.list) {
        if (source.includes(`"${o.operationId}"`)) problems.push(`${file}: "${o.operationId}"`);
        if (o.path.includes("{") && source.includes(`"${o.path}"`)) problems.push(`${file}: "${o.path}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the documented operations", () => {
  it("have unique operation ids, and one declaration per method and path, across every API", () => {
    const ids = ALL_ENDPOINTS.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const keys = ALL_ENDPOINTS.map((o) => `${o.method} ${o.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it("are the public, studio, sign-up and operator declarations, and nothing else", () => {
    expect(ALL_ENDPOINTS.length).toBe(new Set(ALL_ENDPOINTS).size);
    for (const o of [...PUBLIC_OPERATIONS, ...PLATFORM_OPERATIONS]) expect(ALL_ENDPOINTS).toContain(o);
    expect(PUBLIC_OPERATIONS.every((o) => o.path.startsWith("/public/") && !o.staff)).toBe(true);
    expect(PLATFORM_OPERATIONS.every((o) => /^\/(signup|platform)(\/|$)/.test(o.path))).toBe(true);
  });

  it("read exactly the body their operation documents: every route passes its operation's `body.schema`", async () => {
    const problems: string[] = [];
    let reading = 0;
    for (const file of walk(API, (f) => f.endsWith("/route.ts"))) {
      const source = readFileSync(file, "utf8");
      for (const m of source.matchAll(/\b(?:readBody\(req|checkBody\(problems), ([^,)]+)/g)) {
        reading++;
        const name = /^(\w+)\.body\.schema$/.exec(m[1]!.trim())?.[1];
        const from = name && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "@/lib/http/operations/([\\w/]+)";`).exec(source);
        const area = from ? ((await import(join(ROOT, "lib/http/operations", `${from[1]}.ts`))) as Record<string, { body?: unknown }>) : {};
        if (!name || !area[name]?.body) problems.push(`${relative(ROOT, file)} reads ${m[1]}, not an operation's body.schema`);
      }
    }
    expect(reading).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});
