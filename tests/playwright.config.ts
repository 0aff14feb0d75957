import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { canRunTests } from "../scripts/dev/ci";
import { findEmulatorProblem } from "../scripts/dev/firestore-emulator";
import { CHROMIUM_ARGS, testChromiumPath } from "./support/chromium";
import { QUIET_WRANGLER } from "./support/site-server";

const PORT = Number(process.env.E2E_PORT ?? 8788);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const root = fileURLToPath(new URL("..", import.meta.url));

// The specs below that run the site on the Firestore emulator share one (tests/e2e/global-setup.ts), each under its own project id.
// The hostile-notice test runs the site on the emulator.
const SECURITY_SPECS = /xss-notices\.spec\.ts/;
// The owner's editor writes, and uploads photos: each on the emulator too, at 390 px.
const EDITOR_SPECS = /(editor|photos)\.spec\.ts/;
// Four notices at 390 px, and a day with lunch served all day: each on the emulator too.
const PHONE_EMULATOR_SPECS = /(notices-crowded|lunch)\.spec\.ts/;
// `npm run dev` on a copy of the tree, with its own server.
const DEV_SPECS = /dev-server\.spec\.ts/;
// What does not depend on the screen runs once, on the phone: the service worker, the stored
// language, the allergen filter's logic, the not-found page, numbers kept whole at set widths,
// pictures' names and Trusted Types. The desktop project runs the specs about layout and input.
const SCREEN_FREE_SPECS = /(offline|language|menu-allergens|pages-404|phone-number|pictures-language|trusted-types)\.spec\.ts/;

/** Marks a project whose specs need the shared emulator started. */
const ON_EMULATOR = { firestoreEmulator: true };

const runOnEmulator = canRunTests("the editor, photo, emulator-backed phone and notice XSS tests", findEmulatorProblem());

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once is a finding: no retry hides it (CI included).
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_ARGS },
    trace: "off",
    // A service worker would take over a test's page after its first load, and later
    // navigations, request counts and response headers would go through it. The offline
    // specs allow it (offline.spec.ts); everything else sees the site as without one.
    serviceWorkers: "block",
  },
  projects: [
    // A test tagged @phone or @desktop holds at that screen only (tests/e2e/screens.ts).
    {
      name: "phone",
      testIgnore: [SECURITY_SPECS, EDITOR_SPECS, PHONE_EMULATOR_SPECS, DEV_SPECS],
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      testIgnore: [SECURITY_SPECS, EDITOR_SPECS, PHONE_EMULATOR_SPECS, DEV_SPECS, SCREEN_FREE_SPECS],
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    { name: "dev-server", testMatch: DEV_SPECS },
    ...(runOnEmulator
      ? [
          {
            name: "editor",
            testMatch: EDITOR_SPECS,
            metadata: ON_EMULATOR,
            use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" as const },
          },
        ]
      : []),
    ...(runOnEmulator
      ? [
          {
            name: "phone-on-emulator",
            testMatch: PHONE_EMULATOR_SPECS,
            metadata: ON_EMULATOR,
            use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, browserName: "chromium" as const },
          },
        ]
      : []),
    ...(runOnEmulator
      ? [
          {
            name: "security",
            testMatch: SECURITY_SPECS,
            metadata: ON_EMULATOR,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
  ],
  webServer: {
    // The build is made by `npm test` before this tier; state lives in a throw-away folder per port, so runs on other ports do not share it.
    command: `npx tsx scripts/dev/start.ts --no-build --persist-to .wrangler/e2e-state-${PORT} -- ${QUIET_WRANGLER.join(" ")}`,
    cwd: root,
    env: { PORT: String(PORT), SITE_URL: BASE_URL },
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Without it Playwright SIGKILLs the shell's group: the start script dies without stopping
    // wrangler's own group, which keeps the output pipe open, and the run never ends.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
