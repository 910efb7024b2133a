// patches/@remix-run+router: the server's copy of the router (its CommonJS build) keeps compiled
// paths and ranked branches between matches. Matching must stay exactly what it was.
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import { describe, expect, it } from "vitest";

const router = createRequire(import.meta.url)("@remix-run/router") as typeof Router;
const { createMemoryHistory, createRouter, matchPath, matchRoutes } = router;

const ids = (matches: { route: { id?: string } }[] | null) => matches?.map((m) => m.route.id);

describe("the patched server router", () => {
  it("is the patched build: a tree's ranked branches are kept between matches", () => {
    // Trees change only through patchRoutes (below); a tree changed behind the router's back
    // shows the kept branches. Fails when `npm install` did not apply the patch.
    const routes: Router.AgnosticRouteObject[] = [{ id: "login", path: "login" }];
    expect(matchRoutes(routes, "/contactUs")).toBeNull();
    routes.push({ id: "contact", path: "contactUs" });
    expect(matchRoutes(routes, "/contactUs")).toBeNull();
    expect(ids(matchRoutes([...routes], "/contactUs"))).toEqual(["contact"]);
  });

  it("matches one tree again and again, by rank, with params", () => {
    const routes = [
      {
        id: "secured",
        path: "secured",
        children: [
          { id: "details", path: "booking/bookingDetails" },
          { id: "any", path: "*" },
          { id: "code", path: "airline-logo/:code" },
        ],
      },
      { id: "login", path: "login" },
    ];
    for (let i = 0; i < 3; i++) {
      expect(ids(matchRoutes(routes, "/secured/booking/bookingDetails"))).toEqual([
        "secured",
        "details",
      ]);
      expect(ids(matchRoutes(routes, "/secured/nowhere"))).toEqual(["secured", "any"]);
      expect(matchRoutes(routes, "/secured/airline-logo/CX")?.[1].params).toEqual({ code: "CX" });
      expect(matchRoutes(routes, "/elsewhere")).toBeNull();
    }
  });

  it("keeps case sensitivity and `end` apart for the same path", () => {
    expect(matchPath({ path: "/Login", caseSensitive: true }, "/login")).toBeNull();
    expect(matchPath({ path: "/Login" }, "/login")).not.toBeNull();
    expect(matchPath({ path: "/a", end: false }, "/a/b")).not.toBeNull();
    expect(matchPath({ path: "/a" }, "/a/b")).toBeNull();
  });

  it("still matches after more distinct paths than the cache holds", () => {
    for (let i = 0; i < 1500; i++) expect(matchPath(`/p${i}/:id`, `/p${i}/7`)?.params.id).toBe("7");
    expect(matchPath("/p0/:id", "/p0/x")?.params.id).toBe("x");
  });

  it("keeps a path's matches for the tree, and hands every caller a copy of its own", () => {
    const routes = [
      { id: "root", path: "", children: [{ id: "details", path: "booking/:locator/*" }] },
    ];
    const first = matchRoutes(routes, "/booking/ABC123/tickets")!;
    const again = matchRoutes(routes, "/booking/ABC123/tickets")!;
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(again[1]).not.toBe(first[1]);
    // A branch's matches share one params object, as the router builds them.
    expect(again[0].params).toBe(again[1].params);
    expect(again[1].params).toEqual({ locator: "ABC123", "*": "tickets" });
    (first[1].params as Record<string, string>).locator = "changed"; // a caller changing its copy
    first.pop();
    expect(ids(matchRoutes(routes, "/booking/ABC123/tickets"))).toEqual(["root", "details"]);
    expect(matchRoutes(routes, "/booking/ABC123/tickets")![1].params.locator).toBe("ABC123");
    // Past the cache's size, and past its longest path, matching is what it was.
    for (let i = 0; i < 1200; i++)
      expect(matchRoutes(routes, `/booking/L${i}`)?.[1].params.locator).toBe(`L${i}`);
    const long = `L${"x".repeat(400)}`;
    expect(matchRoutes(routes, `/booking/${long}`)?.[1].params.locator).toBe(long);
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
    expect(matchRoutes(routes, "/nowhere")).toBeNull();
  });

  it("finds a route discovered on navigation in the tree it just searched", async () => {
    // Discovery patches the tree in place and matches it again before it gets a new identity.
    const app = createRouter({
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      history: createMemoryHistory(),
      patchRoutesOnNavigation: ({ path, patch }) => {
        if (path === "/late") patch("root", [{ id: "late", path: "late" }]);
      },
    }).initialize();
    await app.navigate("/late");
    expect(ids(app.state.matches)).toEqual(["root", "late"]);
    expect(app.state.errors).toBeNull();
    app.dispose();
  });
});
