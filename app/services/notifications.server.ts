// The agent's messages (docs/behaviour.md#notifications): the searched list, and one message, which
// the back office marks read when it is opened.
import type { SignedIn } from "~/auth/guard.server";
import { isEnvelopeError } from "~/domain/upstream-error";
import {
  notificationDetails,
  searchNotifications,
  type NotificationSearch,
} from "~/pamhk/notification.server";
import { pageError } from "~/session/page-error.server";
import { unwrap } from "./upstream.server";

/** The signed-in user's queue, one page of it. */
export async function findNotifications(ctx: SignedIn, search: NotificationSearch) {
  const { airNotifications, totalElements } = await unwrap(
    ctx,
    await searchNotifications(ctx, ctx.user, search),
  );
  return { rows: airNotifications, total: totalElements };
}

/** One message, marked read by this reading; an unknown one (or another queue's) is a 404. */
export async function readNotification(ctx: SignedIn, refId: string) {
  const result = await notificationDetails(ctx, refId);
  if (!result.ok && isEnvelopeError(result.error, 3, 404))
    throw pageError(ctx.request, { key: "http.404" }, 404);
  return unwrap(ctx, result);
}
