// The client address of a request (docs/decisions-platform.md, Client IP): X-Forwarded-For entries parsed as
// proxies write them, and without a trusted proxy the socket's address in place of the client's header.
import { createServer, request, type IncomingMessage } from "node:http";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { clientIpOf, NO_IP, parseAddress, UNPARSEABLE_IP, UNSTAMPED_IP } from "../../lib/http/client-ip";
import { socketStamped, stampSocketAddress, STAMP_HEADER } from "../../lib/infra/socket-address";
import { reloadEnv } from "../../lib/infra/env";

const xff = (v: string) => new Headers({ "x-forwarded-for": v });

describe("parseAddress", () => {
  it("IPv4 with or without a port", () => {
    expect(parseAddress("198.51.100.77")).toBe("198.51.100.77");
    expect(parseAddress("198.51.100.77:40001")).toBe("198.51.100.77");
    expect(parseAddress(" 198.51.100.77:1 ")).toBe("198.51.100.77");
  });
  it("IPv6 bare, bracketed, bracketed with a port, with a zone; canonical spelling", () => {
    expect(parseAddress("2001:db8:1:13::1")).toBe("2001:db8:1:13::1");
    expect(parseAddress("[2001:db8:1:13::1]")).toBe("2001:db8:1:13::1");
    expect(parseAddress("[2001:DB8:1:13:0:0:0:1]:443")).toBe("2001:db8:1:13::1");
    expect(parseAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(parseAddress('"[2001:db8::5]:80"')).toBe("2001:db8::5");
  });
  it("IPv4-mapped IPv6 is the IPv4 address, bracketed or not", () => {
    expect(parseAddress("::ffff:198.51.100.77")).toBe("198.51.100.77");
    expect(parseAddress("[::ffff:198.51.100.77]:8080")).toBe("198.51.100.77");
    expect(parseAddress("::ffff:c633:644d")).toBe("198.51.100.77");
  });
  it("garbage is no address", () => {
    for (const s of [
      "not-an-ip",
      "",
      "unknown",
      "999.1.1.1",
      "1.2.3",
      "127.1",
      "0x7f.0.0.1",
      "[nope]",
      "[1.2.3.4",
      "1.2.3.4:",
      "2001:db8::1:443:x",
      "1.2.3.4:99999999",
    ])
      expect(parseAddress(s), s).toBeNull();
  });
});

describe("clientIpOf", () => {
  it("the last entry, parsed", () => {
    expect(clientIpOf(xff("203.0.113.1, 198.51.100.77:40001"))).toBe("198.51.100.77");
    expect(clientIpOf(xff("1.1.1.1,[2001:db8::7]:9"))).toBe("2001:db8::7");
  });
  it("a last entry that is no address is the one shared bucket; no header is NO_IP", () => {
    expect(clientIpOf(xff("198.51.100.1, not-an-ip"))).toBe(UNPARSEABLE_IP);
    expect(clientIpOf(xff("garbage"))).toBe(UNPARSEABLE_IP);
    expect(clientIpOf(new Headers())).toBe(NO_IP);
    expect(clientIpOf(xff(" , "))).toBe(NO_IP);
  });
});

describe("stampSocketAddress", () => {
  it("without a trusted proxy the socket's address replaces the client's X-Forwarded-For; with one the header is kept", async () => {
    const saved = process.env.TRUST_PROXY;
    // Before the hook: this process stamps nothing, so a handler called directly reads the header.
    expect(socketStamped(xff("203.0.113.9"))).toBeNull();
    let trust = false;
    stampSocketAddress(() => trust);
    stampSocketAddress(() => true); // a second install is a no-op
    const seen: Headers[] = [];
    const server = createServer((req: IncomingMessage, res) => {
      const h = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") h.set(k, v);
      seen.push(h);
      res.end();
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as { port: number }).port;
    const ask = async (headers: Record<string, string>) => {
      const req = request({ host: "127.0.0.1", port, headers });
      req.end();
      const [res] = (await once(req, "response")) as [IncomingMessage];
      res.resume();
      await once(res, "end");
    };
    try {
      await ask({ "x-forwarded-for": "203.0.113.9", [STAMP_HEADER]: "forged" });
      await ask({});
      trust = true;
      await ask({ "x-forwarded-for": "203.0.113.9", [STAMP_HEADER]: "forged" });
    } finally {
      server.close();
    }
    expect(seen.map((h) => h.get("x-forwarded-for"))).toEqual(["127.0.0.1", "127.0.0.1", "203.0.113.9"]);
    expect(seen.map((h) => socketStamped(h))).toEqual([true, true, false]);
    try {
      process.env.TRUST_PROXY = "0";
      reloadEnv();
      expect(clientIpOf(seen[0])).toBe("127.0.0.1");
      // Not stamped (it came before the hook, or claims a stamp): one shared bucket, not its claim.
      expect(clientIpOf(xff("203.0.113.9"))).toBe(UNSTAMPED_IP);
      expect(clientIpOf(seen[2])).toBe(UNSTAMPED_IP);
      process.env.TRUST_PROXY = "1";
      reloadEnv();
      expect(clientIpOf(seen[2])).toBe("203.0.113.9");
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
      reloadEnv();
    }
  });
});
