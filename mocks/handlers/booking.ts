import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { fareRules } from "../air/rules-text";
import {
  addRebookedVersion,
  applyRefund,
  cancelBooking,
  createBooking,
  deadlineOf,
  findBooking,
  isCancelled,
  issueTicket,
  latestItem,
  refundQuote,
  refusalToRefund,
} from "../booking-store";
import type { SimBooking } from "../booking-types";
import { canSee, departureDate, detailView, summaryRow, visibleBooking } from "../booking-view";
import { err, errors, jsonResponse, ok, readJson } from "../envelope";
import { connectingFare, fareFor, type Trip } from "../seed/bookings";
import type { SeedUser } from "../seed/users";
import { findUserByLogin, type SimContext } from "../state";
import { loggedInRoute } from "../upstream-session";

// Fields of the wrong type read as empty: the back office answers with an envelope, never a 400.
const text = z.coerce.string().catch("");
const SearchBody = z
  .object({
    offset: z.coerce.number().int().min(0).catch(0),
    limit: z.coerce.number().int().min(1).max(100).catch(10),
    travelerName: text.optional(),
    arrivalAirport: text.optional(),
    recordLocator: text.optional(),
    bookingNumber: text.optional(),
    dateType: text.optional(),
    startTime: text.optional(),
    endTime: text.optional(),
    status: text.optional(),
    // Extension (mocks/README.md "Deadlines"): open bookings whose earlier deadline falls in
    // [deadlineFrom, deadlineTo), and the order of the answer.
    deadlineFrom: text.optional(),
    deadlineTo: text.optional(),
    sortBy: z.enum(["bookingDate", "deadline"]).catch("bookingDate").optional(),
    sortOrder: z.enum(["asc", "desc"]).catch("desc").optional(),
  })
  .catch({ offset: 0, limit: 10 });
const ById = z
  .object({ bookingId: z.union([z.string(), z.number()]).transform(String) })
  .partial()
  .catch({});
const UniqueIds = z
  .object({ uniqueIDs: z.array(z.coerce.string()).catch([]) })
  .catch({ uniqueIDs: [] });

const has = (value: string | undefined, part: string | undefined) =>
  !part?.trim() || (value ?? "").toUpperCase().includes(part.trim().toUpperCase());

function dayOf(iso: string): string {
  return iso.slice(0, 10);
}

function matches(booking: SimBooking, q: z.infer<typeof SearchBody>): boolean {
  const item = latestItem(booking);
  if (q.status && booking.bookStatus !== q.status) return false;
  if (!has(booking.bookingNumber, q.bookingNumber)) return false;
  // The form's field is the airline record locator; agents also type the booking's own locator.
  if (
    !has(booking.bookingRecordLocator.id, q.recordLocator) &&
    !has(booking.bookingAirRecordLocator.id, q.recordLocator)
  )
    return false;
  if (q.travelerName?.trim()) {
    const names = item.travelerInfos
      .map((t) => `${t.surname}/${t.givenName} ${t.givenName} ${t.surname}`)
      .join("|");
    if (!has(names, q.travelerName)) return false;
  }
  if (q.arrivalAirport?.trim()) {
    const wanted = q.arrivalAirport.trim().toUpperCase();
    if (
      !item.airLowFare.airOptions.some((o) => o.airFlightSegments.some((s) => s.desLoc === wanted))
    )
      return false;
  }
  if (q.deadlineFrom || q.deadlineTo) {
    // Only a booking still waiting for its ticket has a deadline to watch.
    if (isCancelled(booking) || item.ticketed) return false;
    const due = deadlineOf(booking);
    const from = q.deadlineFrom ? Date.parse(q.deadlineFrom) : Number.NaN;
    const to = q.deadlineTo ? Date.parse(q.deadlineTo) : Number.NaN;
    if (!Number.isFinite(due)) return false;
    if (Number.isFinite(from) && due < from) return false;
    if (Number.isFinite(to) && due >= to) return false;
  }
  const day = q.dateType === "CreatedDate" ? dayOf(booking.bookingDate) : departureDate(item);
  if (q.startTime && day < q.startTime.slice(0, 10)) return false;
  if (q.endTime && day > q.endTime.slice(0, 10)) return false;
  return true;
}

/** The earlier deadline for sorting; a booking without one sorts last. */
function dueOf(booking: SimBooking): number {
  const due = deadlineOf(booking);
  return Number.isFinite(due) ? due : Number.MAX_SAFE_INTEGER;
}

/** Loads the booking named by `bookingId` (or the first unique id) that the user may see. */
function withBooking(
  ctx: SimContext,
  user: SeedUser,
  id: string | undefined,
  run: (booking: SimBooking) => Response,
): Response {
  if (!id) return errors.requiredFields(["bookingId"]);
  const booking = visibleBooking(ctx.state, user, id);
  return booking ? run(booking) : err(3, 404, `Booking ${id} not found`);
}

const RulesBody = z
  .object({ bookingId: text, versionNum: z.coerce.number().int().catch(0) })
  .catch({ bookingId: "", versionNum: 0 });

const noTicketingRight = () => err(3, 403, "User is not a ticketing agent");

export function bookingHandlers(ctx: SimContext): HttpHandler[] {
  const now = () => ctx.config.now();
  return [
    http.post(
      "*/pamhkapi/booking/search",
      loggedInRoute(ctx, async ({ request, user }) => {
        const q = SearchBody.parse(await readJson(request));
        const found = ctx.state.bookings
          .filter((b) => canSee(user, b) && matches(b, q))
          .sort(
            q.sortBy === "deadline"
              ? (a, b) =>
                  (dueOf(a) - dueOf(b) || a.bookingId.localeCompare(b.bookingId)) *
                  (q.sortOrder === "desc" ? -1 : 1)
              : (a, b) =>
                  b.bookingDate.localeCompare(a.bookingDate) ||
                  b.bookingId.localeCompare(a.bookingId),
          );
        // The back office reports "no data" as a process error
        // (docs/back-office.md#the-envelope-and-its-codes: 12/297).
        if (found.length === 0) return err(12, 297, "No booking found");
        return ok({
          bookings: found.slice(q.offset, q.offset + q.limit).map(summaryRow),
          totalElements: found.length,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/booking/getBookingById",
      loggedInRoute(ctx, async ({ request, user }) =>
        withBooking(ctx, user, ById.parse(await readJson(request)).bookingId, (b) =>
          ok({ bookings: [detailView(b)] }),
        ),
      ),
    ),

    http.post(
      "*/pamhkapi/booking/bookingCancel",
      loggedInRoute(ctx, async ({ request, user }) =>
        withBooking(ctx, user, ById.parse(await readJson(request)).bookingId, (b) => {
          const refused = cancelBooking(b);
          return refused ? err(3, 310, refused.refused) : ok();
        }),
      ),
    ),

    http.post(
      "*/pamhkapi/booking/ticket",
      loggedInRoute(ctx, async ({ request, user }) => {
        if (!user.ticketingAgent) return noTicketingRight();
        return withBooking(ctx, user, ById.parse(await readJson(request)).bookingId, (b) => {
          const refused = issueTicket(b, now());
          return refused ? err(3, 320, refused.refused) : ok();
        });
      }),
    ),

    http.post(
      "*/pamhkapi/booking/resRetrieve",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = z
          .object({ recordLocator: text })
          .catch({ recordLocator: "" })
          .parse(await readJson(request));
        const locator = body.recordLocator.trim().toUpperCase();
        if (!locator) return errors.requiredFields(["recordLocator"]);
        const booking = ctx.state.bookings.find(
          (b) => b.bookingRecordLocator.id === locator && canSee(user, b),
        );
        if (!booking)
          return err(3, 404, "Record locator not found", { fields: [`recordLocator ${locator}`] });
        // A booking the airline has not confirmed yet has no PNR in the GDS to read back.
        if (booking.bookStatus === "BOOKING_RECEIVED") {
          return err(3, 501, "PNR not yet created in GDS", {
            fields: [`recordLocator ${locator}`, "status RECEIVED"],
          });
        }
        const item = latestItem(booking);
        return ok({
          bookings: [
            {
              bookingRecordLocator: { ...booking.bookingRecordLocator },
              bookStatus: booking.bookStatus,
              airLowFare: structuredClone(item.airLowFare),
              travelerInfos: structuredClone(item.travelerInfos),
            },
          ],
        });
      }),
    ),

    http.post(
      "*/pamhkapi/booking/showRefund",
      loggedInRoute(ctx, async ({ request, user }) => {
        if (!user.ticketingAgent) return noTicketingRight();
        const [, bookingId] = UniqueIds.parse(await readJson(request)).uniqueIDs;
        return withBooking(ctx, user, bookingId, (b) => {
          const refusal = refusalToRefund(b);
          return refusal ? err(3, 330, refusal) : ok({ airRefund: refundQuote(b) });
        });
      }),
    ),

    http.post(
      "*/pamhkapi/booking/applyRefund",
      loggedInRoute(ctx, async ({ request, user }) => {
        if (!user.ticketingAgent) return noTicketingRight();
        const [, bookingId] = UniqueIds.parse(await readJson(request)).uniqueIDs;
        return withBooking(ctx, user, bookingId, (b) => {
          const refused = applyRefund(b, now());
          return refused ? err(3, 330, refused.refused) : ok();
        });
      }),
    ),

    // Extension (mocks/README.md "Fare rules of a booking"): the rules filed with a version.
    http.post(
      "*/pamhkapi/booking/rules",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = RulesBody.parse(await readJson(request));
        return withBooking(ctx, user, body.bookingId, (b) => {
          const item = b.items.find((i) => i.versionNum === body.versionNum) ?? latestItem(b);
          return ok({ airRules: fareRules(item.airLowFare) });
        });
      }),
    ),

    ...modifyTravellerHandlers(ctx),
    ...testSupportHandlers(ctx),
  ];
}

const Email = z.object({
  emailAddress: z.string().trim().email(),
  emailType: z.string().nullish(),
});
const Phone = z.object({
  phoneNumber: z.string().regex(/^\d{6,}$/),
  phoneType: z.string().nullish(),
  countryAccessCode: z
    .string()
    .regex(/^\d{1,3}$/)
    .nullish()
    .or(z.literal("")),
  areaCityCode: z.string().nullish(),
});
const ModifyBody = z.object({
  bookingIdType: z.object({ id: z.coerce.string() }),
  bookingTravelerInfos: z.array(
    z.object({
      refIndex: z.coerce.number(),
      birthDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullish(),
      emails: z.array(Email).min(1),
      telephones: z.array(Phone).min(1),
    }),
  ),
});

/** Only contact data and birth date change: names and titles are fixed once ticketable. */
function modifyTravellerHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/booking/modifyAirBookTravelerInfo",
      loggedInRoute(ctx, async ({ request, user }) => {
        const parsed = ModifyBody.safeParse(await readJson(request));
        if (!parsed.success)
          return err(3, 100, "Invalid traveller information", {
            fields: parsed.error.issues.map((i) => i.path.join(".")),
          });
        return withBooking(ctx, user, parsed.data.bookingIdType.id, (b) => {
          if (b.bookStatus === "BOOKING_CANCELLED") return err(3, 310, "Booking cancelled");
          const item = latestItem(b);
          for (const change of parsed.data.bookingTravelerInfos) {
            const traveller = item.travelerInfos.find(
              (t) => Number(t.refIndex) === change.refIndex,
            );
            if (!traveller)
              return err(3, 100, `No traveller ${change.refIndex}`, { fields: ["refIndex"] });
            if (change.birthDate) traveller.birthDate = change.birthDate;
            traveller.emails = change.emails.map((e) => ({
              emailAddress: e.emailAddress,
              emailType: e.emailType ?? "HOME",
            }));
            traveller.telephones = change.telephones.map((p) => ({
              ...p,
              phoneType: p.phoneType ?? "MOBILE",
              countryAccessCode: p.countryAccessCode ?? "",
              areaCityCode: p.areaCityCode ?? "",
            }));
          }
          return ok();
        });
      }),
    ),
  ];
}

const TestBooking = z.object({
  login: z.string(),
  surname: z.string().regex(/^[A-Z]+$/),
  givenName: z.string().regex(/^[A-Z ]+$/),
  carrier: z.string().default("CX"),
  destination: z.string().default("LHR"),
  ticketed: z.boolean().default(false),
  /** Both deadlines this many minutes from now (negative: already passed). */
  deadlineInMinutes: z.number().optional(),
  /** A connection: the outbound flies origin-via-destination (two segments). */
  via: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** Rebooked once: version 1 is kept as history, version 2 is the latest (ticketed). */
  rebooked: z.boolean().default(false),
  /**
   * Ticketed, a refund applied, and the tickets not shown as refunded yet (a back office that
   * takes its time): the work queue's "refund applied" item.
   */
  refundPending: z.boolean().default(false),
  /** Departs this many days from now (default 30): the outside-change sweep reads 14 days ahead. */
  departInDays: z.number().int().min(1).max(300).default(30),
});

/**
 * Test support outside the upstream prefixes (like /__sim/control): end-to-end tests create the
 * booking each test needs, through the same createBooking that /air/book uses.
 */
function testSupportHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post("*/__sim/bookings", async ({ request }) => {
      const parsed = TestBooking.safeParse(await readJson(request));
      if (!parsed.success) return jsonResponse({ error: "Bad Request" }, 400);
      const {
        login,
        surname,
        givenName,
        carrier,
        destination,
        ticketed,
        deadlineInMinutes,
        via,
        rebooked,
        refundPending,
        departInDays,
      } = parsed.data;
      const user = findUserByLogin(ctx.state, login);
      if (!user) return jsonResponse({ error: "Unknown login" }, 400);
      const trip: Trip = [carrier, "HKG", destination, true];
      const departs = ctx.config.now() + departInDays * 86_400_000;
      const airLowFare = via
        ? connectingFare(trip, via, departs, departs + 7 * 86_400_000, ["ADT", "ADT"])
        : fareFor(trip, departs, departs + 7 * 86_400_000, "Y", ["ADT", "ADT"]);
      const travelerInfos = [
        {
          refIndex: 1,
          passengerType: "ADT",
          nameTitle: "MR",
          surname,
          givenName,
          birthDate: "1980-01-01",
          emails: [
            { emailAddress: "first@example.com", emailType: "HOME" },
            { emailAddress: "second@example.com", emailType: "WORK" },
          ],
          telephones: [
            {
              phoneNumber: "91234567",
              phoneType: "MOBILE",
              countryAccessCode: "852",
              areaCityCode: "",
            },
          ],
        },
        {
          refIndex: 2,
          passengerType: "ADT",
          nameTitle: "MS",
          surname,
          givenName: "MEI",
          birthDate: "1982-02-02",
          emails: [{ emailAddress: "mei@example.com", emailType: "HOME" }],
          telephones: [
            {
              phoneNumber: "92345678",
              phoneType: "MOBILE",
              countryAccessCode: "852",
              areaCityCode: "",
            },
          ],
        },
      ];
      const created = createBooking(ctx, {
        userId: user.id,
        airLowFare,
        travelerInfos,
        baggageInfos: [],
        priceClasses: [],
      });
      const booking = findBooking(ctx.state, created.bookingId)!;
      if (ticketed || refundPending) issueTicket(booking, ctx.config.now());
      if (refundPending) {
        const item = latestItem(booking);
        item.appliedReFund = true;
        item.refundDate = new Date(ctx.config.now()).toISOString();
      }
      if (rebooked)
        addRebookedVersion(
          booking,
          structuredClone(latestItem(booking).airLowFare),
          0,
          ctx.config.now(),
        );
      if (deadlineInMinutes !== undefined) {
        const due = new Date(ctx.config.now() + deadlineInMinutes * 60_000).toISOString();
        booking.bookingDeadline = due;
        booking.fareDeadline = due;
      }
      return jsonResponse(created);
    }),
    // Load tests (bench/agents.ts, tests/multi/sentinel.spec.ts) count the bookings made per
    // traveller surname: a booking made twice shows as two ids under one name.
    http.get("*/__sim/bookings", ({ request }) => {
      const prefix = new URL(request.url).searchParams.get("surnamePrefix") ?? "";
      const bookings = ctx.state.bookings.flatMap((booking) => {
        const surnames = booking.items.flatMap((item) => item.travelerInfos.map((t) => t.surname));
        return prefix && !surnames.some((s) => s.startsWith(prefix))
          ? []
          : [{ bookingId: booking.bookingId, surnames: [...new Set(surnames)] }];
      });
      return jsonResponse({ bookings });
    }),
  ];
}
