// A TCP relay between the app and PostgreSQL that can cut the line at a COMMIT: real network
// faults for the "was it saved?" tests (docs/decisions-platform.md, A 503 changed nothing), with the
// real server, driver and Prisma on both sides (nothing is mocked). It watches the server's
// replies for the CommandComplete of a COMMIT and then, as armed:
// - "lose-commit-reply": drops that reply and every connection: the server has committed, the
//   client never hears it (the outcome is unknown to the app);
// - "down-after-commit": passes the reply on, then drops every connection: the commit is known,
//   and every later query finds the database gone.
// - "lose-reply-to": drops the reply to the first statement whose text contains `statement` (it
//   ran, and in autocommit committed, before the server replied) and every connection.
// After any of them, new connections are refused until `mode` is set back to "pass".
import net from "node:net";

export type CutMode = "pass" | "lose-commit-reply" | "down-after-commit" | "lose-reply-to";

export type PgCut = {
  /** The target URL with the relay's host and port. */
  url: string;
  mode: CutMode;
  /** For "lose-reply-to": a piece of the statement's SQL text. */
  statement?: string;
  /** True once a cut happened (connections are refused until mode is "pass" again). */
  down: boolean;
  close(): Promise<void>;
};

// CommandComplete ('C', int32 length 11, "COMMIT\0").
const COMMIT_REPLY = Buffer.from([0x43, 0, 0, 0, 11, ...Buffer.from("COMMIT", "ascii"), 0]);

export async function startPgCut(targetUrl: string): Promise<PgCut> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const state: PgCut = {
    url: "",
    mode: "pass",
    down: false,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const cutAll = () => {
    state.down = true;
    for (const s of sockets) s.destroy();
  };
  const server = net.createServer((client) => {
    if (state.down && state.mode !== "pass") return void client.destroy();
    state.down = false;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    let armed = false;
    client.on("data", (chunk: Buffer) => {
      if (state.mode === "lose-reply-to" && state.statement && chunk.includes(state.statement)) armed = true;
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      if (armed && !state.down) {
        cutAll();
        return;
      }
      if ((state.mode === "lose-commit-reply" || state.mode === "down-after-commit") && !state.down && chunk.includes(COMMIT_REPLY)) {
        if (state.mode === "down-after-commit") client.write(chunk, () => setImmediate(cutAll));
        else cutAll();
        state.down = true;
        return;
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayed = new URL(targetUrl);
  relayed.hostname = "127.0.0.1";
  relayed.port = String((server.address() as net.AddressInfo).port);
  state.url = relayed.toString();
  return state;
}
