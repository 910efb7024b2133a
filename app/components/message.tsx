import type { Message } from "~/domain/upstream-error";
import { localiseValues } from "~/i18n/format-values";
import { useTranslation } from "~/i18n/use-translation";

// Messages whose figure decides the grammar ("1 second", "2 seconds"): i18next picks the plural
// form by `count`, so the figure is passed as that too.
const pluralBy: Record<string, string> = { "error.LOGIN_WAIT": "seconds" };

/** The i18next options of a catalogue message in `locale`. */
export function messageOptions(message: Message, locale: string) {
  const by = pluralBy[message.key];
  const count = by ? message.values?.[by] : undefined;
  return {
    ...localiseValues(message.values, locale),
    ...(typeof count === "number" ? { count } : {}),
    defaultValue: message.values?.message ?? message.key,
  };
}

/** Renders a catalogue message; unknown upstream texts fall through as the server wrote them. */
export function useMessageText() {
  const { t, i18n } = useTranslation("messages");
  return (message: Message) => t(message.key, messageOptions(message, i18n.language));
}

export function Alert({
  tone = "danger",
  title,
  children,
}: {
  tone?: "danger" | "success" | "info";
  title?: string;
  children: React.ReactNode;
}) {
  const styles = {
    danger: "border-red-300 bg-red-50 text-red-900",
    success: "border-green-300 bg-green-50 text-green-900",
    info: "border-sky-300 bg-sky-50 text-sky-900",
  }[tone];
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${styles}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
