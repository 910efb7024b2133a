import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import { jwtVerify, type JWTPayload } from "jose";
import type { Strategy } from "remix-auth/strategy";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import type { SsoFlow, SsoFlows, SsoTokens } from "~/contracts/sso";
import { safeRedirect } from "~/session/flash.server";
import { commitSession, getSession } from "~/session/session.server";
import { PROVIDER_TIMEOUT_MS, type DiscoveredProvider } from "./sso-provider.server";

/**
 * docs/behaviour.md#session-check-and-navigation: the provider's callback state lives at most 60
 * minutes.
 */
export const FLOW_LIFETIME_MS = 60 * 60 * 1000;
// Several tabs may start a sign-in; the oldest pending ones are dropped beyond this.
const MAX_PENDING_FLOWS = 5;
const SCOPES = ["openid", "profile", "email"];

export type SsoFailureReason = "state" | "denied" | "provider" | "unavailable";

/** Why a sign-in at the provider did not complete; each reason has its own message. */
export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    detail: string,
    readonly state?: string,
  ) {
    super(`[sso] ${reason}: ${detail}`);
  }
}

type Options = OAuth2Strategy.ConstructorOptions & { provider: DiscoveredProvider };

/**
 * remix-auth-oauth2's strategy with its state kept in OUR server session instead of its own
 * cookie: state, PKCE verifier and nonce are bound to the browser's session and expire after 60
 * minutes; the ID token is verified (signature, issuer, audience, nonce) with jose.
 */
export class PortalOidcStrategy extends OAuth2Strategy<SsoTokens> {
  override name = "sso";
  private readonly provider: DiscoveredProvider;

  /** `verify` turns the provider's (already verified) tokens into what the session keeps. */
  constructor(
    options: Options,
    verify: Strategy.VerifyFunction<SsoTokens, OAuth2Strategy.VerifyOptions>,
  ) {
    const { provider, ...oauth } = options;
    super({ ...oauth, scopes: SCOPES, codeChallengeMethod: CodeChallengeMethod.S256 }, verify);
    this.provider = provider;
  }

  /** Without `state`: start at the provider (throws the redirect). With it: the callback. */
  override async authenticate(request: Request): Promise<SsoTokens> {
    const url = new URL(request.url);
    const state = url.searchParams.get("state");
    if (state === null)
      throw await this.start(request, safeRedirect(url.searchParams.get("redirectTo")));
    return this.finish(request, url, state);
  }

  /** The redirect to the provider; the flow is stored in the session first. */
  private async start(request: Request, returnTo: string): Promise<Response> {
    const { state, codeVerifier, url } = this.createAuthorizationURL();
    const nonce = randomBytes(24).toString("base64url");
    url.searchParams.set("nonce", nonce);
    // Keycloak always puts the session id (sid) into the ID token; others send it when asked.
    url.searchParams.set("claims", JSON.stringify({ id_token: { sid: { essential: true } } }));

    const session = await getSession(request);
    const now = Date.now();
    const live = Object.entries(session.get("ssoFlows") ?? {})
      .filter(([, flow]) => now - flow.startedAt < FLOW_LIFETIME_MS)
      .sort(([, a], [, b]) => b.startedAt - a.startedAt)
      .slice(0, MAX_PENDING_FLOWS - 1);
    const flows: SsoFlows = Object.fromEntries([
      ...live,
      [state, { codeVerifier, nonce, returnTo, startedAt: now } satisfies SsoFlow],
    ]);
    session.set("ssoFlows", flows);
    return redirect(url.toString(), {
      headers: {
        "Set-Cookie": await commitSession(request, session, { purpose: "sso" }),
        "Cache-Control": "no-store",
      },
    });
  }

  private async finish(request: Request, url: URL, state: string): Promise<SsoTokens> {
    const session = await getSession(request);
    const flow = session.get("ssoFlows")?.[state];
    if (!flow)
      throw new SsoFailure("state", "no sign-in with this state was started in this session");
    if (Date.now() - flow.startedAt >= FLOW_LIFETIME_MS)
      throw new SsoFailure("state", "the sign-in is older than 60 minutes", state);

    const error = url.searchParams.get("error");
    if (error) {
      const reason = error === "access_denied" ? "denied" : "provider";
      throw new SsoFailure(
        reason,
        `${error} ${url.searchParams.get("error_description") ?? ""}`,
        state,
      );
    }
    const code = url.searchParams.get("code");
    if (!code) throw new SsoFailure("provider", "the callback carries no code", state);

    let tokens;
    try {
      tokens = await withTimeout(this.validateAuthorizationCode(code, flow.codeVerifier));
    } catch (cause) {
      const detail =
        cause instanceof OAuth2RequestError
          ? `${cause.code} ${cause.description ?? ""}`
          : String(cause);
      throw new SsoFailure("provider", `code exchange failed: ${detail}`, state);
    }
    const idToken =
      "id_token" in tokens.data && typeof tokens.data.id_token === "string"
        ? tokens.data.id_token
        : null;
    if (!idToken) throw new SsoFailure("provider", "the token answer has no ID token", state);
    await this.verifyIdToken(idToken, flow.nonce, state);
    return this.verify({ request, tokens });
  }

  /** Signature against the provider's keys, issuer, audience (and azp), expiry and our nonce. */
  async verifyIdToken(idToken: string, nonce: string | null, state?: string): Promise<JWTPayload> {
    const clientId = this.options.clientId;
    try {
      const { payload } = await jwtVerify(idToken, this.provider.keys, {
        issuer: this.provider.metadata.issuer,
        audience: clientId,
        clockTolerance: 5,
      });
      if (nonce !== null && payload.nonce !== nonce) throw new Error("nonce mismatch");
      const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (audiences.length > 1 && payload.azp !== clientId)
        throw new Error("azp is not this client");
      return payload;
    } catch (cause) {
      throw new SsoFailure(
        "provider",
        `ID token rejected: ${cause instanceof Error ? cause.message : String(cause)}`,
        state,
      );
    }
  }

  /** A refresh at the provider, with a time limit (arctic's fetch has none). */
  refreshWithTimeout(refreshToken: string) {
    return withTimeout(this.refreshToken(refreshToken));
  }

  revokeWithTimeout(token: string) {
    return withTimeout(this.revokeToken(token));
  }

  get endSessionEndpoint(): string | undefined {
    return this.provider.metadata.end_session_endpoint;
  }
}

function withTimeout<T>(promise: Promise<T>, ms = PROVIDER_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`identity provider did not answer within ${ms} ms`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
