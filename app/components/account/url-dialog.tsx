import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * A dialog opened by the URL (?dialog=...), rendered by the server so it works without JS.
 * With JS it behaves like a modal: focus moves into it, Escape closes it, Tab stays inside.
 * Closing is a link back to the URL without the dialog, so Back and reload agree with the screen.
 */
export function UrlDialog({ title, closeTo, children }: { title: string; closeTo: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = panel.current;
    node?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeTo, { replace: true, preventScrollReset: true });
      }
      if (event.key === "Tab" && node) {
        const focusable = [...node.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])")];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="url-dialog-title" className="card my-8 w-full max-w-2xl">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id="url-dialog-title" className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} replace preventScrollReset className="rounded px-2 text-xl leading-none text-slate-500 hover:bg-slate-100" aria-label={t("common.close")}>
            ×
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
