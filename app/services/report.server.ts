import type { SignedIn } from "~/auth/guard.server";
import { reportMode } from "~/auth/permissions";
import { log } from "~/log.server";
import { reportFileName, runReport, XLSX_MEDIA_TYPE, type ReportRun } from "~/pamhk/report.server";
import { failureMessage } from "./upstream.server";

export type ReportFile = { body: ReadableStream<Uint8Array> | null; name: string; type: string };

/** The report file for the signed-in user's own party, or null when the back office refused. */
export async function reportFile(ctx: SignedIn, run: ReportRun): Promise<ReportFile | null> {
  const requester = { partyId: ctx.user.bookingFromPartyId, userId: ctx.user.id };
  const result = await runReport(ctx, { ...requester, mode: reportMode(ctx.user) }, run);
  if (result.ok)
    return { body: result.data.body, name: reportFileName(run), type: XLSX_MEDIA_TYPE };
  await failureMessage(ctx, result.error); // 5/4 goes to /login
  log().warn(
    { reportId: run.reportId, from: run.from, to: run.to, error: result.error },
    "report failed",
  );
  return null;
}
