// The drain on SIGTERM without resets (docs/decisions/0051): closing a listening socket resets
// every connection the kernel accepted that the server has not accepted yet (the listen backlog).
// So the listener stays open while connections keep coming, every request is answered 503 with
// `Connection: close` and Retry-After (server/app.ts), and the listener closes only once no
// connection arrived for `quietMs`, judged right after a short poll phase on a calm event loop:
// connections waiting in the backlog are accepted in that phase, so none is left to be reset.
import type { Server } from "node:http";
import { Server as NetServer } from "node:net";

export type DrainOptions = {
  /** Close the listener once no connection was accepted for this long (default 500 ms). */
  quietMs: number;
  /** Close it at the latest this long after the drain began, quiet or not. */
  listenMaxMs: number;
};

export function drainOptionsFromEnv(graceMs: number): DrainOptions {
  return {
    quietMs: Number(process.env.DRAIN_QUIET_MS ?? 500),
    // Room left for answers in flight and for idle keep-alive connections to time out (5 s).
    listenMaxMs: Number(process.env.DRAIN_LISTEN_MAX_MS ?? Math.max(0, graceMs - 7000)),
  };
}

/** Counts accepted connections from the start, so a drain knows when the last one came. */
export function trackArrivals(server: Server) {
  let lastAt = performance.now();
  server.on("connection", () => (lastAt = performance.now()));
  return { lastAt: () => lastAt };
}

/**
 * Resolves once the listener is closed (quietly, or at `listenMaxMs`) and every connection has
 * ended. http.Server#close would also close idle keep-alive connections at once, resetting a
 * request a client sends over one this very moment: only the listener is closed.
 */
export function drain(
  server: Server,
  arrivals: ReturnType<typeof trackArrivals>,
  opts: DrainOptions,
): Promise<void> {
  const began = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const due = performance.now() + 50;
      setTimeout(() => {
        const fired = performance.now();
        // After this loop's poll phase, in which any connection in the backlog was accepted.
        setImmediate(() => {
          const now = performance.now();
          const over = now - began >= opts.listenMaxMs;
          // A late timer or a long poll phase: busy, connections may wait unaccepted; not quiet.
          const calm = fired - due < BUSY_MS && now - fired < BUSY_MS;
          if (!over && (!calm || now - arrivals.lastAt() < opts.quietMs)) return check();
          NetServer.prototype.close.call(server, () => resolve());
        });
      }, 50);
    };
    check();
  });
}

const BUSY_MS = 20;
