import { http, type HttpHandler } from "msw";
import { randomCaptcha, renderCaptchaSvg } from "../captcha";
import type { SimContext } from "../state";
import { sessionRoute } from "../upstream-session";

/**
 * GET /pamhkapi/verificationCode?t=<cache buster>: a new code on every call, stored in the
 * upstream session (replacing any earlier one) and drawn as SVG. A configured fixed captcha
 * (PAMHK_SIM_CAPTCHA) is drawn and stored instead, so tests can type it.
 */
export function verificationCodeHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.get(
      "*/pamhkapi/verificationCode",
      sessionRoute(ctx, ({ session }) => {
        const code = ctx.config.captcha ?? randomCaptcha();
        session.captcha = code;
        return new Response(renderCaptchaSvg(code), {
          headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" },
        });
      }),
    ),
  ];
}
