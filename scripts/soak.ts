// npm run soak — mixed load against the production server for a fixed time, then the invariants
// in SQL (see scripts/bench/soak-runner.ts). Exits non-zero on any violation. docs/performance.md.
//
//   npm run soak [-- --duration 120 --racers 8 --readers 3 --instances 2 --build]
//   --instances N: N app instances on the one database (requests round-robin over them) and one
//   separate worker process, as the scale-out topology of docs/deployment.md.
import { boolFlag, checkKnown, numberFlag, parseFlags } from "./bench/args";
import { ensureBuild } from "./bench/build";
import { printSoakReport, runSoak, writeSoakReport } from "./bench/soak-runner";

const flags = parseFlags(process.argv.slice(2));
checkKnown(flags, ["duration", "racers", "readers", "build", "seed", "instances"]);
const durationS = numberFlag(flags, "duration", 120, { min: 1, max: 24 * 3600 });
const racers = numberFlag(flags, "racers", 8, { min: 1, max: 200 });
const readers = numberFlag(flags, "readers", 3, { min: 0, max: 200 });
const seed = numberFlag(flags, "seed", 99, { min: 0 });
const instances = numberFlag(flags, "instances", 1, { min: 1, max: 8 });

let code = 1;
try {
  ensureBuild({ force: boolFlag(flags, "build") });
  const report = await runSoak({ durationS, racers, readers, seed, instances });
  printSoakReport(report);
  console.log(`Wrote ${writeSoakReport(report)}`);
  code = report.ok ? 0 : 1;
} catch (e) {
  console.error(e);
  code = 2;
}
process.exit(code);
