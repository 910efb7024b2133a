import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/session.server";
import { getLocale } from "~/i18n/i18next.server";
import { airportsByKeyword } from "~/pamhk/codes.server";

// Airport autocomplete: name and code (spec 01 §7); look-up errors give no suggestions.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 40);
  if (q.length < 2) return Response.json({ suggestions: [] });
  const airports = await airportsByKeyword(ctx, q, await getLocale(request));
  // JSON for the combobox's fetch (a bare object would be single-fetch's format, with a warning).
  return Response.json({
    suggestions: airports
      .slice(0, 12)
      .map((a) => ({ code: a.code, name: `${a.name}, ${a.cityName}` })),
  });
}
