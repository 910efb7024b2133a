import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/domain/locales";
import { isNamespace } from "~/i18n/i18n";
import { resources, translationsVersion } from "~/i18n/resources.server";

// One namespace of one language, for a client-side navigation into an area whose texts the
// document did not carry (i18n/translations.client.ts). Public texts from memory: no session,
// no upstream call. Asked for with the current version, the answer may be cached for good.
export function loader({ params, request }: LoaderFunctionArgs) {
  const { lng = "", ns = "" } = params;
  if (!isLocale(lng) || !isNamespace(ns))
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const current = new URL(request.url).searchParams.get("v") === translationsVersion;
  return Response.json(resources[lng][ns], {
    headers: {
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
