import { preflight, unknownEndpoint } from "@/lib/http/route";

// Every /v1 path no route serves (lib/http/route.ts unknownEndpoint). OPTIONS passes the preflight
// so the browser gets to see that 404.
export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
export const OPTIONS = preflight;
