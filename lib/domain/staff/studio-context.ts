// What every dashboard page shows around its own data (docs/dashboard.md, Pages): the studio's
// name and zone, and its rooms for the forms and filters. Filtered by the actor's studio.
import type { DbOrTx } from "../../infra/db";
import { notFound } from "../../contract/errors";
import type { StaffActor } from "./actor";

export type StudioContext = {
  id: string;
  name: string;
  slug: string;
  timezone: string;
  /** Verified by the platform (status live): until then its messages reach only its members (docs/decisions-messages.md, Unverified studios). */
  verified: boolean;
  /** Active rooms in position order, with their session lengths (the phone booking form's limits). */
  rooms: { id: string; name: string; minMinutes: number; maxMinutes: number; stepMinutes: number }[];
};

export async function studioContext(db: DbOrTx, actor: StaffActor): Promise<StudioContext> {
  const s = await db.studio.findUnique({
    where: { id: actor.studioId },
    select: {
      id: true,
      name: true,
      slug: true,
      timezone: true,
      verificationStatus: true,
      rooms: {
        where: { active: true },
        orderBy: [{ position: "asc" }, { name: "asc" }],
        select: { id: true, name: true, minMinutes: true, maxMinutes: true, stepMinutes: true },
      },
    },
  });
  if (!s) throw notFound("Studio");
  const { verificationStatus, ...rest } = s;
  return { ...rest, verified: verificationStatus === "live" };
}
