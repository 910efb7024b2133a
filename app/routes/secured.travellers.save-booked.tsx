// Saves one traveller of the booking just made to the directory, at the agent's request
// (docs/decisions/0101-traveller-directory.md). POST only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAbility, requireUserForm } from "~/auth/guard.server";
import { paths } from "~/paths";
import { saveBookedTraveller } from "~/services/travellers/passenger-fill.server";
import { redirectWithToast } from "~/session/flash.server";
import { readFlow, writeFlow } from "~/session/flow.server";
import { pageError } from "~/session/page-error.server";

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "book");
  const flow = await readFlow(ctx.session);
  const index = Number(formData.get("index"));
  const bookingId = String(formData.get("bookingId") ?? "");
  if (!flow.booked || flow.booked !== bookingId || !Number.isInteger(index))
    throw pageError(request, { key: "http.400" }, 400);
  const saved = await saveBookedTraveller(ctx, flow, index);
  if (!saved) throw pageError(request, { key: "http.400" }, 400);
  const directoryIds = (flow.draft ?? []).map((_, i) => flow.directoryIds?.[i] ?? null);
  directoryIds[index] = saved.id;
  await writeFlow(ctx.session, { ...flow, directoryIds });
  return redirectWithToast(
    request,
    paths.bookingDetails(bookingId),
    { type: "success", key: "travellers:afterBooking.saved", values: { name: saved.name } },
    { session: ctx.session },
  );
}
