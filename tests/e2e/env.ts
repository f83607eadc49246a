// Constants shared by the e2e server and the tests.
export const E2E = {
  rootHost: "localhost",
  /** ROOT_DOMAIN of the production app (production refuses local names). */
  prodRootHost: "studios.example",
  captchaSiteKey: "10000000-ffff-ffff-ffff-000000000001",
  customSlug: "estudi-custom",
  customDomain: "studio-custom.test",
  draftSlug: "sala-esborrany",
  stage: {
    slug: "sala-gracia",
    roomOnSite: "3d7a9c1e-5f2b-4a6d-8e0c-7b1f2a3c4d33",
    roomBoth: "6f1c2a0e-4b7d-4c1e-9a55-0d3c8e2f7a11",
    roomCard: "9b2e4d6a-1c3f-4e8b-b7a2-5f0d1e9c3b22",
  },
  /** A copy of the stage studio that does not let guests change the time (docs/studio-settings.md, Guest reschedule). */
  fixedTime: { slug: "sala-hora-fixa", roomOnSite: "5a1e7c3b-9d2f-4b8e-a6c4-1f3d5e7a9b04" },
  /** Staff of the stage studio, in every app's database; they sign in where mail reaches them, the E2E_SMTP apps (tests/e2e/studio-app.ts). */
  staff: { owner: "owner-e2e@sala-gracia.test", member: "staff-e2e@sala-gracia.test" },
  daylight: {
    slug: "estudi-llum",
    roomOnSite: "7e3a9b2d-1f4c-4d6e-8a5b-9c0d2e1f3a62",
    roomBoth: "2c6f1d7e-8a3b-4f2c-9d1e-5b7a0c3e4f51",
    roomSmall: "4b8d2f6a-3c1e-4a9b-b2d7-6e5f8a0c1d73",
  },
} as const;

export const port = () => Number(process.env.E2E_PORT);
export const controlUrl = () => `http://127.0.0.1:${process.env.E2E_CONTROL_PORT}`;
/** Base URL of a studio host: `{slug}.localhost:{port}` (Chromium resolves *.localhost). */
export const siteUrl = (slug: string) => `http://${slug}.${E2E.rootHost}:${port()}`;
export const rootUrl = () => `http://${E2E.rootHost}:${port()}`;
export const customUrl = () => `http://${E2E.customDomain}:${port()}`;
