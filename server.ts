// Production server: the portal's Express app around Remix's own Express adapter, and the
// embedded back-office simulator when no real PAMHK_API_URL is configured. `npm run build`
// bundles this file to <build>/portal/server.js, which `npm start` runs with node.
import { Server as NetServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import closeWithGrace from "close-with-grace";
import { closeDatabase, database, pingDatabase } from "./app/db/database.server";
import { log } from "./app/log.server";
import { startActivityJobs, stopActivityJobs } from "./app/services/activity.server";
import { closeRedisClients } from "./app/store/redis-client.server";
import { admissionOptionsFromEnv } from "./server/admission";
import { createPortalApp } from "./server/app";
import { connectionOptionsFromEnv, createPortalServer } from "./server/connections";
import { edgeOptionsFromEnv } from "./server/http";

const port = Number(process.env.PORT ?? 3000);
const logger = log();

async function main() {
  const embeddedBackOffice = !process.env.PAMHK_API_URL;
  if (embeddedBackOffice) {
    const { startSimulatorServer } = await import("./mocks/standalone");
    // Mail out of the box (issue 34): a local SMTP receiver whose mailbox is /__sim/mail.
    const mail = process.env.SMTP_URL
      ? undefined
      : await (
          await import("./mocks/smtp/receiver")
        ).startMailReceiver({
          port: Number(process.env.SMTP_SIM_PORT ?? 0),
        });
    const sim = await startSimulatorServer({ port: Number(process.env.PAMHK_SIM_PORT ?? 0), mail });
    process.env.PAMHK_API_URL = sim.url;
    logger.info(`Embedded back-office simulator on ${sim.url}`);
    if (mail) {
      process.env.SMTP_URL = mail.url;
      logger.info(`Local mail receiver on ${mail.url}; sent mail: ${sim.url}/__sim/mail`);
    }
  }
  // Single sign-on out of the box: a real local OpenID Connect provider (mocks/oidc) whose test
  // users map to the simulator's logins. Never next to a real back office: /account/ssologin
  // trusts the provider, so its well-known test passwords would open real accounts.
  if (!process.env.OIDC_ISSUER && embeddedBackOffice) {
    const { startLocalOidcProvider } = await import("./mocks/oidc/server");
    const idp = await startLocalOidcProvider({
      portalOrigins: [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
    });
    Object.assign(process.env, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      OIDC_REALM: "",
    });
    logger.info(
      `Local identity provider on ${idp.issuer} (users as below, plus "stranger" / Stranger1234, unknown to the back office)`,
    );
  }
  process.env.NODE_ENV ??= "production";
  // The database and its migrations before anything is served: a failing migration stops here.
  await database();
  startActivityJobs();

  const dir = process.env.PORTAL_BUILD_DIR;
  const serverBuild = dir ? `${dir}/server/index.js` : "build/index.js";
  const build = (await import(pathToFileURL(path.resolve(serverBuild)).href)) as ServerBuild;
  let closing = false;
  const remix = createRequestHandler({
    build,
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
  });
  const connections = connectionOptionsFromEnv();
  const app = createPortalApp({
    edge: { ...edgeOptionsFromEnv(), database: pingDatabase },
    // The adapter passes its own errors to next(), so its promise never rejects.
    pages: (req, res, next) => void remix(req, res, next),
    assetsDir: dir ? `${dir}/public/build` : "public/build",
    formTargets: process.env.OIDC_ISSUER ? [new URL(process.env.OIDC_ISSUER).origin] : [],
    closing: () => closing,
    admission: admissionOptionsFromEnv(),
    bodyIdleTimeoutMs: connections.bodyIdleTimeoutMs,
    hstsMaxAgeSeconds: Number(process.env.HSTS_MAX_AGE_SECONDS ?? 31_536_000),
  });

  const server = createPortalServer(app, connections).listen(port, () => {
    logger.info(`Portal ready on http://localhost:${port}`);
    if (process.env.PAMHK_API_URL?.startsWith("http://127.0.0.1")) printDemoLogins();
  });

  // SIGTERM/SIGINT: stop accepting; every answer from now on carries `Connection: close`, so a
  // busy connection closes after its answer. An idle keep-alive connection is never closed by us:
  // Node closes it after `keepAliveTimeout`, which its answers announced (`Keep-Alive: timeout=5`),
  // so no client is sending on it then. Exit when all are closed (at most SHUTDOWN_GRACE_MS).
  closeWithGrace(
    {
      delay: Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000),
      logger: { error: (msg: unknown) => logger.error(msg) },
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, "fatal error, shutting down");
      closing = true;
      logger.info(`${signal ?? "error"}: draining`);
      // http.Server#close would also close the idle keep-alive connections at once, resetting a
      // request a client is sending over one this very moment: stop listening only.
      await new Promise((resolve) => NetServer.prototype.close.call(server, resolve));
      await closeRedisClients().catch(() => undefined);
      await stopActivityJobs();
      await closeDatabase().catch(() => undefined);
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
  logger.fatal({ err: error }, "start-up failed");
  process.exit(1);
});
