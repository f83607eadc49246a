// Email over SMTP with nodemailer; one pooled transport per SMTP URL and process.
//
// TLS is required unless the URL says otherwise explicitly (docs/decisions-messages.md, Email transport):
//   smtps://host[:465]          implicit TLS
//   smtp://host[:587]           STARTTLS required: a server that does not offer it is refused
//   smtp://host:port?tls=off    plain SMTP allowed (local relays and test servers); STARTTLS
//                               is still used when offered
// Certificates are verified (nodemailer's default) in every TLS case.
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Stable Message-ID (`<id@host>`): a rare resend after a crash is recognisable as the same message. */
  messageId?: string;
};

const transports = new Map<string, Transporter>();

/** nodemailer transport options of an SMTP_URL (exported for tests). */
export function smtpOptions(url: string): SMTPTransport.Options {
  const u = new URL(url);
  if (u.protocol !== "smtp:" && u.protocol !== "smtps:") throw new Error("SMTP_URL must start with smtp:// or smtps://");
  const secure = u.protocol === "smtps:";
  const tlsOff = u.searchParams.get("tls") === "off" || u.searchParams.get("ignoreTLS") === "true";
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 465 : 587)),
    secure,
    requireTLS: !secure && !tlsOff,
    auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * Connections one process keeps open to the SMTP server. A burst of confirmations shares them
 * instead of paying a TCP + TLS + greeting handshake per message; a provider that limits
 * concurrent connections per client usually allows a few (docs/performance.md, "Sending at the
 * provider's pace").
 */
export const SMTP_MAX_CONNECTIONS = 3;
/** Messages per connection before it is replaced (nodemailer's default). */
const SMTP_MAX_MESSAGES = 100;

function transport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    // Pooled: at most SMTP_MAX_CONNECTIONS connections, reused; messages beyond them wait in
    // nodemailer's queue. Created once per URL and process.
    t = nodemailer.createTransport({
      ...smtpOptions(url),
      pool: true,
      maxConnections: SMTP_MAX_CONNECTIONS,
      maxMessages: SMTP_MAX_MESSAGES,
    });
    transports.set(url, t);
  }
  return t;
}

/** Close the pooled connections (tests, and a process shutting down). */
export function closeEmailTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}

export async function sendEmail(smtpUrl: string, from: string, msg: EmailMessage): Promise<void> {
  await transport(smtpUrl).sendMail({
    from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html,
    attachments: msg.attachments,
    messageId: msg.messageId,
  });
}
