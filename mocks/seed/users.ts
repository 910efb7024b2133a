/**
 * Seeded accounts, exactly as the table in
 * docs/back-office.md#what-the-simulator-lets-tests-provoke. Password rule: 8+ chars, upper, lower,
 * digit. Later handler families (account management, notifications...) extend SeedUser.
 */

export interface SeedEmail {
  emailAddress: string;
  emailType: string;
}

export interface SeedTelephone {
  phoneNumber: string;
  phoneType: string;
  countryAccessCode: string;
  areaCityCode: string;
}

export type UserType = "AGENT" | "SYSTEM";

export interface SeedUser {
  /** Back-office user id; distinct from the login name on purpose so the portal never mixes them. */
  id: string;
  loginName: string;
  password: string;
  surname: string;
  givenName: string;
  companyCode: string;
  bookingAgent: boolean;
  ticketingAgent: boolean;
  customerAdmin: boolean;
  systemAdmin: boolean;
  pnrOrderAgent: boolean;
  /** Permission codes as the back office sends them (strings such as "13"). */
  permissions: string[];
  userType: UserType;
  rph: string;
  unReadMessageCount: number;
  emails: SeedEmail[];
  telephones: SeedTelephone[];
}

export interface SeedCompany {
  companyCode: string;
  companyName: string;
  /** The party id bookings of this company are made from. */
  bookingFromPartyId: string;
  /** Credit the company may still book against, in HKD. */
  availableCredit: number;
}

export const SEED_COMPANIES: readonly SeedCompany[] = [
  {
    companyCode: "HBT",
    companyName: "Harbour Travel Ltd",
    bookingFromPartyId: "BP100234",
    availableCredit: 250000,
  },
  {
    companyCode: "KLT",
    companyName: "Kowloon Tours Co",
    bookingFromPartyId: "BP100871",
    availableCredit: 85000.5,
  },
  {
    companyCode: "OPS",
    companyName: "Portal Operations",
    bookingFromPartyId: "BP000001",
    availableCredit: 0,
  },
];

const email = (emailAddress: string, emailType = "BUSINESS"): SeedEmail => ({
  emailAddress,
  emailType,
});
const mobile = (phoneNumber: string): SeedTelephone => ({
  phoneNumber,
  phoneType: "MOBILE",
  countryAccessCode: "852",
  areaCityCode: "",
});

const noFlags = {
  bookingAgent: false,
  ticketingAgent: false,
  customerAdmin: false,
  systemAdmin: false,
  pnrOrderAgent: false,
};

export const SEED_USERS: readonly SeedUser[] = [
  {
    ...noFlags,
    id: "U10001",
    loginName: "agent",
    password: "Agent1234",
    surname: "CHAN",
    givenName: "TAI MAN",
    companyCode: "HBT",
    bookingAgent: true,
    ticketingAgent: true,
    permissions: ["13", "15", "20", "22", "26"],
    userType: "AGENT",
    rph: "1",
    unReadMessageCount: 5,
    emails: [email("agent@harbourtravel.hk"), email("bookings@harbourtravel.hk", "OTHER")],
    telephones: [mobile("91234567"), { ...mobile("23456789"), phoneType: "OFFICE" }],
  },
  {
    ...noFlags,
    id: "U10002",
    loginName: "admin",
    password: "Admin1234",
    surname: "WONG",
    givenName: "MEI LING",
    companyCode: "HBT",
    bookingAgent: true,
    ticketingAgent: true,
    customerAdmin: true,
    permissions: ["11", "12", "13", "15", "20", "22", "24", "25"],
    userType: "AGENT",
    rph: "2",
    unReadMessageCount: 2,
    emails: [email("admin@harbourtravel.hk")],
    telephones: [mobile("92345678")],
  },
  {
    id: "U10003",
    loginName: "sysadmin",
    password: "Sysadmin1234",
    surname: "LEUNG",
    givenName: "KA FAI",
    companyCode: "OPS",
    bookingAgent: true,
    ticketingAgent: true,
    customerAdmin: true,
    systemAdmin: true,
    pnrOrderAgent: true,
    permissions: ["10"],
    userType: "SYSTEM",
    rph: "3",
    unReadMessageCount: 1,
    emails: [email("sysadmin@portalops.hk")],
    telephones: [mobile("93456789")],
  },
  {
    ...noFlags,
    id: "U10004",
    loginName: "viewer",
    password: "Viewer1234",
    surname: "LAM",
    givenName: "SIU KEI",
    companyCode: "HBT",
    permissions: ["26"],
    userType: "AGENT",
    rph: "4",
    unReadMessageCount: 1,
    emails: [email("viewer@harbourtravel.hk")],
    telephones: [mobile("94567890")],
  },
  {
    ...noFlags,
    id: "U10005",
    loginName: "pnragent",
    password: "Pnragent1234",
    surname: "HO",
    givenName: "WING SZE",
    companyCode: "KLT",
    bookingAgent: true,
    ticketingAgent: true,
    pnrOrderAgent: true,
    permissions: ["13", "15", "20", "22", "23"],
    userType: "AGENT",
    rph: "5",
    unReadMessageCount: 3,
    emails: [email("pnr@kowloontours.hk")],
    telephones: [mobile("65432198")],
  },
];
