import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Message } from "~/pamhk/errors";
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

/** The one error view every route uses: a translated message, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const text = useMessageText();
  const { t } = useTranslation("messages");
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <div className="my-6">
      <Alert title={t("error.ERROR")}>{text(messageOf(error))}</Alert>
    </div>
  );
}
