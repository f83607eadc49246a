// /studio: the dashboard in the signed-in member's language (or the sign-in page).
import { redirect } from "next/navigation";
import { currentStaff } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";

export default async function StudioIndex(): Promise<never> {
  const actor = await currentStaff();
  redirect(`/studio/${actor.locale}`);
}
