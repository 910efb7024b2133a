import { Link } from "@remix-run/react";
import { UrlModal } from "~/components/url-modal";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A confirmation dialog addressed by the URL (?dialog=...): rendered by the server, so it works
 * without JavaScript; closing is a link back to the page without the parameter. With JS it is
 * a modal <dialog> (UrlModal) whose focus starts on the Close link, so Enter does no harm.
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
  return (
    <UrlModal
      closeTo={closeTo}
      labelledBy={`${id}-title`}
      startOnField={false}
      overlayClassName="z-40 pt-16"
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
    </UrlModal>
  );
}
