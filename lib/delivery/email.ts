// Email over SMTP with nodemailer; one pooled transport per SMTP URL and process.
import nodemailer, { type Transporter } from "nodemailer";

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

function transport(url: string): Transporter {
  let t = transports.get(url);
  if (!t) {
    const u = new URL(url);
    t = nodemailer.createTransport({
      host: u.hostname,
      port: Number(u.port || (u.protocol === "smtps:" ? 465 : 587)),
      secure: u.protocol === "smtps:",
      auth: u.username ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } : undefined,
      // Local relays and test servers often have no TLS; STARTTLS is used when offered.
      ignoreTLS: u.searchParams.get("ignoreTLS") === "true",
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(url, t);
  }
  return t;
}

export async function sendEmail(smtpUrl: string, from: string, msg: EmailMessage): Promise<void> {
  await transport(smtpUrl).sendMail({ from, to: msg.to, subject: msg.subject, text: msg.text, html: msg.html, attachments: msg.attachments, messageId: msg.messageId });
}
