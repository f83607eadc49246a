// Production requires DATABASE_URL: the embedded PostgreSQL is for development and pre-production
// (docs/deployment.md, The production switch). The launcher and the operator commands refuse
// with one line before starting anything.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { embeddedDatabaseRefusal } from "../../lib/infra/env";
import { PRODUCTION_ENV } from "../helpers/production-env";

const LINE =
  /^Refusing to start in production \((.+)\) without DATABASE_URL: the embedded PostgreSQL is for development and pre-production only; set DATABASE_URL to your PostgreSQL\.$/;

describe("the embedded database in production", () => {
  it("is refused when the environment says production and DATABASE_URL is unset, naming why it is production", () => {
    expect(embeddedDatabaseRefusal({ APP_ENV: "production" })).toMatch(LINE);
    expect(embeddedDatabaseRefusal({ APP_ENV: "production" })).toContain("(APP_ENV=production)");
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production" })).toContain("(NODE_ENV=production without APP_ENV)");
    expect(embeddedDatabaseRefusal({ APP_ENV: "production" }, true)).toContain("(this embedded database is recorded as production)");
  });

  it("is allowed in development and pre-production (the production build included), and unused with DATABASE_URL", () => {
    expect(embeddedDatabaseRefusal({})).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "development" })).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production", APP_ENV: "preproduction" })).toBeNull();
    expect(embeddedDatabaseRefusal({ APP_ENV: "production", DATABASE_URL: "postgresql://db.internal/studio" })).toBeNull();
  });

  // The real processes: `npm start`'s launcher and an operator command, with an otherwise complete
  // production configuration. Each exits 1 with the one line on stderr and starts no database.
  const run = (script: string, extra: Record<string, string>, ...args: string[]) => {
    // Only what the test gives: no DATABASE_URL of the test run, no NODE_ENV=test of Vitest.
    const env: Record<string, string | undefined> = { PATH: process.env.PATH, HOME: process.env.HOME, TZ: process.env.TZ, LOG_SILENT: "1" };
    return spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...env, ...PRODUCTION_ENV, ...extra } as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 60_000,
    });
  };

  it("the launcher (npm start) and an operator command exit 1 with that one line", () => {
    for (const [script, extra, args] of [
      ["scripts/start.ts", { NODE_ENV: "production" }, []],
      ["scripts/start.ts", { NODE_ENV: "production", APP_ENV: "" }, []],
      ["scripts/studio-export.ts", {}, ["sala-gracia"]],
    ] as const) {
      const r = run(script, extra, ...args);
      expect(r.status, `${script}: ${r.stderr}`).toBe(1);
      const lines = r.stderr.trim().split("\n");
      expect(lines, script).toHaveLength(1);
      expect(lines[0]).toMatch(LINE);
      expect(r.stdout).toBe("");
    }
  }, 120_000);
});
