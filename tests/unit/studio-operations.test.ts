// An operation in one place (docs/architecture.md, Add an endpoint): every studio API operation is
// declared once in lib/http/operations/studio/, each route file serves exactly the operations of
// its own path through studioRoute(<operation>, …), and no other source file keeps a list of them.
// Pure file reading and the declarations themselves; no server.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { STUDIO_OPERATIONS } from "../../lib/http/operations/studio";
import { BOOKING_ACTION_OPERATIONS } from "../../lib/http/operations/studio/booking-actions";

const ROOT = resolve(__dirname, "../..");
const API = join(ROOT, "app/v1");
const OPERATIONS_DIR = "lib/http/operations/studio";
/** The booking actions declare their operations' ids in their own modules (docs/booking-actions.md). */
const ACTIONS_DIR = "lib/contract/booking-actions";

function walk(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" || d.name === "generated" ? [] : walk(full, keep);
    return keep(full) ? [full] : [];
  });
}

const routes = walk(join(API, "studio"), (f) => f.endsWith("/route.ts")).map((file) => ({
  file: relative(ROOT, file),
  path: "/" + relative(API, join(file, "..")).replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}"),
  source: readFileSync(file, "utf8"),
}));

/** The operations a route file serves: `export const POST = studioRoute(studioMoveBooking, …)`, by method. */
function served(source: string): { method: string; name: string }[] {
  const imported = new Map<string, string>(); // local name → exported name
  for (const m of source.matchAll(/import \{([^}]*)\} from "@\/lib\/http\/operations\/studio\/\w+";/g)) {
    for (const part of m[1]!.split(",")) {
      const [name, local] = part.trim().split(/\s+as\s+/);
      imported.set((local ?? name)!, name!);
    }
  }
  return [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = studioRoute(?:<[^>]*>)?\(\s*(\w+)\s*,/g)].map((m) => ({
    method: m[1]!.toLowerCase(),
    name: imported.get(m[2]!) ?? `(not an operation: ${m[2]})`,
  }));
}

describe("studio API operations", () => {
  it("have unique operation ids, and one declaration per method and path", () => {
    const ids = STUDIO_OPERATIONS.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = STUDIO_OPERATIONS.map((o) => `${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("are each served by the route file of their path, through studioRoute(<the operation>, …)", () => {
    const servedKeys: string[] = [];
    for (const r of routes) {
      // The booking actions' one route serves every action of the registry (docs/booking-actions.md).
      if (r.path.endsWith("/{action}")) {
        expect(r.source, r.file).toMatch(/= bookingActionRoutes\(\);/);
        servedKeys.push(...Object.values(BOOKING_ACTION_OPERATIONS).map((o) => `${o.method} ${o.path}`));
        continue;
      }
      const handlers = served(r.source);
      expect(handlers.length, `${r.file} serves no studio operation`).toBeGreaterThan(0);
      for (const h of handlers) {
        const op = STUDIO_OPERATIONS.find((o) => o.operationId === h.name);
        expect(op, `${r.file} ${h.method.toUpperCase()}: ${h.name}`).toBeDefined();
        expect(`${op!.method} ${op!.path}`, `${r.file} ${h.method.toUpperCase()} serves ${h.name}`).toBe(`${h.method} ${r.path}`);
        servedKeys.push(`${h.method} ${r.path}`);
      }
      // Every handler of a studio route goes through an operation: no studioRoute({ … }) options left.
      expect(r.source, r.file).not.toMatch(/studioRoute(?:<[^>]*>)?\(\s*\{/);
    }
    expect(servedKeys.sort()).toEqual(STUDIO_OPERATIONS.map((o) => `${o.method} ${o.path}`).sort());
  });

  it("are listed nowhere else: no other source names an operation id or a studio path template", () => {
    const others = walk(ROOT, (f) => /\.(ts|tsx)$/.test(f))
      .map((f) => relative(ROOT, f))
      .filter((f) => /^(app|lib|components)\//.test(f) && !f.startsWith(`${OPERATIONS_DIR}/`) && !f.startsWith(`${ACTIONS_DIR}/`));
    const problems: string[] = [];
    for (const file of others) {
      const source = readFileSync(join(ROOT, file), "utf8");
      for (const o of STUDIO_OPERATIONS) {
        if (source.includes(`"${o.operationId}"`)) problems.push(`${file}: "${o.operationId}"`);
        if (o.path.includes("{") && source.includes(`"${o.path}"`)) problems.push(`${file}: "${o.path}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The walk-through "Add a booking action" of docs/architecture.md: its stated count is the files its
// table lists, each file it names (but those marked ➕ new) exists, and where the history is there
// (a clone, not an export), the commit that added "check in" touched exactly those files.
describe("docs/architecture.md, Add a booking action", () => {
  const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const start = doc.indexOf("## Add a booking action");
  const section = doc.slice(start, doc.indexOf("\n## ", start + 1));
  const rows = section.split("\n").filter((l) => /^\| \d/.test(l));
  const files = rows.map((row) => {
    const cell = row.split("|")[2]!;
    return { file: /`([^`]+)`/.exec(cell)![1]!, added: cell.includes("➕") };
  });

  it("states the number of files its table lists", () => {
    const stated = /\*\*(\d+) files in \d+ folders\.\*\*/.exec(section);
    expect(stated, "a bold '**N files in M folders.**' line").not.toBeNull();
    const folders = new Set(files.map((f) => f.file.slice(0, f.file.lastIndexOf("/"))));
    expect(`**${files.length} files in ${folders.size} folders.**`).toBe(stated![0]);
  });

  it("names files that exist (but those marked new)", () => {
    const missing = files.filter((f) => !f.added && !existsSync(join(ROOT, f.file))).map((f) => f.file);
    expect(missing).toEqual([]);
  });

  it("is the list of the commit that added the action, as git records it", () => {
    const git = (args: string[]) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    let commit: string;
    try {
      // The commit that created the action's module (the first row).
      commit = git(["log", "--diff-filter=A", "--format=%H", "--", files[0]!.file]).trim().split("\n").pop()!;
    } catch {
      return; // no history here (an export of the tree): nothing to compare with
    }
    if (!commit) return;
    const touched = git(["show", "--name-only", "--format=", commit]).trim().split("\n").sort();
    expect(touched).toEqual(files.map((f) => f.file).sort());
  });
});
