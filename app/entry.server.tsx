import {
  type AppLoadContext,
  type EntryContext,
  createReadableStreamFromReadable,
} from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { env } from "~/env.server";
import { getLocale } from "~/i18n/i18next.server";
import { renderTranslations, TranslatedBody } from "~/i18n/translations.server";
import { TranslationsProvider } from "~/i18n/use-translation";
import { logError } from "~/log.server";

// A page may stream a search after its shell (docs/architecture.md#a-request-end-to-end): its
// promise is kept (Remix rejects it after `streamTimeout`) as long as the back office may take to
// answer, then React is stopped. The HTTP server takes the app modules it needs from the build,
// through this export: one copy of each module per process (app/server-runtime.server.ts).
export * as serverRuntime from "./server-runtime.server";

export const streamTimeout = env().PAMHK_TIMEOUT_MS + 5_000;
const ABORT_DELAY = streamTimeout + 1_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const translations = renderTranslations(await getLocale(request));

  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <TranslationsProvider value={translations.catalog}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </TranslationsProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new TranslatedBody(translations.takeNew);
          // A long stream limit must not keep every finished render in memory until it passes.
          body.on("finish", () => clearTimeout(abortTimer));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(request, error);
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A thrown Response or data() is a deliberate answer (403, 404, 429…): the request's own log
  // line records it; only real failures are errors.
  if (
    error instanceof Response ||
    isRouteErrorResponse(error) ||
    (typeof error === "object" && error !== null && "init" in error)
  )
    return;
  logError(request, error);
}
