// Prepaid hours (docs/prepaid-hours.md): packs a studio sells, the passes sold from them (a code
// the buyer books with), and what the studio API and the buyer's page show of each. Types come
// from these schemas.
import { z } from "zod";
import { PAYMENT_METHODS } from "./booking-money";
import { IdempotencyKey } from "./booking-actions/refund";
import { Note, PAYMENT_MAX_CENTS } from "./booking-actions/payments";
import { EMAIL_MAX } from "./guest-rules";
import { freeText, Locale } from "./schemas";

/** Packs a studio may define, active or not. */
export const HOUR_PACKS_MAX = 30;

const Name = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(80).check(freeText()));

export const HourPackBody = z.strictObject({
  name: Name,
  /** The hours sold, in minutes: from half an hour to 1,000 hours, in half hours. */
  minutes: z.int().min(30).max(60_000).multipleOf(30),
  priceCents: z.int().min(0).max(PAYMENT_MAX_CENTS),
  /** Rooms the hours may be spent in; empty: every room of the studio. */
  roomIds: z.array(z.uuid()).max(50).default([]),
  /** Days a pass stays valid from its sale. */
  validDays: z.int().min(1).max(1095).default(365),
});
export type HourPackBody = z.infer<typeof HourPackBody>;

export const HourPackPatch = z.strictObject({ active: z.boolean() });

export const HourPack = z.object({
  id: z.uuid(),
  name: z.string(),
  minutes: z.int(),
  priceCents: z.int(),
  currency: z.string(),
  roomIds: z.array(z.uuid()),
  validDays: z.int(),
  active: z.boolean(),
  /** Passes sold from it. */
  passesSold: z.int(),
  createdAt: z.string(),
});
export type HourPack = z.infer<typeof HourPack>;

/** A pack as the site offers it to buyers (docs/prepaid-hours.md, Buying on the site). */
export type PackOnSale = Pick<HourPack, "id" | "name" | "minutes" | "priceCents" | "currency" | "validDays">;

/** A pass sold at the desk: paid by any method there; the buyer's email gets the code. */
export const HourPassSale = z.strictObject({
  packId: z.uuid(),
  buyerName: Name,
  buyerEmail: z.email().max(EMAIL_MAX).nullable().default(null),
  method: z.enum(PAYMENT_METHODS),
  note: Note.optional(),
  /** The buyer's language for the email and the page; the site's default without one. */
  locale: Locale.optional(),
  idempotencyKey: IdempotencyKey,
});
export type HourPassSale = z.infer<typeof HourPassSale>;

export const HourPass = z.object({
  id: z.uuid(),
  packId: z.uuid(),
  packName: z.string(),
  /** The code's last four characters: the code itself is shown once, when sold. */
  codeTail: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string().nullable(),
  minutes: z.int(),
  usedMinutes: z.int(),
  /** What is left to book with: 0 once expired. */
  balanceMinutes: z.int(),
  roomIds: z.array(z.uuid()),
  priceCents: z.int(),
  currency: z.string(),
  method: z.string(),
  soldAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type HourPass = z.infer<typeof HourPass>;

/** The answer to a sale: the pass with its code, shown this once. */
export const SoldHourPass = HourPass.extend({ code: z.string() });
export type SoldHourPass = z.infer<typeof SoldHourPass>;

/** The code as stored and compared: letters and digits only, upper case. */
export const normalizePrepaidCode = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]/g, "");
