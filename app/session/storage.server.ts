import { randomBytes } from "node:crypto";
import {
  createCookie,
  createSession,
  createSessionStorage,
  type Session,
  type SessionData,
  type SessionStorage,
} from "@remix-run/node";
import { sharedStore, type KeyValueStore } from "~/store/kv-store.server";
import { exclusively } from "~/store/locks.server";

export type PortalSessionStorageOptions = {
  store: KeyValueStore;
  secrets: string[];
  secure: boolean;
  /** Inactivity after which the session ends. Default 30 minutes. */
  idleSeconds?: number;
  /** Lifetime after which the session ends however active it is. Default 10 hours. */
  absoluteSeconds?: number;
  /** A shorter idle time for some records (anonymous ones); undefined keeps idleSeconds. */
  idleSecondsFor?: (data: unknown) => number | undefined;
  /** Clock in milliseconds, for tests. */
  now?: () => number;
};

/** What the store holds per session; the cookie holds only the signed id. */
type SessionRecord<Data> = { data: Data; createdAt: number; lastSeen: number };

type Internals = {
  createData(data: unknown): Promise<string>;
  deleteData(id: string): Promise<void>;
  idFromRequest(request: Request): Promise<string>;
  /** A live record's data, read without counting as the user's activity (background jobs). */
  peekData(id: string): Promise<unknown>;
  /** Replaces a live record's data, its idle clock left as it was; nothing once it ended. */
  keepData(id: string, data: unknown): Promise<void>;
};

// rotateSession needs to mint ids, which the public SessionStorage API cannot do.
const internalsOf = new WeakMap<object, Internals>();

// 256 random bits, base64url: 43 characters.
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newId = () => randomBytes(32).toString("base64url");
// Record keys are prefixed so other users of the same store (caches) cannot collide with them.
const recordKey = (id: string) => `record:${id}`;

const timedOut = new WeakSet<object>();

/**
 * Whether this session came from a browser whose session record had expired
 * (docs/back-office.md#the-envelope-and-its-codes).
 */
export function sessionTimedOut(session: object): boolean {
  return timedOut.has(session);
}

export function createPortalSessionStorage<Data = SessionData, FlashData = Data>(
  opts: PortalSessionStorageOptions,
): SessionStorage<Data, FlashData> {
  const { store, idleSeconds = 1800, absoluteSeconds = 36_000, now = Date.now } = opts;
  // Remix only warns about an unsigned cookie; an unsigned id could be forged, so refuse.
  if (opts.secrets.length === 0 || opts.secrets.some((s) => !s)) {
    throw new Error("Session storage needs at least one non-empty secret");
  }
  if (!(idleSeconds > 0 && absoluteSeconds > 0))
    throw new RangeError("Session lifetimes must be positive");
  const touchIntervalMs = (idleSeconds * 1000) / 30;
  // Remix's shape of session.data: the values plus pending `__flash_<key>__` entries.
  type Stored = Session<Data, FlashData>["data"];

  // Over HTTPS the `__Host-` prefix: the browser keeps it to this host (Path=/, no Domain).
  const cookie = createCookie(opts.secure ? "__Host-session" : "__session", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: opts.secure,
    secrets: opts.secrets,
    maxAge: absoluteSeconds,
  });

  // Seconds the record may still live at `at`; <= 0 means the session is over.
  function remainingSeconds(record: SessionRecord<Stored>, at: number): number {
    const idle = opts.idleSecondsFor?.(record.data) ?? idleSeconds;
    const idleLeft = idle - (at - record.lastSeen) / 1000;
    const absoluteLeft = absoluteSeconds - (at - record.createdAt) / 1000;
    return Math.min(idleLeft, absoluteLeft);
  }

  // The store TTL ends the record at whichever limit comes first, even if nobody reads it again.
  async function write(id: string, record: SessionRecord<Stored>): Promise<void> {
    const ttl = remainingSeconds(record, record.lastSeen);
    if (ttl > 0) await store.set(recordKey(id), record, ttl);
    else await store.delete(recordKey(id));
  }

  /** The live record, or undefined after deleting an expired one. */
  async function load(id: string): Promise<SessionRecord<Stored> | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const record = await store.get<SessionRecord<Stored>>(recordKey(id));
    if (!record) return undefined;
    if (remainingSeconds(record, now()) <= 0) {
      await store.delete(recordKey(id));
      return undefined;
    }
    return record;
  }

  async function createData(data: Stored): Promise<string> {
    const id = newId();
    const at = now();
    await write(id, { data, createdAt: at, lastSeen: at });
    return id;
  }

  async function readData(id: string): Promise<Stored | null> {
    const record = await load(id);
    if (!record) return null;
    // Sliding idle window: a read counts as activity. Writing it back only now and then (a minute
    // for the 30-minute window) keeps parallel loaders of one page from racing each other's
    // changes with stale copies.
    const at = now();
    if (at - record.lastSeen >= touchIntervalMs) await write(id, { ...record, lastSeen: at });
    return record.data;
  }

  async function updateData(id: string, data: Stored): Promise<void> {
    const record = await load(id);
    // No record means it expired or was destroyed (logout) meanwhile: writing would revive it.
    if (!record) return;
    await write(id, { data, createdAt: record.createdAt, lastSeen: now() });
  }

  async function deleteData(id: string): Promise<void> {
    if (id) await store.delete(recordKey(id));
  }

  const storage = createSessionStorage<Data, FlashData>({
    cookie,
    createData,
    readData,
    updateData,
    deleteData,
  });

  const portalStorage: SessionStorage<Data, FlashData> = {
    ...storage,
    // Remix keeps the cookie's id even when no record exists, so the next commit would reuse an
    // expired or destroyed id. Starting without an id makes that commit mint a fresh one.
    async getSession(cookieHeader, parseOptions) {
      const id: unknown = cookieHeader ? await cookie.parse(cookieHeader, parseOptions) : null;
      const data = typeof id === "string" && id ? await readData(id) : null;
      if (data && typeof id === "string") return createSession<Data, FlashData>(data as Data, id);
      const fresh = createSession<Data, FlashData>();
      // A genuine (signed) id whose record is gone: the session ended by time (idle or absolute
      // limit). The guard then says "Session timed out" rather than "not logged in".
      if (typeof id === "string" && id) timedOut.add(fresh);
      return fresh;
    },
  };

  internalsOf.set(portalStorage, {
    createData: (data) => createData(data as Stored),
    deleteData,
    peekData: async (id) => (await load(id))?.data ?? null,
    async keepData(id, data) {
      const record = await load(id);
      if (record) await write(id, { ...record, data: data as Stored });
    },
    async idFromRequest(request) {
      const id: unknown = await cookie.parse(request.headers.get("Cookie"));
      return typeof id === "string" ? id : "";
    },
  });
  return portalStorage;
}

/**
 * A signed-in session read by a background job (the work queue's sweep, docs/decisions/0100):
 * its data without touching its idle clock, and a write-back that never revives an ended one.
 */
export function backgroundAccess(storage: object) {
  const internals = internalsOf.get(storage);
  if (!internals) throw new Error("Not a portal session storage");
  return { peek: internals.peekData, keep: internals.keepData };
}

/**
 * A new session (new id, createdAt now) carrying the same data, including pending flash
 * messages; the old record is destroyed. Call at sign-in so an id planted before login
 * (session fixation) is worthless afterwards, then commit the returned session.
 * `request`, when given, also destroys the record its cookie names, should it differ.
 */
export async function rotateSession<Data, FlashData>(
  storage: SessionStorage<Data, FlashData>,
  session: Session<Data, FlashData>,
  request?: Request,
): Promise<Session<Data, FlashData>> {
  const internals = internalsOf.get(storage);
  if (!internals)
    throw new Error("rotateSession needs a storage made by createPortalSessionStorage");
  const data = session.data;
  const id = await internals.createData(data);
  const oldIds = new Set([session.id, request ? await internals.idFromRequest(request) : ""]);
  for (const oldId of oldIds) if (oldId) await internals.deleteData(oldId);
  return createSession<Data, FlashData>(data as Data, id);
}

// ------------------------------------------------------------------ every record of a user

// Every signed-in session record of a user, listed per user in the shared store, so that "sign
// out everywhere" ends them all on every instance (docs/decisions/0008).
const indexKey = (userId: string) => `user-sessions:${userId}`;
// As long as the longest session (the absolute lifetime above).
const INDEX_SECONDS = 36_000;
const INDEX_MAX = 200;
const INDEX_LOCK = { pendingSeconds: 10, waitMs: 5000, pollMs: 20 };

/** Adds a signed-in session to its user's index (at sign-in and at a new id). */
export async function indexSession(userId: string, sessionId: string): Promise<void> {
  const store = sharedStore();
  await exclusively(
    indexKey(userId),
    async () => {
      const ids = (await store.get<string[]>(indexKey(userId))) ?? [];
      await store.set(indexKey(userId), [...ids, sessionId].slice(-INDEX_MAX), INDEX_SECONDS);
    },
    INDEX_LOCK,
  );
}

/** Ends every session record of the user, on every instance (the caller ends the current one). */
export async function endEverySession(userId: string): Promise<number> {
  const store = sharedStore();
  return exclusively(
    indexKey(userId),
    async () => {
      const ids = (await store.get<string[]>(indexKey(userId))) ?? [];
      await Promise.all(ids.map((id) => store.delete(recordKey(id))));
      await store.delete(indexKey(userId));
      return ids.length;
    },
    INDEX_LOCK,
  );
}
