// A complete, valid production configuration (lib/infra/env.ts productionProblems finds nothing in
// it). Tests that run production spread it and override what they exercise.
export const PRODUCTION_ENV: Record<string, string> = {
  APP_ENV: "production",
  PUBLIC_BASE_URL: "https://studios.example.com",
  ROOT_DOMAIN: "studios.example.com",
  CODE_HASH_SECRET: "production-test-secret-0123456789-abcdef",
  SMTP_URL: "smtp://127.0.0.1:2525",
  // Production runs behind a reverse proxy and reads the client IP from X-Forwarded-For.
  TRUST_PROXY: "1",
};
