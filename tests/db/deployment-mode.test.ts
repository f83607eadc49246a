// One deployment mode in every process (lib/infra/deployment.ts settleMode), on a database of
// this file's own (a recorded production would turn other test processes away): a process
// started without APP_ENV on a database recorded as production runs as production, with the
// production checks; an explicit APP_ENV=preproduction there is refused; production is never
// downgraded. And readHold follows the settled mode: never a devCode in production.
import { createHold } from "../helpers/holds";
import { afterAll, afterEach, beforeAll, describe, expect, it, inject } from "vitest";
import { createDb, type Db } from "../../lib/infra/db";
import { env, isProduction, reloadEnv } from "../../lib/infra/env";
import { recordedMode, settleMode } from "../../lib/infra/deployment";
import { parseStudioFile } from "../../lib/domain/studios/import";
import { readHold } from "../../lib/domain/holds/read";
import { sealDevCode } from "../../lib/domain/holds/codes";
import { systemClock } from "../../lib/infra/clock";
import { createStudio, demoStudioJson, type TestStudio } from "../helpers/fixtures";
import { ownDatabase, type OwnDatabase } from "../helpers/own-database";
import { PRODUCTION_ENV } from "../helpers/production-env";

const saved = { ...process.env };
let own: OwnDatabase;
let db: Db;

/**
 * process.env as the test run started, with `vars` on top (undefined: removed); env() re-read
 * unless `reload` is false (an unsafe production: settleMode is what must refuse it).
 */
function setEnv(vars: Record<string, string | undefined>, reload = true): void {
  process.env = { ...saved };
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  if (reload) reloadEnv();
}

/** A production deployment's settings, but nothing saying the mode (no APP_ENV, NODE_ENV=test). */
const BARE_PRODUCTION = { ...PRODUCTION_ENV, APP_ENV: undefined, NODE_ENV: "test" };
const BARE = { APP_ENV: undefined, NODE_ENV: "test", CODE_HASH_SECRET: undefined, SMTP_URL: undefined };

async function resetMode(mode: "production" | "preproduction" | null): Promise<void> {
  await db.$executeRaw`DELETE FROM deployment_mode`;
  if (mode) await db.$executeRaw`INSERT INTO deployment_mode (id, mode) VALUES (1, ${mode})`;
}

beforeAll(async () => {
  own = await ownDatabase(inject("databaseUrl"), `deployment_mode_${process.pid}`);
  db = createDb(own.url, 2);
}, 60_000);
afterEach(() => setEnv({}));
afterAll(async () => {
  await db?.$disconnect();
  await own?.drop();
  process.env = saved;
  reloadEnv();
});

describe("settleMode", () => {
  it("a bare process on a fresh database is pre-production, and records it", async () => {
    await resetMode(null);
    setEnv(BARE);
    expect(await settleMode(own.url)).toBe("preproduction");
    expect(process.env.APP_ENV).toBeUndefined();
    expect((await recordedMode(db))?.mode).toBe("preproduction");
  });

  it("a production process records production over a pre-production row; pre-production never downgrades it", async () => {
    await resetMode("preproduction");
    setEnv({ ...PRODUCTION_ENV, NODE_ENV: "test" });
    expect(await settleMode(db)).toBe("production");
    const first = await recordedMode(db);
    expect(first?.mode).toBe("production");
    setEnv(PRODUCTION_ENV);
    await settleMode(db);
    expect(await recordedMode(db)).toEqual(first); // unchanged, recordedAt included
    setEnv({ ...BARE, APP_ENV: "preproduction" });
    await expect(settleMode(db)).rejects.toThrow();
    setEnv(BARE_PRODUCTION);
    await settleMode(db);
    expect((await recordedMode(db))?.mode).toBe("production");
  });

  it("without APP_ENV on a database recorded as production: production, and env() says so", async () => {
    await resetMode("production");
    setEnv(BARE_PRODUCTION);
    expect(env().APP_ENV).toBe("preproduction"); // what NODE_ENV alone says
    expect(await settleMode(own.url)).toBe("production");
    expect(process.env.APP_ENV).toBe("production");
    expect(env().APP_ENV).toBe("production");
    expect(isProduction()).toBe(true);
  });

  it("without APP_ENV on a production database, an unsafe configuration is refused, naming every problem", async () => {
    await resetMode("production");
    setEnv({ ...BARE, TRUST_PROXY: "0", SMTP_URL: "not-a-url", PUBLIC_BASE_URL: "https://localhost:3000" });
    const err = (await settleMode(own.url).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/^Refusing to start in production \(APP_ENV unset and this database is recorded as production\)/);
    for (const v of ["PUBLIC_BASE_URL", "ROOT_DOMAIN", "CODE_HASH_SECRET", "TRUST_PROXY", "SMTP_URL"])
      expect(err.message.split("\n").some((l) => l.trim().startsWith(`${v}:`))).toBe(true);
    // Refused before anything changed: this process is still what its environment said.
    expect(process.env.APP_ENV).toBeUndefined();
    expect(env().APP_ENV).toBe("preproduction");
  });

  it("an explicit APP_ENV=production runs the production checks too", async () => {
    await resetMode(null);
    setEnv({ ...PRODUCTION_ENV, TRUST_PROXY: undefined }, false);
    await expect(settleMode(own.url)).rejects.toThrow(/TRUST_PROXY: must be 1 in production/);
    expect(await recordedMode(db)).toBeNull(); // a refused production records nothing
  });

  it("APP_ENV=preproduction on a database recorded as production is refused in one line, under any NODE_ENV", async () => {
    for (const NODE_ENV of ["production", "test"]) {
      await resetMode("production");
      setEnv({ ...BARE, APP_ENV: "preproduction", NODE_ENV });
      const err = (await settleMode(own.url).catch((e: unknown) => e)) as Error;
      expect(err).toBeInstanceOf(Error);
      expect(err.message).not.toContain("\n");
      expect(err.message).toMatch(/APP_ENV=preproduction.*production deployment/);
      expect((await recordedMode(db))?.mode).toBe("production");
      expect(process.env.APP_ENV).toBe("preproduction");
    }
  });

  it("a studio import follows the settled mode: http:// images only in pre-production", async () => {
    const withHttpLogo = () => {
      const f = demoStudioJson();
      f.studio.logoUrl = "http://cdn.example/logo.png";
      return () => parseStudioFile(f);
    };
    await resetMode("production");
    setEnv(BARE_PRODUCTION);
    expect(withHttpLogo()).not.toThrow(); // unsettled, NODE_ENV alone says pre-production
    await settleMode(own.url);
    expect(withHttpLogo()).toThrow(/studio\.logoUrl/);
  });
});

describe("readHold and devCode", () => {
  let studio: TestStudio;

  let holds = 0;
  /** A pending hold whose devCode was sealed with the production secret (made by a pre-production process sharing it). */
  async function sealedHold(channel: "phone" | "email"): Promise<{ holdId: string; code: string }> {
    const code = "424242";
    // A day apart each: every hold claims its own slot.
    const startsAt = new Date(Date.now() + (3 + holds++) * 86_400_000);
    const { holdId } = await createHold(db, studio, { startsAt, status: "pending", channel });
    const sealed = sealDevCode(holdId, code, { ...env(), CODE_HASH_SECRET: PRODUCTION_ENV.CODE_HASH_SECRET });
    await db.hold.update({ where: { id: holdId }, data: { devCodeSealed: sealed } });
    return { holdId, code };
  }

  beforeAll(async () => {
    setEnv(BARE);
    studio = await createStudio(db);
  });

  it("pre-production without a provider for the channel shows it, under NODE_ENV=production too", async () => {
    const { holdId, code } = await sealedHold("phone");
    setEnv({ ...BARE_PRODUCTION, APP_ENV: "preproduction", NODE_ENV: "production" }); // PRODUCTION_ENV has no Twilio
    expect((await readHold(db, systemClock, holdId)).devCode).toBe(code);
  });

  it("pre-production with a provider for the channel: no devCode (the same rule as create and resend)", async () => {
    const { holdId } = await sealedHold("email");
    setEnv({ ...BARE_PRODUCTION, APP_ENV: "preproduction" }); // SMTP_URL set
    expect((await readHold(db, systemClock, holdId)).devCode).toBeUndefined();
  });

  it("production never shows one, whether APP_ENV says so or the database does", async () => {
    const { holdId, code } = await sealedHold("phone");
    setEnv(PRODUCTION_ENV);
    expect((await readHold(db, systemClock, holdId)).devCode).toBeUndefined();
    setEnv({ ...PRODUCTION_ENV, APP_ENV: undefined, NODE_ENV: "production" });
    expect((await readHold(db, systemClock, holdId)).devCode).toBeUndefined();
    // A bare process on a production database: unsettled it would show the code…
    await resetMode("production");
    setEnv(BARE_PRODUCTION);
    expect((await readHold(db, systemClock, holdId)).devCode).toBe(code);
    // …settled, it is production and does not.
    await settleMode(db);
    expect((await readHold(db, systemClock, holdId)).devCode).toBeUndefined();
  });
});
