// /studio: the dashboard in the signed-in member's language, or the sign-up wizard's next step for a
// half-way owner (docs/signup.md, The wizard), or the sign-in page.
import { redirect } from "next/navigation";
import { studioLanding } from "@/lib/auth/page-session";

export const dynamic = "force-dynamic";

export default async function StudioIndex(): Promise<never> {
  redirect(await studioLanding());
}
