// GET /metrics at the HTTP edge (server/metrics.ts): the bearer token when METRICS_TOKEN is set,
// loopback only (and never through a proxy) when it is not.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import * as runtime from "~/server-runtime.server";
import { createPortalApp } from "../../server/app";
import { createPortalServer } from "../../server/connections";
import { edgeOptionsFromEnv } from "../../server/http";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

async function serve(token: string | undefined) {
  const app = createPortalApp({
    runtime,
    edge: { ...edgeOptionsFromEnv(), store: { kind: "memory", namespace: "metrics" } },
    pages: (_req, res) => void res.send("page"),
    assetsDir: "public/build",
    logger: createLogger({ write: () => undefined }),
    admission: { maxInFlight: 4, queue: 4, queueMs: 1000, retryAfterSeconds: 5 },
    metricsToken: () => token,
  });
  const server = createPortalServer(app, {
    headersTimeoutMs: 10_000,
    bodyIdleTimeoutMs: 10_000,
    requestTimeoutMs: 60_000,
    perAddress: 0,
    overCapGraceMs: 2000,
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
}

describe("GET /metrics", () => {
  it("answers with the bearer token and 401 without it or with another", async () => {
    const url = await serve("s3cret-token");
    expect((await fetch(url)).status).toBe(401);
    const wrong = await fetch(url, { headers: { Authorization: "Bearer s3cret-tokeN" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    const right = await fetch(url, { headers: { Authorization: "Bearer s3cret-token" } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await right.text();
    expect(text).toContain("portal_admission_in_flight");
    expect(text).toContain("portal_admission_queued");
    expect(text).toContain("portal_store_errors_total");
    expect(text).toContain("portal_activity_outbox_depth 0");
  });

  it("without a token answers loopback clients only, never one a proxy forwarded", async () => {
    const url = await serve(undefined);
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(404);
    expect((await fetch(url, { headers: { Forwarded: "for=203.0.113.9" } })).status).toBe(404);
  });
});
