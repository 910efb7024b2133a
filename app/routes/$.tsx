import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicLayout } from "~/components/public-layout";

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
