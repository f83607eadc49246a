// Change this process's environment for a test (undefined deletes a variable) and re-read it.
import { reloadEnv } from "../../lib/infra/env";

export function setEnv(vars: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  reloadEnv();
}
