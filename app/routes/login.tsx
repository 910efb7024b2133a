import { getFormProps, getInputProps } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  data,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { HOME_PATH } from "~/auth/guard.server";
import { login } from "~/auth/login.server";
import { readRememberedLogin } from "~/auth/remember.server";
import { ssoConfig } from "~/auth/sso-provider.server";
import { ssoStartHref } from "~/auth/sso.server";
import { CaptchaImage } from "~/components/captcha";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { Marketing } from "~/components/marketing";
import { Alert, useMessageText } from "~/components/message";
import { PublicLayout } from "~/components/public-layout";
import { emptyInputs, useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { LoginSchema } from "~/forms/public";
import { useTranslation } from "~/i18n/use-translation";
import { signInEvents } from "~/services/activity.server";
import { readProtectedForm } from "~/session/csrf.server";
import { getSession } from "~/session/session.server";

export const handle = { titleKey: "login.title" };

// Never kept for Back (bfcache or HTTP cache): a restored page would show a verification image
// whose code was spent or belongs to an ended session (app/paths.test.ts).
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  if (session.get("user")) throw redirect(HOME_PATH);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    rememberedId: await readRememberedLogin(request),
    rules: fieldRules(LoginSchema),
    // Each page its own image address: after logout and Back the browser reused the last
    // page's image (same address) without asking, so its code belonged to an ended session.
    imageKey: Date.now(),
    // The single-sign-on option (docs/behaviour.md#sign-in-and-public-pages) carries the deep link
    // along, like the form does.
    ssoHref: ssoConfig() ? ssoStartHref(redirectTo) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await readProtectedForm(request);
  const submission = parseForm(formData, LoginSchema);
  // The password never travels back to the browser, whatever happens.
  const hide = ["password"];
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: hide }),
        failure: null,
        clear: [],
        attempt: Date.now(),
      },
      { status: 400 },
    );
  }
  const outcome = await login(request, session, submission.value, signInEvents);
  if (outcome instanceof Response) return outcome;
  return data(
    {
      result: submission.reply({ hideFields: [...hide, ...outcome.clear] }),
      failure: outcome.message,
      clear: outcome.clear,
      attempt: Date.now(),
    },
    { status: 401 },
  );
}

export default function LoginPage() {
  const { rememberedId, ssoHref, rules, imageKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();
  const text = useMessageText();
  const [form, fields] = useRulesForm(rules, {
    id: "login",
    lastResult: actionData?.result,
    defaultValue: { loginName: rememberedId ?? "", remember: rememberedId ? "on" : undefined },
  });
  // With JS the typed values stay in the DOM: clear what the failure says to clear
  // (docs/back-office.md#the-envelope-and-its-codes). Cleared by the page, not by the agent: no
  // check runs, so no "Required field missing" under the empty field
  // (docs/behaviour.md#sign-in-and-public-pages).
  const cleared = actionData?.clear;
  useEffect(() => {
    emptyInputs(form.id, cleared ?? []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed attempt
  }, [actionData?.attempt]);
  const labels = {
    loginName: t("login.id"),
    password: t("login.password"),
    verifyCode: t("login.verifyCode"),
  };

  return (
    <PublicLayout>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,26rem)_1fr]">
        <section className="card" aria-labelledby="login-title">
          <h1 id="login-title" className="mb-4 text-xl font-semibold">
            {t("login.title")}
          </h1>
          <div className="space-y-3">
            {actionData?.failure ? (
              <Alert title={t("messages:error.LOGIN_FAILURE")}>{text(actionData.failure)}</Alert>
            ) : null}
            {form.status === "error" && !actionData?.failure ? (
              <ValidationSummary errors={form.allErrors} labels={labels} />
            ) : null}
          </div>
          <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
            <CsrfInput />
            <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
            <Field meta={fields.loginName} label={labels.loginName} autoComplete="username" />
            <Field
              meta={fields.password}
              label={labels.password}
              type="password"
              autoComplete="current-password"
            />
            <div className="flex items-end gap-3">
              <Field
                meta={fields.verifyCode}
                label={labels.verifyCode}
                autoComplete="off"
                className="flex-1"
                inputClassName="uppercase"
              />
              <div className="mb-5">
                <CaptchaImage
                  version={
                    actionData?.attempt ?? imageKey + Number(searchParams.get("captcha") ?? 0)
                  }
                />
              </div>
            </div>
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2">
                <input
                  {...getInputProps(fields.remember, { type: "checkbox" })}
                  className="h-4 w-4"
                />
                {t("login.remember")}
              </label>
              <Link to="/forgetPassword" className="link">
                {t("login.forgotPassword")}
              </Link>
            </div>
            <button type="submit" className="btn-primary w-full">
              {t("login.submit")}
            </button>
          </Form>
          {ssoHref ? <SingleSignOnOption href={ssoHref} /> : null}
          <p className="mt-4 text-sm text-slate-600">
            {t("login.needHelp")}{" "}
            <Link to="/contactUs" className="link">
              {t("login.contactUs")}
            </Link>
          </p>
        </section>
        <Marketing />
      </div>
    </PublicLayout>
  );
}

/** A plain link: the start of SSO is a GET that redirects to the provider, with or without JS. */
function SingleSignOnOption({ href }: { href: string }) {
  const { t } = useTranslation("sso");
  return (
    <div className="mt-4 border-t border-slate-200 pt-4 text-center">
      <p className="text-xs uppercase tracking-wide text-slate-500">{t("login.or")}</p>
      <a href={href} className="btn-secondary mt-2 w-full">
        {t("login.option")}
      </a>
      <p className="mt-1 text-xs text-slate-500">{t("login.hint")}</p>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <PublicLayout>
      <GeneralErrorBoundary />
    </PublicLayout>
  );
}
