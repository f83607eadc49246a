// The bucket's origin for the pages' CSP img-src (lib/http/security-headers.ts): only when S3
// storage is configured. Kept apart from the SDK so the middleware imports no AWS code.
import { s3Configured, type Env } from "../env";

export function storageImageOrigins(e: Env): string[] {
  return s3Configured(e) ? [new URL(e.S3_PUBLIC_URL!).origin] : [];
}
