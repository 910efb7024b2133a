// The airline queue (docs/back-office.md#the-families-of-calls): list and details. Fetching the
// details is what marks a message read upstream.
import * as z from "zod";
import { str } from "~/contracts/lenient";
import { offsetOf, PAGE_SIZE } from "~/domain/paging";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

export const NotificationRowSchema = z.object({
  refId: z.coerce.string(),
  createDate: str,
  rlocNumber: str,
  message: str,
  comment: str,
  bookingId: str,
  statusId: str,
  // Extension (docs/behaviour.md#schedule-changes): schedule changes, and whether the agent
  // accepted them.
  messageType: str,
  // Extension (docs/decisions/0066-involuntary-changes-share-the-schedule-change.md): which
  // involuntary change a schedule change is.
  changeType: str,
  handled: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  handledDate: str,
});
export type NotificationRow = z.infer<typeof NotificationRowSchema>;

const SegmentSchema = z.object({
  oriLoc: str,
  desLoc: str,
  departureDateStr: str,
  departureTimeStr: str,
  arrivelDateStr: str,
  arrivelTimeStr: str,
  airlineCode: str,
  flightNumber: str,
  classCode: str,
  status: str,
  equimentCode: str,
});

const TravelerSchema = z.object({
  refIndex: z.coerce.number().nullish(),
  passengerType: str,
  nameTitle: str,
  surname: str,
  givenName: str,
  ticketNumber: str,
});

export const NotificationDetailsSchema = NotificationRowSchema.extend({
  booking: z
    .object({
      bookingRecordLocator: z.object({ id: str, idContext: str }).nullish(),
      bookingAirRecordLocator: z.object({ id: str }).nullish(),
      airLowFare: z
        .object({
          airOptions: z
            .array(z.object({ airFlightSegments: z.array(SegmentSchema).nullish() }))
            .nullish(),
        })
        .nullish(),
      travelerInfos: z.array(TravelerSchema).nullish(),
      previousAirLowFare: z
        .object({
          airOptions: z
            .array(z.object({ airFlightSegments: z.array(SegmentSchema).nullish() }))
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
}).transform(({ booking, ...row }) => ({
  ...row,
  system: booking?.bookingRecordLocator?.idContext ?? "",
  recordLocator: booking?.bookingRecordLocator?.id || row.rlocNumber,
  airlineLocator: booking?.bookingAirRecordLocator?.id ?? "",
  segments: (booking?.airLowFare?.airOptions ?? []).flatMap(
    (option) => option.airFlightSegments ?? [],
  ),
  travelers: booking?.travelerInfos ?? [],
  previousSegments: (booking?.previousAirLowFare?.airOptions ?? []).flatMap(
    (option) => option.airFlightSegments ?? [],
  ),
}));
export type NotificationSegment = z.infer<typeof SegmentSchema>;
export type NotificationDetails = z.infer<typeof NotificationDetailsSchema>;

export type NotificationSearch = {
  recordLocator: string;
  createDateStart: string;
  createDateEnd: string;
  page: number;
  /** Extension (docs/behaviour.md#schedule-changes): only schedule changes not accepted yet. */
  pendingChangesOnly?: boolean;
};

/** Whose queue: the signed-in user as requestor, their company's party as payer. */
export type QueueOwner = { id: string; bookingFromPartyId: string };

export function searchNotifications(
  ctx: UpstreamContext,
  owner: QueueOwner,
  search: NotificationSearch,
) {
  return callUpstream(
    ctx,
    {
      method: "POST",
      path: "/queuemessage/notifications",
      json: {
        // The search always asks for every status (docs/behaviour.md#notifications).
        statusId: "ALL",
        payerId: owner.bookingFromPartyId,
        requestorId: owner.id,
        airlineRloc: "",
        recordLocator: search.recordLocator,
        createDateStart: search.createDateStart,
        createDateEnd: search.createDateEnd,
        start: offsetOf(search.page),
        limit: PAGE_SIZE,
        ...(search.pendingChangesOnly && { messageType: SCHEDULE_CHANGE, handled: "false" }),
      },
    },
    z.object({
      airNotifications: z
        .array(NotificationRowSchema)
        .nullish()
        .transform((v) => v ?? []),
      totalElements: z.coerce
        .number()
        .nullish()
        .transform((v) => v ?? 0),
    }),
  );
}

export const SCHEDULE_CHANGE = "SCHEDULE_CHANGE";

/**
 * Extension (docs/behaviour.md#schedule-changes): the agent accepts a schedule change (it stays,
 * marked handled).
 */
export const markHandled = (ctx: UpstreamContext, refId: string) =>
  callUpstream(ctx, { method: "POST", path: "/queuemessage/handle", query: { refId } }, Empty);

export async function notificationDetails(ctx: UpstreamContext, refId: string) {
  const result = await callUpstream(
    ctx,
    { method: "POST", path: "/queuemessage/details", query: { refId } },
    z.object({ airNotification: NotificationDetailsSchema }),
  );
  return result.ok ? { ok: true as const, data: result.data.airNotification } : result;
}
