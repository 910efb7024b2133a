import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layers of app/README.md, checked through the project's own ESLint config: a fixture module
// placed in a layer (never written to disk) imports one layer up, and lint must refuse it.
let eslint: ESLint;
beforeAll(async () => {
  // The fixtures are never on disk, so the type-aware rules (server code) cannot type them.
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        "@typescript-eslint/no-floating-promises": "off",
        "@typescript-eslint/no-misused-promises": "off",
      },
    },
  });
  // The first run loads the config, the plugins and the resolver: slow on a busy machine.
  await eslint.lintText("export {};\n", { filePath: "app/domain/warm-up.ts" });
}, 120_000);

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages
    .filter((m) => m.ruleId === "import-x/no-restricted-paths")
    .map((m) => m.message);
}

describe("imports only point down", { timeout: 30_000 }, () => {
  it.each([
    ["app/contracts/fixture.ts", 'import type { CabinCode } from "~/domain/code-tables";'],
    ["app/domain/air/fixture.ts", 'import type { AirLowFare } from "~/pamhk/air.server";'],
    ["app/domain/air/fixture.ts", 'import type { airSearchSchema } from "~/forms/air-search";'],
    ["app/forms/fixture.ts", 'import type { UpstreamJar } from "~/pamhk/client.server";'],
    ["app/session/fixture.ts", 'import type { Ability } from "~/auth/permissions";'],
    ["app/pamhk/fixture.ts", 'import type { RootData } from "~/session/session.server";'],
    ["app/store/fixture.ts", 'import type { PortalSession } from "~/session/session.server";'],
    ["app/store/fixture.ts", 'import { callUpstream } from "~/pamhk/client.server";'],
    ["app/pamhk/fixture.ts", 'import { sharedStore } from "~/store/kv-store.server";'],
    ["app/domain/fixture.ts", 'import { exclusively } from "~/store/locks.server";'],
    ["app/components/fixture.tsx", 'import type { loader } from "~/root";'],
    ["app/routes/fixture.tsx", 'import type { UpstreamJar } from "~/pamhk/client.server";'],
    ["app/routes/fixture.tsx", 'import { searchBookings } from "~/pamhk/booking.server";'],
    [
      "app/routes/secured.booking.bookingDetails/fixture.ts",
      'import { loader } from "~/routes/secured";',
    ],
    ["app/routes/fixture.tsx", 'import { loader } from "~/routes/secured";'],
  ])("%s refuses %s", async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/domain/air/fixture.ts", 'import type { AirLowFare } from "~/contracts/air";'],
    ["app/session/fixture.ts", 'import type { SessionUser } from "~/contracts/user";'],
    ["app/session/fixture.ts", 'import { sharedStore } from "~/store/kv-store.server";'],
    ["app/db/fixture.ts", 'import { redisClient } from "~/store/redis-client.server";'],
    ["app/services/fixture.ts", 'import { exclusively } from "~/store/locks.server";'],
    ["app/components/fixture.tsx", 'import type { RootData } from "~/contracts/root-data";'],
    ["app/routes/secured.booking.bookingDetails/fixture.ts", 'import "./loader.server";'],
  ])("%s may use %s", async (filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it("has no exceptions to the boundary rule", async () => {
    const config = await eslint.calculateConfigForFile("app/domain/air/legs.ts");
    const [, options] = config.rules["import-x/no-restricted-paths"];
    expect(options.zones.length).toBeGreaterThan(10);
    expect(options.zones.filter((zone: { except?: unknown }) => zone.except)).toEqual([]);
  });
});

describe("the formatters stay pure", { timeout: 30_000 }, () => {
  it.each([
    'import { useRouteLoaderData } from "@remix-run/react";',
    'import { useFormattedText } from "~/i18n/use-translation";',
    'import { useState } from "react";',
  ])("app/format.ts refuses %s", async (code) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: "app/format.ts" });
    expect(result.messages.map((m) => m.ruleId)).toContain("no-restricted-imports");
  });
});
