// Typed upstream failures and their place in the message catalogue
// (docs/back-office.md#the-envelope-and-its-codes). Pure: shared by the server (redirects, logging)
// and the browser (rendering).

export type UpstreamError =
  | {
      kind: "envelope";
      errorType: number;
      errorCode: number;
      errorMsg: string;
      fields: string[];
      serialno: string;
    }
  | { kind: "http"; status: number; statusText: string }
  | { kind: "communication"; reason: "timeout" | "network" }
  | { kind: "noEnvelope" };

export type UpstreamResult<T> = { ok: true; data: T } | { ok: false; error: UpstreamError };

/** A catalogue entry: key in the "messages" namespace plus interpolation values. */
export type Message = { key: string; values?: Record<string, string | number> };

export function isEnvelopeError(error: UpstreamError, type: number, code: number): boolean {
  return error.kind === "envelope" && error.errorType === type && error.errorCode === code;
}

export const isNoLogin = (error: UpstreamError) => isEnvelopeError(error, 5, 4);

const httpTexts = new Set([400, 401, 404, 500, 504]);

// Catalogue entries and where their situations occur
// (docs/back-office.md#the-envelope-and-its-codes):
// - RNT_ERR: an unmatched back-office error without text (below); RNT_ERR_T is its title text.
// - SESSION_TIMED_OUT: our own session record ended by time while the browser kept its cookie
//   (auth/session.server.ts, session/storage.server.ts `sessionTimedOut`); the back office's
//   5/4 stays NO_LOGIN as docs/back-office.md#the-envelope-and-its-codes says.
// - CAPTCHA_TIMEOUT: not produced. The back office answers a wrong and an expired verification
//   code alike (type 3 code 175, docs/back-office.md#the-envelope-and-its-codes lists no other
//   code), and the portal does not know the back office's code lifetime; guessing would show
//   "timeout" for a mistyped code.
// - FLIGHT_CHANGED: not produced. docs/back-office.md#the-envelope-and-its-codes maps the review's
//   only failure (3/187) to SEARCH_TIMEOUT and gives no code or field for a changed flight; the
//   review answer is shown as the back office returns it, so a changed flight appears in the
//   review itself.

// Type 3 codes that name a fault in the request itself (invalid request, field formats, no such
// record, not permitted, already done): sending it again gets the same answer, so the message
// must not say "try again later" (docs/back-office.md#the-envelope-and-its-codes). 187 (timeout)
// and 501 (not yet created) can pass with time and keep the generic text.
const REFUSED_FOR_GOOD = new Set([100, 120, 121, 122, 123, 124, 125, 126, 298, 310, 403, 404, 409]);

/** A back-office refusal that retrying cannot cure. */
export const isFinalRefusal = (error: UpstreamError) =>
  error.kind === "envelope" && error.errorType === 3 && REFUSED_FOR_GOOD.has(error.errorCode);

/** The common handling; callers override only the codes the spec lists for their call. */
export function messageFor(error: UpstreamError): Message {
  switch (error.kind) {
    case "communication":
      return { key: "error.COMMUNICATION_FAILURE" };
    case "noEnvelope":
      return { key: "error.RESPONSE_ERROR" };
    case "http":
      return httpTexts.has(error.status)
        ? { key: `http.${error.status}` }
        : { key: "http.other", values: { status: error.status, message: error.statusText } };
    case "envelope":
      if (error.errorType === 5 && error.errorCode === 4) return { key: "error.NO_LOGIN" };
      if (error.errorType === 12 && error.errorCode === 17)
        return { key: "error.PROCESS_FAILED_SERIAL", values: { serialno: error.serialno || "-" } };
      if (isFinalRefusal(error))
        return error.errorMsg
          ? { key: "refusal.WITH_REASON", values: { message: error.errorMsg } }
          : { key: "refusal.PLAIN" };
      // Unmatched: a translated generic text, the back office's words only as the detail.
      if (!error.errorMsg) return { key: "error.RNT_ERR" };
      return { key: "error.UPSTREAM_MESSAGE", values: { message: error.errorMsg } };
  }
}
