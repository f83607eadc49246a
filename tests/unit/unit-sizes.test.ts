// Smaller units (docs/architecture.md, Unit sizes): no function longer than 120 lines and no
// component file longer than 350 lines in components/, lib/ and app/ (TypeScript, and the .mjs
// files Node runs as they are), unless a `size:` comment says why: on a line directly above the
// function (or the statement that holds it), or at the top of the file for a file. Measured on
// the TypeScript syntax tree: a function is a function declaration, arrow function, function
// expression or method, from its first line to its last.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const MAX_FUNCTION_LINES = 120;
const MAX_COMPONENT_FILE_LINES = 350;
const SIZE_NOTE = /^\s*(\/\/|\/?\*).*\bsize:/;

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (relative(ROOT, full) !== join("lib", "generated")) walk(full, out);
    } else if (/\.(tsx?|mjs)$/.test(name) && !name.endsWith(".d.ts")) out.push(full); // .mjs: the files Node runs as they are
  }
  return out;
}

/** A readable name for a function node: its own name, its variable's, its property's, or `<anonymous>`. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (ts.isCallExpression(parent)) return `${nameOf(parent)}(…)`;
  return "<anonymous>";
}

/** The node whose leading lines carry the note: the outermost statement that starts where the function starts. */
function anchorOf(node: ts.Node, sf: ts.SourceFile): ts.Node {
  let anchor = node;
  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
  for (let p = node.parent; p && !ts.isSourceFile(p); p = p.parent) {
    if (line(p) !== line(node) && !ts.isVariableDeclarationList(p) && !ts.isVariableDeclaration(p)) break;
    anchor = p;
  }
  return anchor;
}

/** True when one of the comment lines directly above `line` (0-based) says `size:`. */
function notedAbove(lines: string[], line: number): boolean {
  for (let i = line - 1; i >= 0; i--) {
    const text = lines[i].trim();
    if (!/^(\/\/|\/\*|\*)/.test(text)) return false;
    if (SIZE_NOTE.test(lines[i])) return true;
  }
  return false;
}

/** True when the comment block at the top of the file (before any code) says `size:`. */
function notedAtTop(lines: string[]): boolean {
  for (const raw of lines) {
    const text = raw.trim();
    if (text === "" || /^["']use (client|server)["'];?$/.test(text)) continue;
    if (!/^(\/\/|\/\*|\*)/.test(text)) return false;
    if (SIZE_NOTE.test(raw)) return true;
  }
  return false;
}

type Unit = { file: string; name: string; lines: number; noted: boolean };

/** Every function over the limit and every component file over its limit, noted or not. */
export function measure(files: string[]): Unit[] {
  const out: Unit[] = [];
  for (const full of files) {
    const file = relative(ROOT, full);
    const src = readFileSync(full, "utf8");
    const lines = src.split("\n");
    const lineCount = src.endsWith("\n") ? lines.length - 1 : lines.length;
    if (file.endsWith(".tsx") && lineCount > MAX_COMPONENT_FILE_LINES) {
      out.push({ file, name: "(file)", lines: lineCount, noted: notedAtTop(lines) });
    }
    // A file no longer than the limit holds no function longer than it: no need to parse it.
    if (lineCount <= MAX_FUNCTION_LINES) continue;
    const sf = ts.createSourceFile(
      file,
      src,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".mjs") ? ts.ScriptKind.JS : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const length = end - start + 1;
        if (length > MAX_FUNCTION_LINES) {
          const anchorLine = sf.getLineAndCharacterOfPosition(anchorOf(node, sf).getStart(sf)).line;
          out.push({ file, name: nameOf(node), lines: length, noted: notedAbove(lines, anchorLine) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

describe("unit sizes", () => {
  it("keeps functions ≤ 120 lines and component files ≤ 350 lines in components/, lib/ and app/, or says why", () => {
    const files = ["components", "lib", "app"].flatMap((d) => walk(join(ROOT, d), []));
    const over = measure(files)
      .filter((u) => !u.noted)
      .map((u) => `${u.file} ${u.name}: ${u.lines} lines`);
    expect(over).toEqual([]);
  });

  it("sees a long function, a long component file, and the note that excuses each", () => {
    const dir = mkdtempSync(join(tmpdir(), "unit-sizes-"));
    const body = Array.from({ length: 125 }, (_, i) => `  const v${i} = ${i};`).join("\n");
    const long = join(dir, "long.ts");
    writeFileSync(long, `export function long() {\n${body}\n}\nexport const arrow = () => {\n${body}\n};\n`);
    const noted = join(dir, "noted.ts");
    writeFileSync(noted, `// size: one transaction reads best whole\nexport function long() {\n${body}\n}\n`);
    const big = join(dir, "Big.tsx");
    writeFileSync(big, Array.from({ length: 351 }, (_, i) => `export const c${i} = ${i};`).join("\n") + "\n");
    const bigNoted = join(dir, "BigNoted.tsx");
    writeFileSync(bigNoted, `"use client";\n// size: a table of texts\n` + readFileSync(big, "utf8"));
    const units = measure([long, noted, big, bigNoted]).map((u) => [relative(dir, join(ROOT, u.file)), u.name, u.noted]);
    expect(units).toEqual([
      ["long.ts", "long", false],
      ["long.ts", "arrow", false],
      ["noted.ts", "long", true],
      ["Big.tsx", "(file)", false],
      ["BigNoted.tsx", "(file)", true],
    ]);
  });
});
