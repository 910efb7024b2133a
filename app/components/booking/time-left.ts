import { timeLeft, timeLeftText } from "~/domain/booking/deadline";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

/**
 * "in 5 h 20 min" in the agent's language, from two instants. `now` is the server's clock at
 * render, passed down in the loader data, so the browser prints exactly what the server did.
 */
export function useTimeLeft() {
  const { t } = useTranslation("booking");
  const { locale } = useFormatter();
  const words = {
    days: (n: string) => t("deadline.days", { n }),
    hours: (n: string) => t("deadline.hours", { n }),
    minutes: (n: string) => t("deadline.minutes", { n }),
    ahead: (time: string) => t("deadline.ahead", { time }),
    ago: (time: string) => t("deadline.ago", { time }),
    underAMinuteAhead: t("deadline.underAMinuteAhead"),
    underAMinuteAgo: t("deadline.underAMinuteAgo"),
  };
  return (deadline: number, now: number) => timeLeftText(timeLeft(deadline, now), words, locale);
}
