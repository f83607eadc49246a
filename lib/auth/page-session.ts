// The signed-in staff member of a dashboard page (docs/dashboard.md, Pages). Pages have no
// Request, so one is built from the incoming headers (the session cookie among them) and read by
// the same staffOf() as the studio API; reading the headers makes every dashboard page dynamic,
// rendered per request. No session: the sign-in page.
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { db } from "../infra/db";
import { env } from "../infra/env";
import type { StaffActor } from "../domain/staff/actor";
import { studioContext, type StudioContext } from "../domain/staff/studio-context";
import { operatorSession, signedInUser, staffOf } from "./session";
import type { Operator } from "../domain/platform/status";

const SIGN_IN_PATH = "/studio/sign-in";

/** The staff member of this request, or null (once per render). */
export const staffOfPage = cache(async (): Promise<StaffActor | null> => {
  const h = new Headers();
  for (const [k, v] of (await headers()).entries()) h.set(k, v);
  // cookies() is the request's cookie jar as Next parsed it; it wins over a raw header.
  const jar = (await cookies()).toString();
  if (jar) h.set("cookie", jar);
  return staffOf(new Request(new URL("/studio", env().PUBLIC_BASE_URL), { headers: h }), db());
});

/** The staff member of this request; without a session, a redirect to the sign-in page. */
export async function currentStaff(): Promise<StaffActor> {
  const actor = await staffOfPage();
  if (!actor) redirect(SIGN_IN_PATH);
  return actor;
}

/** The signed-in member's studio (name, zone, rooms), once per render. */
export const currentStudio = cache(async (): Promise<StudioContext> => studioContext(db(), await currentStaff()));

/**
 * The platform operator of a console page (docs/operators.md, Operators): no session, the sign-in
 * page; signed in but not an operator, a 404 (the console shows a non-operator nothing).
 */
export async function currentOperator(): Promise<Operator> {
  const h = new Headers();
  for (const [k, v] of (await headers()).entries()) h.set(k, v);
  const jar = (await cookies()).toString();
  if (jar) h.set("cookie", jar);
  const { operator, signedIn } = await operatorSession(new Request(new URL("/platform", env().PUBLIC_BASE_URL), { headers: h }), db());
  if (!signedIn) redirect(SIGN_IN_PATH);
  if (!operator) notFound();
  return operator;
}

/** The signed-in person of a page, with or without a studio (the onboarding wizard); null when nobody. */
export async function userOfPage() {
  const h = new Headers();
  for (const [k, v] of (await headers()).entries()) h.set(k, v);
  const jar = (await cookies()).toString();
  if (jar) h.set("cookie", jar);
  return signedInUser(new Request(new URL("/studio", env().PUBLIC_BASE_URL), { headers: h }), db());
}
