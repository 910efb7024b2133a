// The gateway against a slow back office on loopback
// (docs/decisions/0050-admission-and-back-office-gate.md): reads end when their caller leaves,
// writes once sent are let finish, and the per-instance cap queues and then answers 504.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageFor } from "~/domain/upstream-error";
import { jarCaller } from "../../mocks/test-support";
import { withCallerSignal } from "./caller-signal.server";
import { sendUpstream, type UpstreamRequest } from "./client.server";

let server: Server;
let open = 0;
let mostOpen = 0;
let finished = 0;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    seen.push(req.url ?? "");
    const delay = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 400);
    const timer = setTimeout(() => {
      finished++;
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify({ errorCode: { errorType: 0, errorCode: 0 } }));
    }, delay);
    res.on("close", () => {
      clearTimeout(timer);
      open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  Object.assign(process.env, {
    PAMHK_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    BACKOFFICE_MAX_CALLS: "2",
    BACKOFFICE_QUEUE: "1",
    BACKOFFICE_QUEUE_MS: "300",
  });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const settle = () => new Promise((r) => setTimeout(r, 150));

function callAs(signal: AbortSignal, request: UpstreamRequest) {
  return new Promise<Awaited<ReturnType<typeof sendUpstream>>>((resolve) =>
    withCallerSignal(signal, () => resolve(sendUpstream(jarCaller(), request))),
  );
}

describe("back-office calls of a request", () => {
  it("cancels a read (GET or a searching POST) when the client leaves", async () => {
    for (const request of [
      { path: "/booking/search", method: "POST", json: {}, query: { ms: 5000 } },
      { path: "/codes/frequentCodes", query: { ms: 5000 } },
    ] as UpstreamRequest[]) {
      const client = new AbortController();
      const call = callAs(client.signal, request);
      await settle();
      expect(open).toBe(1);
      client.abort();
      expect(await call).toEqual({
        ok: false,
        error: { kind: "communication", reason: "timeout" },
      });
      await settle();
      expect(open).toBe(0);
    }
  });

  it("lets a sent write finish although the client left", async () => {
    const client = new AbortController();
    const before = finished;
    const call = callAs(client.signal, {
      path: "/booking/ticket",
      method: "POST",
      json: { bookingId: "B1" },
      query: { ms: 400 },
    });
    await settle();
    client.abort();
    const result = await call;
    expect(result.ok).toBe(true);
    expect(finished).toBe(before + 1);
  });

  it("caps concurrent calls, queues a few and answers the catalogue's 504 after the wait", async () => {
    mostOpen = 0;
    const client = new AbortController();
    const started = Date.now();
    const calls = Array.from({ length: 4 }, () =>
      callAs(client.signal, { path: "/codes/frequentCodes", query: { ms: 1000 } }),
    );
    const results = await Promise.all(calls);
    const refused = results.filter((r) => !r.ok);
    expect(results.filter((r) => r.ok)).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.ok || messageFor(r.error)).toEqual({ key: "http.504" });
    }
    expect(mostOpen).toBe(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
