import { randomInt } from "node:crypto";

/**
 * The back office's response envelope. Every JSON answer is HTTP 200 and carries `errorCode` at the
 * top level beside the payload fields; type and code are strings ("0"/"0" is success).
 */
export interface ErrorCode {
  errorType: string;
  errorCode: string;
  errorMsg: string;
  errorMsgField: string[];
  serialno: string;
}

export type Envelope<T extends object = object> = { errorCode: ErrorCode } & T;

/** Spring-style JSON content type, as the real back office answers. */
export const JSON_CONTENT_TYPE = "application/json;charset=UTF-8";

/**
 * Builds a plain `Response` rather than msw's `HttpResponse` on purpose: msw records the
 * Set-Cookie of an `HttpResponse` in a process-wide cookie jar and replays it on later requests,
 * which would merge every client's upstream session into one. Plain responses stay out of it.
 */
export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set("Content-Type", JSON_CONTENT_TYPE);
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** "SN" + 10 digits: the reference an operator quotes to support for type 12 (process) errors. */
export function serialNumber(): string {
  let digits = "";
  for (let i = 0; i < 10; i += 1) digits += String(randomInt(10));
  return `SN${digits}`;
}

export function okEnvelope<T extends object>(payload: T): Envelope<T> {
  const errorCode: ErrorCode = {
    errorType: "0",
    errorCode: "0",
    errorMsg: "",
    errorMsgField: [],
    serialno: "",
  };
  return { errorCode, ...payload };
}

export interface ErrOptions {
  /** Names of the request fields the error is about (e.g. the missing ones). */
  fields?: string[];
  /** Extra payload fields some errors carry beside the envelope. */
  payload?: object;
}

export function errEnvelope(
  type: number | string,
  code: number | string,
  message: string,
  options: ErrOptions = {},
): Envelope {
  const errorType = String(type);
  const errorCode: ErrorCode = {
    errorType,
    errorCode: String(code),
    errorMsg: message,
    errorMsgField: options.fields ?? [],
    serialno: errorType === "12" ? serialNumber() : "",
  };
  return { ...(options.payload ?? {}), errorCode };
}

/** Success: 0/0 plus the payload fields at top level. */
export function ok<T extends object>(payload?: T): Response {
  return jsonResponse(okEnvelope(payload ?? {}));
}

/** A business error: still HTTP 200, the failure is in the envelope. */
export function err(
  type: number | string,
  code: number | string,
  message: string,
  options?: ErrOptions,
): Response {
  return jsonResponse(errEnvelope(type, code, message, options));
}

/** The errors several handler families share. */
export const errors = {
  noLogin: () => err(5, 4, "no login"),
  requiredFields: (fields: string[]) => err(3, 100, "Required field missing", { fields }),
  notFound: () => err(3, 404, "not found"),
  badCredentials: () => err(3, 237, "Bad user id or password"),
  wrongCaptcha: () => err(3, 175, "Verification code wrong"),
} as const;

/**
 * Reads a JSON request body; a missing or malformed body reads as `undefined` so the handler's
 * schema decides what that means (the back office treats it as empty fields, not a crash).
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
