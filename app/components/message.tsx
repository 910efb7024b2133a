import type { Message } from "~/domain/upstream-error";
import { localiseValues } from "~/i18n/format-values";
import { useTranslation } from "~/i18n/use-translation";

/** Renders a catalogue message; unknown upstream texts fall through as the server wrote them. */
export function useMessageText() {
  const { t, i18n } = useTranslation("messages");
  return (message: Message) =>
    t(message.key, {
      ...localiseValues(message.values, i18n.language),
      defaultValue: message.values?.message ?? message.key,
    });
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
