import {
  createServer,
  STATUS_CODES,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { getResponse } from "msw";
import { JSON_CONTENT_TYPE } from "./envelope";
import { createSimulator, type Simulator, type SimulatorOptions } from "./simulator";
import { mailHandlers } from "./smtp/pages";
import type { MailReceiver } from "./smtp/receiver";

/**
 * The simulator as a real HTTP server, serving the same msw handlers through `getResponse`.
 * The portal (and Playwright) reach it over the network exactly as they would the back office.
 */
export interface SimulatorServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** An existing simulator to serve; otherwise one is created from `simulatorOptions` and env. */
  simulator?: Simulator;
  simulatorOptions?: SimulatorOptions;
  /** The local SMTP receiver whose mailbox the simulator shows on /__sim/mail. */
  mail?: MailReceiver;
}

export interface SimulatorServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:4010 */
  url: string;
  close(): Promise<void>;
  simulator: Simulator;
}

// Connection-level headers belong to this hop; the fetch Request must not carry them on.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
  "te",
  "trailer",
]);

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  // A copy backed by a plain ArrayBuffer, which is what a fetch BodyInit accepts.
  return new Uint8Array(Buffer.concat(chunks));
}

async function toFetchRequest(
  req: IncomingMessage,
  fallbackOrigin: string,
  signal: AbortSignal,
): Promise<Request> {
  const headers = new Headers();
  // rawHeaders keeps repeated headers (several Cookie lines) as the client sent them.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]);
  }
  let url: URL;
  try {
    url = new URL(req.url ?? "/", req.headers.host ? `http://${req.headers.host}` : fallbackOrigin);
  } catch {
    url = new URL(req.url ?? "/", fallbackOrigin);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    body: hasBody ? await readBody(req) : undefined,
    signal,
  });
}

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length" && !HOP_BY_HOP.has(name))
      headers[name] = value;
  });
  // Each cookie on its own Set-Cookie line: joining them with commas would corrupt Expires dates.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  headers["content-length"] = String(body.length);
  // Plain Responses have an empty statusText; send the standard reason phrase instead.
  res.writeHead(
    response.status,
    response.statusText || STATUS_CODES[response.status] || "",
    headers,
  );
  res.end(req.method === "HEAD" ? undefined : body);
}

function writeJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": JSON_CONTENT_TYPE,
    "content-length": String(Buffer.byteLength(text)),
  });
  res.end(text);
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startSimulatorServer(
  options: SimulatorServerOptions = {},
): Promise<SimulatorServer> {
  const simulator = options.simulator ?? createSimulator(options.simulatorOptions);
  const host = options.host ?? "127.0.0.1";
  let origin = `http://${host}`;
  const handlers = options.mail
    ? [...mailHandlers(options.mail), ...simulator.handlers]
    : simulator.handlers;

  const server = createServer((req, res) => {
    // Aborts the handler (e.g. an injected latency) when the client hangs up first.
    const aborter = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) aborter.abort();
    });
    void (async () => {
      try {
        const request = await toFetchRequest(req, origin, aborter.signal);
        const response = await getResponse(handlers, request);
        if (!response) {
          writeJson(res, 404, {
            status: 404,
            error: "Not Found",
            path: request.url.replace(/^[a-z]+:\/\/[^/]+/i, ""),
          });
        } else if (response.type === "error") {
          // The "reset" fault: drop the connection without an answer, as a crashed peer would.
          req.socket.destroy();
        } else {
          await writeResponse(req, res, response);
        }
      } catch (error) {
        console.error("[simulator] handler failed:", error);
        if (!res.headersSent) writeJson(res, 500, { status: 500, error: "Internal Server Error" });
        else res.destroy();
      }
    })();
  });

  const address = await listen(server, options.port ?? 0, host);
  const urlHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  origin = `http://${urlHost}:${address.port}`;

  return {
    url: origin,
    simulator,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would otherwise hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** `tsx mocks/standalone.ts`: listen on PAMHK_SIM_PORT (default 4010) until interrupted. */
async function main(): Promise<void> {
  const port = Number(process.env.PAMHK_SIM_PORT ?? 4010);
  const host = process.env.PAMHK_SIM_HOST ?? "127.0.0.1";
  const { startMailReceiver } = await import("./smtp/receiver");
  const mail = await startMailReceiver({ port: Number(process.env.SMTP_SIM_PORT ?? 0), host });
  const server = await startSimulatorServer({ port, host, mail });
  const { captcha, sessionTtlSeconds } = server.simulator.config;
  console.log(`pamhk simulator listening on ${server.url}`);
  console.log(`  mail receiver ${mail.url} (SMTP_URL); received mail: ${server.url}/__sim/mail`);
  console.log(
    `  session TTL ${sessionTtlSeconds}s, verification code ${captcha ?? "random"}; control: POST ${server.url}/__sim/control`,
  );
  const stop = () => {
    void Promise.all([server.close(), mail.close()]).then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
