// Who is signed in, and the studio's staff (docs/studio-accounts.md).
// Each operation is declared once: path, roles, error codes and what the OpenAPI document says
// (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { studioOperation, notFound } from "../studio-operation";
import { InviteStaffRequest } from "../../../contract/schemas";

export const studioMe = studioOperation({
  operationId: "studioMe",
  method: "get",
  path: "/studio/me",
  pathParams: {},
  summary: "The signed-in staff member",
  description: "Who the session cookie belongs to: user, name, email, role (`owner` or `staff`), studio and language.",
  success: { status: 200, content: "json", schema: "StaffActorResponse", description: "The staff member" },
  errors: [],
});

export const studioListStaff = studioOperation({
  operationId: "studioListStaff",
  method: "get",
  path: "/studio/staff",
  pathParams: {},
  summary: "The studio's staff",
  description: "Every member, owners first, then by when they joined.",
  success: { status: 200, content: "json", schema: "StaffMembersResponse", description: "The members" },
  errors: [],
});

export const studioInviteStaff = studioOperation({
  operationId: "studioInviteStaff",
  method: "post",
  path: "/studio/staff",
  pathParams: {},
  ownerOnly: "manage_staff",
  summary: "Invite a staff member (owners)",
  description:
    "Makes the person a member with the given role and emails them a sign-in link in their language. Only once the platform has verified the studio (docs/decisions-messages.md, Unverified studios). `invitationSent` is false when email delivery is not configured (nothing goes out; the member can still ask for a link on the sign-in page once it is); then, in pre-production only, `devLink` is the sign-in link for the owner to pass on. Production never answers `devLink`.",
  body: {
    name: "InviteStaffRequest",
    schema: InviteStaffRequest,
    required: true,
    example: { email: "jordi@example.com", role: "staff", name: "Jordi", locale: "ca" },
  },
  success: {
    status: 201,
    content: "json",
    schema: "InvitedStaffMemberResponse",
    description: "The new member, and whether the invitation went out",
  },
  errors: ["VALIDATION_ERROR", "INVALID_STATE", "STUDIO_NOT_VERIFIED", "RATE_LIMIT_EXCEEDED"],
  causes: {
    INVALID_STATE: "That person is already a member of this studio",
    FORBIDDEN: "A cross-origin request, or a staff member (staff management is for owners)",
    STUDIO_NOT_VERIFIED: "The platform has not verified the studio yet: staff can be invited once it has",
  },
});

export const studioRemoveStaff = studioOperation({
  operationId: "studioRemoveStaff",
  method: "delete",
  path: "/studio/staff/{memberId}",
  pathParams: { memberId: "staffMember" },
  ownerOnly: "manage_staff",
  summary: "Remove a staff member (owners)",
  description: "Their sessions lose this studio at once. The last owner cannot be removed.",
  success: { status: 204, content: "none", schema: "none", description: "Removed; no body" },
  errors: ["RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
  causes: {
    RESOURCE_NOT_FOUND: notFound("member"),
    INVALID_STATE: "The last owner: make someone else owner first",
    FORBIDDEN: "A cross-origin request, or a staff member (staff management is for owners)",
  },
});
