// npm run docs:schema — regenerate docs/studio-file.schema.json from the import validator.
import { writeFileSync } from "node:fs";
import { STUDIO_FILE_SCHEMA_PATH, studioFileJsonSchema } from "../lib/domain/studios/file-schema";

writeFileSync(STUDIO_FILE_SCHEMA_PATH, studioFileJsonSchema());
console.log(`Wrote ${STUDIO_FILE_SCHEMA_PATH}`);
