import { describe, expect, it } from "vitest";
import { safeRedirect } from "./flash.server";

describe("safeRedirect", () => {
  it.each([
    ["/secured/booking/list?page=2", "/secured/booking/list?page=2"],
    ["/secured/greetings#top", "/secured/greetings#top"],
  ])("keeps the relative path %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/x",
    "javascript:alert(1)",
    "",
    null,
    undefined,
    "secured/x",
  ])("refuses %s", (to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });
});
