import { describe, expect, it } from "vitest";
import { HOME, paths, returnAfterSignIn } from "./paths";

describe("paths", () => {
  it("never leads back to the logout question after signing in", () => {
    expect(returnAfterSignIn("/secured/logout")).toBeNull();
    expect(returnAfterSignIn("/secured/logout/?x=1")).toBeNull();
    expect(returnAfterSignIn("/secured/booking/list?page=2")).toBe("/secured/booking/list?page=2");
    expect(returnAfterSignIn(null)).toBeNull();
  });

  it("builds the booking details address with the id encoded", () => {
    expect(paths.bookingDetails("200101")).toBe("/secured/booking/bookingDetails?bookingId=200101");
    expect(paths.bookingDetails("A B/1")).toBe("/secured/booking/bookingDetails?bookingId=A+B%2F1");
  });

  it("starts signed-in agents on the flight search, and offers the previous search", () => {
    expect(HOME).toBe("/secured/air/airLowFareSearch");
    expect(paths.previousSearch()).toBe("/secured/air/airLowFareSearch?previous=1");
  });

  it("appends a query given as text, parameters or an object, and no '?' for an empty one", () => {
    expect(paths.flightSelect("searchType=OW&adt=1")).toBe(
      "/secured/air/airFlightSelect?searchType=OW&adt=1",
    );
    expect(paths.rebook(new URLSearchParams({ bookingId: "7", leg: "1" }))).toBe(
      "/secured/booking/flightReshop?bookingId=7&leg=1",
    );
    expect(paths.orderList({ recordLocator: "QH6F4G", page: undefined })).toBe(
      "/secured/order/list?recordLocator=QH6F4G",
    );
    expect(paths.orderList()).toBe("/secured/order/list");
    expect(paths.accountList({ loginName: "" })).toBe("/secured/account/list");
  });

  it("keeps the notification list's own address as the way back from a message", () => {
    expect(paths.notificationDetails("R1", "/secured/notification/messagelist?page=2")).toBe(
      "/secured/notification/messageDetails?refId=R1&back=%2Fsecured%2Fnotification%2Fmessagelist%3Fpage%3D2",
    );
    expect(paths.notificationDetails("R1")).toBe("/secured/notification/messageDetails?refId=R1");
  });

  it("names every page of the spec once", () => {
    expect(paths.rebookReview("9")).toBe("/secured/booking/flightReshopReview?bookingId=9");
    expect(paths.ancillaryChange("9")).toBe("/secured/booking/flightAncillaryReshop?bookingId=9");
    expect(paths.ancillaryChangeReview("9")).toBe(
      "/secured/booking/flightAncillaryReshopReview?bookingId=9",
    );
    expect(paths.accountDetails("U1")).toBe("/secured/account/manageUserDetails?id=U1");
    expect(paths.editAccount("U1")).toBe("/secured/account/editAccountInfo?id=U1");
    expect(paths.changePassword("U1")).toBe("/secured/account/accountChangePassword?id=U1");
    expect(paths.orderDetails("700101")).toBe("/secured/order/orderDetails?orderId=700101");
    expect(paths.addOrder(new URLSearchParams({ step: "2" }))).toBe(
      "/secured/order/addOrder?step=2",
    );
    expect(paths.reportDownload()).toBe("/secured/report/download");
    expect(paths.logout()).toBe("/secured/logout");
  });
});
