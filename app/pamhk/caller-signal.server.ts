// The abort signal of the request being served: it fires when the client leaves before its
// answer, so the gateway can cancel the back-office reads made for it. The HTTP server sets it
// through the Remix build's copy of this module (app/server-runtime.server.ts).
import { AsyncLocalStorage } from "node:async_hooks";

const callers = new AsyncLocalStorage<AbortSignal>();

/** The signal of the request being served, undefined outside one (start-up, tests). */
export function callerSignal(): AbortSignal | undefined {
  return callers.getStore();
}

/** Runs `next` (the rest of one request's handling) with `signal` as its caller signal. */
export function withCallerSignal(signal: AbortSignal, next: () => void): void {
  callers.run(signal, next);
}
