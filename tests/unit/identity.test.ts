// Canonical identities for counting (docs/decisions-abuse.md, Identities) and the sliding-window arithmetic.
import { describe, expect, it } from "vitest";
import {
  canonicalContact,
  canonicalEmail,
  canonicalPhone,
  callingCodeOf,
  ipKey,
  ipNetworks,
  parsePhone,
  perNetwork,
} from "../../lib/domain/identity";
import { retryAfterSeconds, slidingCount } from "../../lib/infra/rate-limit";

describe("canonical email", () => {
  it.each([
    ["Victim@Example.com", "victim@example.com"],
    ["victim+spam@example.com", "victim@example.com"],
    ["v.i.c.t.i.m@example.com", "v.i.c.t.i.m@example.com"], // dots matter outside Gmail
    ["V.I.C.T.I.M+1@gmail.com", "victim@gmail.com"],
    ["victim@googlemail.com", "victim@gmail.com"],
    ["vic.tim+a+b@GoogleMail.com", "victim@gmail.com"],
    ["+only@example.com", "+only@example.com"], // a local part that is all tag stays as is
  ])("%s → %s", (raw, canon) => {
    expect(canonicalEmail(raw)).toBe(canon);
    expect(canonicalContact("email", raw)).toBe(canon);
  });
});

describe("canonical phone (E.164 via libphonenumber)", () => {
  it("separators and a national trunk 0 after the country code are dropped", () => {
    expect(canonicalPhone("+34 612 345 678")).toBe("+34612345678");
    expect(canonicalPhone("+34 (612) 34-56-78")).toBe("+34612345678");
    expect(canonicalPhone("+44 (0)20 7946 0958")).toBe("+442079460958");
    expect(canonicalContact("phone", "+1 (415) 555-2671")).toBe("+14155552671");
  });
  it("calling codes of numbers and countries", () => {
    expect(parsePhone("+33612345678")?.callingCode).toBe("33");
    expect(parsePhone("+14155552671")?.callingCode).toBe("1");
    expect(parsePhone("not a number")).toBeNull();
    expect(callingCodeOf("ES")).toBe("34");
    expect(callingCodeOf("us")).toBe("1");
    expect(callingCodeOf("XX")).toBeNull();
  });
});

describe("IP keys", () => {
  it("IPv4 per address; IPv4-mapped IPv6 as IPv4", () => {
    expect(ipKey("203.0.113.7")).toBe("203.0.113.7");
    expect(ipKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
  it("IPv6 per /64, whatever the spelling", () => {
    const k = ipKey("2001:db8:1:2::1");
    expect(k).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(k);
    expect(ipKey("2001:DB8:1:2:a:b:c:d")).toBe(k);
    expect(ipKey("2001:db8:1:3::1")).not.toBe(k);
  });
  it("an unparsable value is kept as is (its own bucket)", () => {
    expect(ipKey("unknown")).toBe("unknown");
    expect(ipNetworks("unknown")).toEqual([{ key: "unknown", wide: false }]);
  });
  it("IPv6 is also counted per /56 and /48 (wide); IPv4, mapped or not, per address only", () => {
    expect(ipNetworks("2001:db8:1:2345:a:b:c:d")).toEqual([
      { key: "2001:db8:1:2345::/64", wide: false },
      { key: "2001:db8:1:2300::/56", wide: true },
      { key: "2001:db8:1::/48", wide: true },
    ]);
    expect(ipNetworks("2001:db8:1:23ff::1").map((n) => n.key)[1]).toBe("2001:db8:1:2300::/56");
    expect(ipNetworks("203.0.113.7")).toEqual([{ key: "203.0.113.7", wide: false }]);
    expect(ipNetworks("::ffff:203.0.113.7")).toEqual([{ key: "203.0.113.7", wide: false }]);
    // A key ipKey made counts as the network it names.
    expect(ipNetworks("2001:db8:1:2345::/64")).toEqual(ipNetworks("2001:db8:1:2345::1"));
  });
  it("the wider networks get twice the limit", () => {
    expect(perNetwork({ name: "w", max: 15, windowSeconds: 60 }, "2001:db8:1:2::1").map((n) => [n.subject, n.limit.max])).toEqual([
      ["2001:db8:1:2::/64", 15],
      ["2001:db8:1::/56", 30],
      ["2001:db8:1::/48", 30],
    ]);
    expect(perNetwork({ max: 3 }, "192.0.2.1")).toEqual([{ limit: { max: 3 }, subject: "192.0.2.1" }]);
  });
});

describe("sliding window counter", () => {
  const W = 60_000;
  it("weighs the previous window by its share still inside the last minute", () => {
    expect(slidingCount(15, 0, 0, W)).toBe(15);
    expect(slidingCount(15, 2, 30_000, W)).toBe(9.5);
    expect(slidingCount(15, 3, W, W)).toBe(3);
  });
  it("Retry-After: the first moment one more request fits", () => {
    // 15 in the previous minute, none in this one, 0.5 s in: 15(1 − t/60) ≤ 14 at t = 4 s.
    expect(retryAfterSeconds(15, 0, 15, 500, W)).toBe(4);
    // This minute alone full at 1 s: 59 s to its end, then 4 s of the next.
    expect(retryAfterSeconds(0, 15, 15, 1000, W)).toBe(63);
    // Whatever the counts, waiting that long makes the estimate fit.
    for (const [prev, cur, e] of [
      [15, 7, 20_000],
      [120, 119, 59_000],
      [3, 15, 10],
    ] as const) {
      const t = retryAfterSeconds(prev, cur, 15, e, W) * 1000;
      const at = e + t;
      const fits = at < W ? slidingCount(prev, cur, at, W) + 1 <= 15 : slidingCount(cur, 0, at - W, W) + 1 <= 15;
      expect(fits).toBe(true);
    }
  });
});
