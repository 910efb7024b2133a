import { describe, expect, it } from "vitest";
import { createKeyValueStore } from "~/session/kv-store.server";
import { createLoginThrottle } from "./throttle.server";

describe("login throttle (per login id)", () => {
  it("locks a login id after 5 failures for 15 minutes, case-insensitively, and not others", async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(createKeyValueStore({ kind: "memory", namespace: "t1" }), () => now);
    for (let i = 0; i < 4; i++) await throttle.fail("Agent");
    expect(await throttle.lockedMinutes("agent")).toBe(0);
    await throttle.fail("agent ");
    expect(await throttle.lockedMinutes("AGENT")).toBe(15);
    expect(await throttle.lockedMinutes("admin")).toBe(0);
    now += 14 * 60_000;
    expect(await throttle.lockedMinutes("agent")).toBe(1);
    now += 60_001;
    expect(await throttle.lockedMinutes("agent")).toBe(0);
  });

  it("a success clears the count", async () => {
    const throttle = createLoginThrottle(createKeyValueStore({ kind: "memory", namespace: "t2" }));
    for (let i = 0; i < 4; i++) await throttle.fail("viewer");
    await throttle.succeed("viewer");
    await throttle.fail("viewer");
    expect(await throttle.lockedMinutes("viewer")).toBe(0);
  });
});
