// Verification (docs/operators.md, Verification): owners only.
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { CODE_LENGTH, CODE_TTL_MS, MAX_SENDS, RESEND_COOLDOWN_MS } from "../../../contract/hold-rules";
import { studioOperation } from "../studio-operation";
import { BusinessDetailsRequest, PhoneCodeRequest } from "../../../contract/studio-schemas";

export const studioVerification = studioOperation({
  operationId: "studioVerification",
  method: "get",
  path: "/studio/verification",
  pathParams: {},
  ownerOnly: "verification",
  summary: "The studio's verification (owners)",
  description:
    "The studio's status on the platform (`draft`, `awaiting_verification`, `live`, `suspended`, `rejected`), the operator's reason for the last change, the business details given and whether the studio's phone is confirmed. `devCode` only in pre-production without an SMS provider, while a code lives.",
  success: { status: 200, content: "json", schema: "VerificationResponse", description: "The verification state" },
  errors: ["RATE_LIMIT_EXCEEDED"],
});

export const studioRequestVerification = studioOperation({
  operationId: "studioRequestVerification",
  method: "post",
  path: "/studio/verification",
  pathParams: {},
  ownerOnly: "verification",
  summary: "Ask for verification (owners)",
  description: "From `draft` or `rejected` to `awaiting_verification`, once the business details are given and the phone is confirmed.",
  success: { status: 200, content: "json", schema: "VerificationResponse", description: "The verification state" },
  errors: ["INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { INVALID_STATE: "Not draft or rejected, or the details or the phone confirmation are missing (`details.missing`)" },
});

export const studioVerificationDetails = studioOperation({
  operationId: "studioVerificationDetails",
  method: "put",
  path: "/studio/verification/details",
  pathParams: {},
  ownerOnly: "verification",
  summary: "Give the business details (owners)",
  description: "Legal name, tax id and address, kept as verification evidence. Only while `draft` or `rejected`.",
  body: {
    name: "BusinessDetailsRequest",
    schema: BusinessDetailsRequest,
    required: true,
    example: {
      legalName: "Sala Gràcia SL",
      taxId: "B12345678",
      addressLine1: "Carrer Gran 1",
      city: "Barcelona",
      postalCode: "08012",
      country: "ES",
    },
  },
  success: { status: 200, content: "json", schema: "VerificationResponse", description: "The verification state" },
  errors: ["VALIDATION_ERROR", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: { INVALID_STATE: "The studio is awaiting a decision, live or suspended" },
});

export const studioSendPhoneCode = studioOperation({
  operationId: "studioSendPhoneCode",
  method: "post",
  path: "/studio/verification/phone-code",
  pathParams: {},
  ownerOnly: "verification",
  summary: "Text a code to the studio's phone (owners)",
  description: `A ${CODE_LENGTH}-digit code, valid ${CODE_TTL_MS / 60_000} minutes, to the studio's phone from its settings; sends at least ${RESEND_COOLDOWN_MS / 1000} s apart and at most ${MAX_SENDS} while the last code lives. Counts against the studio's daily SMS cap.`,
  success: {
    status: 200,
    content: "json",
    schema: "VerificationResponse",
    description: "The verification state (with `devCode` where codes are shown)",
  },
  errors: ["INVALID_STATE", "RATE_LIMIT_EXCEEDED", "SMS_UNAVAILABLE"],
  causes: {
    INVALID_STATE: "The studio has no phone, or is not draft or rejected",
    RATE_LIMIT_EXCEEDED: `Within ${RESEND_COOLDOWN_MS / 1000} s of the last code, or ${MAX_SENDS} codes sent while the last one lives (\`Retry-After\`)`,
    SMS_UNAVAILABLE: "The text could not be sent; try again later",
  },
});

export const studioConfirmPhone = studioOperation({
  operationId: "studioConfirmPhone",
  method: "post",
  path: "/studio/verification/phone-code/verify",
  pathParams: {},
  ownerOnly: "verification",
  summary: "Confirm the studio's phone (owners)",
  description: "The code texted to the studio's phone. The 5th wrong code voids it.",
  body: { name: "PhoneCodeRequest", schema: PhoneCodeRequest, required: true, example: { code: "123456" } },
  success: { status: 200, content: "json", schema: "VerificationResponse", description: "The verification state, phone confirmed" },
  errors: ["VALIDATION_ERROR", "INVALID_STATE", "CODE_INVALID", "TOO_MANY_ATTEMPTS", "RATE_LIMIT_EXCEEDED"],
  causes: {
    INVALID_STATE: "The studio is not draft or rejected",
    CODE_INVALID: "Wrong (`details.attemptsLeft`), expired, or none sent",
    TOO_MANY_ATTEMPTS: "The 5th wrong code: ask for a new one",
  },
});
