// The company's ticket credits as CSV (the page's view: open, or closed by hand).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { CreditsViewSchema } from "~/forms/credits";
import { parseForm } from "~/forms/parse-form";
import { getLocale } from "~/i18n/i18next.server";
import { serverT } from "~/i18n/translations.server";
import { creditsCsv } from "~/services/credits.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const submission = parseForm(new URL(request.url).searchParams, CreditsViewSchema);
  const view = submission.status === "success" ? submission.value.view : "open";
  const t = serverT(await getLocale(request), "travel");
  const body = await creditsCsv(ctx, view, (s) => t(`credits.states.${s}`));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="credits-${view}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
