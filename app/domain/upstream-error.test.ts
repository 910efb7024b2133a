import { describe, expect, it } from "vitest";
import { isNoLogin, messageFor, type UpstreamError } from "./upstream-error";

const envelope = (
  errorType: number,
  errorCode: number,
  errorMsg = "",
  serialno = "",
): UpstreamError => ({
  kind: "envelope",
  errorType,
  errorCode,
  errorMsg,
  fields: [],
  serialno,
});

describe("messageFor (common handling, docs/back-office.md#the-envelope-and-its-codes)", () => {
  it("5/4 is NO_LOGIN", () => {
    expect(isNoLogin(envelope(5, 4))).toBe(true);
    expect(messageFor(envelope(5, 4))).toEqual({ key: "error.NO_LOGIN" });
  });
  it("12/17 is PROCESS_FAILED with the serial number", () => {
    expect(messageFor(envelope(12, 17, "boom", "SN0000000042"))).toEqual({
      key: "error.PROCESS_FAILED_SERIAL",
      values: { serialno: "SN0000000042" },
    });
  });
  it("unmatched errors carry the server message", () => {
    expect(messageFor(envelope(3, 999, "Seat map unavailable"))).toEqual({
      key: "error.UPSTREAM_MESSAGE",
      values: { message: "Seat map unavailable" },
    });
  });
  it("unmatched errors without a text are the generic RNT_ERR", () => {
    expect(messageFor(envelope(3, 999, ""))).toEqual({ key: "error.RNT_ERR" });
  });
  it("a refusal that retrying cannot cure does not ask to try again", () => {
    expect(messageFor(envelope(3, 100, "Invalid search request"))).toEqual({
      key: "refusal.WITH_REASON",
      values: { message: "Invalid search request" },
    });
    expect(messageFor(envelope(3, 409, ""))).toEqual({ key: "refusal.PLAIN" });
    // A timeout may pass: the generic text stays.
    expect(messageFor(envelope(3, 187, "Search timeout")).key).toBe("error.UPSTREAM_MESSAGE");
  });
  it("a missing envelope is the generic response error", () => {
    expect(messageFor({ kind: "noEnvelope" })).toEqual({ key: "error.RESPONSE_ERROR" });
  });
  it.each([400, 401, 404, 500, 504])("HTTP %i has its own text", (status) => {
    expect(messageFor({ kind: "http", status, statusText: "x" })).toEqual({
      key: `http.${status}`,
    });
  });
  it("other HTTP statuses show status and message", () => {
    expect(messageFor({ kind: "http", status: 418, statusText: "I'm a teapot" })).toEqual({
      key: "http.other",
      values: { status: 418, message: "I'm a teapot" },
    });
  });
  it("timeouts and connection failures are COMMUNICATION_FAILURE", () => {
    expect(messageFor({ kind: "communication", reason: "timeout" })).toEqual({
      key: "error.COMMUNICATION_FAILURE",
    });
    expect(messageFor({ kind: "communication", reason: "network" })).toEqual({
      key: "error.COMMUNICATION_FAILURE",
    });
  });
});
