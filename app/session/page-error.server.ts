import { data } from "@remix-run/node";
import type { Message } from "~/domain/upstream-error";

/**
 * An answer for the route's error view: the message and the request id, which the view shows as
 * the reference and the server's log line for this request carries too. `extra` goes to the view
 * as well (e.g. the search that failed).
 */
export function pageError(
  request: Request,
  message: Message,
  status: number,
  { extra = {}, headers }: { extra?: Record<string, unknown>; headers?: HeadersInit } = {},
) {
  return data(
    { ...extra, message, requestId: request.headers.get("x-request-id") },
    { status, headers },
  );
}
