import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/database.server";
import { insertItems } from "~/db/queue.server";
import { startMailReceiver, type MailReceiver } from "../../mocks/smtp/receiver";
import { useSimulator } from "../../mocks/test-support";
import { chooseMorningMail, morningMailOf, morningMailRound } from "./queue-mail.server";
import { signedInAs } from "./signed-in.fixture";

// The morning e-mail through the real SMTP path: nodemailer to the simulator's receiver.
useSimulator();
let receiver: MailReceiver;
beforeAll(async () => {
  receiver = await startMailReceiver();
  await database();
}, 120_000);
afterAll(() => receiver.close());

// A Hong Kong day of the test's own, far from the real one.
const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);
const DAY = "2031-03-10";
const item = (bookingId: string, kind: string, due: number) => ({
  kind,
  bookingId,
  due,
  recordLocator: `L${bookingId}`,
  // Traveller names never go into the message.
  travellers: "SECRETNAME/TAI MAN",
  route: "HKG-NRT",
  createdBy: "agent",
});

const mailTo = (address: string) =>
  receiver.messages().filter((m) => m.envelope.to.includes(address));

describe("the queue's morning e-mail", { timeout: 60_000 }, () => {
  it("goes at 08:00 agency time, once per user and day, in his language", async () => {
    const ctx = await signedInAs("agent", "/secured/account/myAccount");
    expect(await morningMailOf(ctx)).toBe(false);
    expect(await chooseMorningMail(ctx, true, "zh-HK", "https://portal.example/")).toEqual({
      ok: true,
    });
    expect(await morningMailOf(ctx)).toBe(true);
    await insertItems(
      await database(),
      "HBT",
      [
        item("M1", "pastDeadline", at("2031-03-09", "18:00")),
        item("M2", "ticketingDue", at(DAY, "16:00")),
        // Due tomorrow: not in today's message.
        item("M3", "fareDue", at("2031-03-11", "10:00")),
      ],
      new Date(at("2031-03-09", "12:00")),
    );
    const before = mailTo("agent@harbourtravel.hk").length;

    expect(await morningMailRound(at(DAY, "07:59"), receiver.url)).toBe(0);
    // Two instances look at 08:00 at once: one message.
    const rounds = await Promise.all([
      morningMailRound(at(DAY, "08:00"), receiver.url),
      morningMailRound(at(DAY, "08:00"), receiver.url),
    ]);
    expect(rounds.sort()).toEqual([0, 1]);
    expect(await morningMailRound(at(DAY, "09:30"), receiver.url)).toBe(0);
    const mails = mailTo("agent@harbourtravel.hk");
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    expect(mail.subject).toBe("今日待辦：2 項");
    expect(mail.text).toContain("LM1");
    expect(mail.text).toContain("LM2");
    expect(mail.text).not.toContain("LM3");
    expect(mail.text).toContain("已逾期");
    expect(mail.text).toContain(
      "https://portal.example/secured/booking/bookingDetails?bookingId=M1",
    );
    expect(mail.text).toContain("https://portal.example/secured/queue");
    expect(mail.text).not.toContain("SECRETNAME");

    // The next morning: again.
    expect(await morningMailRound(at("2031-03-11", "08:01"), receiver.url)).toBe(1);
    expect(mailTo("agent@harbourtravel.hk")).toHaveLength(before + 2);

    // Turned off: no more.
    await chooseMorningMail(ctx, false, "zh-HK", "https://portal.example");
    expect(await morningMailRound(at("2031-03-12", "08:01"), receiver.url)).toBe(0);
  });

  it("a relay that cannot be reached gives the day back for the next round", async () => {
    const ctx = await signedInAs("admin", "/secured/account/myAccount");
    await chooseMorningMail(ctx, true, "en-US", "https://portal.example");
    await insertItems(
      await database(),
      "HBT",
      [{ ...item("A1", "pastDeadline", at("2031-04-01", "07:00")), createdBy: "admin" }],
      new Date(at("2031-04-01", "07:00")),
    );
    expect(await morningMailRound(at("2031-04-01", "08:00"), "smtp://127.0.0.1:1")).toBe(0);
    expect(await morningMailRound(at("2031-04-01", "08:01"), receiver.url)).toBe(1);
    const mail = receiver.messages().at(-1)!;
    expect(mail.subject).toBe("Your work queue today: 1 item");
  });
});
