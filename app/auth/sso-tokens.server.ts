import { decodeJwt } from "jose";
import { Authenticator } from "remix-auth";
import type { OAuth2Strategy } from "remix-auth-oauth2";
import type { SsoTokens } from "~/contracts/sso";
import { log } from "~/log.server";
import {
  discoverProvider,
  ssoConfig,
  type DiscoveredProvider,
  type SsoConfig,
} from "./sso-provider.server";
import { PortalOidcStrategy, SsoFailure } from "./sso-strategy.server";

export const CALLBACK_PATH = "/auth/sso/callback";
/**
 * docs/behaviour.md#session-check-and-navigation: refresh when the access token has less than 70
 * seconds of validity.
 */
export const REFRESH_THRESHOLD_MS = 70_000;

type Tokens = OAuth2Strategy.VerifyOptions["tokens"];

/** The verify step of the strategy: the session's token record from a verified token answer. */
export function ssoTokensFrom(tokens: Tokens, now = Date.now()): SsoTokens {
  const idToken = tokens.idToken();
  // The strategy has checked this ID token's signature, issuer, audience and nonce just before.
  const claims = decodeJwt(idToken);
  const userName = typeof claims.preferred_username === "string" ? claims.preferred_username : "";
  const sid =
    typeof claims.sid === "string"
      ? claims.sid
      : typeof claims.session_state === "string"
        ? claims.session_state
        : "";
  if (!userName || !sid)
    throw new SsoFailure("provider", "the ID token names no preferred_username or session (sid)");
  const fullName = [claims.given_name, claims.family_name]
    .filter((v) => typeof v === "string")
    .join(" ");
  return {
    accessToken: tokens.accessToken(),
    accessExpiresAt: now + tokens.accessTokenExpiresInSeconds() * 1000,
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    idToken,
    userName,
    openSessionId: sid,
    displayName:
      typeof claims.name === "string" && claims.name ? claims.name : fullName || userName,
  };
}

export function redirectUriFor(request: Request, config: SsoConfig): string {
  return config.redirectUri ?? new URL(CALLBACK_PATH, request.url).href;
}

// One authenticator per discovered provider and callback address (the portal may be reached
// under several host names when OIDC_REDIRECT_URI is not fixed).
const authenticators = new WeakMap<DiscoveredProvider, Map<string, Authenticator<SsoTokens>>>();

/** The remix-auth authenticator with the provider's strategy; null when SSO is not configured. */
export async function ssoAuthenticator(
  request: Request,
): Promise<{ authenticator: Authenticator<SsoTokens>; strategy: PortalOidcStrategy } | null> {
  const config = ssoConfig();
  if (!config) return null;
  const provider = await discoverProvider(config);
  const redirectURI = redirectUriFor(request, config);
  let byUri = authenticators.get(provider);
  if (!byUri) authenticators.set(provider, (byUri = new Map()));
  let authenticator = byUri.get(redirectURI);
  if (!authenticator) {
    const strategy = new PortalOidcStrategy(
      {
        provider,
        clientId: config.clientId,
        clientSecret: config.clientSecret || null,
        authorizationEndpoint: provider.metadata.authorization_endpoint,
        tokenEndpoint: provider.metadata.token_endpoint,
        tokenRevocationEndpoint: provider.metadata.revocation_endpoint,
        redirectURI,
      },
      async ({ tokens }) => ssoTokensFrom(tokens),
    );
    authenticator = new Authenticator<SsoTokens>().use(strategy);
    byUri.set(redirectURI, authenticator);
  }
  const strategy = authenticator.get<PortalOidcStrategy>("sso");
  if (!strategy) throw new Error("sso strategy missing");
  return { authenticator, strategy };
}

export function needsRefresh(tokens: SsoTokens, now = Date.now()): boolean {
  return tokens.accessExpiresAt - now < REFRESH_THRESHOLD_MS;
}

// Parallel loaders of one navigation all see the same expiring token. Sharing one refresh per
// refresh token (and its answer for a short while) keeps a rotating provider from treating the
// second use as token theft and revoking the grant.
const refreshes = new Map<string, Promise<SsoTokens | null>>();
const SHARE_ANSWER_MS = 30_000;

/**
 * The guard's SSO check: `current` itself while it has 70 s of validity or more, else tokens
 * refreshed at the provider; null when the refresh failed (the guard then ends the session).
 */
export async function freshSsoTokens(
  request: Request,
  current: SsoTokens,
): Promise<SsoTokens | null> {
  if (!needsRefresh(current)) return current;
  if (!current.refreshToken) return null;
  let pending = refreshes.get(current.refreshToken);
  if (!pending) {
    const key = current.refreshToken;
    pending = refresh(request, current);
    refreshes.set(key, pending);
    void pending.finally(() => setTimeout(() => refreshes.delete(key), SHARE_ANSWER_MS).unref());
  }
  return pending;
}

async function refresh(request: Request, current: SsoTokens): Promise<SsoTokens | null> {
  try {
    const sso = await ssoAuthenticator(request);
    if (!sso || !current.refreshToken) return null;
    const tokens = await sso.strategy.refreshWithTimeout(current.refreshToken);
    const idToken =
      "id_token" in tokens.data && typeof tokens.data.id_token === "string"
        ? tokens.data.id_token
        : null;
    if (idToken) await sso.strategy.verifyIdToken(idToken, null);
    return {
      ...current,
      accessToken: tokens.accessToken(),
      accessExpiresAt: Date.now() + tokens.accessTokenExpiresInSeconds() * 1000,
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : current.refreshToken,
      idToken: idToken ?? current.idToken,
    };
  } catch (error) {
    log().warn({ err: error }, "single sign-on token refresh failed, the session ends");
    return null;
  }
}

/** Best effort: the refresh token is useless once the portal session ends. */
export async function revokeSsoTokens(request: Request, tokens: SsoTokens): Promise<void> {
  try {
    const sso = await ssoAuthenticator(request);
    if (sso && tokens.refreshToken) await sso.strategy.revokeWithTimeout(tokens.refreshToken);
  } catch (error) {
    log().warn({ err: error }, "single sign-on token revocation failed");
  }
}

/**
 * The provider's end-session address (OpenID Connect RP-Initiated Logout 1.0): the ID token hint,
 * the agent's language for its page (`ui_locales`) and the way back to the portal's /login, where
 * the signed-out message waits; the provider must list that address for the client.
 */
export async function providerLogoutUrl(
  request: Request,
  tokens: SsoTokens,
  locale?: string,
): Promise<string | null> {
  try {
    const config = ssoConfig();
    const sso = await ssoAuthenticator(request);
    const endpoint = sso?.strategy.endSessionEndpoint;
    if (!config || !endpoint) return null;
    const url = new URL(endpoint);
    url.searchParams.set("id_token_hint", tokens.idToken);
    url.searchParams.set("client_id", config.clientId);
    url.searchParams.set(
      "post_logout_redirect_uri",
      new URL("/login", redirectUriFor(request, config)).href,
    );
    if (locale) url.searchParams.set("ui_locales", locale);
    return url.href;
  } catch (error) {
    log().warn({ err: error }, "identity provider logout unavailable");
    return null;
  }
}
