// npm run docs:actions — regenerate docs/booking-actions.md from the registry of booking actions.
import { writeFileSync } from "node:fs";
import { ACTIONS_DOC_PATH, bookingActionsDoc } from "../lib/http/openapi/actions-doc";

writeFileSync(ACTIONS_DOC_PATH, bookingActionsDoc());
console.log(`Wrote ${ACTIONS_DOC_PATH}`);
