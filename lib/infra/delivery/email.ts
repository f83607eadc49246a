// Email over SMTP with nodemailer; one pooled transport per SMTP URL and process.
//
// TLS is required unless the URL says otherwise explicitly (docs/decisions.md, Email transport):
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

function transport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(smtpOptions(url));
    transports.set(url, t);
  }
  return t;
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
