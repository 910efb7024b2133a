import { Link } from "@remix-run/react";
import { UrlModal } from "~/components/url-modal";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A dialog opened by the URL (?dialog=...), rendered by the server so it works without JS.
 * With JS it is modal (UrlModal): focus moves into it, Escape closes it, Tab stays inside.
 * Closing is a link back to the URL without the dialog, so Back and reload agree with the screen.
 */
export function UrlDialog({
  title,
  closeTo,
  children,
}: {
  title: string;
  closeTo: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <UrlModal
      closeTo={closeTo}
      labelledBy="url-dialog-title"
      overlayClassName="z-50"
      className="card my-8 w-full max-w-2xl"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id="url-dialog-title" className="text-lg font-semibold">
          {title}
        </h2>
        <Link
          to={closeTo}
          replace
          preventScrollReset
          className="rounded px-2 text-xl leading-none text-slate-500 hover:bg-slate-100"
          aria-label={t("common.close")}
        >
          ×
        </Link>
      </div>
      {children}
    </UrlModal>
  );
}
