import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/** The "Send documents" button of booking details: opens the dialog by its URL. */
export function SendDocumentsButton({ to }: { to: string }) {
  const { t } = useTranslation("booking");
  return (
    <Link to={to} className="btn-secondary" preventScrollReset>
      {t("sendDocuments.button")}
    </Link>
  );
}
