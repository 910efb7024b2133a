import { describe, expect, it } from "vitest";
import { SEED_USERS } from "../seed/users";
import { checkProviderCredentials, PROVIDER_ACCOUNTS, UNKNOWN_TO_BACK_OFFICE } from "./accounts";

describe("local identity provider accounts", () => {
  it("has one account per seeded back-office login, plus one the back office does not know", () => {
    for (const user of SEED_USERS) {
      expect(PROVIDER_ACCOUNTS.find((a) => a.preferredUsername === user.loginName)).toBeDefined();
    }
    const stranger = PROVIDER_ACCOUNTS.find((a) => a.username === UNKNOWN_TO_BACK_OFFICE);
    expect(stranger).toBeDefined();
    expect(SEED_USERS.some((u) => u.loginName === stranger?.preferredUsername)).toBe(false);
  });

  it("gives stable subjects distinct from the logins", () => {
    const subs = new Set(PROVIDER_ACCOUNTS.map((a) => a.sub));
    expect(subs.size).toBe(PROVIDER_ACCOUNTS.length);
    for (const account of PROVIDER_ACCOUNTS) expect(account.sub).not.toBe(account.username);
  });

  it("checks the password, with a case-insensitive username", () => {
    expect(checkProviderCredentials("Agent", "Agent1234")?.preferredUsername).toBe("agent");
    expect(checkProviderCredentials("agent", "agent1234")).toBeUndefined();
    expect(checkProviderCredentials("nobody", "Agent1234")).toBeUndefined();
  });
});
