/**
 * Test helpers (not a test file): a fetch client with its own cookie jar, so each client is one
 * upstream session, and a vitest fixture that serves a fresh simulator through msw.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { ErrorCode } from "./envelope";
import { createSimulator, type Simulator, type SimulatorOptions } from "./simulator";

export const BASE_URL = "http://pamhk.test";
export const TEST_CAPTCHA = "TEST";

export type EnvelopeJson = { errorCode: ErrorCode } & Record<string, unknown>;

export class UpstreamClient {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie seen, in order, for assertions on session issuing. */
  readonly setCookies: string[] = [];

  constructor(readonly baseUrl: string = BASE_URL) {}

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set(
        "Cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair] = cookie.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }

  async get(path: string): Promise<EnvelopeJson> {
    return (await (await this.fetch(path)).json()) as EnvelopeJson;
  }

  async post(path: string, body?: unknown): Promise<EnvelopeJson> {
    const init: RequestInit = { method: "POST" };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { "Content-Type": "application/json" };
    }
    return (await (await this.fetch(path, init)).json()) as EnvelopeJson;
  }

  /** The portal's flow: load an image (stores the code in the session), then log in with it. */
  async login(id: string, password: string, code = TEST_CAPTCHA): Promise<EnvelopeJson> {
    await this.fetch(`/pamhkapi/verificationCode?t=${Date.now()}`);
    return this.post("/pamhkapi/account/userLogin", { id, password, verifyCodeActual: code });
  }

  get sessionId(): string | undefined {
    return this.cookies.get("JSESSIONID");
  }
}

/** "type/code" of an envelope, for compact assertions. */
export function codeOf(body: EnvelopeJson): string {
  return `${body.errorCode.errorType}/${body.errorCode.errorCode}`;
}

/** A simulator served by msw for the current test file, reset after each test. */
export function useSimulator(options: SimulatorOptions = { captcha: TEST_CAPTCHA }): Simulator {
  const simulator = createSimulator(options);
  const server = setupServer(...simulator.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => simulator.control.reset());
  afterAll(() => server.close());
  return simulator;
}

/** A date `n` days from today (YYYY-MM-DD). */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A valid HKG-LHR round-trip search (1 adult, 1 child) as the portal sends it, with overrides. */
export function searchRQ<T extends Record<string, unknown>>(overrides: T = {} as T) {
  return {
    searchType: "return" as "oneWay" | "return" | "multiCity",
    paxTypeSelected: "ordinary" as "ordinary" | "others",
    origin: "HKG",
    destination: "LHR",
    oriLocs: ["HKG", "LHR"],
    desLocs: ["LHR", "HKG"],
    departureDate: [day(30), day(37)],
    adultCount: 1,
    childCount: 1,
    youngAdultCount: 0,
    infantCount: 0,
    seamanCount: 0,
    studentCount: 0,
    labourCount: 0,
    specialPaxType: "",
    specialCount: 0,
    corpCode: "",
    airlineCode: "",
    fareType: [] as string[],
    cabinType: "Y",
    ...overrides,
  };
}

/** A caller of the portal's gateway with its own in-memory cookie jar (no portal session). */
export function jarCaller() {
  let cookies: Record<string, string> = {};
  return {
    jar: {
      cookies: () => cookies,
      keep: async (next: Record<string, string>) => {
        cookies = next;
      },
    },
  };
}
