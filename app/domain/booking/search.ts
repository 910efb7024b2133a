import { DateTime } from "luxon";
import { offsetOf, PAGE_SIZE } from "~/domain/paging";
import { windowRange, type BookingSort, type DeadlineWindow } from "./deadline";
import type { DateType, QuickRange } from "./search-choices";

// The booking list's search state lives in the URL; this maps it to the back office's request
// (docs/behaviour.md#entities: offset 10*(page-1), limit 10, 'All' sent as empty).

export type BookingSearchRequest = {
  offset: number;
  limit: number;
  travelerName: string;
  arrivalAirport: string;
  recordLocator: string;
  bookingNumber: string;
  dateType: DateType;
  startTime: string;
  endTime: string;
  status: string;
  /**
   * Extension (docs/behaviour.md#deadline-board): open bookings whose first deadline is in
   * [deadlineFrom, deadlineTo).
   */
  deadlineFrom?: string;
  deadlineTo?: string;
  sortBy?: "bookingDate" | "deadline";
  sortOrder?: "asc" | "desc";
};

const ISO_DAY = "yyyy-MM-dd";

/** The start and end a quick range stands for, ending today (in the agent's zone). */
export function quickRangeDates(
  range: QuickRange,
  today: DateTime,
): { start: string; end: string } | null {
  const back = {
    twoDays: { days: 1 },
    week: { weeks: 1 },
    month: { months: 1 },
    threeMonths: { months: 3 },
    year: { years: 1 },
  } as const;
  if (range === "custom") return null;
  return { start: today.minus(back[range]).toFormat(ISO_DAY), end: today.toFormat(ISO_DAY) };
}

/**
 * Upper bound of the date inputs for CreatedDate (docs/behaviour.md#booking-management-forms: at
 * most tomorrow).
 */
export const createdDateMax = (today: DateTime) => today.plus({ days: 1 }).toFormat(ISO_DAY);

/**
 * docs/behaviour.md#booking-management-forms: the end date minimum is the start date minus one day.
 */
export const endDateMin = (start: string) => {
  const d = DateTime.fromISO(start);
  return d.isValid ? d.minus({ days: 1 }).toFormat(ISO_DAY) : undefined;
};

export function toSearchRequest(
  query: {
    travelerName?: string;
    arrivalAirport?: string;
    recordLocator?: string;
    bookingNumber?: string;
    dateType?: DateType;
    range?: QuickRange;
    startTime?: string;
    endTime?: string;
    status?: string;
    deadline?: DeadlineWindow | "";
    sort?: BookingSort;
  },
  page: number,
  today: DateTime,
): BookingSearchRequest {
  const quick =
    query.range && query.range !== "custom" ? quickRangeDates(query.range, today) : null;
  const within = query.deadline ? windowRange(query.deadline, today.toMillis()) : null;
  return {
    ...(within && { deadlineFrom: within.from, deadlineTo: within.to }),
    ...(query.sort && {
      sortBy: "deadline" as const,
      sortOrder: query.sort === "-deadline" ? ("desc" as const) : ("asc" as const),
    }),
    offset: offsetOf(page),
    limit: PAGE_SIZE,
    travelerName: query.travelerName?.trim() ?? "",
    arrivalAirport: query.arrivalAirport?.trim().toUpperCase() ?? "",
    recordLocator: query.recordLocator?.trim().toUpperCase() ?? "",
    bookingNumber: query.bookingNumber?.trim().toUpperCase() ?? "",
    dateType: query.dateType ?? "DepartureDate",
    startTime: quick?.start ?? query.startTime ?? "",
    endTime: quick?.end ?? query.endTime ?? "",
    status: !query.status || query.status === "All" ? "" : query.status,
  };
}
