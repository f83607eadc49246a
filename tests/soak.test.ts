// The short soak inside `npm test` (docs/performance.md): 15 seconds of mixed load against the production
// build (`npm test` builds first), on its own throwaway database and server, then the SQL
// invariants. The full version is `npm run soak` (2 minutes).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SECONDS = 15;

describe("soak (short)", () => {
  it(`${SECONDS} s of reads, racing holds, verify, confirm and cancel leave every invariant intact`, async () => {
    expect(existsSync(join(process.cwd(), ".next", "BUILD_ID")), "production build missing: run `npm run build`").toBe(true);
    const out: string[] = [];
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "scripts/soak.ts", "--duration", String(SECONDS), "--racers", "6", "--readers", "2"],
        {
          cwd: process.cwd(),
          env: { ...process.env, LOG_SILENT: "1" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      child.stdout.on("data", (d: Buffer) => out.push(d.toString()));
      child.stderr.on("data", (d: Buffer) => out.push(d.toString()));
      child.on("exit", (c) => resolve(c));
    });
    const text = out.join("");
    expect(code, text).toBe(0);
    expect(text).toContain("Soak OK");
    expect(text).not.toMatch(/^FAIL /m);
  }, 240_000);
});
