import { format } from "node:util";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { createLogger, withRequestLog } from "~/log.server";
import { userLogin } from "~/pamhk/account.server";
import { sendUpstream } from "~/pamhk/client.server";
import { jarCaller, TEST_CAPTCHA, useSimulator } from "../../mocks/test-support";
import { refundQuoteFor } from "./booking-details.server";

useSimulator();

afterEach(() => vi.restoreAllMocks());

// A booking id as a forger would type it: a line break, then a record of his own.
const FORGED = 'B1"\n{"level":"fatal","msg":"forged","reqId":"x"}\r\n\'';

describe("log lines of a refused booking action (issue 32, item 8)", () => {
  it("stay one JSON record each, with the booking id and the refusal as values", async () => {
    const caller = jarCaller();
    await sendUpstream(caller, { path: "/verificationCode" });
    await userLogin(caller, { id: "agent", password: "Agent1234", verifyCodeActual: TEST_CAPTCHA });
    const ctx = {
      ...caller,
      request: new Request("http://portal.test/secured/booking/bookingDetails"),
      session: { get: () => undefined },
    } as unknown as SignedIn;
    const booking = {
      bookingId: { id: FORGED },
      bookingRecordLocator: { id: "ABC123" },
    } as unknown as BookingDetail;

    const lines: string[] = [];
    // Whatever bypasses the logger (console) lands in the same list, line by line.
    for (const method of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(...format(...args).split(/\r?\n/));
      });
    const logger = createLogger({
      write: (chunk: string) => void lines.push(...chunk.split("\n")),
    });
    const quote = await new Promise((resolve) =>
      withRequestLog({ log: logger.child({ reqId: "0a1b2c3d" }), id: "0a1b2c3d" }, () =>
        resolve(refundQuoteFor(ctx, booking)),
      ),
    );

    expect(quote).toBeNull();
    const records = lines
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((r) => r.msg === "forged")).toBe(false);
    expect(records.every((r) => r.reqId === "0a1b2c3d")).toBe(true);
    expect(records).toContainEqual(
      expect.objectContaining({ level: "warn", bookingId: FORGED, msg: "refund quote refused" }),
    );
  });
});
