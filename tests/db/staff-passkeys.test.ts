// Passkeys listed and removed in the dashboard (docs/studio-accounts.md, Endpoints): Better Auth's
// passkey plugin answers the signed-in member's own passkeys and deletes only those, through our
// allow-list (lib/http/auth-handler.ts), called with real Requests on the test database.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../lib/infra/db";
import { authRequest } from "../../lib/http/auth-handler";
import { STAFF_BASE as BASE, staffLogin, startStaffEnv, type StaffEnv, type StaffLogin } from "../helpers/staff";

let env: StaffEnv;
let db: Db;
let owner: StaffLogin;
let staff: StaffLogin;
let ipN = 0;
const freshIp = () => `10.78.${Math.floor(++ipN / 250)}.${ipN % 250}`;

async function addPasskey(userId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db.passkey.create({
    data: {
      id,
      name,
      userId,
      publicKey: randomBytes(32).toString("base64"),
      credentialID: randomBytes(16).toString("base64url"),
      counter: 0,
      deviceType: "multiDevice",
      backedUp: true,
      createdAt: new Date("2030-01-10T12:00:00Z"),
    },
  });
  return id;
}

const list = (cookie?: string) =>
  authRequest(
    new Request(`${BASE}/api/auth/passkey/list-user-passkeys`, {
      headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": freshIp() },
    }),
  );
const remove = (cookie: string, id: string) =>
  authRequest(
    new Request(`${BASE}/api/auth/passkey/delete-passkey`, {
      method: "POST",
      headers: { cookie, origin: BASE, "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ id }),
    }),
  );

beforeAll(async () => {
  env = await startStaffEnv("passkeys");
  db = env.db;
  owner = await staffLogin(db, { studioId: env.studio.studioId, role: "owner" });
  staff = await staffLogin(db, { studioId: env.studio.studioId, role: "staff" });
});
afterAll(() => env?.close());

describe("passkeys in the dashboard", () => {
  it("a member lists their own passkeys only, and removes one of theirs but never another's", async () => {
    const laptop = await addPasskey(owner.actor.userId, "Laptop");
    const phone = await addPasskey(owner.actor.userId, "Phone");
    const staffKey = await addPasskey(staff.actor.userId, "Staff key");

    const r = await list(owner.cookie);
    expect(r.status).toBe(200);
    const keys = (await r.json()) as { id: string; name: string }[];
    expect(keys.map((k) => k.id).sort()).toEqual([laptop, phone].sort());
    expect(keys.map((k) => k.name).sort()).toEqual(["Laptop", "Phone"]);

    const refused = await remove(owner.cookie, staffKey);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await db.passkey.count({ where: { id: staffKey } })).toBe(1);

    const removed = await remove(owner.cookie, phone);
    expect(removed.status).toBe(200);
    expect(await db.passkey.count({ where: { id: phone } })).toBe(0);
    expect(((await (await list(owner.cookie)).json()) as { id: string }[]).map((k) => k.id)).toEqual([laptop]);
  });

  it("without a session: no list", async () => {
    expect((await list()).status).toBe(401);
  });
});
