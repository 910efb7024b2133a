import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireUser } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { ADMIN_REPORT_ID } from "~/domain/report-ids";
import { hongKongDate } from "~/forms/order-search";
import { parseForm } from "~/forms/parse-form";
import { reportRunnerSchema } from "~/forms/report-runner";
import { paths } from "~/paths";
import { reportNotAllowed } from "~/services/download-refusal.server";
import { reportFile } from "~/services/report.server";

const RUNNER = paths.bookingReport();

/**
 * The report file itself: streamed from the back office with its name and type. Anything that is
 * not a file goes back to the runner, which shows why (bad dates, 'Request error').
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const submission = parseForm(params, reportRunnerSchema(hongKongDate(Date.now(), 1)));
  if (submission.status !== "success") {
    params.set("run", "1");
    throw redirect(`${RUNNER}?${params}`);
  }
  const run = submission.value;
  if (run.reportId === ADMIN_REPORT_ID && !can(ctx.user, "adminInvoiceReport"))
    throw await reportNotAllowed(request);
  const file = await reportFile(ctx, run);
  if (!file) {
    throw redirect(
      `${RUNNER}?${new URLSearchParams({ reportId: run.reportId, from: run.from, to: run.to, failed: "1" })}`,
    );
  }
  return new Response(file.body, {
    status: 200,
    headers: {
      "Content-Type": file.type,
      "Content-Disposition": `attachment; filename="${file.name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
