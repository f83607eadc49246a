// Delivering a hold's code, and what the API answers when that is impossible.
//
// - devCode mode: the mode is pre-production (lib/infra/env.ts appEnvOf, under any NODE_ENV)
//   and no provider is configured for the hold's channel → nothing is sent and the Hold carries
//   `devCode`. Never in production. Every answer that shows a devCode (create, replay, resend,
//   read) asks devCodeMode (lib/infra/delivery), so they agree (docs/decisions-platform.md, Deployment mode).
// - Production without a provider for the channel → refused before any hold exists.
// - Failure statuses (documented decision): SMS → 503 SMS_UNAVAILABLE (the contract: the client can
//   retry with channel email); email → 500 INTERNAL_ERROR "Could not send the code by email"
//   (the contract has no email-specific code; 500 tells the client to back off and retry).
import { deliverEmail, deliverSms } from "../../infra/delivery";
import type { Channel, Locale } from "../../contract/schemas";
import { ApiError } from "../../contract/errors";
import { codeMessage } from "./code-message";

export function deliveryFailure(channel: Channel): ApiError {
  return channel === "phone"
    ? new ApiError("SMS_UNAVAILABLE", "SMS delivery is unavailable right now; try again later or use email")
    : new ApiError("INTERNAL_ERROR", "Could not send the code by email");
}

/** Send the code to the guest; throws DeliveryError when the provider fails or is missing. */
export async function sendCode(to: { channel: Channel; contact: string; locale: Locale }, studioName: string, code: string): Promise<void> {
  const msg = codeMessage(to.locale, studioName, code);
  if (to.channel === "phone") await deliverSms({ to: to.contact, text: msg.sms });
  else await deliverEmail({ to: to.contact, subject: msg.subject, text: msg.text, html: msg.html });
}
