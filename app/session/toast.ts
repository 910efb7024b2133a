// A toast names a message of the "messages" catalogue; the browser translates it.
export type Toast = {
  type: "success" | "error" | "info";
  key: string;
  values?: Record<string, string | number>;
  /** Stays until dismissed: a failure the agent must act on (a print-out that did not come). */
  sticky?: boolean;
};
