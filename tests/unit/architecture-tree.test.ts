// The tree of docs/architecture.md (Tree) against the folders on disk, both ways: every folder and file it
// names exists, and every subfolder of a folder it names is named too, unless the tree ends that folder
// with `…` (its subfolders left out on purpose). Folders .gitignore lists are no part of the tree.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");
const DOC = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
const IGNORED = new Set(
  readFileSync(join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .filter((l) => l.endsWith("/"))
    .map((l) => l.slice(0, -1)),
);

const stat = (path: string) => statSync(join(ROOT, path), { throwIfNoEntry: false });

/** What is wrong between a document's tree and the disk: a name that does not exist, a folder not named. */
function problems(doc: string): string[] {
  const block = /^## Tree\n[\s\S]*?^```\n([\s\S]*?)^```/m.exec(doc)?.[1] ?? "";
  const named = new Map<string, boolean>(); // folder → its subfolders are left out (`…`)
  const files: string[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of block.split("\n").filter((l) => l.trim() !== "")) {
    const indent = line.length - line.trimStart().length;
    while (parents.length > 0 && parents[parents.length - 1].indent >= indent) parents.pop();
    const base = parents.length > 0 ? parents[parents.length - 1].path : "";
    // The names, then two spaces or more, then what they hold.
    for (const name of line.trim().split(/ {2,}/)[0].split(" ")) {
      const path = base + name.replace(/…$/, "");
      if (!path.endsWith("/")) {
        files.push(path);
        continue;
      }
      const parts = path.slice(0, -1).split("/");
      parts.forEach((_, i) => {
        const folder = parts.slice(0, i + 1).join("/");
        named.set(folder, named.get(folder) || (i === parts.length - 1 && name.endsWith("…")));
      });
      parents.push({ indent, path });
    }
  }
  const out: string[] = [];
  for (const file of files) if (!stat(file)?.isFile()) out.push(`${file}: no such file`);
  for (const [folder, open] of named) {
    if (!stat(folder)?.isDirectory()) {
      out.push(`${folder}/: no such folder`);
      continue;
    }
    const subfolders = open ? [] : readdirSync(join(ROOT, folder), { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const { name } of subfolders) {
      const sub = `${folder}/${name}`;
      if (!IGNORED.has(sub) && !IGNORED.has(name) && !named.has(sub)) out.push(`${sub}/: not in the tree`);
    }
  }
  return out;
}

describe("the tree of docs/architecture.md", () => {
  it("names folders that exist, and every folder at the depth it lists", () => {
    expect(problems(DOC)).toEqual([]);
  });

  it("sees a folder left out and a folder that is not there", () => {
    const withoutPlatform = DOC.replace(/^ {4}platform\/ .*\n/m, "");
    expect(withoutPlatform).not.toBe(DOC);
    expect(problems(withoutPlatform)).toEqual(["lib/domain/platform/: not in the tree"]);
    expect(problems(DOC.replace("\nlib/\n", "\nlib/\n  nowhere/  x\n"))).toEqual(["lib/nowhere/: no such folder"]);
  });
});
