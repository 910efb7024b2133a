import { describe, expect, it } from "vitest";
import { createKeyValueStore, type KeyValueStore } from "~/store/kv-store.server";
import { sharedProbe } from "../../server/shared-probe";

const memory = () => createKeyValueStore({ kind: "memory", namespace: "health" });

function countingProbe(result = true, delayMs = 0) {
  const probe = async () => {
    probe.calls += 1;
    await new Promise((r) => setTimeout(r, delayMs));
    return result;
  };
  probe.calls = 0;
  return probe;
}

describe("sharedProbe: one back-office call per window across instances", () => {
  it("many requests on two instances sharing a store: one call, everyone gets its result", async () => {
    const store = memory();
    const probe = countingProbe(true, 50);
    const instanceA = sharedProbe({ store, key: "backOffice", ttlSeconds: 1, probe });
    const instanceB = sharedProbe({ store, key: "backOffice", ttlSeconds: 1, probe, pollMs: 10 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? instanceA() : instanceB())),
    );
    expect(answers.every(Boolean)).toBe(true);
    expect(probe.calls).toBe(1);
    // Still within the window: no new call.
    await Promise.all([instanceA(), instanceB()]);
    expect(probe.calls).toBe(1);
    // The window is over: one more call, then reused again.
    await new Promise((r) => setTimeout(r, 1100));
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? instanceA() : instanceB())));
    expect(probe.calls).toBe(2);
  });

  it("a failed check is shared too (down), without asking again in the window", async () => {
    const store = memory();
    const probe = countingProbe(false);
    const check = sharedProbe({ store, key: "backOffice", ttlSeconds: 5, probe });
    expect(await check()).toBe(false);
    expect(await check()).toBe(false);
    expect(probe.calls).toBe(1);
  });

  it("without the store (Redis down) each instance still calls at most once per window", async () => {
    const broken: KeyValueStore = {
      get: () => Promise.reject(new Error("down")),
      set: () => Promise.reject(new Error("down")),
      delete: () => Promise.reject(new Error("down")),
      add: () => Promise.reject(new Error("down")),
      ifOwner: () => Promise.reject(new Error("down")),
    };
    const probe = countingProbe(true);
    const check = sharedProbe({ store: broken, key: "backOffice", ttlSeconds: 5, probe });
    for (let i = 0; i < 10; i++) expect(await check()).toBe(true);
    expect(probe.calls).toBe(1);
  });
});
