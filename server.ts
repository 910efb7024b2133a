// Production server: the portal's Express app around Remix's own Express adapter, and the
// embedded back-office simulator when no real PAMHK_API_URL is configured. `npm run build`
// bundles this file to <build>/portal/server.js, which `npm start` runs with node. The app's
// modules come from the Remix build (app/server-runtime.server.ts), never from this bundle: one
// copy of each, and of its state, per process.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import { admissionOptionsFromEnv } from "./server/admission";
import { createPortalApp } from "./server/app";
import { connectionOptionsFromEnv, createPortalServer } from "./server/connections";
import { drain, drainOptionsFromEnv, trackArrivals } from "./server/drain";
import { edgeOptionsFromEnv } from "./server/http";
import { sheddingOptionsFromEnv } from "./server/load-shedding";
import { warnOnUnsupportedNode } from "./server/node-version";
import type { ServerRuntime } from "./server/runtime";

const port = Number(process.env.PORT ?? 3000);

/** One JSON line on stderr, for what happens before the app's logger is loaded. */
function fatal(msg: string, error?: unknown) {
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : undefined;
  process.stderr.write(
    `${JSON.stringify({ level: "fatal", time: new Date().toISOString(), msg, ...(err && { err }) })}\n`,
  );
}

const NO_BACK_OFFICE =
  "PAMHK_API_URL is not set and the embedded simulator is not installed (a production install omits it): set PAMHK_API_URL to the back office's base URL";

/** The simulator's modules, or null when a production install (`npm ci --omit=dev`) left them out. */
async function simulatorModules() {
  try {
    const [standalone, receiver, oidc] = await Promise.all([
      import("./mocks/standalone"),
      import("./mocks/smtp/receiver"),
      import("./mocks/oidc/server"),
    ]);
    return { standalone, receiver, oidc };
  } catch (error) {
    if ((error as { code?: unknown }).code === "ERR_MODULE_NOT_FOUND") return null;
    throw error;
  }
}

async function main() {
  // Said once the app's logger is loaded (it reads the settings these lines complete).
  const notes: string[] = [];
  const embeddedBackOffice = !process.env.PAMHK_API_URL;
  if (embeddedBackOffice) {
    const simulator = await simulatorModules();
    if (!simulator) {
      fatal(NO_BACK_OFFICE);
      process.exit(1);
    }
    // Mail out of the box: a local SMTP receiver whose mailbox is /__sim/mail.
    const mail = process.env.SMTP_URL
      ? undefined
      : await simulator.receiver.startMailReceiver({
          port: Number(process.env.SMTP_SIM_PORT ?? 0),
        });
    const sim = await simulator.standalone.startSimulatorServer({
      port: Number(process.env.PAMHK_SIM_PORT ?? 0),
      mail,
    });
    process.env.PAMHK_API_URL = sim.url;
    notes.push(`Embedded back-office simulator on ${sim.url}`);
    if (mail) {
      process.env.SMTP_URL = mail.url;
      notes.push(`Local mail receiver on ${mail.url}; sent mail: ${sim.url}/__sim/mail`);
    }
    // Single sign-on out of the box: a real local OpenID Connect provider (mocks/oidc) whose
    // test users map to the simulator's logins. Never next to a real back office:
    // /account/ssologin trusts the provider, so its well-known test passwords would open real
    // accounts.
    if (!process.env.OIDC_ISSUER) {
      const idp = await simulator.oidc.startLocalOidcProvider({
        portalOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
      });
      Object.assign(process.env, {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
        OIDC_REALM: "",
      });
      notes.push(
        `Local identity provider on ${idp.issuer} (users as below, plus "stranger" / Stranger1234, unknown to the back office)`,
      );
    }
  }
  // Before the build is loaded: React picks its production code when it is first imported.
  process.env.NODE_ENV ??= "production";
  const dir = process.env.PORTAL_BUILD_DIR;
  const serverBuild = dir ? `${dir}/server/index.js` : "build/index.js";
  const build = (await import(pathToFileURL(path.resolve(serverBuild)).href)) as ServerBuild;
  const runtime = (build.entry.module as unknown as { serverRuntime: ServerRuntime }).serverRuntime;
  const logger = runtime.log();
  warnOnUnsupportedNode(logger);
  for (const note of notes) logger.info(note);
  // The database and its migrations before anything is served: a failing migration stops here.
  await runtime.database();
  runtime.startActivityJobs();
  runtime.startUsageJobs();
  runtime.startMorningMail();
  // The work queue's per-browser test clock, beside the simulator only (never a real back office).
  if (embeddedBackOffice) runtime.allowTestClock();
  runtime.startQueueSweep();
  runtime.startTravellerJobs();

  let closing = false;
  const remix = createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  });
  const connections = connectionOptionsFromEnv();
  const app = createPortalApp({
    runtime,
    edge: { ...edgeOptionsFromEnv(), database: runtime.pingDatabase },
    // The adapter passes its own errors to next(), so its promise never rejects.
    pages: (req, res, next) => void remix(req, res, next),
    assetsDir: dir ? `${dir}/public/build` : "public/build",
    formTargets: process.env.OIDC_ISSUER ? [new URL(process.env.OIDC_ISSUER).origin] : [],
    closing: () => closing,
    admission: admissionOptionsFromEnv(),
    shedding: sheddingOptionsFromEnv(),
    bodyIdleTimeoutMs: connections.bodyIdleTimeoutMs,
    hstsMaxAgeSeconds: Number(process.env.HSTS_MAX_AGE_SECONDS ?? 31_536_000),
  });

  const server = createPortalServer(app, connections).listen(port, () => {
    logger.info(`Portal ready on http://localhost:${port}`);
    if (process.env.PAMHK_API_URL?.startsWith("http://127.0.0.1")) printDemoLogins();
  });

  const arrivals = trackArrivals(server);
  const graceMs = Number(process.env.SHUTDOWN_GRACE_MS ?? 15_000);

  // SIGTERM/SIGINT: every request from now on is answered 503 with `Connection: close` (answers
  // in flight get `Connection: close` too); the listener closes once connections stop coming
  // (server/drain.ts), never resetting one in its backlog. An idle keep-alive connection is never
  // closed by us: Node closes it after `keepAliveTimeout`, which its answers announced
  // (`Keep-Alive: timeout=5`), so no client is sending on it then. Exit when all are closed (at
  // most SHUTDOWN_GRACE_MS).
  closeWithGrace(
    {
      delay: graceMs,
      logger: { error: (msg: unknown) => logger.error(msg) },
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, "fatal error, shutting down");
      closing = true;
      logger.info(`${signal ?? "error"}: draining`);
      await drain(server, arrivals, drainOptionsFromEnv(graceMs));
      await runtime.stopQueueSweep();
      await runtime.closeRedisClients().catch(() => undefined);
      await runtime.stopActivityJobs();
      await runtime.stopUsageJobs();
      runtime.stopMorningMail();
      runtime.stopTravellerJobs();
      await runtime.closeDatabase().catch(() => undefined);
      logger.info("drained, exiting");
    },
  );
}

function printDemoLogins() {
  const lines = ["Demo logins (embedded simulator):"];
  for (const [login, password] of [
    ["agent", "Agent1234"],
    ["admin", "Admin1234"],
    ["sysadmin", "Sysadmin1234"],
    ["viewer", "Viewer1234"],
    ["pnragent", "Pnragent1234"],
  ]) {
    lines.push(`  ${login.padEnd(10)} ${password}`);
  }
  if (process.env.PAMHK_SIM_CAPTCHA)
    lines.push(`  verification code: ${process.env.PAMHK_SIM_CAPTCHA}`);
  // For the person at the terminal, not a log line: never into a collected log.
  if (process.stdout.isTTY) console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  fatal("start-up failed", error);
  process.exit(1);
});
