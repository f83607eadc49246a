// The project's root, from where this code lies (scripts/*.ts under tsx, dist/*.mjs once
// bundled: both one folder below it), never from the working directory a command was started
// in: the embedded database's data and the uploads live under it (docs/deployment.md, Backups).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
