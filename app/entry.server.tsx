import { PassThrough } from "node:stream";
import {
  type AppLoadContext,
  type EntryContext,
  createReadableStreamFromReadable,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance, type i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { NonceContext } from "~/components/nonce";
import config from "~/i18n/i18n";
import { rememberTranslations } from "~/i18n/remember-translations";
import { getLocale } from "~/i18n/i18next.server";
import { resources } from "~/i18n/resources.server";
import { env } from "~/env.server";

// A page may stream a search after its shell (issue 13): its promise is kept (Remix rejects it
// after `streamTimeout`) as long as the back office may take to answer, then React is stopped.
export const streamTimeout = env().PAMHK_TIMEOUT_MS + 5_000;
const ABORT_DELAY = streamTimeout + 1_000;

// One initialised i18next per language, shared by all requests (nothing changes its language).
const translators = new Map<string, Promise<i18n>>();
function translatorFor(lng: string): Promise<i18n> {
  let translator = translators.get(lng);
  if (!translator) {
    const instance = createInstance();
    translator = instance
      .use(initReactI18next)
      .init({ ...config, lng, resources })
      .then(() => {
        rememberTranslations(instance);
        return instance;
      });
    translators.set(lng, translator);
  }
  return translator;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const lng = await getLocale(request);
  const instance = await translatorFor(lng);

  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
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
          if (shellRendered) console.error(error);
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
  if (error instanceof Response || (typeof error === "object" && error !== null && "init" in error))
    return;
  // One JSON line, with the request id the error page shows (set by the HTTP server).
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      reqId: request.headers.get("x-request-id") ?? undefined,
      path: new URL(request.url).pathname,
      msg: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
}
