/**
 * What account management knows beyond a sign-in: title, short name, security groups (roles),
 * the Active/Inactive switch, and the company contact block shown on account details.
 * Seed users' groups are chosen so that the union of their groups' permission codes and flags is
 * exactly the table of docs/back-office.md#what-the-simulator-lets-tests-provoke.
 */
import type { LocalizedText } from "../lang";
import type { UserType } from "./users";

export interface SecurityGroup {
  code: string;
  type: UserType;
  name: LocalizedText;
  /** Permission codes (docs/behaviour.md#roles-and-permissions) a member receives. */
  permissions: string[];
  /** Session flags a member receives. */
  flags: Partial<
    Record<
      "bookingAgent" | "ticketingAgent" | "customerAdmin" | "systemAdmin" | "pnrOrderAgent",
      true
    >
  >;
}

export const SECURITY_GROUPS: readonly SecurityGroup[] = [
  {
    code: "AIR_BOOKING",
    type: "AGENT",
    name: { en: "Air booking", zhCN: "机票预订", zhHK: "機票預訂" },
    permissions: ["13"],
    flags: { bookingAgent: true },
  },
  {
    code: "TICKETING",
    type: "AGENT",
    name: { en: "Self-service ticketing", zhCN: "自助出票", zhHK: "自助出票" },
    permissions: ["15", "20", "22"],
    flags: { ticketingAgent: true },
  },
  {
    code: "ACCOUNT_ADMIN",
    type: "AGENT",
    name: { en: "Account administrator", zhCN: "账户管理员", zhHK: "帳戶管理員" },
    permissions: ["11", "12", "24"],
    flags: { customerAdmin: true },
  },
  {
    code: "PNR_ORDER_AGENT",
    type: "AGENT",
    name: {
      en: "Ticket orders from record locator",
      zhCN: "按订位记录出票",
      zhHK: "按訂位記錄出票",
    },
    permissions: ["23"],
    flags: { pnrOrderAgent: true },
  },
  {
    code: "POWER_USER",
    type: "AGENT",
    name: { en: "Power user", zhCN: "高级用户", zhHK: "進階用戶" },
    permissions: ["25"],
    flags: {},
  },
  {
    code: "ORDINARY_USER",
    type: "AGENT",
    name: { en: "Ordinary user", zhCN: "普通用户", zhHK: "一般用戶" },
    permissions: ["26"],
    flags: {},
  },
  {
    code: "SITE_ADMIN",
    type: "SYSTEM",
    name: { en: "Site administrator", zhCN: "站点管理员", zhHK: "網站管理員" },
    permissions: ["10"],
    flags: {
      bookingAgent: true,
      ticketingAgent: true,
      customerAdmin: true,
      systemAdmin: true,
      pnrOrderAgent: true,
    },
  },
  {
    code: "SUPPORT_DESK",
    type: "SYSTEM",
    name: { en: "Support desk", zhCN: "客服支持", zhHK: "客戶支援" },
    permissions: ["12", "15"],
    flags: {},
  },
];

export function findSecurityGroup(code: string): SecurityGroup | undefined {
  return SECURITY_GROUPS.find((group) => group.code === code);
}

export interface AccountProfile {
  userId: string;
  nameTitle: string;
  partyShortName: string;
  securityGroups: string[];
  enabled: boolean;
}

export const SEED_ACCOUNT_PROFILES: readonly AccountProfile[] = [
  {
    userId: "U10001",
    nameTitle: "MR",
    partyShortName: "TM CHAN",
    securityGroups: ["AIR_BOOKING", "TICKETING", "ORDINARY_USER"],
    enabled: true,
  },
  {
    userId: "U10002",
    nameTitle: "MS",
    partyShortName: "ML WONG",
    securityGroups: ["AIR_BOOKING", "TICKETING", "ACCOUNT_ADMIN", "POWER_USER"],
    enabled: true,
  },
  {
    userId: "U10003",
    nameTitle: "MR",
    partyShortName: "KF LEUNG",
    securityGroups: ["SITE_ADMIN"],
    enabled: true,
  },
  {
    userId: "U10004",
    nameTitle: "MS",
    partyShortName: "SK LAM",
    securityGroups: ["ORDINARY_USER"],
    enabled: true,
  },
  {
    userId: "U10005",
    nameTitle: "MS",
    partyShortName: "WS HO",
    securityGroups: ["AIR_BOOKING", "TICKETING", "PNR_ORDER_AGENT"],
    enabled: true,
  },
];

/** The company block of account details. */
export interface CompanyContact {
  companyCode: string;
  companyAddress: string;
  companyEmail: string;
  companyPhone: string;
}

export const COMPANY_CONTACTS: readonly CompanyContact[] = [
  {
    companyCode: "HBT",
    companyAddress: "Unit 1203, 12/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong",
    companyEmail: "info@harbourtravel.hk",
    companyPhone: "25118800",
  },
  {
    companyCode: "KLT",
    companyAddress: "Shop 8, G/F, 132 Nathan Road, Tsim Sha Tsui, Kowloon",
    companyEmail: "hello@kowloontours.hk",
    companyPhone: "23671122",
  },
  {
    companyCode: "OPS",
    companyAddress: "18/F, Cyberport 2, 100 Cyberport Road, Hong Kong",
    companyEmail: "ops@portalops.hk",
    companyPhone: "39001000",
  },
];
