// A DNS server on this machine (dns2, over UDP on 127.0.0.1 and a free port) answering the TXT records a
// test publishes: the platform's resolver is pointed at it with DNS_SERVERS (docs/configuration.md), so the
// proof of a custom domain goes through a real DNS exchange. Any other name is NXDOMAIN; a name set to
// fail answers SERVFAIL.
import dns2 from "dns2";

export type FakeDns = {
  /** `127.0.0.1:<port>`: a DNS_SERVERS value. */
  server: string;
  /** Publish the TXT values of a name (replacing any). */
  publish: (name: string, values: string[]) => void;
  /** The name answers SERVFAIL. */
  fail: (name: string) => void;
  remove: (name: string) => void;
  /** The TXT questions asked so far, by name. */
  asked: () => string[];
  close: () => Promise<void>;
};

export async function startFakeDns(): Promise<FakeDns> {
  const { Packet } = dns2;
  const records = new Map<string, string[] | "fail">();
  const asked: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const q = request.questions[0];
      const name = (q?.name ?? "").toLowerCase();
      asked.push(name);
      const found = records.get(name);
      if (found === "fail") response.header.rcode = 2;
      else if (!found) response.header.rcode = 3;
      else if (q.type === Packet.TYPE.TXT)
        for (const data of found)
          response.answers.push(Packet.createResourceFromQuestion(q, { type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 1, data }));
      send(response);
    },
  });
  const addr = await server.listen({ udp: { port: 0, address: "127.0.0.1" } });
  return {
    server: `127.0.0.1:${addr.udp!.port}`,
    publish: (name, values) => records.set(name.toLowerCase(), values),
    fail: (name) => records.set(name.toLowerCase(), "fail"),
    remove: (name) => records.delete(name.toLowerCase()),
    asked: () => [...asked],
    close: () => server.close(),
  };
}
