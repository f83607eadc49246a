// Outbound delivery of a message to a person: email over SMTP (nodemailer) or SMS through
// Twilio's Messages API. Which channels are configured is read from env once per process.
import { devCodesAllowed, env, type Env } from "../env";
import { sendEmail, type EmailMessage } from "./email";
import { sendSms } from "./sms";
import { errorMessage } from "../../contract/shapes";

export type { EmailMessage };
export type SmsMessage = { to: string; text: string };

/** A delivery provider failed or is not configured. */
export class DeliveryError extends Error {
  constructor(
    readonly channel: "email" | "phone",
    message: string,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export function emailConfigured(e: Env = env()): boolean {
  return Boolean(e.SMTP_URL);
}

function smsConfigured(e: Env = env()): boolean {
  return Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM);
}

export function channelConfigured(channel: "email" | "phone", e: Env = env()): boolean {
  return channel === "email" ? emailConfigured(e) : smsConfigured(e);
}

/**
 * Whether a message for `channel` is shown instead of sent, here and now: pre-production with no provider for the
 * channel (a hold's code as `devCode`, an invitation's or a sign-up's link as `devLink`). Never in production; every
 * answer that shows one asks this, so they agree (docs/decisions-platform.md, Deployment mode).
 */
export function devCodeMode(channel: "email" | "phone", e: Env = env()): boolean {
  return devCodesAllowed(e) && !channelConfigured(channel, e);
}

export async function deliverEmail(msg: EmailMessage, e: Env = env()): Promise<void> {
  if (!e.SMTP_URL) throw new DeliveryError("email", "SMTP is not configured");
  try {
    await sendEmail(e.SMTP_URL, e.SMTP_FROM, msg);
  } catch (err) {
    throw new DeliveryError("email", `SMTP delivery failed: ${errorMessage(err)}`);
  }
}

export async function deliverSms(msg: SmsMessage, e: Env = env()): Promise<void> {
  if (!smsConfigured(e)) throw new DeliveryError("phone", "SMS provider is not configured");
  try {
    await sendSms(
      { baseUrl: e.SMS_PROVIDER_URL, accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM! },
      msg,
    );
  } catch (err) {
    throw new DeliveryError("phone", `SMS delivery failed: ${errorMessage(err)}`);
  }
}
