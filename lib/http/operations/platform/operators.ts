// The operator API (docs/operators.md, Operator API): studios by status, one studio, and the
// operators' actions on it. Operators only.
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { z } from "zod";
import { OperatorActionName, OperatorActionRequest, StudioStatusEnum } from "../../../contract/studio-schemas";
import { platformOperation, SESSION, studioIdParam } from "../platform-operation";

export const platformListStudios = platformOperation({
  operationId: "platformListStudios",
  method: "get",
  path: "/platform/studios",
  tag: "Platform",
  summary: "Studios by status, with search (operators)",
  description: "Up to 100 studios by name. Operators only: a studio's owner or staff is 403.",
  query: {
    schema: z.object({ status: StudioStatusEnum.optional(), q: z.string().max(100).optional() }),
    descriptions: { status: "Only studios in this status", q: "Text in the name, slug, email or city" },
  },
  success: { status: 200, schema: "PlatformStudiosResponse", description: "The studios" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: "Signed in, but not a platform operator" },
  limit: "read",
  staff: true,
  universal: SESSION,
});

export const platformGetStudio = platformOperation({
  operationId: "platformGetStudio",
  method: "get",
  path: "/platform/studios/{studioId}",
  tag: "Platform",
  summary: "A studio's details, evidence, counts and operator audit (operators)",
  description: "Reading it is itself audited (`studio.view`). No guest's contact data (docs/operators.md, What operators see).",
  pathParams: { studioId: studioIdParam },
  success: { status: 200, schema: "PlatformStudioResponse", description: "The studio" },
  errors: ["RESOURCE_NOT_FOUND", "RATE_LIMIT_EXCEEDED"],
  causes: { FORBIDDEN: "Signed in, but not a platform operator" },
  limit: "read",
  staff: true,
  universal: SESSION,
});

export const platformStudioAction = platformOperation({
  operationId: "platformStudioAction",
  method: "post",
  path: "/platform/studios/{studioId}/{action}",
  tag: "Platform",
  summary: "Verify, reject, suspend or reinstate a studio, with a reason (operators)",
  description:
    "Audited in the action's transaction (docs/operators.md, Audit). The transitions are those of docs/operators.md, Studio status.",
  pathParams: {
    studioId: studioIdParam,
    action: { schema: OperatorActionName, description: "The action (anything else is 404)" },
  },
  body: { name: "OperatorActionRequest", schema: OperatorActionRequest, required: true, example: { reason: "Tax id and phone checked" } },
  success: { status: 200, schema: "OperatorActionResponse", description: "The studio's new status" },
  errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    INVALID_STATE: "The action cannot start from the studio's status (`details.status`)",
    FORBIDDEN: "Signed in but not a platform operator, or a cross-origin request",
  },
  limit: "write",
  staff: true,
  universal: SESSION,
});
