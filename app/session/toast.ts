// A toast names a message of the "messages" catalogue; the browser translates it.
export type Toast = {
  type: "success" | "error" | "info";
  key: string;
  values?: Record<string, string | number>;
};
