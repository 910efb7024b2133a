// Shedding on a lagging event loop: requests that waited in the accept queue or behind a busy
// loop are invisible to admission (server/admission.ts) until they are read. Once read while the
// loop is behind by more than `lagMs`, a page request is answered the light 503 with Retry-After
// at once, so a burst is answered within seconds instead of waiting unseen (README "Operations").
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

export type SheddingOptions = {
  /** Event-loop lag beyond which page requests are refused (0: never). */
  lagMs: number;
  retryAfterSeconds: number;
};

export function sheddingOptionsFromEnv(): SheddingOptions {
  return {
    lagMs: Number(process.env.EVENT_LOOP_SHED_MS ?? 1000),
    retryAfterSeconds: Number(process.env.ADMISSION_RETRY_AFTER_SECONDS ?? 5),
  };
}

const SAMPLE_MS = 100;

/**
 * How far behind the event loop is now, in ms: the larger of the longest delay seen in the last
 * sample (perf_hooks.monitorEventLoopDelay) and how late the current sample's tick already is,
 * which also covers a stretch the histogram has not recorded yet.
 */
export function loopLag(now = () => performance.now()) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let lastTick = now();
  let recentMs = 0;
  const timer = setInterval(() => {
    const at = now();
    // This tick's own lateness too: timers run before the poll phase that reads the requests
    // which waited, and the histogram may not have recorded the stretch yet.
    recentMs = lagOf({
      recentMs: histogram.max / 1e6,
      sinceTickMs: at - lastTick,
      sampleMs: SAMPLE_MS,
    });
    lastTick = at;
    histogram.reset();
  }, SAMPLE_MS);
  timer.unref();
  return {
    ms: () => lagOf({ recentMs, sinceTickMs: now() - lastTick, sampleMs: SAMPLE_MS }),
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** The rule, pure: the recorded delay, or the current tick's lateness beyond its interval. */
export function lagOf(m: { recentMs: number; sinceTickMs: number; sampleMs: number }): number {
  return Math.max(m.recentMs, m.sinceTickMs - m.sampleMs);
}

/** Static files and /healthz are cheap and never shed; everything else is while the loop lags. */
export function shedWhenLagging(
  opts: SheddingOptions,
  lagMs: () => number,
  refuse: (req: ExpressRequest, res: ExpressResponse) => void,
) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (opts.lagMs <= 0 || req.path === "/healthz" || req.path.startsWith("/build/")) return next();
    if (lagMs() <= opts.lagMs) return next();
    res.setHeader("Retry-After", String(opts.retryAfterSeconds));
    refuse(req, res);
  };
}
