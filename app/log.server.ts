/** One JSON line for a real failure, with the request id the error page shows (set by the HTTP server). */
export function logError(request: Request, error: unknown): void {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      reqId: request.headers.get("x-request-id") ?? undefined,
      path: new URL(request.url).pathname,
      msg: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
}
