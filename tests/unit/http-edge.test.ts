// The HTTP edge (server/app.ts + server/http.ts) on an ephemeral port, with a stand-in page
// handler that records what reached it: issue 11 findings 3 (body limits before parsing),
// 6 (cache headers of /build/ assets and edge pages), 9 (wrong methods and content types) and
// the /healthz cost, plus the request id shared by the answer and the log line.
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger, currentRequestId, log } from "~/log.server";
import * as runtime from "~/server-runtime.server";
import { createPortalApp } from "../../server/app";
import { edgeOptionsFromEnv, type EdgeOptions } from "../../server/http";

let portal: Server;
let backOffice: Server;
let base = "";
let backOfficeCalls = 0;
const logLines: string[] = [];
const reached: { path: string; bytes: number }[] = [];

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  backOffice = createServer((_req, res) => {
    backOfficeCalls += 1;
    res.end();
  });
  const backOfficePort = await listen(backOffice);
  const assetsDir = mkdtempSync(join(tmpdir(), "edge-assets-"));
  mkdirSync(join(assetsDir, "_shared"));
  writeFileSync(join(assetsDir, "_shared", "chunk-TEST.js"), "export {};");
  const edge: EdgeOptions = {
    ...edgeOptionsFromEnv(),
    store: { kind: "memory", namespace: "health" },
    backOfficeUrl: () => `http://127.0.0.1:${backOfficePort}`,
    healthCacheSeconds: 5,
  };
  const pages = express.Router();
  pages.get("/log-inside", (_req, res) => {
    // What app code logs while serving a request (here with secrets it must never show).
    log().warn(
      {
        password: "hunter2-PASSWORD",
        form: { verifyCode: "AB12-CODE" },
        headers: { cookie: "__session=COOKIE-VALUE", authorization: "Basic AUTH-VALUE" },
      },
      "inside the page",
    );
    res.json({ requestId: currentRequestId() });
  });
  pages.all("*", async (req, res) => {
    // The body as Remix reads it (@remix-run/express): a web stream over the request.
    reached.push({ path: req.path, bytes: -1 });
    const body = req.method === "POST" ? createReadableStreamFromReadable(req) : null;
    const bytes = body ? (await new Response(body).arrayBuffer()).byteLength : 0;
    reached[reached.length - 1].bytes = bytes;
    res.json({ bytes });
  });
  const logger = createLogger({ write: (line: string) => void logLines.push(line) });
  const app = createPortalApp({ runtime, edge, pages, assetsDir, logger });
  portal = createServer(app);
  base = `http://127.0.0.1:${await listen(portal)}`;
});

afterAll(async () => {
  portal.closeAllConnections();
  await new Promise((r) => portal.close(r));
  await new Promise((r) => backOffice.close(r));
});

beforeEach(() => {
  reached.length = 0;
});

const form = "application/x-www-form-urlencoded";

/** A POST whose body is streamed in chunks without a Content-Length (as a hostile client may). */
function streamedPost(path: string, totalBytes: number) {
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": form, "Transfer-Encoding": "chunked" },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }),
      );
    });
    req.on("error", reject);
    const chunk = Buffer.from(`suggestion=${"A".repeat(64 * 1024)}`);
    let sent = 0;
    const pump = () => {
      while (sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    req.on("error", () => undefined);
    pump();
  });
}

describe("finding 3: body limits before any parsing", () => {
  it("a 10 MB POST to /contactUs answers a translated 413 at once, echoing nothing", async () => {
    const started = performance.now();
    const response = await fetch(`${base}/contactUs`, {
      method: "POST",
      headers: { "Content-Type": form, "Accept-Language": "zh-HK" },
      body: `name=${"X".repeat(10 * 1024 * 1024)}&evil=ECHO-ME`,
    });
    const text = await response.text();
    const ms = performance.now() - started;
    expect(response.status).toBe(413);
    expect(text).toContain("您提交的內容過大，請縮減後重試。");
    expect(text).toContain('lang="zh-HK"');
    expect(text).not.toContain("XXXX");
    expect(text).not.toContain("ECHO-ME");
    expect(text.length).toBeLessThan(5000);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(ms).toBeLessThan(2000);
    expect(reached).toEqual([]);
  });

  it("a streamed body without Content-Length is cut at the limit (never read in full)", async () => {
    const answer = await streamedPost("/contactUs", 10 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("What you sent is too large");
    expect(answer.body).not.toContain("AAAA");
    expect(reached).toEqual([]);
  });

  it("bodies within the limit reach the page whole: empty, streamed, declared", async () => {
    const post = (body: string | ReadableStream) =>
      fetch(`${base}/contactUs`, {
        method: "POST",
        headers: { "Content-Type": form },
        body,
        duplex: "half",
      } as RequestInit);
    expect((await post("")).status).toBe(200);
    const chunks = ["a=", "b".repeat(30_000), "c".repeat(30_000)];
    const streamed = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new TextEncoder().encode(next));
        else controller.close();
      },
    });
    expect((await post(streamed)).status).toBe(200);
    expect((await post("x=1")).status).toBe(200);
    expect(reached.map((r) => r.bytes)).toEqual([0, 60_002, 3]);
  });

  it("64 KB for forms, 256 KB for the passenger form with its list import", async () => {
    const body = (kb: number) => `a=${"b".repeat(kb * 1024 - 2)}`;
    const post = (path: string, kb: number) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "Content-Type": form },
        body: body(kb),
      });
    expect((await post("/contactUs", 64)).status).toBe(200);
    expect((await post("/contactUs", 65)).status).toBe(413);
    expect((await post("/secured/air/airBookForm", 200)).status).toBe(200);
    expect((await post("/secured/air/airBookForm.data", 200)).status).toBe(200);
    expect((await post("/secured/air/airBookForm", 257)).status).toBe(413);
    expect(reached.map((r) => r.bytes)).toEqual([64 * 1024, 200 * 1024, 200 * 1024]);
  });
});

describe("finding 9: wrong methods and content types are 400/405/415, never 500", () => {
  it.each([
    ["application/json", '{"id":"agent"}', 415],
    ["text/plain", "id=agent", 415],
    [undefined, "id=agent", 415],
    ["multipart/form-data", "--x\r\nbroken", 400],
  ])("POST /login as %s → %i", async (type, body, status) => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      headers: type ? { "Content-Type": type } : {},
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain("Reference: ");
    expect(reached).toEqual([]);
  });

  it.each(["DELETE", "PUT", "PATCH"])("%s → 405 with Allow", async (method) => {
    const response = await fetch(`${base}/login`, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(reached).toEqual([]);
  });

  it("TRACE → 405 (fetch refuses to send it, so plain HTTP)", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/login`, { method: "TRACE" }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(405);
  });

  it("form posts still reach the pages", async () => {
    const response = await fetch(`${base}/login`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\nagent\r\n--x--\r\n',
    });
    expect(response.status).toBe(200);
    expect(reached).toHaveLength(1);
  });
});

describe("finding 6: cache headers", () => {
  it("/build/ assets are immutable for a year", async () => {
    const response = await fetch(`${base}/build/_shared/chunk-TEST.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("the edge's own pages are never stored", async () => {
    const response = await fetch(`${base}/login`, { method: "DELETE" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("request ids and /healthz", () => {
  it("the answer's request id is the one in the request's JSON log line", async () => {
    logLines.length = 0;
    const response = await fetch(`${base}/login`, { method: "DELETE" });
    const text = await response.text();
    await new Promise((r) => setTimeout(r, 20));
    const lines = [...logLines];
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(text).toContain(`Reference: ${id}`);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: id, method: "DELETE", path: "/login", status: 405 }),
    );
  });

  it("what the app logs while serving a request carries its id; secrets are redacted", async () => {
    logLines.length = 0;
    const response = await fetch(`${base}/log-inside`);
    const { requestId } = (await response.json()) as { requestId: string };
    await new Promise((r) => setTimeout(r, 20));
    const id = response.headers.get("x-request-id");
    expect(requestId).toBe(id);
    const logged = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: id, level: "warn", msg: "inside the page" }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: id, level: "info", path: "/log-inside", status: 200 }),
    );
    expect(logged.find((l) => l.reqId === id && l.level === "info")).toEqual(
      expect.objectContaining({ time: expect.any(String), method: "GET", ms: expect.any(Number) }),
    );
    const text = logLines.join("\n");
    for (const secret of ["PASSWORD", "AB12-CODE", "COOKIE-VALUE", "AUTH-VALUE"])
      expect(text).not.toContain(secret);
  });

  it("50 anonymous /healthz requests cost the back office one call", async () => {
    const before = backOfficeCalls;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetch(`${base}/healthz`).then((r) => r.json())),
    );
    expect(answers).toContainEqual({ store: "ok", backOffice: "ok" });
    expect(answers.every((a) => JSON.stringify(a) === '{"store":"ok","backOffice":"ok"}')).toBe(
      true,
    );
    expect(backOfficeCalls - before).toBe(1);
  });
});
