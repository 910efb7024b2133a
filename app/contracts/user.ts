// The signed-in user (docs/behaviour.md#entities): parsed from the back office's answer and kept in
// the server session; sign-in, permissions and the shell all read this one shape.
import * as z from "zod";
import { str, flag } from "./lenient";

export const UserInfoSchema = z.object({
  id: z.coerce.string(),
  loginName: str,
  surname: str,
  givenName: str,
  companyName: str,
  companyCode: str,
  unReadMessageCount: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  // Extension (docs/behaviour.md#deadline-board): airline schedule changes not accepted yet (the
  // bell shows them).
  pendingScheduleChangeCount: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  bookingAgent: flag,
  ticketingAgent: flag,
  customerAdmin: flag,
  systemAdmin: flag,
  pnrOrderAgent: flag,
  permissions: z
    .array(z.coerce.string())
    .nullish()
    .transform((v) => v ?? []),
  userType: str,
  bookingFromPartyId: str,
  rph: str,
  emails: z
    .array(z.object({ emailAddress: z.string(), emailType: z.string().nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  telephones: z
    .array(
      z.object({
        phoneNumber: z.coerce.string(),
        phoneType: z.string().nullish(),
        countryAccessCode: z.coerce.string().nullish(),
        areaCityCode: z.coerce.string().nullish(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

/** The signed-in user as the back office describes them. */
export type UserInfo = z.output<typeof UserInfoSchema>;

/** The signed-in user as kept in the server session. */
export type SessionUser = UserInfo;
