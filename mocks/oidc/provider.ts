import { randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair } from "jose";
import Provider, { type ClientLike, type KoaContextLike } from "oidc-provider";
import { findProviderAccountBySub } from "./accounts";
import { errorPage, logoutLanguage, logoutPage, postLogoutPage } from "./pages";

export interface LocalProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Origins the portal is reached at; its callback and post-logout addresses are derived. */
  portalOrigins: string[];
  accessTokenTtlSeconds: number;
  idTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export const CALLBACK_PATH = "/auth/sso/callback";
export const POST_LOGOUT_PATH = "/login";

/**
 * A real OpenID Connect provider (oidc-provider) configured to behave like the production
 * Keycloak realm in the ways the portal depends on:
 * - confidential client, authorization code + PKCE S256 only;
 * - profile claims (preferred_username) inside the ID token;
 * - refresh tokens for every code grant, bound to the provider session (Keycloak's default), so
 *   signing out at the provider makes the next refresh fail. oidc-provider would otherwise issue
 *   them only for offline_access with prompt=consent;
 * - consent is not asked (first-party client), sign-in is a plain form.
 */
export async function createLocalProvider(options: LocalProviderOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString("hex"),
    alg: "RS256",
    use: "sig",
  };

  const provider = new Provider(options.issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: "PAMHK Air portal",
        redirect_uris: options.portalOrigins.map((origin) => `${origin}${CALLBACK_PATH}`),
        post_logout_redirect_uris: options.portalOrigins.map(
          (origin) => `${origin}${POST_LOGOUT_PATH}`,
        ),
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const account = findProviderAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: () => ({
          sub: account.sub,
          preferred_username: account.preferredUsername,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
          email: account.email,
          email_verified: true,
        }),
      };
    },
    claims: {
      openid: ["sub"],
      profile: ["preferred_username", "name", "given_name", "family_name"],
      email: ["email", "email_verified"],
    },
    scopes: ["openid", "offline_access", "profile", "email"],
    conformIdTokenClaims: false,
    issueRefreshToken: async (_ctx: unknown, client: ClientLike) =>
      client.grantTypeAllowed("refresh_token"),
    pkce: { required: () => true },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    ttl: {
      AccessToken: options.accessTokenTtlSeconds,
      IdToken: options.idTokenTtlSeconds,
      RefreshToken: options.refreshTokenTtlSeconds,
      AuthorizationCode: 60,
      Interaction: 3600,
      Grant: 36_000,
      Session: 36_000,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // Lets the client ask for `sid` in the ID token (Keycloak always sends it).
      claimsParameter: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextLike, form: string) => {
          ctx.type = "html";
          ctx.body = logoutPage({
            form,
            host: ctx.host,
            confirmedByClient: Boolean(ctx.oidc?.params?.id_token_hint),
            language: logoutLanguage(ctx.oidc?.params?.ui_locales),
          });
        },
        postLogoutSuccessSource: async (ctx: KoaContextLike) => {
          ctx.type = "html";
          ctx.body = postLogoutPage();
        },
      },
    },
    renderError: async (
      ctx: KoaContextLike,
      out: { error: string; error_description?: string },
    ) => {
      ctx.type = "html";
      ctx.body = errorPage(out.error, out.error_description);
    },
  });
  provider.proxy = false;
  provider.on("server_error", (_ctx, error) => console.error("[local-idp] server error", error));
  provider.on("revocation.error", (_ctx, error) =>
    console.error("[local-idp] revocation error", error),
  );
  return provider;
}
