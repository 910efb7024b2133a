// A refused download (docs/back-office.md#the-envelope-and-its-codes;
// docs/decisions/0045-error-titles-and-latest-only-operations.md): a link answered with raw JSON or
// cancelled by the browser said nothing. A print-out goes back to its booking with the message as a
// toast; a report the user may not run gets a small translated page with its 403, since the
// download address is a file, not a page of the shell.
import { getLocale } from "~/i18n/i18next.server";
import { serverT } from "~/i18n/translations.server";
import { PRINT_KINDS } from "~/pamhk/print.server";
import { paths } from "~/paths";
import { redirectWithToast } from "~/session/flash.server";

/**
 * Back to the booking with a toast that names the document and what to do, kept until dismissed;
 * a redirect thrown on the way (sign-in) stands.
 */
export async function printOutRefused(
  request: Request,
  failure: unknown,
  kind: string | undefined,
): Promise<Response> {
  if (failure instanceof Response && failure.status >= 300 && failure.status < 400) return failure;
  const bookingId = new URL(request.url).searchParams.get("bookingId");
  const back = bookingId ? paths.bookingDetails(bookingId) : paths.bookingList();
  const known = PRINT_KINDS.find((k) => k === kind);
  return redirectWithToast(request, back, {
    type: "error",
    key: known ? `printFailed.${known}` : "error.DOWNLOAD_FAILED",
    sticky: true,
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The translated "not allowed" page of a report download, with the way back to the reports. */
export async function reportNotAllowed(request: Request): Promise<Response> {
  const locale = await getLocale(request);
  const t = serverT(locale, "messages");
  const title = t("download.NOT_ALLOWED_TITLE");
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:32rem;margin:4rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:.5rem}h1{font-size:1.25rem;margin:0 0 .5rem}a{color:#1d4ed8}</style>
</head><body><main role="alert" aria-labelledby="t"><h1 id="t">${escape(title)}</h1>
<p>${escape(t("error.FORBIDDEN"))}</p>
<p><a href="${paths.reportTypes()}">${escape(t("download.BACK_TO_REPORTS"))}</a></p></main></body></html>`;
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
