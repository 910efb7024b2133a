import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, TextareaField } from "~/components/field";
import { Alert, useMessageText } from "~/components/message";
import { PublicLayout } from "~/components/public-layout";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { ContactUsSchema } from "~/forms/public";
import { useTranslation } from "~/i18n/use-translation";
import { sendContactRequest } from "~/services/public.server";
import { readProtectedForm } from "~/session/csrf.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "contact.title" };

export async function loader() {
  return { rules: fieldRules(ContactUsSchema) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { formData, session } = await readProtectedForm(request);
  const submission = parseForm(formData, ContactUsSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), failure: null }, { status: 400 });
  const sent = await sendContactRequest(request, session, submission.value);
  if (!sent.ok) return data({ result: submission.reply(), failure: sent.failure }, { status: 502 });
  return redirectWithToast(
    request,
    "/",
    { type: "success", key: "success.CONTACT_SUCCESS" },
    { session },
  );
}

export default function ContactUsPage() {
  const { rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const text = useMessageText();
  const [form, fields] = useRulesForm(rules, { lastResult: actionData?.result });
  const labels = {
    contactName: t("contact.name"),
    email: t("contact.email"),
    phone: t("contact.phone"),
    company: t("contact.company"),
    suggestion: t("contact.suggestion"),
  };
  return (
    <PublicLayout>
      <section className="card mx-auto max-w-xl" aria-labelledby="contact-title">
        <h1 id="contact-title" className="mb-1 text-xl font-semibold">
          {t("contact.title")}
        </h1>
        <p className="mb-4 text-sm text-slate-600">{t("contact.lead")}</p>
        <div className="space-y-3">
          {actionData?.failure ? (
            <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
          ) : null}
          {form.status === "error" ? (
            <ValidationSummary errors={form.allErrors} labels={labels} />
          ) : null}
        </div>
        <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
          <CsrfInput />
          <Field meta={fields.contactName} label={labels.contactName} autoComplete="name" />
          <Field meta={fields.email} label={labels.email} type="email" autoComplete="email" />
          <Field meta={fields.phone} label={labels.phone} type="tel" autoComplete="tel" />
          <Field meta={fields.company} label={labels.company} autoComplete="organization" />
          <TextareaField meta={fields.suggestion} label={labels.suggestion} />
          <div className="flex justify-between pt-2">
            <Link to="/" className="btn-secondary">
              {t("common.back")}
            </Link>
            <button type="submit" className="btn-primary">
              {t("common.submit")}
            </button>
          </div>
        </Form>
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
