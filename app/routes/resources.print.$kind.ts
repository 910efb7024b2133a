import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { printOutRefused } from "~/services/download-refusal.server";
import { printOutFile } from "~/services/print-outs.server";

// Print-outs of a booking (docs/back-office.md#the-families-of-calls): the upstream PDF streamed
// with the spec's file name.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const file = await printOutFile(ctx, params.kind, new URL(request.url).searchParams).catch(
    async (failure: unknown) => {
      throw await printOutRefused(request, failure, params.kind);
    },
  );
  return new Response(file.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
