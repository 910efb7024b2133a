// patches/@remix-run+react builds a build's route tree once for the server's render, and
// patches/@remix-run+router converts it to data routes once (react-router-dom's static router
// asks on every request). Pages must render as before.
import { createRequire } from "node:module";
import type * as RemixReact from "@remix-run/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type * as RouterServer from "react-router-dom/server";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { createStaticHandler, createStaticRouter, StaticRouterProvider } =
  require("react-router-dom/server") as typeof RouterServer;
const { Outlet, RemixServer, useMatches } = require("@remix-run/react") as typeof RemixReact;

const Root = () => createElement("main", null, createElement(Outlet));
const Page = (text: string) => () => createElement("p", null, text);

describe("the static router", () => {
  it("converts a route tree given again once, and renders each request's own page", async () => {
    const routes = [
      {
        id: "root",
        path: "/",
        Component: Root,
        children: [
          { id: "list", path: "list", Component: Page("bookings") },
          { id: "details", path: "details/:locator", Component: Page("one booking") },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const render = async (url: string) => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) throw context;
      const router = createStaticRouter(routes, context);
      return {
        router,
        html: renderToString(
          createElement(StaticRouterProvider, { router, context, hydrate: false }),
        ),
      };
    };
    const list = await render("http://portal/list");
    const details = await render("http://portal/details/ABC123");
    expect(details.router.routes).toBe(list.router.routes); // fails without the patch
    expect(list.html).toBe("<main><p>bookings</p></main>");
    expect(details.html).toBe("<main><p>one booking</p></main>");
    expect(details.router.state.matches.map((m) => m.route.id)).toEqual(["root", "details"]);
    expect(details.router.state.matches[1].params).toEqual({ locator: "ABC123" });
    // The matches carry the kept data routes, as an unpatched static router's carry its own.
    expect(details.router.state.matches[1].route).toBe(details.router.routes[0].children?.[1]);
  });
});

describe("Remix's server render", () => {
  const Handles = () =>
    createElement(
      "p",
      null,
      useMatches()
        .map((m) => String(m.handle))
        .join(","),
    );
  const manifestRoutes = {
    root: { id: "root", path: "", hasLoader: false, module: "/build/root.js" },
    page: {
      id: "page",
      parentId: "root",
      path: "page",
      hasLoader: false,
      module: "/build/page.js",
    },
  };
  const future = {};

  async function render(routeModules: Record<string, { default: () => unknown; handle?: string }>) {
    const routes = [{ id: "root", path: "", children: [{ id: "page", path: "page" }] }];
    const staticHandlerContext = await createStaticHandler(routes).query(
      new Request("http://portal/page"),
    );
    if (staticHandlerContext instanceof Response) throw staticHandlerContext;
    const context = {
      manifest: {
        routes: manifestRoutes,
        entry: { module: "/build/entry.js", imports: [] },
        url: "/build/manifest.js",
        version: "1",
      },
      routeModules,
      staticHandlerContext,
      future,
      isSpaMode: false,
      serverHandoffString: "{}",
      serializeError: (error: Error) => ({ message: error.message }),
    } as unknown as RemixReact.RemixServerProps["context"];
    return renderToString(createElement(RemixServer, { context, url: "http://portal/page" }));
  }

  it("builds the route tree once while the build's route modules stay the same", async () => {
    const root = { default: Root, handle: "shell" };
    const page = { default: Handles, handle: "first" };
    expect(await render({ root, page })).toBe("<main><p>shell,first</p></main>");
    // A build's modules never change in place: a change made behind the render's back shows
    // the kept tree (fails without the patch)...
    page.handle = "changed in place";
    expect(await render({ root, page })).toBe("<main><p>shell,first</p></main>");
    // ...and a new module, as a rebuild brings, gets a new tree.
    expect(await render({ root, page: { default: Handles, handle: "rebuilt" } })).toBe(
      "<main><p>shell,rebuilt</p></main>",
    );
  });
});
