import { defineConfig, devices } from "@playwright/test";
import { e2eBuildDir, e2eDir, e2eInboxDir, e2ePort } from "./tests/e2e/support/site";

/**
 * Browser tests run in Debian's Chromium against the real build output, served by the project's
 * own server (with its form inbox), at the size(s) each test is about: `*.phone.spec.ts` and tests
 * tagged `@phone` at the phone's only, `*.desktop.spec.ts` and tests tagged `@desktop` at the
 * desktop's only, every other test at both.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `${e2eDir}/e2e`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: `${e2eDir}/e2e-results.json` }]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // A trace records every step of every test, and costs a fifth of the run on two cores: turn it
    // on for a failing test with `npx playwright test --trace retain-on-failure <spec>`.
    trace: "off",
    screenshot: "only-on-failure",
    // The built site starts a service worker, which would answer requests before a test's own
    // `page.route` sees them: off, except in the tests of what it does (offline-pages.phone.spec.ts).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // `*.phone.spec.ts` test behaviour that does not depend on the size, once, at the size most
    // customers have: the phone's. `*.desktop.spec.ts` test what needs a pointer that hovers.
    {
      name: "desktop",
      testIgnore: /\.phone\.spec\.ts$/,
      grepInvert: /@phone\b/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      testIgnore: /\.desktop\.spec\.ts$/,
      grepInvert: /@desktop\b/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  // The tests build what they test: the local flavour (forms posting to the server's own inbox) for
  // the e2e port, in a folder of its own, so `npm run test:e2e` needs nothing run first. `npm test`
  // makes that build while its earlier stages run, and says so with E2E_PREBUILT=1.
  webServer: {
    command: `${process.env.E2E_PREBUILT === "1" ? "" : "npx tsx tests/e2e/support/build-e2e-site.ts && "}npx tsx server/start.ts --local`,
    url: `http://localhost:${e2ePort}/`,
    reuseExistingServer: false,
    // A first build on a clean machine encodes every photo (the cache is node_modules/.cache).
    timeout: 600_000,
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      SITE_ROOT: `${e2eBuildDir}/client`,
      INBOX_DIR: e2eInboxDir,
    },
  },
});
