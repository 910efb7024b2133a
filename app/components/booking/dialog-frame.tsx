import { Link } from "@remix-run/react";
import { useModal } from "~/components/use-modal";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A confirmation dialog addressed by the URL (?dialog=...): rendered by the server, so it works
 * without JavaScript; closing is a link back to the page without the parameter. With JS it is
 * a modal (useModal).
 */
export function DialogFrame({
  id,
  title,
  closeTo,
  children,
}: {
  id: string;
  title: string;
  closeTo: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("booking");
  const panel = useModal<HTMLDivElement>(closeTo, { startOnField: false });
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 pt-16">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="card w-full max-w-lg"
      >
        <div className="mb-3 flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} className="link text-sm" preventScrollReset>
            {t("dialog.close")}
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
