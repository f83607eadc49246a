// The demo studios of prisma/demo (one of them live without captcha) are for trying the
// product: imported on an empty database outside production only, never into a real one.
import type { Env } from "../../infra/env";

export function demoStudiosWanted(e: Pick<Env, "APP_ENV">, studioCount: number): boolean {
  return e.APP_ENV !== "production" && studioCount === 0;
}
