// A client generated from the document with openapi-typescript narrows `error.code` on the
// status: a code the status cannot carry is a type error under strict TypeScript.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ts from "typescript";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../../lib/http/openapi/builder";
import { ERROR_STATUS } from "../../lib/contract/error-codes";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "openapi-types-"));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the built document is untyped JSON
  const ast = await openapiTS(openApiDocument() as any);
  writeFileSync(join(dir, "api.d.ts"), astToString(ast));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Type errors of a probe file compiled against the generated api.d.ts, as "TScode line: text". */
function compile(name: string, source: string): string[] {
  const file = join(dir, name);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `TS${d.code} ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

// Every (status, body) of confirmHold as a union discriminated by status, as a fetch wrapper would.
const HEADER = `import type { paths } from "./api";
type Responses = paths["/public/holds/{holdId}/confirm"]["post"]["responses"];
type Reply = { [S in keyof Responses]: { status: S; body: Responses[S]["content"]["application/json"] } }[keyof Responses];
declare const reply: Reply;
`;

describe("generated client types", () => {
  it("the pairs it narrows to are real: 409 cannot carry HOLD_EXPIRED (a 410), 410 can", () => {
    expect(ERROR_STATUS.HOLD_EXPIRED).toBe(410);
    expect(ERROR_STATUS.HOLD_NOT_VERIFIED).toBe(409);
  });

  it("a right (status, code) pair compiles and a wrong one must be a type error", () => {
    const probe = `${HEADER}
if (reply.status === 409) {
  const ok: boolean = reply.body.error.code === "HOLD_NOT_VERIFIED";
  // @ts-expect-error 409 never carries HOLD_EXPIRED
  const wrong: boolean = reply.body.error.code === "HOLD_EXPIRED";
  void ok; void wrong;
}
if (reply.status === 410) {
  const expired: boolean = reply.body.error.code === "HOLD_EXPIRED";
  void expired;
}
if (reply.status === 201) {
  const id: string = reply.body.data.booking.id;
  void id;
}
`;
    expect(compile("probe.ts", probe)).toEqual([]);
  });

  it("without the expectation the wrong pair is reported (no overlap between the 409 codes and HOLD_EXPIRED)", () => {
    const probe = `${HEADER}
if (reply.status === 409) {
  const wrong: boolean = reply.body.error.code === "HOLD_EXPIRED";
  void wrong;
}
`;
    const errors = compile("wrong.ts", probe);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^TS2367 /);
  });
});
