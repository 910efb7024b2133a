// The abort signal of the request being served: it fires when the client leaves before its
// answer, so the gateway can cancel the back-office reads made for it. Kept on globalThis, as
// log.server.ts keeps its request context: the HTTP server sets it, the Remix build reads it.
import { AsyncLocalStorage } from "node:async_hooks";

const sharedKey = Symbol.for("pamhk.callerSignal");
const callers = ((globalThis as Record<symbol, unknown>)[sharedKey] ??=
  new AsyncLocalStorage<AbortSignal>()) as AsyncLocalStorage<AbortSignal>;

/** The signal of the request being served, undefined outside one (start-up, tests). */
export function callerSignal(): AbortSignal | undefined {
  return callers.getStore();
}

/** Runs `next` (the rest of one request's handling) with `signal` as its caller signal. */
export function withCallerSignal(signal: AbortSignal, next: () => void): void {
  callers.run(signal, next);
}
