// "Send" on a quote page (POST only): one e-mail to the client, then back to the quote with the
// outcome (docs/decisions/0104-quotes-sent-to-clients.md).
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { paths } from "~/paths";
import { sendQuote } from "~/services/quote-send.server";
import { redirectWithToast } from "~/session/flash.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(paths.quote(params.quoteId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { ctx } = await requireUserForm(request);
  const quoteId = params.quoteId ?? "";
  const outcome = await sendQuote(ctx, quoteId);
  return redirectWithToast(
    request,
    paths.quote(quoteId),
    outcome.ok
      ? { type: "success", key: "clientQuote:send.sent", values: { email: outcome.to } }
      : { type: "error", key: outcome.key, values: outcome.values, sticky: true },
    { session: ctx.session },
  );
}
