import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

// The simulator runs beside the portal on E2E_PORT + 1000 (playwright.config.ts); its /__sim
// endpoints let each test create the booking it needs, independent of every other test.
export const simUrl = () =>
  `http://127.0.0.1:${process.env.PAMHK_SIM_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000}`;

/** An upper-case surname no other test uses. */
export function uniqueSurname(): string {
  return `T${[...randomBytes(9)].map((b) => String.fromCharCode(65 + (b % 26))).join("")}`;
}

export async function createBooking(options: {
  login?: string;
  surname: string;
  ticketed?: boolean;
  carrier?: string;
  /** Both deadlines this many minutes from now (negative: passed). */
  deadlineInMinutes?: number;
  /** The outbound connects at this airport (two segments). */
  via?: string;
  /** Two versions: the first kept as history, the second the latest. */
  rebooked?: boolean;
  /** Departs this many days from now (the simulator's default: 30). */
  departInDays?: number;
}) {
  const response = await fetch(`${simUrl()}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      login: options.login ?? "agent",
      surname: options.surname,
      givenName: "TAI MAN",
      ticketed: options.ticketed ?? false,
      carrier: options.carrier ?? "CX",
      ...(options.deadlineInMinutes !== undefined && {
        deadlineInMinutes: options.deadlineInMinutes,
      }),
      ...(options.via && { via: options.via }),
      ...(options.rebooked && { rebooked: true }),
      ...(options.departInDays && { departInDays: options.departInDays }),
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { bookingId: string; recordLocator: string };
}

export const detailsUrl = (bookingId: string, extra = "") =>
  `/secured/booking/bookingDetails?bookingId=${bookingId}${extra}`;

/** Opens a booking from the list, as an agent would: search by passenger name, open the row. */
export async function openFromList(page: Page, surname: string) {
  await page.goto("/secured/booking/list");
  await page.getByLabel("Passenger name").fill(surname);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("link", { name: /^Open booking / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
}

/** The airline raises a schedule change on the test's own booking (issue 14). */
export async function createScheduleChange(
  bookingId: string,
  kind:
    "retime" | "missedConnection" | "cancelled" | "time" | "flightNumber" | "equipment" = "retime",
  options: { read?: boolean } = {},
) {
  const response = await fetch(`${simUrl()}/__sim/schedule-changes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookingId, kind, read: options.read ?? false }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { refId: string };
}

/** Applies for the whole booking's refund from booking details, as the agent does. */
export async function refundThroughPortal(page: Page, bookingId: string) {
  await page.goto(detailsUrl(bookingId));
  await page.getByRole("link", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund application" });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Submit refund application" }).click();
  await expect(page.getByText("Refund application submitted successfully.")).toBeAttached({
    timeout: 30_000,
  });
}
