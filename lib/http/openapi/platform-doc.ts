// Sign-up (docs/signup.md) and the operator API (docs/operators.md, Operator API) in the OpenAPI
// document, as Endpoint rows the builder and the contract tests share with the public and studio APIs.
// Neither is for third parties: sign-up is the platform page's own form; the operator API needs an
// operator's session (the staff session cookie, `staffSession`) and answers only the console's origin.
import { z } from "zod";
import { WIDER_NETWORK_FACTOR, LIMITS } from "../../contract/limits";
import { StudioStatusEnum } from "../../contract/studio-schemas";
import { Uuid } from "../../contract/schemas";
import type { ErrorCode } from "../../contract/error-codes";
import type { Endpoint } from "./endpoints";

const FAULTS: readonly ErrorCode[] = ["INTERNAL_ERROR", "SERVICE_UNAVAILABLE"];
const SESSION: readonly ErrorCode[] = ["UNAUTHENTICATED", "FORBIDDEN", ...FAULTS];
const studioIdParam = { schema: Uuid, description: "`studioId` of a studio (anything else is 404)" };
const perHour = (l: { max: number }) => `${l.max} an hour`;

const base = { section: "none", pathParams: {}, noStore: true } as const;

export const PLATFORM_DOC_ENDPOINTS: readonly Endpoint[] = [
  {
    ...base,
    operationId: "signUp",
    method: "post",
    path: "/signup",
    tag: "Sign-up",
    summary: "Ask for a sign-up link",
    description: `A one-time sign-in link (the staff sign-in link's lifetime) to the onboarding wizard, emailed in \`locale\`; an address that already has a studio gets a link to its dashboard. The answer is the same for every address. Pre-production without an email provider answers the link as \`devLink\`. Limited to ${perHour(LIMITS.signUpsPerIp)} per client network (an IPv6 /64; its /56 and /48 ${WIDER_NETWORK_FACTOR} times that) and ${perHour(LIMITS.signUpsPerEmail)} per address (canonical form).`,
    body: { name: "SignUpRequest", required: true, example: { email: "hola@sala-nova.example", locale: "ca" } },
    success: { status: 202, schema: "SignUpResponse", description: "Sent (or, in pre-production, shown)" },
    errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
    causes: { RATE_LIMIT_EXCEEDED: "Too many sign-ups from this network or for this address (`Retry-After`)" },
    limit: "none",
    universal: FAULTS,
  },
  {
    ...base,
    operationId: "signUpSlug",
    method: "get",
    path: "/signup/slugs/{slug}",
    tag: "Sign-up",
    summary: "Whether a new studio may take a slug",
    description:
      "The wizard's live check of the site address (`{slug}.ROOT_DOMAIN`): `invalid` (not 3 to 63 lower-case letters, digits and single inner hyphens), `reserved` (a word the platform keeps, docs/signup.md, Slugs) or `taken`.",
    pathParams: { slug: { schema: z.string().max(100), description: "The slug to check" } },
    success: { status: 200, schema: "SlugAvailabilityResponse", description: "The answer" },
    errors: ["RATE_LIMIT_EXCEEDED"],
    limit: "read",
    universal: FAULTS,
  },
  {
    ...base,
    operationId: "signUpStudio",
    method: "post",
    path: "/signup/studio",
    tag: "Sign-up",
    summary: "Create the signed-in person's studio",
    description:
      "The onboarding wizard's answers: the studio, its first room, weekly hours and the cancellation notice. Checked by the studio file's own rules; the person becomes the studio's owner. The site is not reachable until `POST /studio/site/publish`. Needs the session of the sign-up link and the platform's origin.",
    body: {
      name: "OnboardingRequest",
      required: true,
      example: {
        studio: {
          name: "Sala Nova",
          slug: "sala-nova",
          studioType: "rehearsal",
          addressLine1: "Carrer Nou 1",
          postalCode: "08001",
          city: "Barcelona",
          country: "ES",
          timezone: "Europe/Madrid",
          latitude: 41.38,
          longitude: 2.17,
          phone: "+34931234567",
          locales: ["ca", "es"],
        },
        room: {
          name: "Sala A",
          capacity: 6,
          hourlyCents: 1500,
          minMinutes: 60,
          maxMinutes: 240,
          depositPercent: 0,
          paymentModes: ["on_site"],
        },
        hours: [{ dayOfWeek: 1, openTime: "10:00", closeTime: "22:00" }],
        cancelNoticeHours: 24,
      },
    },
    success: { status: 201, schema: "OnboardingCreatedResponse", description: "The studio, `draft`" },
    errors: ["VALIDATION_ERROR", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      VALIDATION_ERROR: "A field the studio file refuses, or a reserved or malformed slug (`details.reason`)",
      INVALID_STATE: "The slug is taken (`details.reason` `taken`), or the person already belongs to a studio (`member`)",
      UNAUTHENTICATED: "No session: open the sign-up link first",
      FORBIDDEN: "A cross-origin request",
    },
    limit: "write",
    staff: true,
    universal: SESSION,
  },
  {
    ...base,
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
  },
  {
    ...base,
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
  },
  {
    ...base,
    operationId: "platformStudioAction",
    method: "post",
    path: "/platform/studios/{studioId}/{action}",
    tag: "Platform",
    summary: "Verify, reject, suspend or reinstate a studio, with a reason (operators)",
    description:
      "Audited in the action's transaction (docs/operators.md, Audit). The transitions are those of docs/operators.md, Studio status.",
    pathParams: {
      studioId: studioIdParam,
      action: { schema: z.enum(["verify", "reject", "suspend", "reinstate"]), description: "The action (anything else is 404)" },
    },
    body: { name: "OperatorActionRequest", required: true, example: { reason: "Tax id and phone checked" } },
    success: { status: 200, schema: "OperatorActionResponse", description: "The studio's new status" },
    errors: ["VALIDATION_ERROR", "RESOURCE_NOT_FOUND", "INVALID_STATE", "RATE_LIMIT_EXCEEDED"],
    causes: {
      INVALID_STATE: "The action cannot start from the studio's status (`details.status`)",
      FORBIDDEN: "Signed in but not a platform operator, or a cross-origin request",
    },
    limit: "write",
    staff: true,
    universal: SESSION,
  },
];
