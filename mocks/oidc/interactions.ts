import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { checkProviderCredentials } from "./accounts";
import { errorPage, loginPage } from "./pages";

const MAX_FORM_BYTES = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "content-length": Buffer.byteLength(html),
  });
  res.end(html);
}

/**
 * The provider's sign-in step (`/interaction/:uid`). Login shows a username/password form;
 * consent is granted at once for the first-party portal client, as Keycloak does when the client
 * does not require consent.
 */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
) {
  const [, , uid, action] = pathname.split("/");
  try {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid)
      return sendHtml(
        res,
        400,
        errorPage("invalid_request", "This sign-in page does not belong to the current sign-in."),
      );
    const clientName = "PAMHK Air portal";

    if (req.method === "GET" && !action) {
      if (details.prompt.name === "login")
        return sendHtml(res, 200, loginPage({ uid, clientName }));
      if (details.prompt.name === "consent") return grantConsent(provider, req, res, details);
      return sendHtml(
        res,
        400,
        errorPage("invalid_request", `Unsupported prompt ${details.prompt.name}`),
      );
    }
    if (req.method === "POST" && action === "login" && details.prompt.name === "login") {
      const form = await readForm(req);
      const username = form.get("username") ?? "";
      const account = checkProviderCredentials(username, form.get("password") ?? "");
      if (!account) {
        return sendHtml(
          res,
          401,
          loginPage({ uid, clientName, username, error: "Invalid username or password." }),
        );
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (req.method === "POST" && action === "abort") {
      return provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The person cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
    }
    return sendHtml(res, 405, errorPage("invalid_request", "Unsupported request"));
  } catch (error) {
    // Typically an expired or foreign interaction cookie: a page, never a stack trace.
    const name = error instanceof Error ? error.name : "server_error";
    const message = error instanceof Error ? error.message : String(error);
    return sendHtml(res, 400, errorPage(name, message));
  }
}

async function grantConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: Awaited<ReturnType<Provider["interactionDetails"]>>,
) {
  const accountId = details.session?.accountId;
  if (!accountId) return sendHtml(res, 400, errorPage("login_required"));
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId: details.params.client_id });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(" "));
  }
  const grantId = await grant.save();
  return provider.interactionFinished(
    req,
    res,
    { consent: existing ? {} : { grantId } },
    { mergeWithLastSubmission: true },
  );
}
