import { paths } from "~/paths";
import { getFormProps } from "~/components/form/props";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser, requireUserForm } from "~/auth/session.server";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field } from "~/components/field";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { Alert, useMessageText } from "~/components/message";
import { useRulesForm } from "~/components/form/use-form";
import { ValidationSummary } from "~/components/validation-summary";
import { MyInfoSchema, MyPasswordSchema } from "~/forms/my-account";
import { redirectWithToast } from "~/session/flash.server";
import { changeMyPassword, myAccount, saveMyInfo } from "~/services/my-account.server";

export const handle = { titleKey: "account:mine.title" };

const PATH = paths.myAccount();

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const account = await myAccount(ctx);
  return {
    account: {
      loginId: account.loginId,
      surname: account.surname,
      givenName: account.givenName,
      email: account.emails[0]?.emailAddress ?? "",
      telephone: account.telephones[0]?.phoneNumber ?? "",
    },
    rules: { info: fieldRules(MyInfoSchema), password: fieldRules(MyPasswordSchema) },
  };
}

const PASSWORDS = ["oldPassword", "password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  if (formData.get("intent") === "password") {
    const hideFields = PASSWORDS;
    const submission = parseForm(formData, MyPasswordSchema);
    if (submission.status !== "success")
      return data(
        { intent: "password", result: submission.reply({ hideFields }), failure: null },
        { status: 400 },
      );
    const changed = await changeMyPassword(ctx, submission.value);
    if (!changed.ok) {
      return data(
        {
          intent: "password",
          result: submission.reply({ hideFields, fieldErrors: changed.fieldErrors }),
          failure: changed.failure,
        },
        { status: 400 },
      );
    }
    return redirectWithToast(
      request,
      paths.myAccount({ saved: "password" }),
      { type: "success", key: "success.CHANGE_PASSWORD_SUCCESS" },
      { session: ctx.session },
    );
  }
  const submission = parseForm(formData, MyInfoSchema);
  if (submission.status !== "success")
    return data({ intent: "info", result: submission.reply(), failure: null }, { status: 400 });
  const saved = await saveMyInfo(ctx, submission.value);
  if (!saved.ok) {
    return data(
      {
        intent: "info",
        result: submission.reply({ fieldErrors: saved.fieldErrors }),
        failure: saved.failure,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(
    request,
    paths.myAccount({ saved: "info" }),
    { type: "success", key: "success.MODIFY_ACCOUNT_INFO_SUCCESS" },
    { session: ctx.session },
  );
}

/** My account (spec 02 "Other screens", §5): personal info, and the password with the current one. */
export default function MyAccountPage() {
  const { account } = useLoaderData<typeof loader>();
  // A successful save redirects here with ?saved=...: the forms start again from what is stored
  // (with JS on, inputs would otherwise keep what was typed, including the passwords).
  const [params] = useSearchParams();
  return <MyAccountForms key={`${params.get("saved")}:${JSON.stringify(account)}`} />;
}

function MyAccountForms() {
  const { account, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const text = useMessageText();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const infoResult = actionData?.intent === "info" ? actionData : undefined;
  const passwordResult = actionData?.intent === "password" ? actionData : undefined;
  const [infoForm, info] = useRulesForm(rules.info, {
    id: "my-info",
    lastResult: infoResult?.result,
    defaultValue: account,
  });
  const [passwordForm, password] = useRulesForm(rules.password, {
    id: "my-password",
    lastResult: passwordResult?.result,
  });
  // A refused password change answers without the passwords (hideFields): with JS the typed ones
  // are emptied too, as without JS; the errors stay on their fields.
  useEffect(() => {
    if (passwordResult) for (const name of PASSWORDS) passwordForm.update({ name, value: "" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per reply
  }, [passwordResult]);
  const infoLabels = {
    surname: t("field.surname"),
    givenName: t("field.givenName"),
    email: t("field.email"),
    telephone: t("field.telephone"),
  };
  const passwordLabels = {
    oldPassword: t("field.oldPassword"),
    password: t("field.newPassword"),
    confirmPassword: t("field.confirmPassword"),
  };
  return (
    <section aria-labelledby="mine-title" className="max-w-3xl space-y-4">
      <h1 id="mine-title" className="text-xl font-semibold">
        {t("mine.title")}
      </h1>
      <Form
        method="post"
        action={PATH}
        {...getFormProps(infoForm)}
        aria-labelledby="mine-info-title"
        className="card space-y-3"
      >
        <h2 id="mine-info-title" className="text-lg font-semibold">
          {t("mine.info")}
        </h2>
        <CsrfInput />
        <input type="hidden" name="intent" value="info" />
        {infoResult?.failure ? (
          <Alert title={t("messages:error.ERROR")}>{text(infoResult.failure)}</Alert>
        ) : null}
        {infoForm.status === "error" ? (
          <ValidationSummary errors={infoForm.allErrors} labels={infoLabels} />
        ) : null}
        <p className="text-sm">
          <span className="text-slate-600">{t("field.username")}: </span>
          <strong>{account.loginId}</strong>
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            meta={info.surname}
            label={infoLabels.surname}
            autoComplete="family-name"
            inputClassName="uppercase"
          />
          <Field
            meta={info.givenName}
            label={infoLabels.givenName}
            autoComplete="given-name"
            inputClassName="uppercase"
          />
          <Field meta={info.email} label={infoLabels.email} type="email" autoComplete="email" />
          <Field meta={info.telephone} label={infoLabels.telephone} type="tel" autoComplete="tel" />
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("mine.saveInfo")}
          </button>
        </div>
      </Form>
      <Form
        method="post"
        action={PATH}
        {...getFormProps(passwordForm)}
        aria-labelledby="mine-password-title"
        className="card space-y-3"
      >
        <h2 id="mine-password-title" className="text-lg font-semibold">
          {t("mine.password")}
        </h2>
        <CsrfInput />
        <input type="hidden" name="intent" value="password" />
        <p className="text-sm text-slate-600">{t("mine.passwordLead")}</p>
        {passwordResult?.failure ? (
          <Alert title={t("messages:error.ERROR")}>{text(passwordResult.failure)}</Alert>
        ) : null}
        {passwordForm.status === "error" ? (
          <ValidationSummary errors={passwordForm.allErrors} labels={passwordLabels} />
        ) : null}
        <Field
          meta={password.oldPassword}
          label={passwordLabels.oldPassword}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={password.password}
          confirmPassword={password.confirmPassword}
          labels={passwordLabels}
        />
        <div className="flex justify-end">
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("mine.savePassword")}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
