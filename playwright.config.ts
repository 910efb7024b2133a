import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry in CI: a rare browser-side flake (React #345 once in ~250 tests) must not refuse a
  // whole submission; the list reporter still names any test that needed its retry as "flaky".
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
    locale: "en-US",
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The production server as `npm start` runs it (built by `npm run build`).
    command: `node ${process.env.PORTAL_BUILD_DIR ?? "build"}/portal/server.js`,
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      NODE_ENV: "production",
      SESSION_STORE: "memory",
      // The embedded database in memory: every run starts empty (issue 33).
      DATABASE_DIR: "memory://",
      SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret",
      PAMHK_SIM_CAPTCHA: "TEST",
      PAMHK_API_URL: "",
      // A known simulator port, so tests can create their own data through /__sim endpoints.
      PAMHK_SIM_PORT: process.env.PAMHK_SIM_PORT ?? String(port + 1000),
      // The local identity provider starts with the server; 75 s access tokens let SSO tests cross
      // the 70 s refresh threshold after a few seconds.
      OIDC_ISSUER: "",
      OIDC_SIM_ACCESS_TOKEN_TTL: "75",
      // Every test browser comes from 127.0.0.1: the per-client limits (new session records,
      // refused passwords per address) would count the whole suite as one office. Their own
      // tests are the unit tests and tests/multi; the per-login-id delay stays as in production.
      SESSION_CREATE_PER_MINUTE: "100000",
      LOGIN_IP_MAX_FAILURES: "100000",
      CAPTCHA_PER_MINUTE: "100000",
      SSO_START_PER_MINUTE: "100000",
      // One company with a small budget of automatic searches, for the refusal of the fare
      // calendar's check (tests/e2e/fare-calendar.spec.ts); the others keep the default.
      AUTO_SEARCHES_BY_COMPANY: "KLT=7",
      // Each test's new booking shows in the queue within a second (the cache stays in the path).
      QUEUE_REFRESH_SECONDS: "1",
      // The traveller directory's key (docs/decisions/0101): production never has a built-in one.
      TRAVELLER_DATA_KEY: "ZTJlLXRyYXZlbGxlci1rZXktZTJlLXRyYXZlbGxlci0=",
      // The outside-change sweep every 15 s, with a budget that lets it finish in a few seconds
      // (tests/e2e/outside-change.spec.ts waits for one sweep); more often would load the suite.
      QUEUE_SWEEP_MINUTES: "0.25",
      QUEUE_SWEEP_CALLS_PER_MINUTE: "1200",
    },
  },
});
