// A real SMTP server (npm smtp-server) on a local port that keeps what it receives.
import { SMTPServer } from "smtp-server";
import { simpleParser } from "mailparser";

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename?: string; contentType: string; content: string }[];
  raw: string;
};

export async function startFakeSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  failNext: (n?: number) => void;
  /** Connections opened so far, and the most open at once (pooled transports reuse them). */
  connections: () => { opened: number; maxOpen: number };
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  let opened = 0;
  let open = 0;
  let maxOpen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Pooled clients keep connections open: close them soon rather than after 30 s.
    closeTimeout: 200,
    onConnect(session, callback) {
      opened++;
      maxOpen = Math.max(maxOpen, ++open);
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", async () => {
        if (failures > 0) {
          failures--;
          return callback(new Error("451 temporary failure"));
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(raw);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content.toString("utf8"),
          })),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    // The fake offers no STARTTLS, so the URL says so explicitly (lib/infra/delivery/email.ts).
    url: `smtp://127.0.0.1:${port}?tls=off`,
    mails,
    failNext: (n = 1) => {
      failures = n;
    },
    connections: () => ({ opened, maxOpen }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
