// Fault: SIGTERM with requests in flight, sent to `npm start` itself, as a container runtime
// does when npm is PID 1 (npm passes it to the launcher, its child, which hands it to Next's
// standalone server: docs/deployment.md). On a free port and the run's throwaway database.
// Requests whose bodies are still arriving when the signal lands all get their answer; an idle
// keep-alive connection is closed (by its keep-alive timeout), not reset; requests sent during
// the drain, 0.5 s and 1.5 s after the signal, on new connections and on a client's kept-alive
// ones, are answered (with `Connection: close`) or find the listener closed, never reset
// (lib/infra/drain.ts); npm exits 0.
import { spawn, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../../lib/infra/embedded-postgres";

let child: ChildProcess;
let port: number;
let output = "";
let exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  port = await freePort();
  child = spawn("npm", ["start", "--silent"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "preproduction",
      PORT: String(port),
      DATABASE_URL: inject("databaseUrl"),
      WORKER_IN_APP: "1",
      JOBS_SCHEMA: `jobs_shutdown_${process.pid}`,
      LOG_SILENT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c) => (output += String(c)));
  child.stderr!.on("data", (c) => (output += String(c)));
  exit = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 90_000;
  while (!output.includes("Ready in")) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the app did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

function dechunk(s: string): string {
  let out = "";
  for (let i = 0; i < s.length;) {
    const eol = s.indexOf("\r\n", i);
    const size = parseInt(s.slice(i, eol), 16);
    if (!size) break;
    out += s.slice(eol + 2, eol + 2 + size);
    i = eol + 2 + size + 2;
  }
  return out;
}

type Reply = { status: number; body: string; head: string; error?: string };
type Raw = { socket: Socket; written: Promise<void>; reply: Promise<Reply> };

/** Open a connection and send a request's head (and part of its body); the rest comes later. */
function startRequest(head: string): Raw {
  const socket = connect(port, "127.0.0.1");
  const chunks: Buffer[] = [];
  const reply = new Promise<Reply>((resolve) => {
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", (e) => resolve({ status: 0, body: "", head: "", error: (e as NodeJS.ErrnoException).code ?? e.message }));
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = raw.split("\r\n\r\n");
      let body = rest.join("\r\n\r\n");
      if (/^transfer-encoding:\s*chunked/im.test(head)) body = dechunk(body);
      // Closed without a status line: as bad as a reset for the client.
      resolve({ status: Number(head.split(" ")[1] ?? 0), body, head, ...(raw ? {} : { error: "closed without an answer" }) });
    });
  });
  // Resolved once the bytes are handed to the kernel: the request is on its way.
  const written = new Promise<void>((resolve) => socket.write(head, () => resolve()));
  return { socket, written, reply };
}

/** What a client got: a status (and whether the connection was closed after it), or its error's code. */
type Outcome = { status: number; close: boolean } | { error: string };

/** A request on a new connection of its own, sent whole. */
function rawOutcome(method: "GET" | "POST", path: string, body = ""): Promise<Outcome> {
  const head = `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${body ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` : ""}\r\n${body}`;
  return startRequest(head).reply.then((r) =>
    r.error ? { error: r.error } : { status: r.status, close: /^connection:\s*close/im.test(r.head) },
  );
}

/** A request through fetch's pool (undici), which reuses the connections it kept alive, as a proxy does. */
function pooledOutcome(method: "GET" | "POST", path: string, body?: string): Promise<Outcome> {
  return fetch(`http://127.0.0.1:${port}${path}`, { method, body, headers: body ? { "content-type": "application/json" } : {} }).then(
    async (r) => (await r.arrayBuffer(), { status: r.status, close: r.headers.get("connection") === "close" }),
    (e: Error & { cause?: { code?: string; message?: string } }) => ({ error: e.cause?.code ?? e.cause?.message ?? e.message }),
  );
}

describe("SIGTERM to npm start", () => {
  it("lets in-flight requests finish, closes idle keep-alive connections, exits 0", async () => {
    // Warm, as a server in service is: its routes loaded.
    const warm = await fetch(`http://127.0.0.1:${port}/v1/health`);
    expect(warm.status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/v1/public/sites/resolve?host=nowhere.example`)).status).toBe(404);
    expect(
      (await fetch(`http://127.0.0.1:${port}/v1/public/holds/00000000-0000-4000-8000-000000000000/verify`, { method: "POST", body: "{}" }))
        .status,
    ).toBe(400);

    // 8 requests whose bodies are still arriving when the signal lands.
    const body = JSON.stringify({ code: "123456" });
    const slow = Array.from({ length: 8 }, (_, i) =>
      startRequest(
        `POST /v1/public/holds/00000000-0000-4000-8000-00000000000${i}/verify HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
      ),
    );
    // An idle keep-alive connection (one request served, then nothing).
    const idle = startRequest(`GET /v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    await new Promise((r) => setTimeout(r, 300));
    // 10 requests sent (written to their sockets) 5 ms before the signal.
    const quickRaw = Array.from({ length: 10 }, () =>
      startRequest(`GET /v1/public/sites/resolve?host=nowhere.example HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    await Promise.all(quickRaw.map((q) => q.written));
    const quick = quickRaw.map((q) => q.reply.then((r) => ({ status: r.status, body: r.error ?? r.body })));
    await new Promise((r) => setTimeout(r, 5));
    const signalledAt = Date.now();
    child.kill("SIGTERM");
    // During the drain: at 0.5 s (the listener still open), at 1.5 s (closed), each a GET and a
    // POST on new connections and through the warm pool.
    const verify = `/v1/public/holds/00000000-0000-4000-8000-000000000009/verify`;
    const resolve = "/v1/public/sites/resolve?host=nowhere.example";
    const during = [500, 1500].map(async (at) => {
      await new Promise((r) => setTimeout(r, signalledAt + at - Date.now()));
      const outcomes = await Promise.all([
        rawOutcome("GET", resolve),
        rawOutcome("POST", verify, body),
        pooledOutcome("GET", resolve),
        pooledOutcome("POST", verify, body),
      ]);
      return { at, outcomes };
    });
    await new Promise((r) => setTimeout(r, 700));
    expect(child.exitCode).toBeNull(); // still draining: the slow requests are not done
    for (const s of slow) s.socket.write(body.slice(5));

    const slowReplies = await Promise.all(slow.map((s) => s.reply));
    const quickReplies = await Promise.all(quick);
    const idleReply = await idle.reply;
    const drained = await Promise.all(during);
    const { code, signal } = await exit;
    const exitedAfter = Date.now() - signalledAt;

    const summary = JSON.stringify({
      slow: slowReplies.map((r) => r.error ?? r.status),
      quick: quickReplies.map((r) => r.status || r.body),
      idle: idleReply.error ?? idleReply.status,
      during: drained,
      code,
      signal,
    });
    for (const r of slowReplies) {
      expect(r.error, summary + output.slice(-3000)).toBeUndefined();
      expect(r.status).toBe(404); // unknown hold: a real answer from the route, in the envelope
      expect(JSON.parse(r.body).error.code).toBe("RESOURCE_NOT_FOUND");
    }
    // Served, or refused with a retryable 503 once the grace is over: never reset.
    for (const r of quickReplies) expect([404, 503], summary).toContain(r.status);
    expect(idleReply.error, summary).toBeUndefined(); // closed politely after its answer, not reset
    expect(idleReply.status).toBe(200);
    // Answered, and told to close the connection after, or refused by the closed listener.
    for (const { outcomes } of drained)
      for (const o of outcomes)
        if ("error" in o) expect(o.error, summary).toBe("ECONNREFUSED");
        else {
          expect([400, 404, 503], summary).toContain(o.status);
          expect(o.close, summary).toBe(true);
        }
    // The listener stays open through the grace: the requests at 0.5 s are all answered.
    expect(
      drained[0].outcomes.every((o) => "status" in o),
      summary,
    ).toBe(true);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(output).toContain('"msg":"shutdown: next stopped"');
    console.log(
      `shutdown: ${slowReplies.length} in-flight + ${quickReplies.length} just-before requests all answered (${[...slowReplies, ...quickReplies].filter((r) => r.status > 0).length} answers, 0 resets); during the drain ${drained.map(({ at, outcomes }) => `+${at} ms: ${outcomes.map((o) => ("error" in o ? o.error : o.status)).join(", ")}`).join("; ")}; exit ${code} ${exitedAfter} ms after SIGTERM`,
    );
  }, 60_000);
});
