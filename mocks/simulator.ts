import type { HttpHandler } from "msw";
import { DEFAULT_MAX_OFFERS } from "./air/offers";
import { callCounter, type CallCounter } from "./calls";
import {
  FAULTS,
  UPSTREAM_PREFIXES,
  isFault,
  faultHandlers,
  upstreamNotFoundHandlers,
  type Fault,
  type FaultSettings,
  type ScopedFault,
} from "./faults";
import { accountHandlers } from "./handlers/account";
import { accountAdminHandlers } from "./handlers/account-admin";
import { airHandlers } from "./handlers/air";
import { bookingHandlers } from "./handlers/booking";
import { codesHandlers } from "./handlers/codes";
import { callsHandlers, controlHandlers, type SimControl } from "./handlers/control";
import { emailHandlers } from "./handlers/email";
import { fareHandlers } from "./handlers/fares";
import { notificationHandlers } from "./handlers/notification";
import { orderHandlers } from "./handlers/order";
import { outsideChangeHandlers } from "./handlers/outside-change";
import { printHandlers } from "./handlers/print";
import { rebookHandlers } from "./handlers/rebook";
import { reportHandlers } from "./handlers/report";
import { verificationCodeHandlers } from "./handlers/verification-code";
import { createState, resetState, type SimConfig, type SimContext, type SimState } from "./state";

export type { Fault, FaultSettings, ScopedFault } from "./faults";
export type { SimControl } from "./handlers/control";
export type { SimConfig, SimState } from "./state";

export interface SimulatorOptions {
  /** Fixed verification code; default PAMHK_SIM_CAPTCHA. An empty string means random codes. */
  captcha?: string;
  /** Idle time after which an upstream session expires; default PAMHK_SIM_SESSION_TTL or 1800. */
  sessionTtlSeconds?: number;
  /** Clock in epoch ms; default Date.now. */
  now?: () => number;
  /** Initial delay of every upstream answer; default PAMHK_SIM_LATENCY_MS or 0. */
  latencyMs?: number;
  /** Initial fault; default PAMHK_SIM_FAULT or none. */
  fault?: Fault | null;
  /** Most offers one search answers; default PAMHK_SIM_MAX_OFFERS or 420. */
  maxOffers?: number;
}

export interface Simulator {
  /** msw handlers: for `setupServer(...handlers)` or `getResponse(handlers, request)`. */
  handlers: HttpHandler[];
  state: SimState;
  control: SimControl;
  config: SimConfig;
  /** The calls answered, per family (also `GET /__sim/calls`). */
  calls: CallCounter;
}

type Env = Record<string, string | undefined>;

function envNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  // A typo in a test environment should fail loudly, not silently run with the default.
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function envFault(env: Env): Fault | null {
  const raw = env.PAMHK_SIM_FAULT?.trim() ?? "";
  if (raw === "" || raw === "none") return null;
  if (!isFault(raw))
    throw new Error(`PAMHK_SIM_FAULT must be one of ${FAULTS.join(", ")}; got "${raw}"`);
  return raw;
}

/**
 * A stateful back office: its own users, sessions and messages, private to this instance.
 * Environment variables are read here (not at import) so each test can set its own.
 */
export function createSimulator(options: SimulatorOptions = {}, env: Env = process.env): Simulator {
  const captcha = options.captcha ?? env.PAMHK_SIM_CAPTCHA ?? "";
  const config: SimConfig = {
    captcha: captcha.trim() === "" ? null : captcha.trim(),
    sessionTtlSeconds:
      options.sessionTtlSeconds ?? envNumber(env, "PAMHK_SIM_SESSION_TTL", 1800, 1),
    maxOffers: options.maxOffers ?? envNumber(env, "PAMHK_SIM_MAX_OFFERS", DEFAULT_MAX_OFFERS, 1),
    now: options.now ?? Date.now,
  };
  const defaults: FaultSettings = {
    fault: options.fault !== undefined ? options.fault : envFault(env),
    latencyMs: options.latencyMs ?? envNumber(env, "PAMHK_SIM_LATENCY_MS", 0, 0),
    match: null,
  };
  let settings: FaultSettings = { ...defaults };
  let scoped: ScopedFault[] = [];

  const state = createState();
  const calls = callCounter();
  const ctx: SimContext = { state, config };
  const control: SimControl = {
    get: () => ({ ...settings }),
    set: (next) => {
      settings = { ...settings, ...next };
      return { ...settings };
    },
    reset: () => {
      resetState(state);
      calls.reset();
      settings = { ...defaults };
      scoped = [];
    },
    scope: (rule) => {
      scoped = scoped.filter((r) => r.match !== rule.match);
      if (rule.fault || rule.latencyMs > 0) scoped.push({ ...rule });
      return scoped.map((r) => ({ ...r }));
    },
    scoped: () => scoped.map((r) => ({ ...r })),
  };

  // Order matters: the fault layer first, the 404 fallback last. Later families go in between.
  const handlers: HttpHandler[] = [
    ...controlHandlers(control),
    ...fareHandlers(ctx),
    ...callsHandlers(calls, UPSTREAM_PREFIXES),
    ...faultHandlers(
      () => settings,
      () => scoped,
    ),
    ...verificationCodeHandlers(ctx),
    ...accountHandlers(ctx),
    ...emailHandlers(ctx),
    ...codesHandlers(ctx),
    // Before the booking family: voiding an order goes through /booking/bookingCancel too.
    ...orderHandlers(ctx),
    ...reportHandlers(ctx),
    ...bookingHandlers(ctx),
    ...rebookHandlers(ctx),
    ...printHandlers(ctx),
    ...accountAdminHandlers(ctx),
    ...notificationHandlers(ctx),
    ...outsideChangeHandlers(ctx),
    ...airHandlers(ctx),
    ...upstreamNotFoundHandlers(),
  ];

  return { handlers, state, control, config, calls };
}
