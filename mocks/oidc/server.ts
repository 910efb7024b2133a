import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleInteraction } from "./interactions";
import { createLocalProvider } from "./provider";

export interface LocalOidcOptions {
  /** 0 (the default) picks a free port. Default OIDC_SIM_PORT. */
  port?: number;
  host?: string;
  /** Where the portal is reached, e.g. ["http://127.0.0.1:3000", "http://localhost:3000"]. */
  portalOrigins: string[];
  clientId?: string;
  /** Token lifetimes; defaults OIDC_SIM_ACCESS_TOKEN_TTL (300), OIDC_SIM_ID_TOKEN_TTL (same), OIDC_SIM_REFRESH_TOKEN_TTL (1800). */
  accessTokenTtlSeconds?: number;
  idTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
}

export interface LocalOidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

function seconds(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Starts the local OpenID Connect provider for development and tests (the production provider is
 * configured by OIDC_ISSUER). The client secret is random per start: only the portal in the same
 * process learns it.
 */
export async function startLocalOidcProvider(options: LocalOidcOptions): Promise<LocalOidcServer> {
  const host = options.host ?? "127.0.0.1";
  const clientId = options.clientId ?? "pamhk-portal";
  const clientSecret = randomBytes(24).toString("base64url");
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handle(req, res));
  const port = options.port ?? seconds("OIDC_SIM_PORT", 0);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const accessTokenTtlSeconds =
    options.accessTokenTtlSeconds ?? seconds("OIDC_SIM_ACCESS_TOKEN_TTL", 300);

  const provider = await createLocalProvider({
    issuer,
    clientId,
    clientSecret,
    portalOrigins: options.portalOrigins,
    accessTokenTtlSeconds,
    idTokenTtlSeconds:
      options.idTokenTtlSeconds ?? seconds("OIDC_SIM_ID_TOKEN_TTL", accessTokenTtlSeconds),
    refreshTokenTtlSeconds:
      options.refreshTokenTtlSeconds ?? seconds("OIDC_SIM_REFRESH_TOKEN_TTL", 1800),
  });
  const callback = provider.callback();
  handle = (req, res) => {
    const pathname = new URL(req.url ?? "/", issuer).pathname;
    if (pathname.startsWith("/interaction/")) {
      void handleInteraction(provider, req, res, pathname);
      return;
    }
    callback(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
