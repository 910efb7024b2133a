// A 500-request burst of signed-in pages on one of two instances sharing Redis: every request is
// answered 200 or 503 within 10 s (none waits unseen in the accept queue or behind a busy event
// loop), and no Redis command times out while Redis is healthy. server/load-shedding.ts,
// README "Operations".
import { expect, test } from "@playwright/test";
import { burst } from "../../bench/overload-probes";
import { fillLogin } from "../e2e/helpers";
import {
  outputOf,
  ports,
  startBackEnds,
  startInstances,
  type startPortal,
  stopAll,
  urlOf,
} from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);
let burstInstance: ReturnType<typeof startPortal>;

test.beforeAll(async () => {
  await startBackEnds();
  // The 500 connections come from one address, as through a proxy: no per-address cap here.
  [burstInstance] = await startInstances({ MAX_CONNECTIONS_PER_ADDRESS: "0" }, {});
});

test.afterAll(stopAll);

test("a 500-request burst: each answered 200 or 503 within 10 s, no Redis time-out", async ({
  page,
}) => {
  // Signed in on B, the burst on A: the session lives in the shared Redis.
  await page.goto(`${B}/login`);
  await fillLogin(page, "agent", "Agent1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const logBefore = outputOf(burstInstance).length;
  const result = await burst(`${A}/secured/booking/list`, 500, cookie);
  const log = outputOf(burstInstance).slice(logBefore);
  const storeTimeouts = (log.match(/did not answer within|Command timed out/g) ?? []).length;
  console.log(
    `[measure] 500-request burst: ${JSON.stringify(result.statuses)}, p95 ${result.p95Ms} ms, slowest ${result.maxMs} ms, Redis time-outs ${storeTimeouts}`,
  );
  expect(Object.keys(result.statuses).filter((s) => s !== "200" && s !== "503")).toEqual([]);
  expect(result.statuses["200"]).toBeGreaterThan(0);
  expect(result.maxMs).toBeLessThan(10_000);
  expect(storeTimeouts).toBe(0);
  // The instance serves again right after.
  const after = await fetch(`${A}/secured/booking/list`, { headers: { Cookie: cookie } });
  expect(after.status).toBe(200);
});
