import { Link } from "@remix-run/react";
import { UrlModal } from "~/components/url-modal";
import { useTranslation } from "~/i18n/use-translation";

/**
 * A dialog addressed by the URL (?dialog=...): rendered by the server, so it works without
 * JavaScript; closing is a link back to the page without the parameter, so Back and reload agree
 * with the screen. With JS it is a modal <dialog> (UrlModal). A form starts on its first field; a
 * confirmation (`startOnField={false}`) on its Close link, so Enter does no harm.
 */
export function DialogFrame({
  id,
  title,
  closeTo,
  wide = false,
  startOnField = false,
  replace = false,
  children,
}: {
  id: string;
  title: string;
  closeTo: string;
  /** A form or a long text (add account, fare rules) rather than a confirmation. */
  wide?: boolean;
  startOnField?: boolean;
  /** Closing replaces the history entry instead of adding one. */
  replace?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <UrlModal
      closeTo={closeTo}
      labelledBy={`${id}-title`}
      startOnField={startOnField}
      overlayClassName="z-50 pt-16"
      className={`card w-full ${wide ? "max-w-2xl" : "max-w-lg"}`}
    >
      <div className="mb-3 flex items-start justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={closeTo} replace={replace} preventScrollReset className="link text-sm">
          {t("common.close")}
        </Link>
      </div>
      {children}
    </UrlModal>
  );
}
