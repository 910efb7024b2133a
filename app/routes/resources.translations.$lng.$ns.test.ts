import { describe, expect, it } from "vitest";
import { resources, translationsVersion } from "~/i18n/resources.server";
import { loader } from "./resources.translations.$lng.$ns";

const get = (lng: string, ns: string, query = "") =>
  loader({
    request: new Request(`http://portal.test/resources/translations/${lng}/${ns}${query}`),
    params: { lng, ns },
    context: {},
  });

describe("translations resource", () => {
  it("answers a namespace of a language, cacheable for good under the current version", async () => {
    const response = await get("zh-HK", "order", `?v=${translationsVersion}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(resources["zh-HK"].order);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is not cached for good under another version (a page of an older or newer build)", async () => {
    for (const query of ["", "?v=old"]) {
      const response = await get("en-US", "booking", query);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it.each([
    ["fr-FR", "common"],
    ["en-US", "secrets"],
    ["en-US", "__proto__"],
  ])("refuses %s/%s", async (lng, ns) => {
    const response = await get(lng, ns, `?v=${translationsVersion}`);
    expect(response.status).toBe(404);
  });
});
