// The owner's side of verification (docs/operators.md, Verification): business details kept as evidence,
// the studio's phone confirmed with a one-time code, then the request. The code is the holds' machinery
// (lib/domain/holds/codes.ts: CSPRNG digits, keyed hash, devCode sealed; hold-rules: 10-minute codes,
// 5 wrong tries, 60 s between sends, 3 sends per series), bound to "studio-phone:<studioId>" instead of a
// hold id, and a text really sent counts against the SMS caps (docs/decisions-abuse.md, SMS caps).
import { ApiError } from "../../contract/errors";
import { CODE_TTL_MS, MAX_SENDS, MAX_WRONG_CODES, RESEND_COOLDOWN_MS } from "../../contract/hold-rules";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { codeMatches, generateCode, hashCode, openDevCode, sealDevCode } from "../holds/codes";
import { deliveryFailure, sendCode } from "../holds/send-code";
import { devCodeMode } from "../../infra/delivery";
import { takeSmsSend } from "../holds/sms-guard";
import { plainText } from "../notifications/unverified";
import type { StaffActor } from "../staff/actor";
import { lockStudio, setStatus, type StudioStatus } from "./status";

export type BusinessDetails = {
  legalName: string;
  taxId: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  postalCode: string;
  country: string;
};

export type VerificationView = {
  status: StudioStatus;
  reason: string | null;
  changedAt: string | null;
  details: (BusinessDetails & { addressLine2: string | null }) | null;
  phone: { number: string | null; confirmed: boolean; codeSentAt: string | null };
  submittedAt: string | null;
  devCode?: string;
};

/** Owners may change the evidence and ask again only before a decision or after a rejection. */
const OPEN: readonly StudioStatus[] = ["draft", "rejected"];

const codeKey = (studioId: string) => `studio-phone:${studioId}`;

type Row = {
  status: StudioStatus;
  reason: string | null;
  changedAt: Date | null;
  studioPhone: string | null;
  name: string;
  legalName: string | null;
  taxId: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  phone: string | null;
  phoneCodeHash: string | null;
  phoneDevCodeSealed: string | null;
  phoneCodeSentAt: Date | null;
  phoneSendCount: number;
  phoneWrongAttempts: number;
  phoneConfirmedAt: Date | null;
  submittedAt: Date | null;
};

async function readRow(tx: DbOrTx, studioId: string): Promise<Row> {
  const rows = await tx.$queryRaw<Row[]>`
    SELECT s."verificationStatus" AS status, s."statusReason" AS reason, s."statusChangedAt" AS "changedAt",
           s.phone AS "studioPhone", s.name, v."legalName", v."taxId", v."addressLine1", v."addressLine2", v.city,
           v."postalCode", v.country, v.phone, v."phoneCodeHash", v."phoneDevCodeSealed", v."phoneCodeSentAt",
           COALESCE(v."phoneSendCount", 0) AS "phoneSendCount", COALESCE(v."phoneWrongAttempts", 0) AS "phoneWrongAttempts",
           v."phoneConfirmedAt", v."submittedAt"
      FROM studio s LEFT JOIN studio_verification v ON v."studioId" = s.id
     WHERE s.id = ${studioId}::uuid`;
  if (!rows[0]) throw new ApiError("RESOURCE_NOT_FOUND", "Studio not found");
  return rows[0];
}

/** The phone counts as confirmed only while it is still the studio's phone. */
const phoneConfirmed = (r: Row) => r.phoneConfirmedAt !== null && r.phone !== null && r.phone === r.studioPhone;

function view(r: Row, devCode?: string): VerificationView {
  const v: VerificationView = {
    status: r.status,
    reason: r.reason,
    changedAt: r.changedAt?.toISOString() ?? null,
    details:
      r.legalName && r.taxId && r.addressLine1 && r.city && r.postalCode && r.country
        ? {
            legalName: r.legalName,
            taxId: r.taxId,
            addressLine1: r.addressLine1,
            addressLine2: r.addressLine2,
            city: r.city,
            postalCode: r.postalCode,
            country: r.country,
          }
        : null,
    phone: { number: r.studioPhone, confirmed: phoneConfirmed(r), codeSentAt: r.phoneCodeSentAt?.toISOString() ?? null },
    submittedAt: r.submittedAt?.toISOString() ?? null,
  };
  if (devCode) v.devCode = devCode;
  return v;
}

export async function getVerification(db: DbOrTx, actor: StaffActor): Promise<VerificationView> {
  const r = await readRow(db, actor.studioId);
  const devCode =
    r.phoneCodeHash && r.phoneDevCodeSealed && devCodeMode("phone") ? openDevCode(codeKey(actor.studioId), r.phoneDevCodeSealed) : null;
  return view(r, devCode ?? undefined);
}

function requireOpen(status: StudioStatus): void {
  if (!OPEN.includes(status))
    throw new ApiError("INVALID_STATE", `The studio is ${status}: its verification cannot change now`, { details: { status } });
}

/** Store the business details (evidence). 409 INVALID_STATE unless draft or rejected. */
export async function saveDetails(db: Db, clock: Clock, actor: StaffActor, d: BusinessDetails): Promise<VerificationView> {
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    requireOpen((await lockStudio(tx, actor.studioId)).status);
    const data = { ...d, addressLine2: d.addressLine2 ?? null, country: d.country.toUpperCase(), detailsAt: now };
    await tx.studioVerification.upsert({
      where: { studioId: actor.studioId },
      create: { studioId: actor.studioId, ...data },
      update: data,
    });
    return view(await readRow(tx, actor.studioId));
  });
}

type SendOutcome =
  { kind: "confirmed"; row: Row } | { kind: "sent"; row: Row; code: string; devMode: boolean; phone: string; name: string };

/**
 * Send a code to the studio's phone. 409 INVALID_STATE (no phone, or not draft/rejected); 429
 * RATE_LIMIT_EXCEEDED within 60 s of the last send (Retry-After) or after 3 sends while the last code
 * lives; 503 SMS_UNAVAILABLE when the text cannot go out. Pre-production without SMS: `devCode`.
 */
export async function sendPhoneCode(db: Db, clock: Clock, actor: StaffActor): Promise<VerificationView> {
  const code = generateCode();
  const out = await inTransaction<SendOutcome>(db, async (tx) => {
    const now = clock.now();
    const s = await lockStudio(tx, actor.studioId);
    requireOpen(s.status);
    const r = await readRow(tx, actor.studioId);
    if (!r.studioPhone) throw new ApiError("INVALID_STATE", "The studio has no phone number: add it in the settings first");
    if (phoneConfirmed(r)) return { kind: "confirmed", row: r };
    const since = r.phoneCodeSentAt ? now.getTime() - r.phoneCodeSentAt.getTime() : Infinity;
    if (since < RESEND_COOLDOWN_MS)
      throw new ApiError("RATE_LIMIT_EXCEEDED", "A new code can be sent 60 seconds after the previous one", {
        retryAfter: Math.max(1, Math.ceil((RESEND_COOLDOWN_MS - since) / 1000)),
      });
    // A series ends when its last code expires; within one, at most MAX_SENDS codes.
    const inSeries = since < CODE_TTL_MS;
    if (inSeries && r.phoneSendCount >= MAX_SENDS)
      throw new ApiError("RATE_LIMIT_EXCEEDED", `No code sends left for now (at most ${MAX_SENDS} in a row)`, {
        retryAfter: Math.max(1, Math.ceil((CODE_TTL_MS - since) / 1000)),
      });
    const devMode = devCodeMode("phone");
    // Sent only while draft or rejected (requireOpen): the unverified studio's lower cap.
    if (!devMode) await takeSmsSend(tx, clock, actor.studioId, false);
    const data = {
      phone: r.studioPhone,
      phoneCodeHash: hashCode(codeKey(actor.studioId), code),
      phoneDevCodeSealed: devMode ? sealDevCode(codeKey(actor.studioId), code) : null,
      phoneCodeSentAt: now,
      phoneSendCount: inSeries ? r.phoneSendCount + 1 : 1,
      phoneWrongAttempts: 0,
    };
    await tx.studioVerification.upsert({
      where: { studioId: actor.studioId },
      create: { studioId: actor.studioId, ...data },
      update: data,
    });
    return { kind: "sent", row: await readRow(tx, actor.studioId), code, devMode, phone: r.studioPhone, name: r.name };
  });
  if (out.kind === "confirmed") return view(out.row);
  if (out.devMode) return view(out.row, out.code);
  try {
    // The number is the owner's word only: the studio's name goes with no clickable address in it
    // (docs/decisions-messages.md, Unverified studios).
    await sendCode({ channel: "phone", contact: out.phone, locale: actor.locale }, plainText(out.name), out.code);
  } catch {
    // The stored code stays (never delivered); the owner asks again after the cooldown.
    throw deliveryFailure("phone");
  }
  return view(out.row);
}

type CheckOutcome = { kind: "ok"; row: Row } | { kind: "wrong"; left: number } | { kind: "burnt" };

/**
 * Confirm the studio's phone with the code. 400 CODE_INVALID (none sent, expired, wrong: the attempt
 * counts), 429 TOO_MANY_ATTEMPTS on the 5th wrong code (the code is void; send a new one).
 */
export async function confirmPhone(db: Db, clock: Clock, actor: StaffActor, code: string): Promise<VerificationView> {
  const out = await inTransaction<CheckOutcome>(db, async (tx) => {
    const now = clock.now();
    requireOpen((await lockStudio(tx, actor.studioId)).status);
    const r = await readRow(tx, actor.studioId);
    if (phoneConfirmed(r)) return { kind: "ok", row: r };
    if (!r.phoneCodeHash || !r.phoneCodeSentAt || now.getTime() - r.phoneCodeSentAt.getTime() >= CODE_TTL_MS)
      throw new ApiError("CODE_INVALID", "This code has expired or none was sent; ask for a new one");
    if (r.phone !== r.studioPhone)
      throw new ApiError("CODE_INVALID", "The studio's phone changed since the code was sent; ask for a new one");
    if (codeMatches(codeKey(actor.studioId), code, r.phoneCodeHash)) {
      await tx.studioVerification.update({
        where: { studioId: actor.studioId },
        data: { phoneConfirmedAt: now, phoneCodeHash: null, phoneDevCodeSealed: null, phoneWrongAttempts: 0 },
      });
      return { kind: "ok", row: await readRow(tx, actor.studioId) };
    }
    const wrong = r.phoneWrongAttempts + 1;
    const burnt = wrong >= MAX_WRONG_CODES;
    await tx.studioVerification.update({
      where: { studioId: actor.studioId },
      data: burnt ? { phoneWrongAttempts: wrong, phoneCodeHash: null, phoneDevCodeSealed: null } : { phoneWrongAttempts: wrong },
    });
    return burnt ? { kind: "burnt" } : { kind: "wrong", left: MAX_WRONG_CODES - wrong };
  });
  // Thrown after the commit, so the counted attempt stays counted.
  if (out.kind === "burnt") throw new ApiError("TOO_MANY_ATTEMPTS", "Too many wrong codes; ask for a new one");
  if (out.kind === "wrong")
    throw new ApiError("CODE_INVALID", `The code is not correct (${out.left} ${out.left === 1 ? "attempt" : "attempts"} left)`, {
      details: { attemptsLeft: out.left },
    });
  return view(out.row);
}

/**
 * Ask for verification: draft or rejected → awaiting_verification. 409 INVALID_STATE from another
 * status, or while the details or the phone confirmation are missing (details.missing names them).
 */
export async function requestVerification(db: Db, clock: Clock, actor: StaffActor): Promise<VerificationView> {
  return inTransaction(db, async (tx) => {
    const now = clock.now();
    requireOpen((await lockStudio(tx, actor.studioId)).status);
    const r = await readRow(tx, actor.studioId);
    const missing = [...(view(r).details ? [] : ["details"]), ...(phoneConfirmed(r) ? [] : ["phone"])];
    if (missing.length)
      throw new ApiError("INVALID_STATE", `Verification needs ${missing.join(" and ")} first`, { details: { missing: missing.join(",") } });
    await setStatus(tx, actor.studioId, "awaiting_verification", null, now);
    await tx.studioVerification.update({ where: { studioId: actor.studioId }, data: { submittedAt: now } });
    return view(await readRow(tx, actor.studioId));
  });
}
