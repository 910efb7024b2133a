// A counting gate: at most `limit` holders at once, then a queue of at most `queue` waiters, each
// waiting at most `waitMs` (and no longer than its caller's abort signal). Used for the requests
// an instance admits (server/admission.ts) and for its back-office calls (app/pamhk).

export type GateOptions = { limit: number; queue: number; waitMs: number };

/** Why a caller was not let through: the queue was full, its wait ran out, or it left. */
export type Refusal = "full" | "timeout" | "aborted";

export type Admission = { ok: true; release: () => void } | { ok: false; reason: Refusal };

type Waiter = { grant: () => void; settle: (reason: Refusal) => void };

export type BoundedGate = {
  enter: (signal?: AbortSignal) => Promise<Admission>;
  /** Holders now, waiters now. */
  load: () => { active: number; queued: number };
};

export function boundedGate(opts: GateOptions): BoundedGate {
  let active = 0;
  const waiting: Waiter[] = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.shift();
      // The slot passes straight to the next waiter: `active` stays the same.
      if (next) next.grant();
      else active--;
    };
  };

  return {
    load: () => ({ active, queued: waiting.length }),
    enter(signal) {
      if (signal?.aborted) return Promise.resolve({ ok: false, reason: "aborted" });
      if (active < opts.limit) {
        active++;
        return Promise.resolve({ ok: true, release: releaser() });
      }
      if (waiting.length >= opts.queue) return Promise.resolve({ ok: false, reason: "full" });
      return new Promise<Admission>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
        };
        const waiter: Waiter = {
          grant: () => {
            done();
            resolve({ ok: true, release: releaser() });
          },
          settle: (reason) => {
            done();
            const at = waiting.indexOf(waiter);
            if (at >= 0) waiting.splice(at, 1);
            resolve({ ok: false, reason });
          },
        };
        const onAbort = () => waiter.settle("aborted");
        const timer = setTimeout(() => waiter.settle("timeout"), opts.waitMs);
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(waiter);
      });
    },
  };
}
