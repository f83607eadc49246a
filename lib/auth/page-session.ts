// The signed-in staff member of a dashboard page (docs/dashboard.md, Pages). Pages have no
// Request, so one is built from the incoming headers (the session cookie among them) and read by
// the same staffSession() as the studio API; reading the headers makes every dashboard page dynamic,
// rendered per request. No session: the sign-in page.
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { db } from "../infra/db";
import { env } from "../infra/env";
import type { StaffActor } from "../domain/staff/actor";
import { studioContext, type StudioContext } from "../domain/staff/studio-context";
import { onboardingStep } from "../domain/signup/progress";
import { operatorSession, signedInUser, staffSession } from "./session";
import type { Operator } from "../domain/platform/status";

const SIGN_IN_PATH = "/studio/sign-in";

/** The staff session of this request (once per render). */
const sessionOfPage = cache(async () => {
  const h = new Headers();
  for (const [k, v] of (await headers()).entries()) h.set(k, v);
  // cookies() is the request's cookie jar, parsed by Next; it wins over a raw header.
  const jar = (await cookies()).toString();
  if (jar) h.set("cookie", jar);
  return staffSession(new Request(new URL("/studio", env().PUBLIC_BASE_URL), { headers: h }), db());
});

/** The staff member of this request, or null (once per render). */
export const staffOfPage = async (): Promise<StaffActor | null> => (await sessionOfPage()).actor;

/**
 * The staff member of this request; without a session, a redirect to the sign-in page, and for a
 * platform operator who is no studio's member, to the console (docs/studio-accounts.md, Platform operators).
 */
export async function currentStaff(): Promise<StaffActor> {
  const { actor, operator } = await sessionOfPage();
  if (!actor) redirect(operator ? "/platform" : SIGN_IN_PATH);
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

/**
 * Where /studio sends this request: the member's dashboard, or the wizard's next step for an owner
 * whose studio is still in it and for a signed-in person with no studio yet (docs/signup.md, The
 * wizard); an operator, the console; nobody, the sign-in page.
 */
export async function studioLanding(): Promise<string> {
  const { actor, operator } = await sessionOfPage();
  if (actor)
    return actor.role === "owner" && (await onboardingStep(db(), actor.studioId))
      ? `/studio/onboarding?lang=${actor.locale}&resumed=1`
      : `/studio/${actor.locale}`;
  if (operator) return "/platform";
  return (await userOfPage()) ? "/studio/onboarding?resumed=1" : SIGN_IN_PATH;
}
