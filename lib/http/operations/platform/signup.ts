// Sign-up (docs/signup.md): the sign-up link, the wizard's slug check and the studio it creates.
// Each operation is declared once: path, parameters, body, reply, error codes with their wording,
// per-IP limit and what the OpenAPI document says (docs/architecture.md, Add an endpoint); its route.ts serves it.
import { z } from "zod";
import { WIDER_NETWORK_FACTOR, LIMITS } from "../../../contract/limits";
import { platformOperation, FAULTS, SESSION } from "../platform-operation";
import { OnboardingRequest, SignUpRequest } from "../../../contract/studio-schemas";

const perHour = (l: { max: number }) => `${l.max} an hour`;

export const signUp = platformOperation({
  operationId: "signUp",
  method: "post",
  path: "/signup",
  tag: "Sign-up",
  summary: "Ask for a sign-up link",
  description: `A one-time sign-in link (the staff sign-in link's lifetime) to the onboarding wizard, emailed in \`locale\`; an address that is already a studio member's gets a link to its dashboard, an operator's to the console. The answer is the same for every address. Pre-production without an email provider also answers the link as \`devLink\`, only when the request made the address's account (never for an address that already has one). Limited to ${perHour(LIMITS.signUpsPerIp)} per client network (an IPv6 /64; its /56 and /48 ${WIDER_NETWORK_FACTOR} times that) and ${perHour(LIMITS.signInLinksPerEmail)} per address (canonical form), one quota with the staff sign-in form's.`,
  body: { name: "SignUpRequest", schema: SignUpRequest, required: true, example: { email: "hola@sala-nova.example", locale: "ca" } },
  success: { status: 202, schema: "SignUpResponse", description: "Sent (or, in pre-production, shown)" },
  errors: ["VALIDATION_ERROR", "RATE_LIMIT_EXCEEDED"],
  causes: { RATE_LIMIT_EXCEEDED: "Too many sign-ups from this network, or sign-in links for this address (`Retry-After`)" },
  limit: "none",
  universal: FAULTS,
});

export const signUpSlug = platformOperation({
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
});

export const signUpStudio = platformOperation({
  operationId: "signUpStudio",
  method: "post",
  path: "/signup/studio",
  tag: "Sign-up",
  summary: "Create the signed-in person's studio",
  description:
    "The onboarding wizard's answers: the studio (its public phone and email optional), its first room, weekly hours and the cancellation notice. Checked by the studio file's own rules; the person becomes the studio's owner, and the studio's own emails go to their sign-up address, which is never published. The site is not reachable until `POST /studio/site/publish`. Needs the session of the sign-up link and the platform's origin.",
  body: {
    name: "OnboardingRequest",
    schema: OnboardingRequest,
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
        email: "hola@sala-nova.example",
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
    VALIDATION_ERROR:
      "A field the studio file refuses (the room's by the request's names, e.g. `room.maxMinutes` under `room.minMinutes`), a reserved or malformed slug (`details.reason`), a `studio.phone` that is not a phone number (a national one is read in `studio.country`; saved in E.164), or a payment the room could never take: `card` with a 0 % deposit or one under the card provider's minimum for the shortest booking (`room.depositPercent`), `card` alone while a new studio cannot take card deposits (`room.paymentModes`)",
    INVALID_STATE: "The slug is taken (`details.reason` `taken`), or the person already belongs to a studio (`member`)",
    UNAUTHENTICATED: "No session: open the sign-up link first",
    FORBIDDEN: "A cross-origin request",
  },
  limit: "write",
  staff: true,
  universal: SESSION,
});
