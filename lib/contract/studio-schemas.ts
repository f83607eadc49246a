// Request bodies of the studio's actions (docs/studio-actions.md): the route handlers under
// app/v1/studio parse with these; lib/domain/studio-actions takes the parsed values.
import { z } from "zod";
import { EMAIL_MAX, NAME_MAX, NAME_MIN, NOTES_MAX } from "./guest-rules";
import { DateString, freeText, Locale, TimeString } from "./schemas";

/** Longest reason for a studio's cancellation (what the guest is told). */
export const CANCEL_REASON_MAX = 500;
/** Longest note on a manual block. */
export const BLOCK_NOTE_MAX = 200;

export const MarkBody = z.object({ mark: z.enum(["completed", "no_show"]) });

export const StudioCancelBody = z.object({
  reason: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, "must not be empty")
        .max(CANCEL_REASON_MAX)
        .check(freeText({ multiline: true })),
    ),
  refund: z.boolean().optional(),
});

const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces");

export const RefundBody = z.object({
  /** Omitted: what is left of the deposit. */
  amountCents: z.number().int().positive().optional(),
  idempotencyKey: IdempotencyKey,
});

export const BlockBody = z.object({
  roomId: z.uuid(),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  note: z.string().max(BLOCK_NOTE_MAX).check(freeText()).nullable().optional(),
});

const NAME_LENGTH = `must be ${NAME_MIN} to ${NAME_MAX} characters`;

export const PhoneBookingBody = z
  .object({
    roomId: z.uuid(),
    date: DateString,
    startTime: TimeString,
    minutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60),
    guestName: z
      .string()
      .transform((s) => s.trim())
      .pipe(z.string().min(NAME_MIN, NAME_LENGTH).max(NAME_MAX, NAME_LENGTH).check(freeText())),
    email: z.string().max(EMAIL_MAX).check(freeText()).optional(),
    phone: z.string().max(40).check(freeText()).optional(),
    notes: z
      .string()
      .max(NOTES_MAX)
      .check(freeText({ multiline: true }))
      .optional(),
    locale: Locale.optional(),
  })
  .refine((b) => b.email || b.phone, { message: "email or phone: one is required", path: ["email"] });
