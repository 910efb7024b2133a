import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { Toast } from "~/session/toast";
import { useMessageText } from "./message";

export const TOAST_MS = 3000;

/**
 * Flash toast: rendered by the server (so it shows without JS), dismissed after 3 s, on Escape or
 * by its button; a sticky one (a failure to act on) only on Escape or its button.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const [visible, setVisible] = useState<Toast | null>(toast);
  const [hydrated, setHydrated] = useState(false);
  const text = useMessageText();
  const { t } = useTranslation();
  const location = useLocation();

  useEffect(() => setHydrated(true), []);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    setVisible(toast);
    setGeneration((g) => g + 1); // restarts the CSS timer for a new toast
  }, [toast]);
  useEffect(() => {
    if (!visible) return;
    const timer = visible.sticky ? 0 : window.setTimeout(() => setVisible(null), TOAST_MS);
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setVisible(null);
    window.addEventListener("keydown", onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [visible]);

  if (!visible) return null;
  const tone = {
    success: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-sky-300 bg-sky-50 text-sky-900",
  }[visible.type];
  return (
    <div
      key={generation}
      className={`${visible.sticky ? "" : "toast-timed "}fixed bottom-4 right-4 z-[60] max-w-sm`}
    >
      <div
        role={visible.type === "error" ? "alert" : "status"}
        className={`flex items-start gap-3 rounded-md border px-4 py-3 shadow-lg ${tone}`}
      >
        <p className="text-sm">{text(visible)}</p>
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible(null)}
            className="ml-auto text-lg leading-none"
            aria-label={t("common.close")}
          >
            ×
          </button>
        ) : visible.sticky ? (
          // Without JS: the flash is spent, so the same page again has no toast.
          <a
            href={`${location.pathname}${location.search}`}
            className="ml-auto text-lg leading-none"
            aria-label={t("common.close")}
          >
            ×
          </a>
        ) : null}
      </div>
    </div>
  );
}
