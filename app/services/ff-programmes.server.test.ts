import { describe, expect, it, vi } from "vitest";
import type { SignedIn } from "~/auth/guard.server";

// The back office as a counter: how often is /codes/frequentCodes asked, and in which language?
const upstream = vi.hoisted(() => ({
  asked: [] as string[],
  answer: [{ code: "CX", name: "Asia Miles" }],
}));
vi.mock("~/pamhk/codes.server", () => ({
  frequentFlyerProgrammes: async (_ctx: unknown, locale: string) => {
    upstream.asked.push(locale);
    return upstream.answer;
  },
}));

const { programmeList } = await import("./air-book.server");
const { sharedStore } = await import("~/store/kv-store.server");

const agentIn = (lng: string) =>
  ({
    request: new Request("http://portal.test/secured/air/airBookForm", {
      headers: { "Accept-Language": lng },
    }),
  }) as unknown as SignedIn;

describe("frequent-flyer programme list", () => {
  it("is asked once per language and kept in the shared store, not in one instance's memory", async () => {
    await sharedStore().delete("ff-programmes:zh-HK");
    expect(await programmeList(agentIn("zh-HK"))).toEqual(upstream.answer);
    expect(await programmeList(agentIn("zh-HK"))).toEqual(upstream.answer);
    expect(upstream.asked).toEqual(["zh-HK"]);
    // Another instance reads the same store: what it finds there is what the page shows.
    await sharedStore().set("ff-programmes:zh-HK", [{ code: "BA", name: "Avios" }], 60);
    expect(await programmeList(agentIn("zh-HK"))).toEqual([{ code: "BA", name: "Avios" }]);
  });

  it("does not keep a failed (empty) look-up", async () => {
    upstream.asked = [];
    upstream.answer = [];
    await sharedStore().delete("ff-programmes:en-US");
    await programmeList(agentIn("en-US"));
    await programmeList(agentIn("en-US"));
    expect(upstream.asked).toEqual(["en-US", "en-US"]);
  });
});
