// Reports (docs/back-office.md#the-families-of-calls): POST /reportapi/run answers with the file
// itself, or with the usual JSON envelope when it refuses.
import type { UpstreamResult } from "~/domain/upstream-error";
import { fetchFile, type UpstreamContext } from "./client.server";

export const REPORT_CONTENT_TYPE = "xlsx";
export const XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export type ReportRun = { reportId: string; from: string; to: string };

/**
 * The file name the browser saves: the report id and the dates
 * (docs/back-office.md#the-families-of-calls).
 */
export const reportFileName = (run: ReportRun) =>
  `${run.reportId}_${run.from}_${run.to}.${REPORT_CONTENT_TYPE}`;

/** Who runs the report: the user's party and id, and the mode their roles give. */
export type ReportRequester = { partyId: string; userId: string; mode: string };

/** Runs a report for the signed-in user; the filters name the user's own party and mode. */
export function runReport(
  ctx: UpstreamContext,
  requester: ReportRequester,
  run: ReportRun,
): Promise<UpstreamResult<Response>> {
  return fetchFile(
    ctx,
    {
      method: "POST",
      api: "reportapi",
      path: "/run",
      json: {
        reportId: run.reportId,
        contentTypeId: REPORT_CONTENT_TYPE,
        filters: {
          searchCheckInDate: run.from,
          searchCheckOutDate: run.to,
          ownerPartyId: requester.partyId,
          payerId: requester.partyId,
          requestorId: requester.userId,
          mode: requester.mode,
        },
      },
    },
    // Anything but JSON is the file; a JSON answer is a refusal in the envelope.
    (type) => !type.includes("json"),
  );
}
