// Typed upstream failures and their place in the message catalogue (spec 01 §8, spec 02 §8).
// Pure: shared by the server (redirects, logging) and the browser (rendering).

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
      // Unmatched: a translated generic text, the back office's words only as the detail.
      if (!error.errorMsg) return { key: "error.RNT_ERR" };
      return { key: "error.UPSTREAM_MESSAGE", values: { message: error.errorMsg } };
  }
}
