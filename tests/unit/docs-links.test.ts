// Docs that cannot drift: every relative link and #anchor in README.md and docs/*.md resolves, and
// every doc a source file cites ("docs/x.md", "docs/x.md#anchor", "(docs/x.md, Heading)") exists and
// has that heading. Pure file reading; the failure lists each broken link as file:line.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const SOURCE_ROOTS = ["app", "components", "lib", "scripts", "tests", "prisma", "middleware.ts", "instrumentation.ts"];
const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|sql|prisma)$/;
const SKIP_DIRS = new Set(["node_modules", "generated", ".next", "dist"]);

/** GitHub's heading slug (github-slugger): the text as rendered, lowercase, every character that is not a
 *  letter, mark, digit, connector, space or hyphen removed, each space a hyphen. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link renders as its text
    .replace(/<[^>]+>/g, "") // inline HTML renders as nothing
    .trim();
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

interface Heading {
  text: string;
  slug: string;
}

const headingCache = new Map<string, Heading[]>();

/** A markdown file's headings in order, each with its anchor as GitHub numbers duplicates (-1, -2, …);
 *  explicit `<a id>`/`<a name>` anchors count too. Headings inside code fences do not. */
function headingsOf(file: string): Heading[] {
  const cached = headingCache.get(file);
  if (cached) return cached;
  const seen = new Map<string, number>();
  const out: Heading[] = [];
  let fence: string | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (fence === null) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = slug(h[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      out.push({ text: h[1].replace(/`/g, ""), slug: n === 0 ? base : `${base}-${n}` });
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.push({ text: a[1], slug: a[1] });
  }
  headingCache.set(file, out);
  return out;
}

function inside(path: string): boolean {
  const rel = relative(ROOT, path);
  return rel === "" || (!rel.startsWith("..") && !rel.startsWith(sep) && !/^[A-Za-z]:/.test(rel));
}

function walk(path: string, out: string[]): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return out;
  if (statSync(full).isFile()) {
    if (SOURCE_EXT.test(path)) out.push(path);
    return out;
  }
  for (const e of readdirSync(full, { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && !e.name.startsWith(".")) walk(join(path, e.name), out);
    } else if (SOURCE_EXT.test(e.name)) out.push(join(path, e.name));
  }
  return out;
}

const markdownFiles = (): string[] => [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => join("docs", f)),
];

/** Checks one link target written in `from` (a path relative to the root); returns the problem or null. */
function checkTarget(from: string, target: string): string | null {
  const hash = target.indexOf("#");
  const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : target.slice(hash + 1);
  const file = pathPart === "" ? join(ROOT, from) : resolve(dirname(join(ROOT, from)), pathPart);
  if (!inside(file)) return `${target}: points above the project root`;
  if (!existsSync(file)) return `${target}: no such file`;
  if (anchor !== null && file.endsWith(".md")) {
    if (!headingsOf(file).some((h) => h.slug === anchor)) return `${target}: no heading with the anchor #${anchor}`;
  }
  return null;
}

/** Every relative link of a markdown file, with its line: inline links and images, reference definitions,
 *  HTML src/href. Code fences and code spans are not links. */
function markdownLinks(file: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  let fence: string | null = null;
  readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .forEach((raw, i) => {
      const f = /^\s*(`{3,}|~{3,})/.exec(raw);
      if (f) {
        if (fence === null) fence = f[1][0];
        else if (f[1][0] === fence) fence = null;
        return;
      }
      if (fence !== null) return;
      const line = raw.replace(/`[^`]*`/g, "");
      const targets = [
        ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
        ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
        ...[...line.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]),
      ];
      for (const target of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue; // http:, mailto:, …
        out.push({ line: i + 1, target });
      }
    });
  return out;
}

/** A source line without its comment markers, for joining a citation that wraps onto the next line. */
const commentText = (line: string): string =>
  line
    .trim()
    .replace(/^(\{\/\*+|\/\*+|\/\/+|\*+(?!\/)|--|#)\s?/, "")
    .trim();

/** Does the cited text name one of the headings? "Calendars in" names "Calendars in: connect …". With
 *  `prefix` (a citation in running prose, not closed by a parenthesis) the heading may be followed by
 *  more words. */
function namesHeading(headings: Heading[], cited: string, prefix: boolean): boolean {
  const want = slug(cited);
  if (want === "") return false;
  return headings.some((h) => {
    const names = [h.slug, slug(h.text.split(":")[0])];
    return names.some((n) => n === want || (prefix && want.startsWith(`${n}-`)));
  });
}

/** "Midnight and Longest session": two headings of one document, each checked. */
const namesHeadings = (headings: Heading[], cited: string, prefix: boolean): boolean =>
  namesHeading(headings, cited, prefix) ||
  (cited.includes(" and ") && cited.split(" and ").every((part) => namesHeading(headings, part, false)));

/** How many "docs/x.md, Heading" citations checkCitations has checked, so a parser that finds none fails. */
let headingCitations = 0;

/** Checks every docs citation of one source file; returns the problems, "file:line: …". */
function checkCitations(file: string): string[] {
  const problems: string[] = [];
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/(?<![\w/.-])docs\/([\w.-]+\.md)(#[\w-]*)?/g)) {
      const where = `${file}:${i + 1}`;
      const docPath = join(ROOT, "docs", m[1]);
      if (!existsSync(docPath)) {
        problems.push(`${where}: docs/${m[1]}: no such file`);
        continue;
      }
      if (m[2]) {
        const p = checkTarget("README.md", `docs/${m[1]}${m[2]}`);
        if (p) problems.push(`${where}: ${p}`);
        continue;
      }
      // "docs/x.md, Heading": the heading runs to the first ) ; : or sentence end, across wrapped lines.
      let rest = line.slice((m.index ?? 0) + m[0].length);
      if (!rest.startsWith(", ") && !(rest === "," && i + 1 < lines.length)) continue;
      const ended = (r: string): boolean => {
        const b = r.replace(/^,\s*/, "");
        return b.startsWith('"') ? b.slice(1).includes('"') : /[);:"`]|\.(\s|$)|\*\//.test(b);
      };
      for (let j = i + 1; j < Math.min(lines.length, i + 3) && !ended(rest); j++) {
        rest = `${rest.trimEnd()} ${commentText(lines[j])}`;
      }
      let body = rest.replace(/^,\s*/, "");
      if (body.startsWith("docs/")) continue; // a list of documents, each checked on its own
      let quoted = false;
      if (body.startsWith('"')) {
        quoted = true;
        body = body.slice(1);
      }
      const end = quoted ? /"/.exec(body) : /[);:"`]|\.(\s|$)|\*\/|,/.exec(body);
      const cited = (end ? body.slice(0, end.index) : body).trim();
      const closer = end?.[0] ?? "";
      const headings = headingsOf(docPath);
      headingCitations++;
      const inProse = !quoted && closer !== ")" && closer !== ";";
      if (!namesHeadings(headings, cited, inProse)) {
        problems.push(`${where}: docs/${m[1]}, ${cited}: no such heading`);
        continue;
      }
      // "(docs/x.md, A; B)": B is a second heading of the same document unless it names another one.
      if (closer === ";" && end) {
        const next = body.slice(end.index + 1);
        const stop = /[);:"`]|\.(\s|$)|\*\//.exec(next);
        const second = (stop ? next.slice(0, stop.index) : next).trim();
        if (stop?.[0] === ")" && !second.includes("docs/") && !namesHeading(headings, second, false)) {
          problems.push(`${where}: docs/${m[1]}, ${second}: no such heading`);
        }
      }
    }
  });
  return problems;
}

describe("docs that cannot drift", () => {
  it("computes GitHub's heading anchors", () => {
    expect(slug("Calendars in: connect the studio's own calendar")).toBe("calendars-in-connect-the-studios-own-calendar");
    expect(slug("`npm run worker` and `WORKER_IN_APP`")).toBe("npm-run-worker-and-worker_in_app");
    expect(slug("A 503 changed nothing")).toBe("a-503-changed-nothing");
    expect(slug("Room photos, amenities and house rules")).toBe("room-photos-amenities-and-house-rules");
    expect(slug("See [the API](api.md) — now")).toBe("see-the-api--now");
  });

  it("every relative link and #anchor in README.md and docs/*.md resolves inside the project", () => {
    const problems: string[] = [];
    const links = markdownFiles().flatMap((file) => markdownLinks(file).map((l) => ({ file, ...l })));
    expect(links.length).toBeGreaterThan(100);
    for (const { file, line, target } of links) {
      {
        const p = checkTarget(file, target);
        if (p) problems.push(`${file}:${line}: ${p}`);
      }
    }
    expect(problems, `broken links:\n${problems.join("\n")}`).toEqual([]);
  });

  it("every docs/… citation in app, components, lib, scripts, tests and prisma names an existing doc and heading", () => {
    // This file is left out: its own examples of broken citations are meant to be broken.
    const files = SOURCE_ROOTS.flatMap((r) => walk(r, [])).filter((f) => f !== relative(ROOT, __filename));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap(checkCitations);
    expect(headingCitations).toBeGreaterThan(300);
    expect(problems, `broken citations:\n${problems.join("\n")}`).toEqual([]);
  });

  it("every file or folder docs/architecture.md names in backticks exists (but those it marks ➕ new)", () => {
    // The architecture is the document that describes the code as it is, so a renamed or removed
    // file must show up here; other documents may name files of the past (decisions) or ignored ones.
    const problems: string[] = [];
    let fence = false;
    readFileSync(join(ROOT, "docs/architecture.md"), "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (/^\s*```/.test(line)) fence = !fence;
        if (fence) return;
        for (const m of line.matchAll(/(➕\s*)?`((?:app|lib|components|scripts|tests|prisma|docs|bench|public)\/[^`\s]*)`/g)) {
          const path = m[2];
          if (m[1] || /[…*<>{}]/.test(path)) continue; // new, or a pattern
          if (!existsSync(join(ROOT, path))) problems.push(`docs/architecture.md:${i + 1}: ${path}: no such file or folder`);
        }
      });
    expect(problems, `stale paths:\n${problems.join("\n")}`).toEqual([]);
  });

  it("catches what it claims to catch", () => {
    // The checker itself, on a broken citation and a broken anchor, so a regex that matches nothing
    // cannot pass silently.
    expect(checkTarget("README.md", "docs/decisions.md#no-such-heading-here")).toMatch(/no heading/);
    expect(checkTarget("README.md", "docs/no-such-file.md")).toMatch(/no such file/);
    expect(checkTarget("docs/api.md", "../../outside.md")).toMatch(/above the project root/);
    expect(checkTarget("README.md", "docs/decisions-platform.md#layers")).toBeNull();
    expect(namesHeading(headingsOf(join(ROOT, "docs/decisions-platform.md")), "Client IP", false)).toBe(true);
    expect(namesHeading(headingsOf(join(ROOT, "docs/decisions-platform.md")), "Client IP and more", false)).toBe(false);
  });
});
