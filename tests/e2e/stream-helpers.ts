import { expect } from "@playwright/test";
import { simUrl } from "./booking-helpers";

/**
 * A person's browser. Headless Chromium names itself HeadlessChrome, which the portal (isbot)
 * takes for a crawler and answers with the whole page at once: pages that stream need this.
 */
export const PERSON_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * The back office answers the calls that mention `match` (a date, a record locator only this
 * test uses) late and/or with a fault; every other call as usual (a scoped rule of the simulator,
 * so tests running beside this one are not touched).
 */
export async function slowCalls(
  match: string,
  rule: { latencyMs?: number; fault?: "500" | "504" | "reset" | "noenvelope" | "nologin" },
) {
  const response = await fetch(`${simUrl()}/__sim/scoped`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ match, ...rule }),
  });
  expect(response.status).toBe(200);
}
