// A reminder on booking details: a day and a time in the agency zone, a text, and whom it is
// for (the agent or a colleague). Posted to the queue's reminder route; works without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { Field, SelectField, TextareaField } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import type { FormRules } from "~/forms/field-rules";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export type ReminderFormData = {
  rules: FormRules;
  /** The agent first, then the colleagues the portal knows. */
  colleagues: string[];
  /** The agency's today (the date field's lower bound) and its zone's short name. */
  today: string;
  zone: string;
};

export type ReminderTyped = { day?: string; time?: string; text?: string; owner?: string };

export function ReminderForm({
  bookingId,
  data,
  lastResult,
  typed,
  inDialog = false,
}: {
  bookingId: string;
  data: ReminderFormData;
  /** In booking details' dialog, whose title names it. */
  inDialog?: boolean;
  lastResult?: SubmissionResult<string[]>;
  typed?: ReminderTyped;
}) {
  const { t } = useTranslation("activity");
  const [form, fields] = useRulesForm(data.rules, {
    id: "reminder",
    lastResult,
    defaultValue: { time: "09:00", owner: data.colleagues[0] ?? "", ...typed },
  });
  const body = (
    <>
      <p className="text-sm text-slate-600">{t("queue.reminder.lead", { zone: data.zone })}</p>
      <Form
        method="post"
        action={paths.queueReminder()}
        {...getFormProps(form)}
        className="grid grid-cols-1 gap-3 sm:grid-cols-3"
      >
        <CsrfInput />
        <input type="hidden" name="bookingId" value={bookingId} />
        <Field meta={fields.day} type="date" label={t("queue.reminder.day")} min={data.today} />
        <Field meta={fields.time} type="time" label={t("queue.reminder.time")} />
        <SelectField
          meta={fields.owner}
          label={t("queue.reminder.owner")}
          options={data.colleagues.map((c) => ({ value: c, label: c }))}
        />
        <div className="sm:col-span-3">
          <TextareaField meta={fields.text} label={t("queue.reminder.text")} rows={2} />
        </div>
        <div>
          <button type="submit" className="btn-primary">
            {t("queue.reminder.submit")}
          </button>
        </div>
      </Form>
    </>
  );
  if (inDialog) return <div className="space-y-3">{body}</div>;
  return (
    <section aria-labelledby="reminder-heading" className="card space-y-3">
      <h2 id="reminder-heading" className="font-semibold">
        {t("queue.reminder.title")}
      </h2>
      {body}
    </section>
  );
}
