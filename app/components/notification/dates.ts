import { DateTime } from "luxon";
import { useTranslation } from "react-i18next";

/** Back-office timestamps ("2026-11-20 09:15:00", "2026-12-01" + "09:40") in the reader's locale. */
export function useQueueDates() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const moment = (value: string) => {
    const parsed = DateTime.fromFormat(value, "yyyy-MM-dd HH:mm:ss", { locale });
    return parsed.isValid ? parsed.toLocaleString(DateTime.DATETIME_MED) : value;
  };
  const flightTime = (day: string, time: string) => {
    const parsed = DateTime.fromFormat(`${day} ${time}`, "yyyy-MM-dd HH:mm", { locale });
    return parsed.isValid ? parsed.toLocaleString(DateTime.DATETIME_MED) : `${day} ${time}`.trim();
  };
  return { moment, flightTime };
}
