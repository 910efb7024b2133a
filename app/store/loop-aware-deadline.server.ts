// A time-out for store commands that counts only time the event loop was free to read the
// answer (docs/decisions/0050-admission-and-back-office-gate.md). A timer that fires late means the
// process itself was busy: the answer may sit unread in the socket, so the wait is extended (up to
// `hardMs`) instead of failing a healthy store. Before judging, one poll phase (setImmediate) lets
// an arrived answer land.
import { performance } from "node:perf_hooks";

/** Lateness beyond which a timer is taken as a busy event loop, not as a slow store. */
const BUSY_MS = 50;

export class StoreTimeout extends Error {
  constructor(ms: number) {
    super(`The session store did not answer within ${ms} ms`);
    this.name = "StoreTimeout";
  }
}

export function loopAwareDeadline<T>(work: Promise<T>, ms: number, hardMs = ms * 8): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = performance.now();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = (wait: number) => {
      const due = performance.now() + wait;
      timer = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            const now = performance.now();
            // Late by more than BUSY_MS: the loop was busy; wait again, a calm stretch this time.
            if (now - due > BUSY_MS + 5 && now - start < hardMs) return arm(Math.min(ms, 200));
            settled = true;
            reject(new StoreTimeout(ms));
          }),
        wait,
      );
    };
    arm(ms);
    work.then(
      (value) => {
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
