// The work queue's test clock (docs/decisions/0099-work-queue-kinds-reminders-and-morning-mail.md):
// with the embedded simulator only, a browser's cookie `portal-test-clock` (milliseconds, may be
// negative) moves the clock the queue reads what is due with, so an end-to-end test sees a
// reminder for tomorrow 09:00 without waiting. Per browser, so parallel tests keep the real clock.
// Never honoured next to a real back office: server.ts turns it on only where it embeds the simulator.

let allowed = false;

/** Called by server.ts when it starts the embedded simulator, and by no one else. */
export function allowTestClock(): void {
  allowed = true;
}

export const TEST_CLOCK_COOKIE = "portal-test-clock";

/** Up to about ten years either way: more is not a clock a test means. */
const OFFSET = /(?:^|;\s*)portal-test-clock=(-?\d{1,12})(?:;|$)/;

/** The instant the queue reads as "now" for this request. */
export function queueClock(request: Request, now = Date.now()): number {
  if (!allowed) return now;
  const found = OFFSET.exec(request.headers.get("Cookie") ?? "");
  return found ? now + Number(found[1]) : now;
}
