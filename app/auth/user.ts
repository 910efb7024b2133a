import type { UserInfo } from "~/pamhk/account.server";

// The signed-in user as kept in the server session (spec 01 §3 "User info").
export type SessionUser = UserInfo;
