// The work queue's morning e-mail on two instances and one real PostgreSQL
// (docs/decisions/0099-work-queue-kinds-reminders-and-morning-mail.md): both run the job every
// minute from 08:00 agency time, and the day's claim (one conditional UPDATE) lets exactly one of
// them send a user's message.
import { expect, test } from "@playwright/test";
import { createBooking, uniqueSurname } from "../e2e/booking-helpers";
import { signInAt, queryRows } from "./helpers";
import {
  base,
  discardPostgres,
  outputOf,
  ports,
  postgresUrl,
  startBackEnds,
  startInstances,
  type startPortal,
  startPostgres,
  stopAll,
  urlOf,
} from "./processes";

process.env.PAMHK_SIM_PORT = String(ports.sim);
// The simulator's SMTP receiver, on the suite's own port: both instances send through it.
const SMTP_PORT = base + 6;
process.env.SMTP_SIM_PORT = String(SMTP_PORT);
const A = urlOf(ports.a);
const SIM = urlOf(ports.sim);
const portals: ReturnType<typeof startPortal>[] = [];

// An agency zone where it is now about noon, so the 08:00 job runs whatever the real hour is.
const offset = 12 - new Date().getUTCHours();
const ZONE = offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;

test.beforeAll(async () => {
  await startPostgres();
  await startBackEnds();
  portals.push(
    ...(await startInstances({
      DATABASE_URL: postgresUrl,
      AGENCY_TIME_ZONE: ZONE,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    })),
  );
});

test.afterAll(async () => {
  await stopAll();
  discardPostgres();
});

type Mail = { envelope: { to: string[] }; subject: string; text?: string };
async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${SIM}/__sim/mail.json`);
  const mails = (await response.json()) as Mail[];
  return mails.filter((m) => m.envelope.to.includes(address));
}

type Round = { instance: number; waiting: number; lost: number; sent: number };
const roundsOf = (text: string): Round[] =>
  text
    .split("\n")
    .filter((line) => line.includes('"morning mail round"'))
    .map((line) => JSON.parse(line) as Round);

const mailDays = () =>
  queryRows<{ login: string; last_day: string | null }>("select login, last_day from queue_mail");

test("both instances run the 08:00 job and the agent gets one message", async ({ page }) => {
  test.setTimeout(360_000);
  const { recordLocator } = await createBooking({
    surname: uniqueSurname(),
    deadlineInMinutes: 120,
  });
  await signInAt(page, A);
  // The queue page derives the booking's ticketing-deadline item, due today.
  await page.goto(`${A}/secured/queue`);
  await expect(page.getByRole("table", { name: "Ticketing deadline approaching" })).toContainText(
    recordLocator,
  );
  await page.goto(`${A}/secured/account/myAccount`);
  const card = page.getByRole("region", { name: "Morning e-mail" });
  await card.getByRole("checkbox", { name: "Send me my queue every morning" }).check();
  await card.getByRole("button", { name: "Save e-mail choice" }).click();
  await expect(page.getByText("You will receive your queue every morning.")).toBeAttached();
  const chosenAt = Date.now();

  await expect
    .poll(async () => (await mailTo("agent@harbourtravel.hk")).length, { timeout: 150_000 })
    .toBe(1);
  const [mail] = await mailTo("agent@harbourtravel.hk");
  expect(mail!.text ?? "").toContain(recordLocator);

  // Each instance runs the job once a minute: wait out two more rounds of both after the choice.
  await expect
    .poll(() => Date.now() - chosenAt, { timeout: 200_000, intervals: [5_000] })
    .toBeGreaterThan(150_000);
  expect(await mailTo("agent@harbourtravel.hk")).toHaveLength(1);
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  expect((await mailDays()).find((r) => r.login === "agent")?.last_day).toBe(today);

  // One round of one instance sent it (a round that read the agent as waiting but lost the claim
  // to the other instance logs lost: 1, sent: 0).
  const rounds = portals.flatMap((p) => roundsOf(outputOf(p)));
  expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(1);
  expect(portals.map(outputOf).join("\n")).not.toContain('"morning mail not sent"');
});
