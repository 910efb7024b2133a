import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";
import { HOME } from "~/paths";
import { Alert, useMessageText } from "./message";

function messageOf(error: unknown): Message {
  if (isRouteErrorResponse(error)) {
    const payload = error.data as { message?: Message } | undefined;
    if (payload?.message?.key) return payload.message;
    if ([400, 401, 404, 500, 504].includes(error.status)) return { key: `http.${error.status}` };
    return { key: "http.other", values: { status: error.status, message: error.statusText } };
  }
  return { key: "error.UNEXPECTED" };
}

/**
 * The one error view every route uses: a translated message, never a stack trace, a retry link
 * (the same address again) and the request id that the server's log line carries too.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  // In the browser only: the server logged it already (handleError, with the request id).
  if (!isRouteErrorResponse(error) && typeof document !== "undefined") console.error(error);
  const requestId = isRouteErrorResponse(error)
    ? (error.data as { requestId?: unknown } | undefined)?.requestId
    : undefined;
  return (
    <ErrorNotice
      message={messageOf(error)}
      requestId={typeof requestId === "string" ? requestId : null}
      status={isRouteErrorResponse(error) ? error.status : undefined}
    />
  );
}

// A refusal or a missing page is titled as such; trying again cannot help there
// (docs/decisions/0045-error-titles-and-latest-only-operations.md).
const kindOf = (status: number | undefined) =>
  status === 403 ? "notAllowed" : status === 404 ? "notFound" : "error";

/**
 * The error view itself, also for a failure streamed into a page after its shell; there a
 * session the back office ended (`signIn`) links to the sign-in page instead of the retry.
 */
export function ErrorNotice({
  message,
  requestId,
  signIn,
  status,
}: {
  message: Message;
  requestId: string | null;
  signIn?: string;
  status?: number;
}) {
  const text = useMessageText();
  const location = useLocation();
  const { t } = useTranslation("messages");
  const kind = kindOf(status);
  return (
    <div className="my-6 space-y-2">
      <Alert title={t(`errorKind.${kind}`)}>{text(message)}</Alert>
      <p className="flex flex-wrap items-center gap-4 text-sm">
        {signIn ? (
          <a href={signIn} className="link">
            {t("http.signIn")}
          </a>
        ) : kind !== "error" ? (
          <a href={HOME} className="link">
            {t("errorKind.back")}
          </a>
        ) : (
          <a href={location.pathname + location.search} className="link">
            {t("http.retry")}
          </a>
        )}
        {requestId ? (
          <span className="text-slate-500">{t("http.reference", { id: requestId })}</span>
        ) : null}
      </p>
    </div>
  );
}
