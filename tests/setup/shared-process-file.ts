// Before each file of the `http` project, whose files run one after another in a worker process
// (vitest.config.ts): the process's first environment and the system clock, as a process of the
// file's own would have them. What a file changes in the app's server is put back by
// tests/helpers/app.ts, and a file keeps to its own studios, contacts and client addresses
// (docs/development.md, Tests).
import { reloadEnv } from "../../lib/infra/env";
import { setClock } from "../../lib/infra/clock";
import { processSingleton } from "../../lib/infra/process-global";

const firstEnv = processSingleton<NodeJS.ProcessEnv>("test-first-env", () => ({ ...process.env }))();
for (const k of Object.keys(process.env)) if (!(k in firstEnv)) delete process.env[k];
Object.assign(process.env, firstEnv);
reloadEnv();
setClock(null);
