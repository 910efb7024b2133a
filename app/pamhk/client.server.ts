// The one upstream client (docs/back-office.md#three-apis-under-one-base-url): base URL, the
// upstream cookie jar handed in by the caller, an explicit timeout, envelope decoding into typed
// results (JSON and binary answers). The gateway knows nothing of sessions, translations or Remix.
import * as z from "zod";
import { boundedGate, type BoundedGate } from "~/bounded-gate.server";
import type { UpstreamError, UpstreamResult } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { currentRequestId, log } from "~/log.server";
import { counterOf, countBackOfficeCall, gaugeOf, type CallOutcome } from "~/metrics.server";
import { callerSignal } from "./caller-signal.server";

export type Api = "pamhkapi" | "gallopapi" | "reportapi";

/** The back office's cookies of one portal session; `keep` stores the jar after a change. */
export type UpstreamJar = {
  cookies: () => Record<string, string>;
  keep: (cookies: Record<string, string>) => Promise<void>;
};

/**
 * Who is calling: its cookie jar and, only to count the call (metrics.server.ts), its company and
 * whether the agent asked for it. Plain fields rather than a request-wide store: a caller that
 * counts differently (a calendar cell) says so where it calls.
 */
export type UpstreamContext = { jar: UpstreamJar; company?: string; automatic?: boolean };

export type UpstreamRequest = {
  method?: "GET" | "POST";
  api?: Api;
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  text?: string;
};

const EnvelopeSchema = z.object({
  errorCode: z.object({
    errorType: z.coerce.number(),
    errorCode: z.coerce.number(),
    errorMsg: z.string().nullish(),
    errorMsgField: z.array(z.string()).nullish(),
    serialno: z.coerce.string().nullish(),
  }),
});

export function upstreamUrl(request: UpstreamRequest): string {
  const url = new URL(
    `${env().PAMHK_API_URL.replace(/\/$/, "")}/${request.api ?? "pamhkapi"}${request.path}`,
  );
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function cookieHeader(jar: UpstreamJar): string | undefined {
  const pairs = Object.entries(jar.cookies()).map(([name, value]) => `${name}=${value}`);
  return pairs.length ? pairs.join("; ") : undefined;
}

/** The jar with the upstream's Set-Cookie values applied, or null when it sent none. */
function jarAfter(before: UpstreamJar, response: Response): Record<string, string> | null {
  const setCookies = response.headers.getSetCookie();
  if (!setCookies.length) return null;
  const jar = { ...before.cookies() };
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(";");
    const eq = pair.indexOf("=");
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    if (expired) delete jar[name];
    else jar[name] = pair.slice(eq + 1).trim();
  }
  return jar;
}

type Failed = { ok: false; error: UpstreamError };
/** A sent call's answer; `counted` records how it ended, once its body is judged. */
type Exchanged = {
  ok: true;
  response: Response;
  counted: (outcome: CallOutcome, code?: string) => void;
};

/**
 * Sends one request upstream. Returns the raw response (for images and files) or a typed
 * communication failure. New upstream cookies go to the caller's jar at once.
 */
export async function sendUpstream(
  ctx: UpstreamContext,
  request: UpstreamRequest,
): Promise<{ ok: true; response: Response } | Failed> {
  const sent = await exchange(ctx, request);
  if (!sent.ok) return sent;
  const { response } = sent;
  sent.counted(response.ok ? "ok" : "failed", response.ok ? undefined : String(response.status));
  return { ok: true, response };
}

async function exchange(
  ctx: UpstreamContext,
  request: UpstreamRequest,
): Promise<Exchanged | Failed> {
  // A read is cancelled when its caller leaves, in the queue or on the wire; a write is never
  // cancelled by its caller (once queued it is sent, once sent it is let finish).
  const caller = isRead(request) ? callerSignal() : undefined;
  const slot = await backOfficeGate().enter(caller);
  if (!slot.ok) {
    gateRefusals().inc({ reason: slot.reason });
    log().warn(
      { method: request.method ?? "GET", upstreamPath: request.path, reason: slot.reason },
      "back-office call not sent",
    );
    // A full queue or a wait that ran out is the catalogue's gateway time-out.
    return slot.reason === "aborted"
      ? { ok: false, error: { kind: "communication", reason: "timeout" } }
      : { ok: false, error: { kind: "http", status: 504, statusText: "Gateway Timeout" } };
  }
  const started = performance.now();
  const counted = (outcome: CallOutcome, code?: string) =>
    countBackOfficeCall({
      path: `/${request.api ?? "pamhkapi"}${request.path}`,
      company: ctx.company,
      automatic: ctx.automatic,
      outcome,
      code,
      seconds: (performance.now() - started) / 1000,
    });
  try {
    const sent = await send(ctx, request, caller);
    if (sent.ok) return { ...sent, counted };
    const { reason } = sent.error as { reason?: string };
    counted(caller?.aborted ? "cancelled" : reason === "timeout" ? "timeout" : "failed", reason);
    return sent;
  } finally {
    slot.release();
  }
}

const gateRefusals = () =>
  counterOf(
    "portal_backoffice_gate_refused_total",
    "Back-office calls never sent: the gate's queue was full, the wait ran out, the caller left.",
    "reason",
  );

async function send(
  ctx: UpstreamContext,
  request: UpstreamRequest,
  caller: AbortSignal | undefined,
): Promise<{ ok: true; response: Response } | { ok: false; error: UpstreamError }> {
  const headers = new Headers({ Accept: "application/json" });
  // The back office's logs can be matched with ours (and with the reference a page shows).
  const requestId = currentRequestId();
  if (requestId) headers.set("X-Request-Id", requestId);
  const cookie = cookieHeader(ctx.jar);
  if (cookie) headers.set("Cookie", cookie);
  let body: string | undefined;
  if (request.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(request.json);
  } else if (request.text !== undefined) {
    headers.set("Content-Type", "text/plain; charset=utf-8");
    body = request.text;
  }
  try {
    const response = await fetch(upstreamUrl(request), {
      method: request.method ?? "GET",
      headers,
      body,
      redirect: "manual",
      signal: caller
        ? AbortSignal.any([caller, AbortSignal.timeout(env().PAMHK_TIMEOUT_MS)])
        : AbortSignal.timeout(env().PAMHK_TIMEOUT_MS),
    });
    const jar = jarAfter(ctx.jar, response);
    if (jar) await ctx.jar.keep(jar);
    return { ok: true, response };
  } catch (cause) {
    const timeout =
      cause instanceof DOMException &&
      (cause.name === "TimeoutError" || cause.name === "AbortError");
    log().warn(
      { method: request.method ?? "GET", upstreamPath: request.path, cause: String(cause) },
      caller?.aborted
        ? "back-office read cancelled: the client left"
        : timeout
          ? "back-office call timed out"
          : "back-office call failed",
    );
    return { ok: false, error: { kind: "communication", reason: timeout ? "timeout" : "network" } };
  }
}

// POSTs that only read (searches, look-ups, price and change reviews): cancelled like GETs when
// the client leaves. Any other POST is a write (an unknown one too, to be safe).
const READ_POSTS = new Set([
  "/air/airLowFareSearch",
  "/air/reviewAirLowFareInfo",
  "/air/loadBookForm",
  "/booking/search",
  "/booking/getBookingById",
  "/booking/resRetrieve",
  "/order/getOrderByBookingId",
  "/order/getOrderHeadersById",
  "/order/orderPrice",
  "/queuemessage/details",
  "/rebook/ancillariesSearch",
  "/rebook/ancillariesReview",
  "/rebook/flightSearch",
  "/rebook/flightReview",
]);

export function isRead(request: UpstreamRequest): boolean {
  return (request.method ?? "GET") === "GET" || READ_POSTS.has(request.path);
}

// One per instance: at most BACKOFFICE_MAX_CALLS calls at once, then a bounded, timed queue.
let gate: BoundedGate | undefined;
export function backOfficeGate(): BoundedGate {
  const e = env();
  if (gate) return gate;
  const made = (gate = boundedGate({
    limit: e.BACKOFFICE_MAX_CALLS,
    queue: e.BACKOFFICE_QUEUE,
    waitMs: e.BACKOFFICE_QUEUE_MS,
  }));
  gaugeOf(
    "portal_backoffice_gate_active",
    "Back-office calls on the wire now.",
    () => made.load().active,
  );
  gaugeOf(
    "portal_backoffice_gate_queued",
    "Back-office calls waiting for the gate now.",
    () => made.load().queued,
  );
  return made;
}

function httpError(response: Response): Failed {
  return {
    ok: false,
    error: { kind: "http", status: response.status, statusText: response.statusText },
  };
}

/** The envelope's refusal, null when it reports success; a body without one is noEnvelope. */
function refusalIn(body: unknown, path: string): UpstreamError | null {
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) return { kind: "noEnvelope" };
  const { errorType, errorCode, errorMsg, errorMsgField, serialno } = envelope.data.errorCode;
  if (errorType === 0 && errorCode === 0) return null;
  log().warn(
    { upstreamPath: path, errorType, errorCode, errorMsg, serialno },
    "back office refused the call",
  );
  return {
    kind: "envelope",
    errorType,
    errorCode,
    errorMsg: errorMsg ?? "",
    fields: errorMsgField ?? [],
    serialno: serialno ?? "",
  };
}

/** A JSON call: envelope checked, payload parsed with `schema` (never cast). */
export async function callUpstream<T>(
  ctx: UpstreamContext,
  request: UpstreamRequest,
  schema: z.ZodType<T>,
): Promise<UpstreamResult<T>> {
  const sent = await exchange(ctx, request);
  if (!sent.ok) return sent;
  const { response, counted } = sent;
  if (!response.ok) {
    await response.text().catch(() => ""); // drain, so the connection is reused
    counted("failed", String(response.status));
    return httpError(response);
  }
  const body: unknown = await response.json().catch(() => undefined);
  const refusal = refusalIn(body, request.path);
  if (refusal) {
    counted(...refusalOutcome(refusal));
    return { ok: false, error: refusal };
  }
  const payload = schema.safeParse(body);
  if (!payload.success) {
    log().error(
      { upstreamPath: request.path, problems: z.prettifyError(payload.error) },
      "back-office answer of an unexpected shape",
    );
    counted("failed", "shape");
    return { ok: false, error: { kind: "noEnvelope" } };
  }
  counted("ok");
  return { ok: true, data: payload.data };
}

/**
 * A call answered with a file (`isFile` judges its Content-Type) or, when the back office
 * refuses, with the JSON envelope.
 */
export async function fetchFile(
  ctx: UpstreamContext,
  request: UpstreamRequest,
  isFile: (contentType: string) => boolean,
): Promise<UpstreamResult<Response>> {
  const sent = await exchange(ctx, request);
  if (!sent.ok) return sent;
  const { response, counted } = sent;
  if (!response.ok) {
    await response.body?.cancel();
    counted("failed", String(response.status));
    return httpError(response);
  }
  if (isFile(response.headers.get("Content-Type") ?? "")) {
    counted("ok");
    return { ok: true, data: response };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const refusal = refusalIn(body, request.path) ?? { kind: "noEnvelope" };
  counted(...refusalOutcome(refusal));
  return { ok: false, error: refusal };
}

/** A refusal with a code is the back office answering; an answer without an envelope is not. */
function refusalOutcome(error: UpstreamError): [CallOutcome, string] {
  return error.kind === "envelope"
    ? ["refused", `${error.errorType}/${error.errorCode}`]
    : ["failed", "noEnvelope"];
}

export const Empty = z.object({});
