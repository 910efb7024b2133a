// A traveller's whole record as a JSON file (a data access request, docs/decisions/0101): a
// resource route, so the browser gets the file itself with or without JS (a page route's action
// answer is rendered as the page instead).
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAbility, requireUserForm } from "~/auth/guard.server";
import { parseForm } from "~/forms/parse-form";
import { travellerActionSchemas } from "~/forms/travellers";
import { paths } from "~/paths";
import { exportTraveller } from "~/services/travellers/directory.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  const submission = parseForm(formData, travellerActionSchemas.export);
  if (submission.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const { id } = submission.value;
  const record = await exportTraveller(ctx, id);
  if (!record)
    return redirectWithToast(
      request,
      paths.travellers(),
      { type: "info", key: "travellers:toast.gone" },
      { session: ctx.session },
    );
  return new Response(JSON.stringify(record, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="traveller-${id}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
