import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";
import * as z from "zod";
import { env } from "~/env.server";

/** The identity provider as configured by environment (spec: issuer, client, secret, realm). */
export type SsoConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri?: string;
};

export function ssoConfig(): SsoConfig | null {
  const e = env();
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) return null;
  return {
    issuer: realmIssuer(e.OIDC_ISSUER, e.OIDC_REALM),
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET ?? "",
    redirectUri: e.OIDC_REDIRECT_URI,
  };
}

/** Keycloak issuers are <base>/realms/<realm>; a configured realm completes a bare base URL. */
export function realmIssuer(issuer: string, realm: string | undefined): string {
  const base = issuer.replace(/\/+$/, "");
  if (!realm || /\/realms\/[^/]+$/.test(base)) return base;
  return `${base}/realms/${encodeURIComponent(realm)}`;
}

export const ProviderMetadataSchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  end_session_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
});
export type ProviderMetadata = z.infer<typeof ProviderMetadataSchema>;

export type DiscoveredProvider = { metadata: ProviderMetadata; keys: JWTVerifyGetKey };

export const PROVIDER_TIMEOUT_MS = 10_000;
let discovered: { issuer: string; promise: Promise<DiscoveredProvider> } | undefined;

/**
 * OpenID Connect discovery from the issuer URL, once per process. A failure is not cached, so a
 * provider that was down at the first sign-in is found again at the next one.
 */
export function discoverProvider(config: SsoConfig): Promise<DiscoveredProvider> {
  if (discovered?.issuer === config.issuer) return discovered.promise;
  const promise = fetchMetadata(config.issuer).then((metadata) => ({
    metadata,
    keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: PROVIDER_TIMEOUT_MS }),
  }));
  discovered = { issuer: config.issuer, promise };
  promise.catch(() => {
    if (discovered?.promise === promise) discovered = undefined;
  });
  return promise;
}

async function fetchMetadata(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`OpenID discovery at ${issuer} answered ${response.status}`);
  const metadata = ProviderMetadataSchema.parse(await response.json());
  // OpenID Connect Discovery §4.3: the document must name the issuer it was fetched from.
  if (metadata.issuer.replace(/\/+$/, "") !== issuer)
    throw new Error(`OpenID discovery issuer mismatch: ${metadata.issuer}`);
  if (!metadata.code_challenge_methods_supported?.includes("S256")) {
    throw new Error("The identity provider does not announce PKCE S256");
  }
  return metadata;
}
