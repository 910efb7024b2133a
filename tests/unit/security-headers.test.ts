// Issue 32 item 10 at the HTTP edge: HSTS only on HTTPS (as the proxy on loopback reports it),
// a CSP whose styles need the answer's nonce, and a CSP report endpoint of bounded cost.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "~/log.server";
import * as runtime from "~/server-runtime.server";
import { createPortalApp } from "../../server/app";
import { edgeOptionsFromEnv, sendStatus } from "../../server/http";

let server: Server;
let base = "";
const lines: string[] = [];

beforeAll(async () => {
  const app = createPortalApp({
    runtime,
    edge: { ...edgeOptionsFromEnv(), store: { kind: "memory", namespace: "health" } },
    pages: (req, res) => sendStatus(req, res, 503),
    assetsDir: "public/build",
    logger: createLogger({ write: (line: string) => void lines.push(line) }),
    hstsMaxAgeSeconds: 600,
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const report = (n: number) =>
  JSON.stringify({
    "csp-report": {
      "document-uri": `https://portal.example/secured/booking/list?bookingId=${n}`,
      "blocked-uri": "inline",
      "effective-directive": "style-src-elem",
      "violated-directive": "style-src-elem",
    },
  });

describe("headers", () => {
  it("sends HSTS with the configured max-age on HTTPS only", async () => {
    const plain = await fetch(`${base}/login`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const https = await fetch(`${base}/login`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toBe("max-age=600");
  });

  it("allows styles from the portal and with the answer's nonce, never 'unsafe-inline'", async () => {
    const answer = await fetch(`${base}/login`);
    const csp = answer.headers.get("content-security-policy") ?? "";
    const styles = /style-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(styles).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(styles)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("report-uri /csp-report");
    expect(csp).toContain("report-to csp");
    expect(answer.headers.get("reporting-endpoints")).toBe('csp="/csp-report"');
    // The edge's own page styles itself with that nonce.
    expect(await answer.text()).toContain(`<style nonce="${nonce}">`);
  });
});

describe("/csp-report", () => {
  it("logs a violation as one JSON line without the query string", async () => {
    lines.length = 0;
    const answer = await fetch(`${base}/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: report(1),
    });
    expect(answer.status).toBe(204);
    await vi.waitFor(() => expect(lines.join("\n")).toContain("csp violation"));
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const violation = logged.find((l) => l.msg === "csp violation");
    expect(violation?.csp).toMatchObject({
      document: "https://portal.example/secured/booking/list",
      blocked: "inline",
      directive: "style-src-elem",
    });
    expect(lines.join("\n")).not.toContain("bookingId=1");
  });

  it("reads the Reporting API's form too", async () => {
    lines.length = 0;
    const answer = await fetch(`${base}/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "application/reports+json" },
      body: JSON.stringify([
        {
          type: "csp-violation",
          body: { documentURL: "https://portal.example/login", effectiveDirective: "style-src" },
        },
      ]),
    });
    expect(answer.status).toBe(204);
    await vi.waitFor(() =>
      expect(lines.some((l) => l.includes('"directive":"style-src"'))).toBe(true),
    );
  });

  it("refuses large bodies and other types, and logs at most 60 reports a minute", async () => {
    const large = await fetch(`${base}/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: "x".repeat(9000),
    });
    expect(large.status).toBe(413);
    const form = await fetch(`${base}/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: report(2),
    });
    expect(form.status).toBe(415);
    lines.length = 0;
    for (let i = 0; i < 100; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          fetch(`${base}/csp-report`, {
            method: "POST",
            headers: { "Content-Type": "application/csp-report" },
            body: report(i + j),
          }).then((r) => r.status),
        ),
      );
    }
    // A report's lines are written in the tick that sends its 204: every answer in, every line in.
    const violations = lines.filter((l) => l.includes('"msg":"csp violation"')).length;
    expect(violations).toBeLessThanOrEqual(60);
    expect(violations).toBeGreaterThan(0);
  });
});
