// The one logger of the server and the app (pino): JSON lines with `time`, `level` and, inside a
// request, that request's `reqId`. Secrets never reach a line (`redact`).
import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Logger, type LoggerOptions } from "pino";

export type { Logger };

/** What is logged must never show these, wherever they sit in a logged object. */
const SECRETS = [
  "password",
  "verifyCode",
  "verifyCodeActual",
  "cookie",
  "authorization",
  "set-cookie",
  "client_secret",
  "refresh_token",
  "access_token",
  "id_token",
];

export const LOG_OPTIONS: LoggerOptions = {
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: SECRETS.flatMap((key) => [
      `["${key}"]`,
      `*["${key}"]`,
      `*.headers["${key}"]`,
      `*.*["${key}"]`,
    ]),
    censor: "[redacted]",
  },
};

export function createLogger(destination?: DestinationStream): Logger {
  return pino(LOG_OPTIONS, destination);
}

type RequestLog = { log: Logger; id: string };
type Shared = { root: Logger; requests: AsyncLocalStorage<RequestLog> };

// One logger and one request context per process: the HTTP server sets the context through the
// Remix build's copy of this module (app/server-runtime.server.ts), where the app reads it.
const shared: Shared = { root: createLogger(), requests: new AsyncLocalStorage<RequestLog>() };

/** The logger of the request being served (its lines carry `reqId`), else the process's. */
export function log(): Logger {
  return shared.requests.getStore()?.log ?? shared.root;
}

/** The id of the request being served: on its log lines, its answer and its upstream calls. */
export function currentRequestId(): string | undefined {
  return shared.requests.getStore()?.id;
}

/** Runs `next` (the rest of one request's handling) with that request's logger as `log()`. */
export function withRequestLog(entry: RequestLog, next: () => void): void {
  shared.requests.run(entry, next);
}

/** One line for a real failure, with the request id the error page shows (set by the server). */
export function logError(request: Request, error: unknown): void {
  const reqId = request.headers.get("x-request-id") ?? undefined;
  const logger = currentRequestId() === reqId || !reqId ? log() : shared.root.child({ reqId });
  logger.error(
    { path: new URL(request.url).pathname, err: error },
    error instanceof Error ? error.message : String(error),
  );
}
