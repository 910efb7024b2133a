/**
 * Report ids (docs/behaviour.md#constants-and-limits): the agent invoice list by default, the admin
 * one for system admins.
 */
export const AGENT_REPORT_ID = "ORDER-0002";
export const ADMIN_REPORT_ID = "ORDER-0004";
export const REPORT_IDS = [AGENT_REPORT_ID, ADMIN_REPORT_ID] as const;
