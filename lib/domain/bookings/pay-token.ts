// The tokens of a payment link, of a payment's receipt, of an invoice's PDF and a prepaid-hours code (docs/payments.md,
// Payment links; Receipts; docs/invoices.md; docs/prepaid-hours.md): the row's id and a MAC of it under a key derived from the server secret for that
// purpose, 64 hex characters. Nothing of them is stored: the server can write them again into a
// message or for staff to copy, and a guessed or altered token opens nothing. The pages are under
// the site's manage path, and logs redact them like a manage token (lib/infra/log.ts).
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { env, secretOf, type Env } from "../../infra/env";

const TOKEN_RE = /^[0-9a-f]{64}$/;
type Purpose = "payment-link/v1" | "payment-receipt/v1" | "invoice/v1" | "hour-pass/v1";

function macOf(purpose: Purpose, id: string, e: Env): Buffer {
  const key = Buffer.from(hkdfSync("sha256", secretOf(e), "studio-booking", purpose, 32));
  return createHmac("sha256", key).update(id).digest().subarray(0, 16);
}

const tokenOf = (purpose: Purpose, id: string, e: Env) => id.replace(/-/g, "") + macOf(purpose, id, e).toString("hex");

function idOf(purpose: Purpose, token: string, e: Env): string | null {
  if (!TOKEN_RE.test(token)) return null;
  const h = token.slice(0, 32);
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return timingSafeEqual(Buffer.from(token.slice(32), "hex"), macOf(purpose, id, e)) ? id : null;
}

/** The link's token for payment request `id` (a UUID). */
export const payToken = (id: string, e: Env = env()): string => tokenOf("payment-link/v1", id, e);

/** The payment request a link's token stands for, or null when it is malformed or its MAC does not match. */
export const requestIdOfToken = (token: string, e: Env = env()): string | null => idOf("payment-link/v1", token, e);

/** The receipt's token for payment `id` (a booking_payment's UUID). */
export const receiptToken = (id: string, e: Env = env()): string => tokenOf("payment-receipt/v1", id, e);

/** The payment a receipt's token stands for, or null. */
export const paymentIdOfReceipt = (token: string, e: Env = env()): string | null => idOf("payment-receipt/v1", token, e);

/** The token of invoice `id`'s PDF. */
export const invoiceToken = (id: string, e: Env = env()): string => tokenOf("invoice/v1", id, e);

/** The invoice a PDF token stands for, or null. */
export const invoiceIdOfToken = (token: string, e: Env = env()): string | null => idOf("invoice/v1", token, e);

// 32 letters and digits without 0/O, 1/I: read aloud over the phone without doubt; 12 of them, 60 bits.
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * The code of prepaid-hours pass `id`, "XXXX-XXXX-XXXX" (docs/prepaid-hours.md, The buyer's code):
 * written from a MAC of the id, so never stored, and written again for a repeated sale or the email.
 */
export function prepaidCodeOf(id: string, e: Env = env()): string {
  const chars = [...macOf("hour-pass/v1", id, e).subarray(0, 12)].map((b) => CODE_ALPHABET[b & 31]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}
