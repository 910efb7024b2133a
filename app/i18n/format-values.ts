// Dates inside messages ("Date must be on or before {{max}}", "{{date}}") are written the way the
// reader's language writes dates, not as ISO strings
// (docs/back-office.md#the-envelope-and-its-codes). UTC on both sides, so the server's and the
// browser's text are the same.
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const days = new Map<string, Intl.DateTimeFormat>();

export function formatDay(iso: string, locale: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  let day = days.get(locale);
  if (!day)
    days.set(
      locale,
      (day = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })),
    );
  return day.format(date);
}

export function localiseValues<V extends string | number>(
  values: Record<string, V> | undefined,
  locale: string,
): Record<string, V | string> | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      typeof v === "string" && ISO_DAY.test(v) ? formatDay(v, locale) : v,
    ]),
  );
}
