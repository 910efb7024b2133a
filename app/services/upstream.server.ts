// The one place where an upstream failure becomes what the browser gets
// (docs/back-office.md#the-envelope-and-its-codes): 5/4 "not logged in" ends the session and goes
// to /login with NO_LOGIN, anything else is the catalogue message, for the route's own alert or for
// its error boundary.
import {
  isNoLogin,
  messageFor,
  type Message,
  type UpstreamError,
  type UpstreamResult,
} from "~/domain/upstream-error";
import { logError } from "~/log.server";
import { pageError } from "~/session/page-error.server";
import { endSessionInPage, redirectToLogin, type RequestContext } from "~/session/session.server";

/** The error of a failed call once 5/4 (not logged in) has been sent to /login instead. */
export async function stillSignedIn(
  ctx: RequestContext,
  error: UpstreamError,
): Promise<UpstreamError> {
  if (isNoLogin(error)) throw await redirectToLogin(ctx.request, ctx.session);
  return error;
}

/** The catalogue message of a failed call; 5/4 throws the way to /login instead. */
export async function failureMessage(ctx: RequestContext, error: UpstreamError): Promise<Message> {
  return messageFor(await stillSignedIn(ctx, error));
}

/**
 * What a page shows for a failure of work streamed after its shell
 * (docs/architecture.md#a-request-end-to-end): the status and the headers are sent by then, so the
 * message and the reference come in the page, and 5/4 ends the session and links to /login instead
 * of redirecting (`signIn`).
 */
export type StreamedFailure = { message: Message; requestId: string | null; signIn?: string };
export type Streamed<T> = { ok: true; data: T } | { ok: false; failure: StreamedFailure };

/** Work streamed after the page's shell, settled into what the page shows: it never rejects. */
export async function streamed<T>(
  ctx: RequestContext,
  work: () => Promise<UpstreamResult<T>>,
): Promise<Streamed<T>> {
  const requestId = ctx.request.headers.get("x-request-id");
  try {
    const result = await work();
    if (result.ok) return result;
    if (isNoLogin(result.error)) {
      const signIn = await endSessionInPage(ctx.request, ctx.session);
      return { ok: false, failure: { message: { key: "error.NO_LOGIN" }, requestId, signIn } };
    }
    return { ok: false, failure: { message: messageFor(result.error), requestId } };
  } catch (error) {
    logError(ctx.request, error);
    return { ok: false, failure: { message: { key: "error.UNEXPECTED" }, requestId } };
  }
}

/**
 * The data of a call, or a thrown response: /login for 5/4, else the error boundary, which gets
 * `extra` too (what the page needs to show beside the error, e.g. the search that failed).
 */
export async function unwrap<T>(
  ctx: RequestContext,
  result: UpstreamResult<T>,
  extra?: Record<string, unknown>,
): Promise<T> {
  if (result.ok) return result.data;
  const message = await failureMessage(ctx, result.error);
  const status = result.error.kind === "http" ? result.error.status : 502;
  throw pageError(ctx.request, message, status, { extra });
}
