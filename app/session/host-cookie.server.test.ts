// Over HTTPS the session cookie is `__Host-session` (Secure, Path=/, no Domain).
import { describe, expect, it } from "vitest";
import { createKeyValueStore } from "~/store/kv-store.server";
import {
  flashToastCookie,
  readFlashToast,
  statelessCsrf,
  statelessCsrfMatches,
} from "./stateless.server";
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

describe("anonymous cookie names (CSRF cookie, flash toast)", () => {
  const cookieOf = (setCookie: string) => setCookie.split(";")[0];

  it("are __Host-csrf and __Host-flash over HTTPS, Secure, Path=/, no Domain, and read back", async () => {
    const request = new Request("https://portal.test/login");
    const csrf = statelessCsrf(request);
    expect(csrf.setCookie).toMatch(
      /^__Host-csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const withCsrf = new Request("https://portal.test/login", {
      headers: { Cookie: cookieOf(csrf.setCookie!) },
    });
    expect(statelessCsrf(withCsrf)).toEqual({ token: csrf.token });
    expect(statelessCsrfMatches(withCsrf, csrf.token)).toBe(true);
    // The unprefixed name, which a sibling subdomain could plant, is not read over HTTPS.
    const planted = new Request("https://portal.test/login", {
      headers: { Cookie: cookieOf(csrf.setCookie!).replace("__Host-csrf", "__csrf") },
    });
    expect(statelessCsrfMatches(planted, csrf.token)).toBe(false);

    const flash = await flashToastCookie(request, { type: "success", key: "success.LOGOUT" });
    expect(flash).toMatch(/^__Host-flash=/);
    expect(flash).toMatch(/; Path=\//);
    expect(flash).toMatch(/; Secure/);
    expect(flash).not.toMatch(/Domain=/i);
    const read = await readFlashToast(
      new Request("https://portal.test/login", { headers: { Cookie: cookieOf(flash) } }),
    );
    expect(read?.toast).toEqual({ type: "success", key: "success.LOGOUT" });
    expect(read?.clear).toMatch(/^__Host-flash=;/);
  });

  it("stay __csrf and __flash over plain HTTP", async () => {
    const request = new Request("http://portal.test/login");
    expect(statelessCsrf(request).setCookie).toMatch(
      /^__csrf=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(await flashToastCookie(request, { type: "success", key: "success.LOGOUT" })).toMatch(
      /^__flash=/,
    );
  });
});
