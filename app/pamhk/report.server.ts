// Reports (spec 02 §7 "Report"): POST /reportapi/run answers with the file itself, or with the
// usual JSON envelope when it refuses.
import * as z from "zod";
import type { SessionUser } from "~/auth/user";
import { reportMode } from "~/auth/permissions";
import { sendUpstream, type UpstreamContext } from "./client.server";
import type { UpstreamResult } from "./errors";

export const REPORT_CONTENT_TYPE = "xlsx";
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type ReportRun = { reportId: string; from: string; to: string };

/** The file name the browser saves: the report id and the dates (spec 02 §7). */
export const reportFileName = (run: ReportRun) => `${run.reportId}_${run.from}_${run.to}.${REPORT_CONTENT_TYPE}`;

const Envelope = z.object({
  errorCode: z.object({
    errorType: z.coerce.number(),
    errorCode: z.coerce.number(),
    errorMsg: z.string().nullish(),
    errorMsgField: z.array(z.string()).nullish(),
    serialno: z.coerce.string().nullish(),
  }),
});

/** Runs a report for the signed-in user; the filters name the user's own party and mode. */
export async function runReport(ctx: UpstreamContext, user: SessionUser, run: ReportRun): Promise<UpstreamResult<Response>> {
  const sent = await sendUpstream(ctx, {
    method: "POST",
    api: "reportapi",
    path: "/run",
    json: {
      reportId: run.reportId,
      contentTypeId: REPORT_CONTENT_TYPE,
      filters: {
        searchCheckInDate: run.from,
        searchCheckOutDate: run.to,
        ownerPartyId: user.bookingFromPartyId,
        payerId: user.bookingFromPartyId,
        requestorId: user.id,
        mode: reportMode(user),
      },
    },
  });
  if (!sent.ok) return sent;
  const { response } = sent;
  if (!response.ok) {
    await response.body?.cancel();
    return { ok: false, error: { kind: "http", status: response.status, statusText: response.statusText } };
  }
  if (!(response.headers.get("content-type") ?? "").includes("json")) return { ok: true, data: response };
  // A JSON answer is a refusal in the envelope (or a broken answer).
  const envelope = Envelope.safeParse(await response.json().catch(() => undefined));
  if (!envelope.success) return { ok: false, error: { kind: "noEnvelope" } };
  const { errorType, errorCode, errorMsg, errorMsgField, serialno } = envelope.data.errorCode;
  return {
    ok: false,
    error: { kind: "envelope", errorType, errorCode, errorMsg: errorMsg ?? "", fields: errorMsgField ?? [], serialno: serialno ?? "" },
  };
}
