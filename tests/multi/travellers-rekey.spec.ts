// `npm run travellers:rekey` while two instances serve the directory on one real PostgreSQL
// (docs/decisions/0101-traveller-directory.md): a traveller sealed under key A, the instances
// restarted with B as the key and A as an older one, the script run while they answer, then an
// instance with B alone still opens his number.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { expect, test, type Page } from "@playwright/test";
import { uniqueSurname } from "../e2e/booking-helpers";
import { signInAt, queryRows } from "./helpers";
import {
  discardPostgres,
  ports,
  postgresUrl,
  startBackEnds,
  startInstances,
  startPostgres,
  stop,
  stopAll,
  urlOf,
} from "./processes";

process.env.PAMHK_SIM_PORT = String(ports.sim);
const A = urlOf(ports.a);
const B = urlOf(ports.b);
const keyA = randomBytes(32).toString("base64");
const keyB = randomBytes(32).toString("base64");

test.beforeAll(async () => {
  await startPostgres();
  await startBackEnds();
});

test.afterAll(async () => {
  await stopAll();
  discardPostgres();
});

/** The key ids the sealed values carry (`keyId.iv.tag.data`), each once. */
async function sealedKeyIds(): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    `select distinct split_part(v, '.', 1) as id from (
       select birth_date_sealed as v from travellers where birth_date_sealed is not null
       union all select number_sealed from traveller_documents) sealed`,
  );
  return rows.map((r) => r.id).sort();
}

async function showNumber(page: Page, origin: string, surname: string, passport: string) {
  await page.goto(`${origin}/secured/travellers?q=${surname}`);
  await page
    .getByRole("button", { name: `Show the whole number of ${surname}/Tai Man's Passport` })
    .click();
  await expect(page.getByText(`Passport number: ${passport}`)).toBeVisible();
}

test("rekey moves every sealed value to the new key while the portal runs", async ({ page }) => {
  test.setTimeout(300_000);
  const env = { DATABASE_URL: postgresUrl };
  let pair = await startInstances({ ...env, TRAVELLER_DATA_KEY: keyA });
  const surname = uniqueSurname();
  const passport = `K${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;
  await signInAt(page, A);
  await page.goto(`${A}/secured/travellers/edit`);
  await page.getByLabel("Surname (as in the passport)").fill(surname);
  await page.getByLabel("Given names").fill("Tai Man");
  await page.getByLabel("Date of birth").fill("1980-02-03");
  const doc = page.getByRole("group", { name: "Document 1" });
  await doc.getByLabel("Number").fill(passport);
  await doc.getByLabel("Issuing country").fill("HK");
  await doc.getByLabel("Expiry").fill("2031-06-30");
  await page.getByRole("button", { name: "Save traveller" }).click();
  await expect(page.getByText("Traveller saved.")).toBeVisible();
  const before = await sealedKeyIds();
  expect(before).toHaveLength(1);

  // Every instance learns the new key first (A kept as an older one), then the script runs.
  await Promise.all(pair.map((p) => stop(p)));
  pair = await startInstances({ ...env, TRAVELLER_DATA_KEY: keyB, TRAVELLER_DATA_KEYS: keyA });
  let reading = true;
  const statuses: number[] = [];
  const cookie = (await page.context().cookies(B)).map((c) => `${c.name}=${c.value}`).join("; ");
  const reader = (async () => {
    while (reading) {
      const response = await fetch(`${B}/secured/travellers?q=${surname}`, { headers: { cookie } });
      statuses.push(response.status);
      await response.body?.cancel();
    }
  })();
  const { stdout } = await promisify(execFile)("npx", ["tsx", "scripts/travellers-rekey.ts"], {
    env: { ...process.env, ...env, TRAVELLER_DATA_KEY: keyB, TRAVELLER_DATA_KEYS: keyA },
  });
  reading = false;
  await reader;
  const report = JSON.parse(stdout.trim().split("\n").at(-1)!) as { moved: number };
  expect(report.moved).toBeGreaterThanOrEqual(2); // his birth date and his passport
  const after = await sealedKeyIds();
  expect(after).toHaveLength(1);
  expect(after[0]).not.toBe(before[0]);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 200)).toBe(true);

  // Key A is gone: an instance with B alone opens the number.
  await Promise.all(pair.map((p) => stop(p)));
  pair = await startInstances({ ...env, TRAVELLER_DATA_KEY: keyB });
  await showNumber(page, A, surname, passport);
});
