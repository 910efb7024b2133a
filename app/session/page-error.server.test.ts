import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { requireCsrf } from "./csrf.server";
import { pageError } from "./page-error.server";
import type { PortalSession } from "./session.server";

const request = (headers: Record<string, string> = {}) =>
  new Request("http://portal.test/secured/booking/list", { method: "POST", headers });

describe("pageError", () => {
  it("carries the request's reference, the status and the headers to the error view", () => {
    const answer = pageError(request({ "x-request-id": "req-123" }), { key: "http.429" }, 429, {
      headers: { "Retry-After": "60" },
      extra: { search: "HKG-LHR" },
    });
    expect(answer.data).toEqual({
      search: "HKG-LHR",
      message: { key: "http.429" },
      requestId: "req-123",
    });
    expect(answer.init?.status).toBe(429);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("60");
  });

  it("says no reference when the request has none", () => {
    expect(pageError(request(), { key: "http.404" }, 404).data.requestId).toBeNull();
  });
});

describe("a refused form's 403 (deliberate 4xx answers)", () => {
  it("a foreign CSRF token is refused with the reference of the request", () => {
    const session = createSession({ csrf: "a".repeat(43) }) as unknown as PortalSession;
    const form = new FormData();
    form.set("csrf", "b".repeat(43));
    let thrown: unknown;
    try {
      requireCsrf(request({ "x-request-id": "req-456" }), session, form);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      init: { status: 403 },
      data: { message: { key: "error.CSRF_FAILED" }, requestId: "req-456" },
    });
  });
});
