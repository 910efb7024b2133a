import { useFetchers, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** One overlay while any navigation or submission runs; it fades in late so quick pages don't flash. */
export function PendingOverlay() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { t } = useTranslation();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  return (
    <div
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-white/60 transition-opacity ${
        busy ? "pointer-events-auto opacity-100 delay-200 duration-200" : "opacity-0 duration-100"
      }`}
    >
      {busy ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg bg-white px-5 py-3 shadow-lg"
        >
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none" />
          <span className="text-sm font-medium">{t("common.loading")}</span>
        </div>
      ) : null}
    </div>
  );
}
