// What the multi-instance specs share: signing the agent in on one instance, and reading the
// suite's PostgreSQL directly.
import { expect, type Page } from "@playwright/test";
import pg from "pg";
import { fillLogin } from "../e2e/helpers";
import { postgresUrl } from "./processes";

/** Signs `agent` in on the instance at `origin`. */
export async function signInAt(page: Page, origin: string) {
  await page.goto(`${origin}/login`);
  await fillLogin(page, "agent", "Agent1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
}

/** The rows a query answers on the suite's PostgreSQL (one connection per call). */
export async function queryRows<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client(postgresUrl);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
