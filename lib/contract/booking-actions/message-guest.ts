// A message to the guest from the booking (docs/guests.md, A message to the guest): staff write a
// text, the guest gets it over the booking's own channel (email or SMS) in the booking's language,
// and it is logged on the booking (its message list and its audit trail). No flag, no event.
import { z } from "zod";
import { freeText } from "../schemas";
import { IdempotencyKey } from "./refund";
import { bookingAction, notFoundCause, type Verdict } from "./define";
import { GUEST_MESSAGE_MAX, GUEST_MESSAGES_PER_WINDOW } from "../guests";

const MessageGuestBody = z.strictObject({
  text: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(GUEST_MESSAGE_MAX.email)
        .check(freeText({ multiline: true })),
    ),
  idempotencyKey: IdempotencyKey,
});

export const messageGuest = bookingAction({
  path: "message",
  // Any booking whose guest is still known: a message may be about a cancelled or past session too.
  // One whose guest data retention erased is refused by the runner (it has no contact left).
  rules: { messageGuest: (): Verdict => null },
  operation: {
    operationId: "studioMessageGuest",
    summary: "Send the guest a message",
    description: `The guest gets \`text\` over the booking's own channel: an email (up to ${GUEST_MESSAGE_MAX.email} characters) with the booking's reference, room and time, or a text message (up to ${GUEST_MESSAGE_MAX.phone} characters) for a booking made with a phone number, in the booking's language. It is queued like the booking's other messages (its delivery state shows in the detail's \`messages\`) and written to the audit trail with its text. At most ${GUEST_MESSAGES_PER_WINDOW} an hour per booking. The same \`idempotencyKey\` again answers the booking and sends nothing more.`,
    body: {
      name: "MessageGuestRequest",
      schema: MessageGuestBody,
      example: { text: "The lift is out of order today: please use the stairs on the left.", idempotencyKey: "msg-5b0e2f6c1a90" },
    },
    reply: "StudioBookingResponse",
    replyDescription: "The booking; its detail lists the message",
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: `\`text\` empty, longer than ${GUEST_MESSAGE_MAX.email} characters (${GUEST_MESSAGE_MAX.phone} for a booking made with a phone number) or with control characters; or no \`idempotencyKey\``,
      RESOURCE_NOT_FOUND: notFoundCause("booking"),
      INVALID_STATE: "The booking's guest data was erased (data retention): there is no one to write to",
      RATE_LIMIT_EXCEEDED: `${GUEST_MESSAGES_PER_WINDOW} messages to this booking's guest in the last hour; \`Retry-After\` says when the next may go`,
    },
  },
  audit: "booking.message",
});
