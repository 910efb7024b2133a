import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { MyAccountCard } from "~/components/account/my-account-card";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { PersonFields, usePersonLabels } from "~/components/account/person-fields";
import { SignOutEverywhere } from "~/components/account/sign-out-everywhere";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { MorningMailCard } from "~/components/queue/morning-mail-card";
import { emptyInputs, useRulesForm } from "~/components/use-rules-form";
import { fieldRules } from "~/forms/field-rules.server";
import { MyInfoSchema, MyPasswordSchema } from "~/forms/my-account";
import { parseForm } from "~/forms/parse-form";
import { MorningMailSchema } from "~/forms/queue";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { changeMyPassword, myAccount, saveMyInfo } from "~/services/my-account.server";
import { chooseMorningMail, morningMailOf } from "~/services/queue-mail.server";
import { redirectWithToast } from "~/session/flash.server";

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
    rules: {
      info: fieldRules(MyInfoSchema),
      password: fieldRules(MyPasswordSchema),
      morningMail: fieldRules(MorningMailSchema),
    },
    // null: the database cannot be read now (the card is left out).
    morningMail: await morningMailOf(ctx),
  };
}

const PASSWORDS = ["oldPassword", "password", "confirmPassword"];

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  if (formData.get("intent") === "morningMail") {
    const submission = parseForm(formData, MorningMailSchema);
    if (submission.status !== "success")
      return data(
        { intent: "morningMail", result: submission.reply(), failure: null },
        { status: 400 },
      );
    const on = submission.value.enabled === "on";
    const chosen = await chooseMorningMail(
      ctx,
      on,
      await getLocale(request),
      new URL(request.url).origin,
    );
    if (!chosen.ok)
      return data(
        {
          intent: "morningMail",
          result: submission.reply({ fieldErrors: { enabled: [chosen.key] } }),
          failure: null,
        },
        { status: 400 },
      );
    return redirectWithToast(
      request,
      paths.myAccount({ saved: "mail" }),
      {
        type: "success",
        key: on ? "activity:queue.mailChoice.on" : "activity:queue.mailChoice.off",
      },
      { session: ctx.session },
    );
  }
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

/**
 * My account (docs/behaviour.md#my-account): personal info, and the password with the current one.
 */
export default function MyAccountPage() {
  const { account } = useLoaderData<typeof loader>();
  // A successful save redirects here with ?saved=...: the forms start again from what is stored
  // (with JS on, inputs would otherwise keep what was typed, including the passwords).
  const [params] = useSearchParams();
  return <MyAccountForms key={`${params.get("saved")}:${JSON.stringify(account)}`} />;
}

function MyAccountForms() {
  const { account, rules, morningMail } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
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
  // are emptied too, as without JS. In the inputs only, not by an intent: the errors and the
  // summary stay (an intent would end the reply's status).
  useEffect(() => {
    if (passwordResult) emptyInputs(passwordForm.id, PASSWORDS);
  }, [passwordResult, passwordForm.id]);
  const infoLabels = usePersonLabels();
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
      <MyAccountCard
        form={infoForm}
        intent="info"
        action={PATH}
        title={t("mine.info")}
        failure={infoResult?.failure}
        labels={infoLabels}
        submit={t("mine.saveInfo")}
        busy={busy}
      >
        <p className="text-sm">
          <span className="text-slate-600">{t("field.username")}: </span>
          <strong>{account.loginId}</strong>
        </p>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <PersonFields fields={info} own />
        </div>
      </MyAccountCard>
      <MyAccountCard
        form={passwordForm}
        intent="password"
        action={PATH}
        title={t("mine.password")}
        lead={<p className="text-sm text-slate-600">{t("mine.passwordLead")}</p>}
        failure={passwordResult?.failure}
        labels={passwordLabels}
        submit={t("mine.savePassword")}
        busy={busy}
      >
        <NewPasswordFields
          oldPassword={password.oldPassword}
          password={password.password}
          confirmPassword={password.confirmPassword}
          labels={passwordLabels}
        />
      </MyAccountCard>
      {morningMail !== null ? (
        <MorningMailCard
          action={PATH}
          rules={rules.morningMail}
          enabled={morningMail}
          lastResult={actionData?.intent === "morningMail" ? actionData.result : undefined}
        />
      ) : null}
      <SignOutEverywhere />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
