// Client addresses as the proxy writes them (docs/decisions-platform.md, Client IP), through a real write
// route and the staff sign-in handler on the test database: an entry with a port or brackets
// shares its address's bucket (and its /48's), and entries that are no address share ONE bucket.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { manualClock, setClock } from "../../lib/infra/clock";
import { authRequest } from "../../lib/http/auth-handler";
import { POST as verify } from "../../app/v1/public/holds/[holdId]/verify/route";
import { STAFF_BASE as BASE, startStaffEnv, type StaffEnv } from "../helpers/staff";

let env: StaffEnv;

beforeAll(async () => {
  env = await startStaffEnv("networks");
  // One minute for every request of a test: the write limit's window never slides under it.
  setClock(manualClock("2031-03-03T10:00:10Z"));
});
afterAll(async () => {
  setClock(null);
  await env?.close();
});

/** One write (verify of an unknown hold: 404 once the write is counted) with this X-Forwarded-For. */
async function write(xff: string): Promise<number> {
  const holdId = randomUUID();
  const res = await verify(
    new Request(`${BASE}/v1/public/holds/${holdId}/verify`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": xff },
      body: JSON.stringify({ code: "123456" }),
    }),
    { params: Promise.resolve({ holdId }) },
  );
  return res.status;
}

describe("write limit per client network", () => {
  it("198.51.100.77:40001 is the same client as 198.51.100.77: the 16th write is 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push(await write(i % 2 ? "198.51.100.77" : `198.51.100.77:${40001 + i}`));
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(404));
    expect(statuses[15]).toBe(429);
    // Mapped and with a proxy's entry before it: still the same bucket.
    expect(await write("10.0.0.1, ::ffff:198.51.100.77")).toBe(429);
  });

  it("bracketed IPv6 entries count in their /48: 30 writes from 30 /64s fill it, the 31st is refused", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 30; n++)
      statuses.push(await write(n % 2 ? `[2001:db8:77:${n.toString(16)}::1]:443` : `2001:db8:77:${n.toString(16)}::1`));
    expect(statuses).toEqual(Array(30).fill(404));
    expect(await write("[2001:db8:77:13::1]")).toBe(429);
    expect(await write("[2001:db8:77:ff::2]:8443")).toBe(429);
  });

  it("entries that are no address share one bucket: 15 spellings, then the 16th is refused", async () => {
    const junk = Array.from({ length: 16 }, (_, i) => ["not-an-ip", "garbage", "999.1.1.1", "[nope]", "1.2.3"][i % 5] + "x".repeat(i));
    const statuses: number[] = [];
    for (const j of junk) statuses.push(await write(j));
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(404));
    expect(statuses[15]).toBe(429);
  });
});

describe("sign-in links per client network", () => {
  function askLink(xff: string): Promise<Response> {
    return authRequest(
      new Request(`${BASE}/api/auth/sign-in/magic-link`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": xff },
        body: JSON.stringify({ email: `nobody-${randomUUID().slice(0, 8)}@staff.test`, callbackURL: "/studio" }),
      }),
    );
  }

  it("an IPv6 /48 gets twice a /64's sign-ins an hour, its /64s written in brackets with ports or not", async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 20; n++)
      statuses.push((await askLink(n % 2 ? `[2001:db8:5a:${n.toString(16)}::9]:5${n}` : `2001:db8:5a:${n.toString(16)}::9`)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await askLink("2001:db8:5a:99::1");
    expect(refused.status).toBe(429);
  });

  it("an address with a port is the same client: the 11th sign-in of 203.0.113.50 is refused", async () => {
    for (let i = 0; i < 10; i++) expect((await askLink(i % 2 ? "203.0.113.50" : `203.0.113.50:${1000 + i}`)).status).toBe(200);
    expect((await askLink("203.0.113.50:2222")).status).toBe(429);
  });
});
