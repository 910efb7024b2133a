// Admission control (docs/decisions/0050-admission-and-back-office-gate.md): at most `maxInFlight`
// page requests are handled at once by this instance, `queue` more wait at most `queueMs`, and the
// rest get the light 503 page with Retry-After at once. A request whose client leaves while queued
// gives its place up, and an admitted one gives it back as soon as its answer starts.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import onHeaders from "on-headers";
import type { BoundedGate } from "../app/bounded-gate.server";
import type { ServerRuntime } from "./runtime";

export type AdmissionOptions = {
  maxInFlight: number;
  queue: number;
  queueMs: number;
  retryAfterSeconds: number;
};

export function admissionOptionsFromEnv(): AdmissionOptions {
  return {
    maxInFlight: Number(process.env.ADMISSION_MAX_IN_FLIGHT ?? 16),
    queue: Number(process.env.ADMISSION_QUEUE ?? 32),
    queueMs: Number(process.env.ADMISSION_QUEUE_MS ?? 3000),
    retryAfterSeconds: Number(process.env.ADMISSION_RETRY_AFTER_SECONDS ?? 5),
  };
}

export function admission(
  opts: AdmissionOptions,
  runtime: Pick<ServerRuntime, "boundedGate" | "counterOf">,
  refuse: (req: ExpressRequest, res: ExpressResponse) => void,
): ((req: ExpressRequest, res: ExpressResponse, next: NextFunction) => void) & {
  gate: BoundedGate;
} {
  const gate = runtime.boundedGate({
    limit: opts.maxInFlight,
    queue: opts.queue,
    waitMs: opts.queueMs,
  });
  const refused = runtime.counterOf(
    "portal_admission_refused_total",
    "Page requests not admitted: queue full, wait ran out (both answered 503), or the client left.",
    "reason",
  );
  const admit = (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once("close", onClose);
    void gate.enter(left.signal).then((slot) => {
      if (!slot.ok) {
        res.off("close", onClose);
        refused.inc({ reason: slot.reason });
        if (slot.reason === "aborted") return;
        res.setHeader("Retry-After", String(opts.retryAfterSeconds));
        return refuse(req, res);
      }
      // The place is work, not waiting: it is given back when the answer starts (a streamed
      // page's shell; the streamed part waits on the back-office gate, which bounds it) or, for
      // a client that leaves first, on "close" (docs/decisions/0050).
      onHeaders(res, slot.release);
      res.once("close", slot.release);
      next();
    });
  };
  return Object.assign(admit, { gate });
}
