import { describe, expect, it } from "vitest";
import { families, familyOf } from "./back-office-family";

describe("familyOf", () => {
  it.each([
    ["/pamhkapi/air/airLowFareSearch", "air-search"],
    ["/pamhkapi/rebook/flightSearch", "air-search"],
    ["/pamhkapi/air/rebookSearch", "air-search"],
    ["/pamhkapi/air/reviewAirLowFareInfo?airFareRefIndex=3", "air-review"],
    ["/pamhkapi/air/loadBookForm", "air-review"],
    ["/pamhkapi/air/rules?airItinRph=IT1", "air-review"],
    ["/pamhkapi/rebook/flightReview", "air-review"],
    ["/pamhkapi/rebook/ancillariesReview", "air-review"],
    ["/pamhkapi/air/book", "air-book"],
    ["/pamhkapi/rebook/flightModify", "air-book"],
    ["/pamhkapi/rebook/ancillariesModify", "air-book"],
    ["/pamhkapi/booking/getBookingById", "booking"],
    ["/pamhkapi/booking/bookingCancel", "booking"],
    ["/pamhkapi/order/pagedorderlist", "order"],
    ["/pamhkapi/account/info", "account"],
    ["/pamhkapi/account/availablecredits", "account"],
    ["/pamhkapi/account/managerUserlist", "account"],
    ["/pamhkapi/account/userLogin", "auth"],
    ["/pamhkapi/account/ssologin", "auth"],
    ["/pamhkapi/account/userLogout", "auth"],
    ["/pamhkapi/verificationCode?t=1", "auth"],
    ["/pamhkapi/email/forgetPassword?accountId=viewer", "auth"],
    ["/pamhkapi/email/contactUs", "notification"],
    ["/pamhkapi/queuemessage/notifications", "notification"],
    ["/pamhkapi/codes/airportCodesByKeyword?keyword=hkg", "lookup"],
    ["/reportapi/run", "report"],
    ["/gallopapi/sales/booking/bookings/42/travelitinerary/printout", "print"],
    ["/gallopapi/accounting/invoice/salesinvoices/7/printout", "print"],
  ] as const)("%s is %s", (path, family) => {
    expect(familyOf(path)).toBe(family);
  });

  it("reads a full URL, a trailing slash and a fragment", () => {
    expect(familyOf("http://pamhk.test:8200/pamhkapi/air/airLowFareSearch?x=1")).toBe("air-search");
    expect(familyOf("/pamhkapi/order/orderPrice/")).toBe("order");
    expect(familyOf("https://bo.example/reportapi/run#top")).toBe("report");
  });

  it("calls anything else other", () => {
    expect(familyOf("/__sim/reset")).toBe("other");
    expect(familyOf("/pamhkapi/air/notYetImplemented")).toBe("other");
    expect(familyOf("/pamhkapi/booking")).toBe("other");
    expect(familyOf("/pamhkapi")).toBe("other");
    expect(familyOf("")).toBe("other");
    expect(familyOf("/elsewhere/air/airLowFareSearch")).toBe("other");
  });

  it("lists every family once, each one reachable", () => {
    expect(new Set(families).size).toBe(families.length);
    const reached = new Set(
      [
        "/pamhkapi/air/airLowFareSearch",
        "/pamhkapi/air/rules",
        "/pamhkapi/air/book",
        "/pamhkapi/booking/search",
        "/pamhkapi/order/orderTicket",
        "/pamhkapi/account/info",
        "/pamhkapi/queuemessage/handle",
        "/reportapi/run",
        "/gallopapi/x/printout",
        "/pamhkapi/account/userLogin",
        "/pamhkapi/codes/frequentCodes",
        "/nowhere",
      ].map(familyOf),
    );
    expect([...reached].sort()).toEqual([...families].sort());
  });
});
