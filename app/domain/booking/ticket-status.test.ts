import { describe, expect, it } from "vitest";
import { shownTicketStatus } from "./ticket-status";

describe("ticket status shown per version", () => {
  it("an issued ticket of a replaced version was exchanged", () => {
    expect(shownTicketStatus({ latestVersion: false }, "issued")).toBe("exchanged");
    expect(shownTicketStatus({ latestVersion: false }, "ISSUED")).toBe("exchanged");
  });
  it("the latest version and other statuses stay as given", () => {
    expect(shownTicketStatus({ latestVersion: true }, "issued")).toBe("issued");
    expect(shownTicketStatus({ latestVersion: false }, "refunded")).toBe("refunded");
  });
});
