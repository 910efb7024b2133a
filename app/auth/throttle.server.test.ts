import { describe, expect, it } from "vitest";
import { createKeyValueStore } from "~/session/kv-store.server";
import { createLoginThrottle, delaySecondsAfter } from "./throttle.server";

const store = (namespace: string) => createKeyValueStore({ kind: "memory", namespace });

describe("sign-in throttling (issue 11)", () => {
  it("never locks a login id: after 3 free failures a short delay, doubling up to 30 s", async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(store("t1"), () => now);
    // An attacker on another address fails 10 times for a colleague's login id...
    for (let i = 0; i < 10; i++) {
      await throttle.fail("Agent", "10.0.0.66");
      now += 31_000;
    }
    // ...the colleague, from their own address, may still sign in (at most 30 s later).
    expect(await throttle.refusal("agent", "10.0.0.7")).toBeNull();
    await throttle.fail("agent ", "10.0.0.66");
    expect(await throttle.refusal("AGENT", "10.0.0.7")).toEqual({
      key: "error.LOGIN_WAIT",
      values: { seconds: 30 },
    });
    now += 30_001;
    expect(await throttle.refusal("agent", "10.0.0.7")).toBeNull();
    expect(await throttle.refusal("admin", "10.0.0.66")).toBeNull();
  });

  it("delays grow 1, 2, 4 ... seconds after the free failures", () => {
    expect([0, 1, 2, 3, 4, 5, 8, 20].map((f) => delaySecondsAfter(f, 3, 30))).toEqual([
      0, 0, 0, 1, 2, 4, 30, 30,
    ]);
  });

  it("stops a client address after 20 failures in 15 minutes, whatever the login ids", async () => {
    let now = 2_000_000_000_000;
    now -= now % (15 * 60_000);
    const throttle = createLoginThrottle(store("t2"), () => now);
    for (let i = 0; i < 20; i++) await throttle.fail(`user${i}`, "10.0.0.66");
    expect(await throttle.refusal("someone", "10.0.0.66")).toEqual({
      key: "error.TOO_MANY_FROM_CLIENT",
      values: { minutes: 15 },
    });
    expect(await throttle.refusal("someone", "10.0.0.7")).toBeNull();
    now += 15 * 60_000;
    expect(await throttle.refusal("someone", "10.0.0.66")).toBeNull();
  });

  it("a success clears the login id's count", async () => {
    const throttle = createLoginThrottle(store("t3"));
    for (let i = 0; i < 6; i++) await throttle.fail("viewer", "a");
    await throttle.succeed("viewer");
    expect(await throttle.refusal("viewer", "b")).toBeNull();
  });
});
