// Holds: a slot held while the guest proves they are reachable, its one-time code, and the booking it
// becomes (docs/api.md, The booking sequence, steps 3 to 5; Retry rules in the document's overview).
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { ERROR_STATUS } from "../../../contract/error-codes";
import { LIVE_HOLDS_PER_IP } from "../../../contract/limits";
import { publicOperation, slugParam, holdIdParam, notFoundForMalformedId } from "../public-operation";
import { RULES } from "../rules";
import { ConfirmRequest, CreateHoldBody, VerifyRequest } from "../../../contract/schemas";

export const publicCreateHold = publicOperation({
  operationId: "createHold",
  section: "4.4",
  method: "post",
  path: "/public/sites/{slug}/holds",
  tag: "Holds",
  summary: "Hold a slot and send a one-time code",
  description: `Blocks the slot for ${RULES.holdLife} and sends a six-digit code to the contact over the chosen channel (valid ${RULES.codeLife}). Safe to retry with the same \`idempotencyKey\`; after a hold expires a new key is required. Limits: ${RULES.holdQuotas}. Step 3 of the booking flow.`,
  pathParams: { slug: slugParam },
  body: {
    name: "CreateHoldRequest",
    schema: CreateHoldBody,
    required: true,
    example: {
      roomId: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
      date: "2030-01-15",
      startTime: "18:00",
      durationMinutes: 120,
      guestName: "Marta Puig",
      channel: "email",
      contact: "marta@example.com",
      locale: "ca",
      idempotencyKey: "0b6f7f5e-2d4a-4b8e-9c1d-3e5f7a9b1c2d",
    },
  },
  success: { status: 201, schema: "HoldResponse", description: "The hold, status `pending`" },
  errors: [
    "VALIDATION_ERROR",
    "CAPTCHA_FAILED",
    "RESOURCE_NOT_FOUND",
    "SITE_NOT_LIVE",
    "ROOM_NOT_BOOKABLE",
    "OUTSIDE_HOURS",
    "OUTSIDE_BOOKING_WINDOW",
    "SLOT_TAKEN",
    "RATE_LIMIT_EXCEEDED",
    "SMS_UNAVAILABLE",
  ],
  causes: {
    ROOM_NOT_BOOKABLE:
      "Online booking off, or room unpriced or inactive; or none of the room's payment modes can be confirmed now (its `bookable` is false): refused before any hold is made or code sent",
    VALIDATION_ERROR:
      "A field missing or malformed (the message names it): `startTime` not a time of day or off the room's `stepMinutes` grid, `durationMinutes` outside the room's `minMinutes` to `maxMinutes` or not a multiple of `stepMinutes`, a `partySize` below 1 or above the room's `capacity` (beyond the contract), a `contact` that is not a phone number or email address for its channel; or the `idempotencyKey` reused with a different body",
  },
  beyondSpec: [
    {
      code: "HOLD_EXPIRED",
      why: "the `idempotencyKey` belongs to a hold that expired, was burnt or was confirmed: a new key is required (see Retry rules)",
    },
    {
      code: "STUDIO_NOT_VERIFIED",
      why: "the studio's ownership is not confirmed yet (`studio.isVerified` false): its site can be read, but it takes no bookings",
    },
    {
      code: "VALIDATION_ERROR",
      why: "`contact`: a phone number in a country this studio does not text codes to (its allow-list; default its own country): use channel `email`",
    },
    {
      code: "RATE_LIMIT_EXCEEDED",
      why: `the hold quotas: ${RULES.holdQuotas} (the IP counted per client network; one Gmail mailbox, one E.164 number, one IPv6 /64 each count once; an IPv6 /56 and /48 may each have twice what a /64 may); or ${LIVE_HOLDS_PER_IP} holds from the client's network (twice that from its /56 or /48) are still waiting for their code at this studio (\`Retry-After\`: until one expires; entering a code frees a place)`,
    },
    {
      code: "SMS_UNAVAILABLE",
      why: "for channel `phone`, no text can be sent for this hold now: the studio's or the platform's daily SMS cap is reached, the studio is near its cap and has no captcha, or the client's network had its texts for the day. Use channel `email` (no `Retry-After`)",
    },
    { code: "CAPTCHA_FAILED", why: "the captcha was solved on a host that is not the studio's" },
    {
      code: "VALIDATION_ERROR",
      why: "`extras`: more than 10, an extra named twice, a `quantity` outside 1 to 20, or an `extras.N.extraId` the studio does not offer for this room (unknown, inactive, or for other rooms)",
    },
    {
      code: "EXTRA_UNAVAILABLE",
      why: "an extra of `extras` has fewer units free at that time than asked for (the studio owns a limited number); `details.extraId` and `details.name` name it. Drop it or pick another time (docs/pricing.md, Extras)",
    },
    {
      code: "PROMO_CODE_INVALID",
      why: "`promoCode` does not apply: `details.reason` is `unknown`, `inactive`, `not_yet` or `expired` (the session's date is outside its dates), `room`, `too_short`, `used_up` or `used_up_by_you` (the contact's own uses), `details.code` the code as stored; `message` says why in the hold's `locale`. No hold is made: send the request again without `promoCode` (a new `idempotencyKey`) to book at the full price (docs/pricing.md, Promo codes)",
    },
    {
      code: "RATE_LIMIT_EXCEEDED",
      why: `a request with \`promoCode\` from a network past ${RULES.promoGuesses}: every promo code check is refused until \`Retry-After\`; a request without one is not affected`,
    },
    {
      code: "SERIES_NOT_OFFERED",
      why: "`series` where the studio does not take weekly series online (its `onlineSeriesMaxWeeks` is 0) or the room takes cards only; no hold is made (docs/series.md, Booked online by a guest)",
    },
    {
      code: "VALIDATION_ERROR",
      why: "`series`: `weeks` over the studio's maximum (`details.max`), a `skipDates` date that is not a later date of the series, every later date skipped, or `series` with `extras` or `promoCode`",
    },
    {
      code: "SLOT_TAKEN",
      why: "with `series`, a later date was taken since the preview (`details.date` names it; `OUTSIDE_HOURS` and `OUTSIDE_BOOKING_WINDOW` likewise): nothing is held; preview again and skip it",
    },
  ],
  limit: "write",
});

export const publicVerifyHold = publicOperation({
  operationId: "verifyHold",
  section: "4.5",
  method: "post",
  path: "/public/holds/{holdId}/verify",
  tag: "Holds",
  summary: "Verify the one-time code",
  description: `A correct code within ${RULES.codeLife} of sending verifies the hold and restarts its ${RULES.holdLife}. ${RULES.wrongCodes} burn the hold (${ERROR_STATUS.TOO_MANY_ATTEMPTS} TOO_MANY_ATTEMPTS) and free the slot. Not idempotent. Step 4 of the booking flow.`,
  pathParams: { holdId: holdIdParam },
  body: { name: "VerifyRequest", schema: VerifyRequest, required: true, example: { code: "123456" } },
  success: { status: 200, schema: "HoldResponse", description: "The hold, status `verified`, with a refreshed `expiresAt`" },
  errors: ["VALIDATION_ERROR", "CODE_INVALID", "HOLD_EXPIRED", "TOO_MANY_ATTEMPTS", "RATE_LIMIT_EXCEEDED"],
  causes: { VALIDATION_ERROR: "`code` missing or not six digits, or a body that is not a JSON object; not counted as a wrong code" },
  beyondSpec: [
    notFoundForMalformedId,
    {
      code: "GUEST_REFUSED",
      why: "the right code, but the studio's no-show policy is `refuse` and this contact (counted as one guest: one Gmail mailbox, one E.164 number) has reached its threshold of no-shows there; `details.reason` is `no_shows`, `message` says so in the hold's `locale`. Asked only once the code has proved the contact, so nobody learns another person's standing by typing their number. The hold is released (its slot free at once): the guest books with the studio directly (docs/guests.md, No-show policy)",
    },
  ],
  limit: "write",
});

export const publicResendCode = publicOperation({
  operationId: "resendCode",
  section: "4.6",
  method: "post",
  path: "/public/holds/{holdId}/resend",
  tag: "Holds",
  summary: "Send a fresh code",
  description: `Sends a fresh code and resets the attempt counter. At most ${RULES.sends} sends per hold including the first, at least ${RULES.resendGap} apart (earlier: ${ERROR_STATUS.RATE_LIMIT_EXCEEDED} RATE_LIMIT_EXCEEDED with Retry-After). No body.`,
  pathParams: { holdId: holdIdParam },
  success: { status: 200, schema: "HoldResponse", description: "The hold with updated `resendsLeft`" },
  errors: ["HOLD_EXPIRED", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RATE_LIMIT_EXCEEDED: `A resend earlier than ${RULES.resendGap} after the previous one (wait \`Retry-After\` seconds), no code sends left (${RULES.sends} per hold; no \`Retry-After\`, as waiting does not help: verify with the last code sent), or the per-IP request rate limit`,
  },
  beyondSpec: [
    notFoundForMalformedId,
    { code: "SMS_UNAVAILABLE", why: "SMS delivery down for a phone hold; start again with channel `email`" },
    { code: "RATE_LIMIT_EXCEEDED", why: "the studio's or the platform's daily SMS cap is reached (phone holds)" },
  ],
  limit: "write",
});

export const publicGetHold = publicOperation({
  operationId: "getHold",
  section: "none",
  method: "get",
  path: "/public/holds/{holdId}",
  tag: "Holds",
  summary: "Re-read a hold (beyond the spec)",
  description: `Beyond the published flow: the hold in whatever state it is, for re-reading after a network timeout on verify, resend or confirm (see Retry rules in the overview). \`status\` is \`pending\` or \`verified\` while the hold lives, else \`expired\`, \`burnt\` (${RULES.wrongCodes}) or \`confirmed\`; a confirmed hold carries \`bookingReference\`. Never the code or the manage token (after a lost confirm answer, the confirmation message to the guest carries the manage link); \`devCode\` only where createHold shows it.`,
  pathParams: { holdId: holdIdParam },
  success: { status: 200, schema: "HoldStateResponse", description: "The hold in its current state" },
  errors: ["RESOURCE_NOT_FOUND"],
  limit: "read",
  noStore: true,
});

export const publicReleaseHold = publicOperation({
  operationId: "releaseHold",
  section: "none",
  method: "delete",
  path: "/public/holds/{holdId}",
  tag: "Holds",
  summary: "Give up a hold (beyond the spec)",
  description:
    "Beyond the published flow: the guest gives up a `pending` or `verified` hold (for example after going back to pick another time) and its slot is free at once. The hold id is the capability, as for the other hold operations. The code is spent: verify and confirm then answer `410 HOLD_EXPIRED`, and getHold shows `expired`. A hold that already became a booking answers `409 HOLD_ALREADY_CONFIRMED`; a hold that is no longer live (expired, burnt, or already released) answers `404 RESOURCE_NOT_FOUND`, so releasing twice is harmless. No `hold.expired` webhook is sent for a release.",
  pathParams: { holdId: holdIdParam },
  success: { status: 204, schema: "HoldStateResponse", description: "Released; the slot is free", empty: true },
  errors: ["RESOURCE_NOT_FOUND", "HOLD_ALREADY_CONFIRMED", "RATE_LIMIT_EXCEEDED"],
  limit: "write",
  noStore: true,
});

export const publicConfirmHold = publicOperation({
  operationId: "confirmHold",
  section: "4.7",
  method: "post",
  path: "/public/holds/{holdId}/confirm",
  tag: "Holds",
  summary: "Turn a verified hold into a booking",
  description: `\`on_site\`: the booking is \`confirmed\` at once (\`paymentStatus\` \`unpaid\`). \`card\`: the booking is \`pending_payment\` with a \`clientSecret\` for the card provider and \`paymentDueAt\` ${RULES.paymentDue} ahead; poll getBooking until it is \`confirmed\`. The \`manageToken\` is shown only in this response and cannot be recovered: only its hash is stored. Not idempotent: a second confirm of the hold, with any body and at any time, is 409 \`HOLD_ALREADY_CONFIRMED\`, whose message names the booking's reference; the guest's confirmation message carries the manage link, and lookupBooking sends a fresh one (see Retry rules in the overview). Step 5 of the booking flow.`,
  pathParams: { holdId: holdIdParam },
  body: {
    name: "ConfirmRequest",
    schema: ConfirmRequest,
    required: true,
    example: { paymentMode: "on_site", notes: "We bring our own drum kit." },
  },
  success: { status: 201, schema: "ConfirmResultResponse", description: "The booking and its manage token" },
  errors: [
    "VALIDATION_ERROR",
    "PAYMENT_MODE_DENIED",
    "HOLD_NOT_VERIFIED",
    "HOLD_ALREADY_CONFIRMED",
    "PAYMENTS_UNAVAILABLE",
    "SLOT_TAKEN",
    "HOLD_EXPIRED",
  ],
  causes: {
    HOLD_ALREADY_CONFIRMED:
      "A booking already exists for the hold (a second confirm, whatever its body and however soon); the message names the booking's reference",
    PAYMENT_MODE_DENIED:
      "Mode not in the room's `paymentModes`, or not in the hold's: `card` for a deposit that cannot be charged (none, or under the card provider's minimum charge in its currency)",
    PAYMENTS_UNAVAILABLE: "`card` while the studio cannot take card deposits (the site payload's `cardPayments` is false)",
    VALIDATION_ERROR: `\`paymentMode\` missing or not a payment mode, \`notes\` longer than ${RULES.notesMax} or with control characters, \`email\` not an email address, or a body that is not a JSON object`,
  },
  beyondSpec: [
    notFoundForMalformedId,
    {
      code: "RATE_LIMIT_EXCEEDED",
      why: `\`email\` differs from the verified contact and that address already had ${RULES.contactQuota}: confirm without \`email\``,
    },
    {
      code: "PROMO_CODE_INVALID",
      why: "the hold's promo code ran out since the hold was made: `details.reason` is `used_up` (its uses) or `used_up_by_you` (the contact's), `details.code` the code. The hold loses the code and stays verified at the full price (getHold shows it): confirm again to book at that price, or release it (docs/pricing.md, Promo codes)",
    },
    {
      code: "PREPAID_HOURS_SHORT",
      why: "the `prepaidCode` given is expired (`details.reason` `expired`) or has fewer minutes left than the booking takes (`short`, with `balanceMinutes` and `neededMinutes`). Nothing was booked; the hold stays verified: confirm without the code to pay another way (docs/prepaid-hours.md)",
    },
    {
      code: "PAYMENT_MODE_DENIED",
      why: "a weekly series' hold (createHold's `series`) confirmed with `card`: an online series is paid at the studio (`on_site`); a `prepaidCode` with one is 400 VALIDATION_ERROR (docs/series.md, Booked online by a guest)",
    },
    {
      code: "SLOT_TAKEN",
      why: "a weekly series' later date lost since its hold (a calendar block appeared over it): `details.date` names it, nothing was booked",
    },
  ],
  limit: "write",
});
