// Zod messages are catalogue keys ("validation.X"), optionally with values encoded like a query
// string, so the same schema speaks every language: the browser and the server translate them.
export function msg(key: string, values?: Record<string, string | number>): string {
  if (!values) return `validation.${key}`;
  return `validation.${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;
}

export function parseMsg(encoded: string): { key: string; values: Record<string, string> } {
  const [key, query] = encoded.split("?", 2);
  return { key, values: Object.fromEntries(new URLSearchParams(query ?? "")) };
}
