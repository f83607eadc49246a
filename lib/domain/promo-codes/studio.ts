// A studio's promo codes in the studio API (docs/pricing.md, Promo codes): the list with each code's
// counted uses (staff and owners), and an owner's new code or change (edit, deactivate, activate
// again). There is no delete: a code is deactivated, so its uses and the bookings made with it keep
// their record. Writes take the studio's promo code lock (one writer at a time, so a rename cannot
// race another to the same code), are audited, and check the rooms against the studio's.
import type { z } from "zod";
import { ApiError, notFound } from "../../contract/errors";
import { PROMO_CODES_MAX, PromoCodeBody, type PromoCode, type PromoCodePatch } from "../../contract/studio-schemas";
import type { Clock } from "../../infra/clock";
import type { Db, DbOrTx } from "../../infra/db";
import { inTransaction } from "../../infra/tx";
import { requireOwner, type StaffActor } from "../staff/actor";
import { audit } from "../staff/audit";
import { asJson } from "../json-columns";
import { PROMO_ROW_SQL, promoCodeFields, type PromoCodeRow } from "./judge";
import { insertPromoCode, updatePromoCode } from "./write";
import { checkStudioRooms } from "../studio-rooms";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Listed = PromoCodeRow & { createdAt: Date; usesCount: number };

async function readCodes(db: DbOrTx, studioId: string, id: string | null): Promise<Listed[]> {
  return db.$queryRaw<Listed[]>`
    SELECT ${PROMO_ROW_SQL}, p."createdAt",
           (SELECT count(*) FROM promo_use u JOIN booking b ON b.id = u."bookingId"
             WHERE u."promoCodeId" = p.id AND b.status <> 'cancelled')::int AS "usesCount"
      FROM promo_code p
     WHERE p."studioId" = ${studioId}::uuid AND (${id}::uuid IS NULL OR p.id = ${id}::uuid)
     ORDER BY p."createdAt", p.code`;
}

const view = (p: Listed): PromoCode => ({
  id: p.id,
  ...promoCodeFields(p),
  usesCount: p.usesCount,
  createdAt: p.createdAt.toISOString(),
});

/** A code's fields checked as a whole: VALIDATION_ERROR naming each bad field (bare names, as the studio API's). */
function checked(fields: unknown): PromoCodeBody {
  const r = PromoCodeBody.safeParse(fields);
  if (r.success) return r.data;
  const byField = new Map<string, string>();
  for (const i of r.error.issues) if (!byField.has(i.path.join(".") || "body")) byField.set(i.path.join(".") || "body", i.message);
  throw new ApiError("VALIDATION_ERROR", [...byField].map(([f, m]) => `${f}: ${m}`).join("; "));
}

const taken = (code: string) => new ApiError("VALIDATION_ERROR", `code: the studio already has the code ${code}`);

const lockCodes = (tx: DbOrTx, studioId: string) =>
  tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`promo-codes:${studioId}`}, 0))::text`;

export const studioPromoCodes = {
  async list(db: DbOrTx, actor: StaffActor): Promise<PromoCode[]> {
    return (await readCodes(db, actor.studioId, null)).map(view);
  },

  async create(db: Db, clock: Clock, actor: StaffActor, body: z.input<typeof PromoCodeBody>): Promise<PromoCode> {
    requireOwner(actor, "settings");
    const p = checked(body);
    return inTransaction(db, async (tx) => {
      await lockCodes(tx, actor.studioId);
      await checkStudioRooms(tx, actor.studioId, p.roomIds);
      // As many as a studio file may list, so that the studio's export imports again.
      if ((await tx.promoCode.count({ where: { studioId: actor.studioId } })) >= PROMO_CODES_MAX)
        throw new ApiError("VALIDATION_ERROR", `code: the studio already has its ${PROMO_CODES_MAX} promo codes; change one instead`);
      const id = await insertPromoCode(tx, actor.studioId, p);
      if (!id) throw taken(p.code);
      await audit(tx, actor, { action: "promo_code.create", detail: asJson({ promoCodeId: id, ...p }), at: clock.now() });
      return view((await readCodes(tx, actor.studioId, id))[0]);
    });
  },

  async update(db: Db, clock: Clock, actor: StaffActor, id: string, patch: z.infer<typeof PromoCodePatch>): Promise<PromoCode> {
    requireOwner(actor, "settings");
    return inTransaction(db, async (tx) => {
      await lockCodes(tx, actor.studioId);
      const [current] = UUID_RE.test(id) ? await readCodes(tx, actor.studioId, id) : [];
      if (!current) throw notFound("Promo code");
      const { id: _id, usesCount: _u, createdAt: _c, ...before } = view(current);
      const p = checked({ ...before, ...patch });
      await checkStudioRooms(tx, actor.studioId, p.roomIds);
      if (!(await updatePromoCode(tx, actor.studioId, id, p))) throw taken(p.code);
      await audit(tx, actor, {
        action: "promo_code.update",
        detail: asJson({ promoCodeId: id, code: before.code, changes: patch }),
        at: clock.now(),
      });
      return view((await readCodes(tx, actor.studioId, id))[0]);
    });
  },
};
