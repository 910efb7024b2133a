import { defineConfig } from "@playwright/test";

// Two portal instances on one real redis-server (tests/multi): started by the suite itself.
export default defineConfig({
  testDir: "tests/multi",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    },
    locale: "en-US",
  },
});
