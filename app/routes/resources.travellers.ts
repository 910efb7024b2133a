import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { savedTravellersFor } from "~/services/travellers/passenger-fill.server";

// The passenger form's "Choose a saved traveller" look-up (docs/decisions/0101): the company's
// travellers by name, ids and names only; nothing for users who may not book.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 60);
  if (q.length < 2 || !can(ctx.user, "book")) return Response.json({ entries: [] });
  const { entries } = await savedTravellersFor(ctx, q);
  return Response.json({ entries }, { headers: { "Cache-Control": "no-store" } });
}
