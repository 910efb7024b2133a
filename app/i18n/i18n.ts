// The translation namespaces: one JSON file each in locales/<locale>/. A page's browser receives
// only the namespaces its render used (see translations.server.ts).
export const namespaces = [
  "common",
  "messages",
  "codes",
  "air",
  "booking",
  "account",
  "order",
  "notification",
  "report",
  "sso",
  "rebook",
  "activity",
  "travellers",
  "travel",
  "clientQuote",
  "quotes",
] as const;

export type Namespace = (typeof namespaces)[number];

/** The namespace of useTranslation() and of keys without a "namespace:" prefix there. */
export const defaultNamespace: Namespace = "common";

export const isNamespace = (ns: string): ns is Namespace =>
  (namespaces as readonly string[]).includes(ns);
