// Better Auth (staff sign-in: magic links, passkeys, sign-out), docs/studio-accounts.md.
import { toNextJsHandler } from "better-auth/next-js";
import { authRequest } from "@/lib/http/auth-handler";

export const dynamic = "force-dynamic";
export const { GET, POST } = toNextJsHandler(authRequest);
