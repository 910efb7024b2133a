import { getFormProps } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  redirect,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { Alert, useMessageText } from "~/components/message";
import { PublicLayout } from "~/components/public-layout";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { ForgetPasswordSchema } from "~/forms/public";
import { useTranslation } from "~/i18n/use-translation";
import { sendPasswordReset } from "~/services/public.server";
import { readProtectedForm } from "~/session/csrf.server";

export const COUNTDOWN_SECONDS = 5;

export async function loader({ request }: LoaderFunctionArgs) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    rules: fieldRules(ForgetPasswordSchema),
  };
}

// Without JS the countdown still ends on the home page: a meta refresh does it.
export const handle = { titleKey: "forgot.title" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...(data?.sent ? [{ httpEquiv: "refresh", content: `${COUNTDOWN_SECONDS};url=/` }] : []),
];

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await readProtectedForm(request);
  const submission = parseForm(formData, ForgetPasswordSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  const sent = await sendPasswordReset(request, session, submission.value.email);
  if (!sent.ok) return data({ result: submission.reply(), failure: sent.failure }, { status: 400 });
  return redirect("/forgetPassword?sent=1");
}

function Countdown() {
  const { t } = useTranslation();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) window.location.assign("/");
  }, [left]);
  return (
    <p className="mt-2 text-sm" aria-live="polite">
      {t("forgot.countdown", { count: left })}
    </p>
  );
}

export default function ForgetPasswordPage() {
  const { sent, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const text = useMessageText();
  const [form, fields] = useRulesForm(rules, { lastResult: actionData?.result });
  return (
    <PublicLayout>
      <section className="card mx-auto max-w-md" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="mb-4 text-xl font-semibold">
          {t("forgot.title")}
        </h1>
        {sent ? (
          <>
            <Alert tone="success">{t("messages:success.RESET_PASSWORD_SUCCESS")}</Alert>
            <Countdown />
            <Link to="/" className="link mt-4 inline-block text-sm">
              {t("forgot.goNow")}
            </Link>
          </>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{t("forgot.lead")}</p>
            <div className="space-y-3">
              {actionData?.failure ? (
                <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
              ) : null}
              {form.status === "error" ? (
                <ValidationSummary errors={form.allErrors} labels={{ email: t("forgot.email") }} />
              ) : null}
            </div>
            <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
              <CsrfInput />
              <Field
                meta={fields.email}
                label={t("forgot.email")}
                type="email"
                autoComplete="email"
              />
              <div className="flex justify-between pt-2">
                <Link to="/" className="btn-secondary">
                  {t("common.back")}
                </Link>
                <button type="submit" className="btn-primary">
                  {t("common.submit")}
                </button>
              </div>
            </Form>
          </>
        )}
      </section>
    </PublicLayout>
  );
}

export function ErrorBoundary() {
  return (
    <PublicLayout>
      <GeneralErrorBoundary />
    </PublicLayout>
  );
}
