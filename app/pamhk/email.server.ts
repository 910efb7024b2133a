import { callUpstream, Empty, type UpstreamContext } from "./client.server";

export function forgetPassword(ctx: UpstreamContext, accountId: string) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/email/forgetPassword", query: { accountId } },
    Empty,
  );
}

export function contactUs(
  ctx: UpstreamContext,
  form: { name: string; phone: string; email: string; company: string; suggestion: string },
) {
  const { suggestion, ...query } = form;
  return callUpstream(
    ctx,
    { method: "POST", path: "/email/contactUs", query, text: suggestion },
    Empty,
  );
}
