// The work queue (docs/architecture.md, "Work queue"): items derived from the deadline board's
// reads and kept in the portal's database, listed per viewer, and the agent's actions on them.
// Every read and write names the signed-in user's company.
import type { SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { logUsers } from "~/db/activity.server";
import { database, isDatabaseOpen } from "~/db/database.server";
import {
  agenciesWithItems,
  changeItem,
  closeItems,
  closePassed,
  countItems,
  countItemsByKind,
  insertItems,
  itemOf,
  itemOfAnyCompany,
  listItems,
  liveItems,
  type ItemFilter,
} from "~/db/queue.server";
import {
  deriveItems,
  dueRange,
  itemsToClose,
  mayActOn,
  DEADLINE_KINDS,
  snoozeUntil,
  type DueFilter,
  type ItemKind,
  type QueueViewer,
  type SnoozeChoice,
} from "~/domain/queue/rules";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { sharedStore } from "~/store/kv-store.server";
import { recordActivity } from "./activity.server";
import { deadlineBoard } from "./deadline-board.server";
import { colleaguesOf } from "./queue-booking.server";
import { countMark, derivedMark } from "./queue-marks.server";
import { noteSweepSeat } from "./queue-sweep.server";

/** The menu's count is read from the database at most this often per user. */
const COUNT_SECONDS = 30;

export function viewerOf(ctx: SignedIn): QueueViewer {
  return {
    login: ctx.user.loginName,
    wholeCompany: ctx.user.customerAdmin || ctx.user.systemAdmin,
    colleagues: can(ctx.user, "viewColleaguesBookings"),
  };
}

const seesAllBookings = (v: QueueViewer) => v.wholeCompany || v.colleagues;

/**
 * Brings the company's derived items up to date from the deadline board's two booking searches,
 * at most once per QUEUE_REFRESH_SECONDS per company (or per user who sees only his own bookings): the marker in
 * the shared store holds every instance back. Closes only what the searches fully covered.
 */
export async function refreshQueue(ctx: SignedIn, now: number): Promise<void> {
  // A system administrator's searches span the companies: his reads would file their bookings
  // under his own company (docs/decisions/0091-operator-work-filed-under-the-booking-company.md).
  // Each company's items come from its own users' views; he reads them across agencies.
  if (ctx.user.systemAdmin) return;
  const viewer = viewerOf(ctx);
  const scope = seesAllBookings(viewer) ? "company" : `user:${ctx.user.id}`;
  const marker = derivedMark(ctx.user.companyCode, scope);
  // One derivation per company view and QUEUE_REFRESH_SECONDS: a view costs 0 or 2 calls.
  if (!(await sharedStore().add(marker, now, env().QUEUE_REFRESH_SECONDS))) return;
  try {
    const board = await deadlineBoard(ctx, now);
    const rows = [...board.soon, ...board.overdue].map((e) => e.row);
    const derived = deriveItems(rows, now);
    const db = await database();
    const added = await insertItems(
      db,
      ctx.user.companyCode,
      derived.map((d) => ({
        kind: d.kind,
        due: d.due,
        ...d.booking,
        createdBy: rows.find((r) => r.bookingId === d.booking.bookingId)?.createBy ?? "",
      })),
      new Date(now),
    );
    // New items of an owner show in his count at once.
    for (const owner of new Set(added.map((a) => a.owner)))
      if (owner) await sharedStore().delete(countMark(ctx.user.companyCode, owner));
    const stored = await liveItems(
      db,
      ctx.user.companyCode,
      DEADLINE_KINDS,
      seesAllBookings(viewer) ? undefined : viewer.login,
    );
    const covered = (due: number) =>
      due < now ? board.overdue.length >= board.overdueTotal : board.soon.length >= board.soonTotal;
    const closing = itemsToClose(
      stored.map((s) => ({ ...s, due: s.due.getTime() })).filter((s) => covered(s.due)),
      derived,
      true,
    );
    // A void window that shut closes whether or not its booking was opened since.
    await closePassed(db, ctx.user.companyCode, "voidWindow", "windowClosed", new Date(now));
    for (const reason of ["noLongerOpen", "replaced"] as const)
      await closeItems(
        db,
        ctx.user.companyCode,
        closing.filter((c) => c.reason === reason).map((c) => c.id),
        reason,
        new Date(now),
      );
  } catch (error) {
    // The next view tries again rather than waiting out the marker.
    await sharedStore().delete(marker);
    throw error;
  }
}

export type QueueFilter = {
  view: "mine" | "team";
  kind: "" | ItemKind;
  owner: string;
  due: DueFilter;
  /** A system administrator's choice of company; "" every company's. */
  agency: string;
};

export type QueueEntry = {
  id: string;
  /** The item's company (its agency). */
  agency: string;
  kind: ItemKind;
  bookingId: string;
  recordLocator: string;
  travellers: string;
  route: string;
  due: string;
  owner: string | null;
  /** A reminder's text. */
  note: string | null;
};

type ListedRow = Awaited<ReturnType<typeof listItems>>[number];

const entryOf = (row: ListedRow): QueueEntry => ({
  id: row.id,
  agency: row.companyCode,
  kind: row.kind as ItemKind,
  bookingId: row.bookingId,
  recordLocator: row.recordLocator,
  travellers: row.travellers,
  route: row.route,
  due: row.due.toISOString(),
  owner: row.owner,
  note: row.kind === "reminder" ? row.note : null,
});

function filterOf(ctx: SignedIn, f: QueueFilter, now: number): ItemFilter {
  const viewer = viewerOf(ctx);
  const until = dueRange(f.due, now, env().AGENCY_TIME_ZONE).until;
  return {
    // A system administrator's Team queue spans the agencies (the companies), one when chosen;
    // his own queue and everyone else's stay in the user's company.
    companyCode:
      ctx.user.systemAdmin && f.view === "team" ? f.agency || null : ctx.user.companyCode,
    viewer: viewer.wholeCompany
      ? undefined
      : { login: viewer.login, colleagues: viewer.colleagues },
    owner: f.view === "mine" ? viewer.login : f.owner || undefined,
    kind: f.kind || undefined,
    dueBefore: until === undefined ? undefined : new Date(until),
  };
}

/**
 * The queue page: the items the filter picks, due first, and whom they may be assigned to. `now`
 * says what is due (a test clock may move it, session/test-clock.server.ts); the derivation
 * compares the back office's deadlines with the real clock.
 */
export async function queuePage(ctx: SignedIn, filter: QueueFilter, now = Date.now()) {
  await refreshQueue(ctx, Date.now());
  const db = await database();
  const picked = filterOf(ctx, filter, now);
  const [rows, totals, users, queueCount, agencies] = await Promise.all([
    listItems(db, picked, new Date(now)),
    // Each kind's whole count: the list stops at QUEUE_PAGE_LIMIT.
    countItemsByKind(db, picked, new Date(now)),
    assignees(ctx),
    // The layout counted alongside this page's derivation: the page hands over the newer count.
    myQueueCount(ctx, now, true),
    // Only a system administrator sees more than one agency.
    ctx.user.systemAdmin ? agenciesWithItems(db) : Promise.resolve([]),
  ]);
  // Another agency's item goes to a user of that agency.
  const others = [...new Set(rows.map((r) => r.companyCode))].filter(
    (c) => c !== ctx.user.companyCode,
  );
  const agencyUsers = Object.fromEntries(
    await Promise.all(others.map(async (c) => [c, await logUsers(db, c)] as const)),
  );
  return { items: rows.map(entryOf), totals, users, agencyUsers, agencies, now, queueCount };
}

const assignees = colleaguesOf;

/**
 * The menu's count: my workable items, cached per user for 30 s; null when it cannot be read.
 * `fresh`: counted now (the queue page, after its derivation), and cached again.
 */
export async function myQueueCount(
  ctx: SignedIn,
  now = Date.now(),
  fresh = false,
): Promise<number | null> {
  try {
    const key = countMark(ctx.user.companyCode, ctx.user.loginName);
    const cached = fresh ? undefined : await sharedStore().get<number>(key);
    if (typeof cached === "number") return cached;
    // A user at work: the sweep may read his company through his session (0100).
    await noteSweepSeat(ctx, now).catch(() => undefined);
    if (!isDatabaseOpen()) return null;
    const n = await countItems(
      await database(),
      { companyCode: ctx.user.companyCode, owner: ctx.user.loginName },
      new Date(now),
    );
    await sharedStore().set(key, n, COUNT_SECONDS);
    return n;
  } catch (error) {
    log().warn({ error: error instanceof Error ? error.message : String(error) }, "queue count");
    return null;
  }
}

export type QueueAction =
  | { intent: "assign"; itemId: string; owner: string }
  | { intent: "snooze"; itemId: string; until: SnoozeChoice; day?: string }
  | { intent: "done"; itemId: string; note?: string };

export type QueueOutcome = "done" | "gone" | "invalid";

/** One agent's action on an item he may act on; "gone" when it is not (or no longer) his to act. */
export async function actOnItem(
  ctx: SignedIn,
  action: QueueAction,
  now = Date.now(),
): Promise<QueueOutcome> {
  const db = await database();
  // A system administrator acts on any agency's item, filed under that agency (0091).
  const item = ctx.user.systemAdmin
    ? await itemOfAnyCompany(db, action.itemId)
    : await itemOf(db, ctx.user.companyCode, action.itemId);
  if (!item || item.state === "done" || !mayActOn(item, viewerOf(ctx))) return "gone";
  const company = item.companyCode;
  const doneNote = action.intent === "done" ? action.note?.trim() || null : null;
  let changed: boolean;
  if (action.intent === "assign") {
    const mayHave =
      company === ctx.user.companyCode ? await assignees(ctx) : await logUsers(db, company);
    if (!mayHave.includes(action.owner)) return "invalid";
    changed = await changeItem(db, company, item.id, { owner: action.owner });
  } else if (action.intent === "snooze") {
    const until = snoozeUntil(action.until, now, env().AGENCY_TIME_ZONE, action.day);
    if (until === null) return "invalid";
    changed = await changeItem(db, company, item.id, {
      state: "snoozed",
      snoozedUntil: new Date(until),
    });
  } else {
    // The closing note sits beside a reminder's own text, never over it.
    changed = await changeItem(db, company, item.id, {
      state: "done",
      doneReason: "agentDone",
      doneAt: new Date(now),
      doneNote,
    });
  }
  if (!changed) return "gone";
  const actions = { assign: "queueAssigned", snooze: "queueSnoozed", done: "queueDone" } as const;
  const filedUnder =
    company === ctx.user.companyCode
      ? undefined
      : { companyCode: company, operator: ctx.user.companyName || ctx.user.companyCode };
  await recordActivity(
    { ...ctx, filedUnder },
    {
      action: actions[action.intent],
      target: { kind: "booking", id: item.bookingId },
      // Which item, and on Done the reminder's text and the closing note: the timeline shows both.
      queue: {
        kind: item.kind,
        ...(action.intent === "done" ? { reminder: item.note, note: doneNote } : {}),
      },
    },
  );
  // The counts of the user and of an item's new owner show the change at once.
  await sharedStore().delete(countMark(ctx.user.companyCode, ctx.user.loginName));
  if (action.intent === "assign") await sharedStore().delete(countMark(company, action.owner));
  return "done";
}
