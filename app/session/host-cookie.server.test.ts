// Issue 32 item 10: over HTTPS the session cookie is `__Host-session` (Secure, Path=/, no Domain).
import { describe, expect, it } from "vitest";
import { createKeyValueStore } from "./kv-store.server";
import { createPortalSessionStorage } from "./storage.server";

const storageFor = (secure: boolean) =>
  createPortalSessionStorage<{ login: string }, { toast: string }>({
    store: createKeyValueStore({ kind: "memory", namespace: "hostcookie" }),
    secrets: ["host-cookie-secret-host-cookie"],
    secure,
  });

describe("session cookie name", () => {
  it("is __Host-session over HTTPS and reads back", async () => {
    const storage = storageFor(true);
    const session = await storage.getSession(null);
    session.set("login", "agent");
    const setCookie = await storage.commitSession(session);
    expect(setCookie).toMatch(/^__Host-session=/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const again = await storage.getSession(setCookie.split(";")[0]);
    expect(again.get("login")).toBe("agent");
  });

  it("stays __session over plain HTTP, where a browser refuses __Host- cookies", async () => {
    const storage = storageFor(false);
    const session = await storage.getSession(null);
    session.set("login", "agent");
    expect(await storage.commitSession(session)).toMatch(/^__session=/);
  });
});
