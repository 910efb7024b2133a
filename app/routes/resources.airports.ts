import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { getLocale } from "~/i18n/i18next.server";
import { airportSuggestions } from "~/services/air-lookups.server";

// Airport autocomplete: name and code (docs/behaviour.md#look-ups); look-up errors give no
// suggestions.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 40);
  if (q.length < 2) return Response.json({ suggestions: [] });
  // JSON for the combobox's fetch (a bare object would be single-fetch's format, with a warning).
  return Response.json({ suggestions: await airportSuggestions(ctx, q, await getLocale(request)) });
}
