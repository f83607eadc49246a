// The published studio file format (docs/studio-file.schema.json) is generated from the import
// validator: stale when they differ, and the shipped demo studios must satisfy it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { STUDIO_FILE_SCHEMA_PATH, studioFileJsonSchema } from "../../lib/domain/studios/file-schema";

const committed = readFileSync(STUDIO_FILE_SCHEMA_PATH, "utf8");

describe("docs/studio-file.schema.json", () => {
  it("is current (run `npm run docs:schema` after changing lib/domain/studios/import.ts)", () => {
    expect(committed).toBe(studioFileJsonSchema());
  });

  it("accepts the demo studios and rejects a room with a bad currency", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(committed));
    const files = readdirSync("prisma/demo").filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const ok = validate(JSON.parse(readFileSync(join("prisma/demo", f), "utf8")));
      expect(ok, `${f}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
    const bad = JSON.parse(readFileSync(join("prisma/demo", files[0]), "utf8"));
    bad.rooms[0].currency = "euro";
    expect(validate(bad)).toBe(false);
    expect(validate.errors?.some((e) => e.instancePath === "/rooms/0/currency")).toBe(true);
  });
});
