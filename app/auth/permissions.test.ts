import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/contracts/user";
import { can, hasPermission, reportMode } from "./permissions";

const base: SessionUser = {
  id: "U1",
  loginName: "x",
  surname: "",
  givenName: "",
  companyName: "",
  companyCode: "",
  unReadMessageCount: 0,
  pendingScheduleChangeCount: 0,
  bookingAgent: false,
  ticketingAgent: false,
  customerAdmin: false,
  systemAdmin: false,
  pnrOrderAgent: false,
  permissions: [],
  userType: "AGENT",
  bookingFromPartyId: "",
  rph: "",
  emails: [],
  telephones: [],
};

describe("permissions", () => {
  it("nobody signed in can do nothing", () => {
    expect(can(null, "cancelBooking")).toBe(false);
  });
  it("flags decide booking, ticketing, admin and order abilities", () => {
    expect(can(base, "book")).toBe(false);
    expect(can({ ...base, bookingAgent: true }, "book")).toBe(true);
    expect(can({ ...base, ticketingAgent: true }, "issueTicket")).toBe(true);
    expect(can({ ...base, ticketingAgent: true }, "refund")).toBe(true);
    expect(can(base, "rebook")).toBe(false);
    expect(can(base, "cancelBooking")).toBe(true);
    expect(can({ ...base, customerAdmin: true }, "addAccount")).toBe(true);
    expect(can(base, "editRoles")).toBe(false);
    expect(can({ ...base, systemAdmin: true }, "adminInvoiceReport")).toBe(true);
    expect(can({ ...base, pnrOrderAgent: true }, "issueOrderTicket")).toBe(true);
    expect(can(base, "voidOrder")).toBe(false);
    expect(can({ ...base, ticketingAgent: true }, "voidOrder")).toBe(true);
    // Schedule changes: booking or ticketing agents accept them; a viewer only reads.
    expect(can(base, "handleScheduleChange")).toBe(false);
    expect(can({ ...base, bookingAgent: true }, "handleScheduleChange")).toBe(true);
    expect(can({ ...base, ticketingAgent: true }, "handleScheduleChange")).toBe(true);
    // Usage: system admins (every company) and company admins (their own; the service scopes).
    expect(can(base, "viewUsage")).toBe(false);
    expect(can({ ...base, bookingAgent: true, ticketingAgent: true }, "viewUsage")).toBe(false);
    expect(can({ ...base, customerAdmin: true }, "viewUsage")).toBe(true);
    expect(can({ ...base, systemAdmin: true }, "viewUsage")).toBe(true);
  });
  it("permission codes are looked up in the list; 10 means all rights", () => {
    expect(hasPermission({ ...base, permissions: ["12"] }, "12")).toBe(true);
    expect(hasPermission({ ...base, permissions: ["13"] }, "12")).toBe(false);
    expect(hasPermission({ ...base, permissions: ["10"] }, "24")).toBe(true);
    expect(can({ ...base, permissions: ["12"] }, "viewColleaguesBookings")).toBe(true);
  });
  it("report mode follows customerAdmin", () => {
    expect(reportMode({ ...base, customerAdmin: true })).toBe("CUSTOMER_ADMIN");
    expect(reportMode(base)).toBe("CUSTOMER");
  });
});
