// What single sign-on keeps in the server session (never in the browser).

/** The provider's tokens of a signed-in SSO user. */
export type SsoTokens = {
  accessToken: string;
  /**
   * Epoch ms; the token is refreshed when less than 70 s remain
   * (docs/behaviour.md#session-check-and-navigation).
   */
  accessExpiresAt: number;
  refreshToken: string | null;
  /** Kept for the provider's end-session call (id_token_hint). */
  idToken: string;
  /** preferred_username of the ID token: the back-office login. */
  userName: string;
  /** The provider session (sid) the back office ties the upstream session to. */
  openSessionId: string;
  /** For the /sso welcome text. */
  displayName: string;
};

/** One started sign-in at the provider, keyed by its state; lives at most 60 minutes. */
export type SsoFlow = {
  codeVerifier: string;
  nonce: string;
  /** Relative path to return to after sign-in. */
  returnTo: string;
  startedAt: number;
};

export type SsoFlows = Record<string, SsoFlow>;
