import { Link } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicLayout } from "~/components/public-layout";
import { useTranslation } from "~/i18n/use-translation";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <GeneralErrorBoundary />
      <Link to="/" className="link">
        {t("nav.home")}
      </Link>
    </PublicLayout>
  );
}
