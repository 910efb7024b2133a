// The signed-in user as kept in the server session (spec 01 §3 "User info").
export type SessionUser = {
  id: string;
  loginName: string;
  surname: string;
  givenName: string;
  companyName: string;
  companyCode: string;
  unReadMessageCount: number;
  bookingAgent: boolean;
  ticketingAgent: boolean;
  customerAdmin: boolean;
  systemAdmin: boolean;
  pnrOrderAgent: boolean;
  permissions: string[];
  userType: string;
  bookingFromPartyId: string;
  rph: string;
  emails: { emailAddress: string; emailType?: string | null }[];
  telephones: { phoneNumber: string; phoneType?: string | null; countryAccessCode?: string | null; areaCityCode?: string | null }[];
};
