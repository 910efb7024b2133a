import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SessionStorage } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyValueStore, type KeyValueStore } from "~/store/kv-store.server";
import { closeRedisClients } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";
import {
  createPortalSessionStorage,
  rotateSession,
  sessionTimedOut,
  type PortalSessionStorageOptions,
} from "./storage.server";

let redis: RunningRedis | undefined;
let redisStarting: Promise<RunningRedis> | undefined;
let dataDir = "";

// Started only by the Redis suites, so a missing redis-server fails those and nothing else.
async function needRedis(): Promise<void> {
  redis = await (redisStarting ??= startRedis());
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "session-test-"));
});

afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const SECRETS = ["s3cret-s3cret-s3cret-s3cret"];
const cookieHeader = (setCookie: string) => setCookie.split(";")[0];

/** The signed cookie value, unsigned and decoded the way Remix encodes it. */
function cookiePayload(setCookie: string): unknown {
  const value = decodeURIComponent(cookieHeader(setCookie).slice("__session=".length));
  const encoded = value.slice(0, value.lastIndexOf("."));
  return JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
}

type Setup = { storage: SessionStorage; store: KeyValueStore; clock: { ms: number } };

describe.each(["memory", "file", "redis"] as const)("portal sessions in the %s store", (kind) => {
  if (kind === "redis") beforeAll(needRedis);

  function setup(opts: Partial<PortalSessionStorageOptions> = {}): Setup {
    const store = createKeyValueStore({
      kind,
      namespace: "session",
      dataDir,
      redisUrl: redis?.url,
    });
    const clock = { ms: Date.now() };
    const storage = createPortalSessionStorage({
      store,
      secrets: SECRETS,
      secure: false,
      now: () => clock.ms,
      ...opts,
    });
    return { storage, store, clock };
  }

  async function commitNew(storage: SessionStorage, data: Record<string, unknown>) {
    const session = await storage.getSession(null);
    for (const [key, value] of Object.entries(data)) session.set(key, value);
    const setCookie = await storage.commitSession(session);
    return { setCookie, cookie: cookieHeader(setCookie) };
  }

  it("round-trips data through the cookie header", async () => {
    const { storage } = setup();
    const { cookie } = await commitNew(storage, { user: { login: "agent1" }, locale: "zh-HK" });
    const session = await storage.getSession(cookie);
    expect(session.get("user")).toEqual({ login: "agent1" });
    expect(session.get("locale")).toBe("zh-HK");

    session.set("locale", "en-US");
    await storage.commitSession(session);
    expect((await storage.getSession(cookie)).get("locale")).toBe("en-US");
  });

  it("sets a signed, HttpOnly, SameSite=Lax cookie that holds only the id", async () => {
    const { setCookie } = await commitNew(setup().storage, { user: "secret-data" });
    expect(setCookie).toMatch(/^__session=/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=36000/);
    expect(setCookie).not.toMatch(/Secure/);
    const id = cookiePayload(setCookie);
    expect(typeof id).toBe("string");
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookie).not.toContain("secret-data");

    const secure = await commitNew(setup({ secure: true }).storage, {});
    expect(secure.setCookie).toMatch(/; Secure/);
  });

  it("gives each session a unique 256-bit id", async () => {
    const { storage } = setup();
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await storage.getSession((await commitNew(storage, { n: 1 })).cookie)).id,
      ),
    );
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("ignores a tampered cookie", async () => {
    const { storage } = setup();
    const { cookie } = await commitNew(storage, { user: "agent1" });
    // Change the last character of the signature.
    const tampered = cookie.slice(0, -1) + (cookie.endsWith("A") ? "B" : "A");
    const session = await storage.getSession(tampered);
    expect(session.id).toBe("");
    expect(session.get("user")).toBeUndefined();
  });

  it("ends a session idle longer than idleSeconds; activity slides the window", async () => {
    const { storage, clock } = setup({ idleSeconds: 60 });
    const { cookie } = await commitNew(storage, { user: "agent1" });
    clock.ms += 59_000;
    expect((await storage.getSession(cookie)).get("user")).toBe("agent1");
    clock.ms += 59_000; // 118 s after creation, 59 s after the last read
    expect((await storage.getSession(cookie)).get("user")).toBe("agent1");
    clock.ms += 61_000;
    const expired = await storage.getSession(cookie);
    expect(expired.get("user")).toBeUndefined();
    expect(expired.id).toBe("");
    // told apart from a visitor without any session: the guard says "Session timed out"
    expect(sessionTimedOut(expired)).toBe(true);
    expect(sessionTimedOut(await storage.getSession(null))).toBe(false);
    clock.ms -= 61_000; // the record was deleted, not just hidden
    expect((await storage.getSession(cookie)).get("user")).toBeUndefined();
  });

  it("ends a session older than absoluteSeconds however active it is", async () => {
    const { storage, clock } = setup({ idleSeconds: 60, absoluteSeconds: 150 });
    const { cookie } = await commitNew(storage, { user: "agent1" });
    for (const step of [50, 50, 40]) {
      clock.ms += step * 1000;
      expect((await storage.getSession(cookie)).get("user")).toBe("agent1");
    }
    clock.ms += 11_000;
    expect((await storage.getSession(cookie)).get("user")).toBeUndefined();
  });

  it("does not revive an expired id when the empty session is committed", async () => {
    const { storage, clock } = setup({ idleSeconds: 60 });
    const { setCookie } = await commitNew(storage, { user: "agent1" });
    clock.ms += 61_000;
    const session = await storage.getSession(cookieHeader(setCookie));
    session.set("locale", "zh-CN");
    const next = await storage.commitSession(session);
    expect(cookiePayload(next)).not.toBe(cookiePayload(setCookie));
    expect((await storage.getSession(cookieHeader(next))).get("locale")).toBe("zh-CN");
  });

  it("destroys the record and clears the cookie", async () => {
    const { storage } = setup();
    const { cookie } = await commitNew(storage, { user: "agent1" });
    const session = await storage.getSession(cookie);
    const cleared = await storage.destroySession(session);
    expect(cleared).toMatch(/^__session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await storage.getSession(cookie)).get("user")).toBeUndefined();
    // A request still in flight with the old session must not bring it back (logout stays logout).
    await storage.commitSession(session);
    expect((await storage.getSession(cookie)).get("user")).toBeUndefined();
  });

  it("keeps flash data for exactly one read", async () => {
    const { storage } = setup();
    const session = await storage.getSession(null);
    session.flash("toast", { kind: "success", text: "Saved" });
    const cookie = cookieHeader(await storage.commitSession(session));
    const reading = await storage.getSession(cookie);
    expect(reading.get("toast")).toEqual({ kind: "success", text: "Saved" });
    await storage.commitSession(reading);
    expect((await storage.getSession(cookie)).get("toast")).toBeUndefined();
  });

  it("rotates to a new id with the same data and kills the old one", async () => {
    const { storage, clock } = setup({ idleSeconds: 60, absoluteSeconds: 150 });
    const { cookie } = await commitNew(storage, { user: "agent1" });
    clock.ms += 50_000;
    const old = await storage.getSession(cookie);
    old.flash("toast", "Welcome");
    const fresh = await rotateSession(
      storage,
      old,
      new Request("http://portal.test/login", { headers: { cookie } }),
    );
    expect(fresh.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh.id).not.toBe(old.id);
    const freshCookie = cookieHeader(await storage.commitSession(fresh));
    expect((await storage.getSession(cookie)).get("user")).toBeUndefined();

    const after = await storage.getSession(freshCookie);
    expect(after.id).toBe(fresh.id);
    expect(after.get("user")).toBe("agent1");
    expect(after.get("toast")).toBe("Welcome");
    // createdAt restarted at rotation: 50 + 140 s is past the old absolute limit, not the new one.
    for (const step of [50, 50, 40]) {
      clock.ms += step * 1000;
      expect((await storage.getSession(freshCookie)).get("user")).toBe("agent1");
    }
  });
});

describe("portal session storage", () => {
  function recordingStore() {
    const inner = createKeyValueStore({ kind: "memory", namespace: "session" });
    const ttls: number[] = [];
    const store: KeyValueStore = {
      get: (key) => inner.get(key),
      delete: (key) => inner.delete(key),
      set: (key, value, ttl) => (ttls.push(ttl), inner.set(key, value, ttl)),
      add: (key, value, ttl) => inner.add(key, value, ttl),
      ifOwner: (key, owner, value, ttl) => inner.ifOwner(key, owner, value, ttl),
    };
    return { store, ttls };
  }

  it("sets the store TTL to the smaller of idle and remaining absolute lifetime", async () => {
    const { store, ttls } = recordingStore();
    let ms = 1_000_000;
    const storage = createPortalSessionStorage({
      store,
      secrets: SECRETS,
      secure: false,
      idleSeconds: 60,
      absoluteSeconds: 150,
      now: () => ms,
    });
    const cookie = cookieHeader(await storage.commitSession(await storage.getSession(null)));
    ms += 50_000;
    await storage.getSession(cookie);
    ms += 50_000;
    await storage.getSession(cookie);
    expect(ttls).toEqual([60, 60, 50]);
  });

  it("refuses to run without a secret", () => {
    const store = createKeyValueStore({ kind: "memory", namespace: "session" });
    expect(() => createPortalSessionStorage({ store, secrets: [], secure: true })).toThrow(
      /secret/,
    );
  });

  it("rotates only sessions of its own storages", async () => {
    const { store } = recordingStore();
    const storage = createPortalSessionStorage({ store, secrets: SECRETS, secure: false });
    const session = await storage.getSession(null);
    await expect(rotateSession({ ...storage }, session)).rejects.toThrow(
      /createPortalSessionStorage/,
    );
  });
});
