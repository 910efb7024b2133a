// Production server: security headers with a per-request CSP nonce, static assets, the Remix
// handler, and the embedded back-office simulator when no real PAMHK_API_URL is configured.
import type { ServerBuild } from "@remix-run/node";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPortalApp } from "./server/app";
import { edgeOptionsFromEnv, gracefulShutdown, remixHandler } from "./server/http";

const port = Number(process.env.PORT ?? 3000);

async function main() {
  const embeddedBackOffice = !process.env.PAMHK_API_URL;
  if (embeddedBackOffice) {
    const { startSimulatorServer } = await import("./mocks/standalone");
    const sim = await startSimulatorServer({ port: Number(process.env.PAMHK_SIM_PORT ?? 0) });
    process.env.PAMHK_API_URL = sim.url;
    console.log(`Embedded back-office simulator on ${sim.url}`);
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
    console.log(
      `Local identity provider on ${idp.issuer} (users as below, plus "stranger" / Stranger1234, unknown to the back office)`,
    );
  }
  process.env.NODE_ENV ??= "production";

  // Logout ends the provider session with a redirect that follows the logout form's POST: CSP
  // form-action covers such redirects, so the provider's origin must be allowed there.
  const formTargets = [
    "'self'",
    ...(process.env.OIDC_ISSUER ? [new URL(process.env.OIDC_ISSUER).origin] : []),
  ].join(" ");

  const dir = process.env.PORTAL_BUILD_DIR;
  const serverBuild = dir ? `${dir}/server/index.js` : "build/index.js";
  const assets = dir ? `${dir}/public/build` : "public/build";
  const build = (await import(pathToFileURL(path.resolve(serverBuild)).href)) as ServerBuild;
  const edge = edgeOptionsFromEnv();
  let draining: ReturnType<typeof gracefulShutdown> | undefined;
  const app = createPortalApp({
    edge,
    pages: remixHandler(build, edge.store),
    assetsDir: assets,
    formTargets,
    draining: () => draining,
  });

  const server = app.listen(port, () => {
    console.log(`Portal ready on http://localhost:${port}`);
    if (process.env.PAMHK_API_URL?.startsWith("http://127.0.0.1")) printDemoLogins();
  });
  // Stop accepting, close idle keep-alive connections, finish the requests in flight (bounded).
  draining = gracefulShutdown(server, Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000));
}

function printDemoLogins() {
  console.log("Demo logins (embedded simulator):");
  for (const [login, password] of [
    ["agent", "Agent1234"],
    ["admin", "Admin1234"],
    ["sysadmin", "Sysadmin1234"],
    ["viewer", "Viewer1234"],
    ["pnragent", "Pnragent1234"],
  ]) {
    console.log(`  ${login.padEnd(10)} ${password}`);
  }
  if (process.env.PAMHK_SIM_CAPTCHA)
    console.log(`  verification code: ${process.env.PAMHK_SIM_CAPTCHA}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
