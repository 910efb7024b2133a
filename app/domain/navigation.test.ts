import { describe, expect, it } from "vitest";
import { activeSection, navGroups } from "./navigation";

describe("activeSection", () => {
  it.each([
    ["/secured/air/airLowFareSearch", "air"],
    ["/secured/air/airFlightSelect?searchType=return", "air"],
    ["/secured/booking/bookingDetails", "booking"],
    ["/secured/account/list", "account"],
    ["/secured/order/addOrder", "order"],
    ["/secured/report/bookingReportRunner", "report"],
    ["/secured/notification/messagelist", "notification"],
    ["/secured/hotel", "hotel"],
    ["/secured/greetings", "greetings"],
    ["/secured/activity", "activity"],
    ["/secured/queue", "queue"],
    ["/secured/quotes/0d2c5a4e-1b7f-4e4b-9a51-3c1de1f0a9b2", "quotes"],
  ])("%s activates %s", (path, section) => {
    expect(activeSection(path)).toBe(section);
  });

  it("activates nothing outside the sections", () => {
    expect(activeSection("/secured/sso")).toBeNull();
    expect(activeSection("/login")).toBeNull();
    expect(activeSection("/secured/airline")).toBeNull();
  });

  it("lists air active and hotel, transfer, package inactive; the deadlines and five activities", () => {
    const [booking, activities] = navGroups;
    expect(booking.items.filter((i) => !i.inactive).map((i) => i.id)).toEqual(["air"]);
    expect(booking.items.filter((i) => i.inactive).map((i) => i.id)).toEqual([
      "hotel",
      "transfer",
      "package",
    ]);
    expect(activities.items.map((i) => i.id)).toEqual([
      "greetings",
      "queue",
      "quotes",
      "account",
      "booking",
      "order",
      "report",
      "notification",
      "activity",
      "usage",
    ]);
    // Every company's usage: the menu shows it to system admins only.
    expect(activities.items.filter((i) => i.systemAdminOnly).map((i) => i.id)).toEqual(["usage"]);
  });
});
