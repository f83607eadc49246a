// An applied migration is never edited: the runner refuses to start on a changed checksum
// (docs/development.md, Migrations). This test catches the edit before a deployment does, by
// comparing every migration with the checksum recorded when it was added.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = join(__dirname, "..", "..", "prisma", "migrations");
const ledger = join(dir, "checksums.txt");

function recorded(): Map<string, string> {
  const lines = readFileSync(ledger, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");
  return new Map(lines.map((l) => l.split(/\s+/)).map(([sum, name]) => [name!, sum!]));
}

function sha256(name: string): string {
  return createHash("sha256")
    .update(readFileSync(join(dir, name, "migration.sql"), "utf8"))
    .digest("hex");
}

const folders = readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe("applied migrations stay as they were", () => {
  it("every migration folder has its checksum recorded", () => {
    const ledgerNames = recorded();
    expect(folders.filter((name) => !ledgerNames.has(name))).toEqual([]);
  });

  it("no recorded migration changed or disappeared", () => {
    const changed = [...recorded()].filter(([name, sum]) => !folders.includes(name) || sha256(name) !== sum);
    expect(changed.map(([name]) => name)).toEqual([]);
  });
});
