// patches/@remix-run+server-runtime: a loader gets the request itself when Remix has no `index`
// or `_routes` parameter to strip from it, instead of two copies per loader. What a loader sees
// must stay what it was.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Args = { request: Request };
const { callRouteLoader } = createRequire(import.meta.url)(
  "@remix-run/server-runtime/dist/data.js",
) as {
  callRouteLoader: (opts: {
    loadContext: unknown;
    loader: (args: Args) => unknown;
    params: Record<string, string>;
    request: Request;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
};

async function seenBy(request: Request): Promise<Request> {
  let seen: Request | undefined;
  await callRouteLoader({
    loadContext: {},
    loader: ({ request }) => ((seen = request), null),
    params: {},
    request,
    routeId: "page",
    singleFetch: true,
  });
  return seen as Request;
}

describe("the patched loader call", () => {
  it("hands a loader the request itself when there is nothing to strip", async () => {
    const request = new Request("http://portal/secured/air/airFlightSelect?chosen=a&chosen=b", {
      headers: { Cookie: "__session=x" },
    });
    expect(await seenBy(request)).toBe(request);
  });

  it("still strips Remix's own parameters, keeping the rest in order", async () => {
    const request = new Request(
      "http://portal/secured/orders?index&page=2&_routes=routes%2Fsecured&sort=new",
      { headers: { Cookie: "__session=x" } },
    );
    const seen = await seenBy(request);
    expect(seen).not.toBe(request);
    expect(seen.url).toBe("http://portal/secured/orders?page=2&sort=new");
    expect(seen.headers.get("Cookie")).toBe("__session=x");
    const kept = await seenBy(new Request("http://portal/secured/orders?index=keep&page=2"));
    expect(new URL(kept.url).searchParams.getAll("index")).toEqual(["keep"]);
  });
});
