// The work queue's lists: one table per kind, due first, rows stacked as cards on phones, and
// each row's actions as small POST forms (conform; they work without JavaScript too).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { FieldErrors } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import { FILED_KINDS, ITEM_KINDS, type ItemKind } from "~/domain/queue/rules";
import type { FormRules } from "~/forms/field-rules";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { QueueEntry } from "~/services/queue.server";

export type QueueRules = { assign: FormRules; snooze: FormRules; done: FormRules };
export type Refused = { itemId: string; intent: string; result: SubmissionResult<string[]> };

type RowProps = {
  item: QueueEntry;
  users: string[];
  /** Another agency's users, for its items (a system administrator's queue). */
  agencyUsers?: Record<string, string[]>;
  /** Rows name their agency (a queue across agencies). */
  showAgency?: boolean;
  rules: QueueRules;
  refused?: Refused;
};

function lastResultFor(props: RowProps, intent: string) {
  return props.refused?.itemId === props.item.id && props.refused.intent === intent
    ? props.refused.result
    : undefined;
}

function AssignForm(props: RowProps) {
  const { t } = useTranslation("activity");
  const { item } = props;
  const users = props.agencyUsers?.[item.agency] ?? props.users;
  const [form, fields] = useRulesForm(props.rules.assign, {
    id: `assign-${item.id}`,
    lastResult: lastResultFor(props, "assign"),
    defaultValue: { owner: item.owner ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-end gap-1">
      <CsrfInput />
      <input type="hidden" name="itemId" value={item.id} />
      <label className="text-xs">
        <span className="block">{t("queue.assignTo", { locator: item.recordLocator })}</span>
        <select
          name={fields.owner.name}
          defaultValue={item.owner ?? ""}
          className="input py-1 text-sm"
          aria-describedby={fields.owner.errorId}
        >
          <option value="" disabled>
            {t("queue.nobody")}
          </option>
          {users.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" name="intent" value="assign" className="btn-secondary py-1 text-sm">
        {t("queue.assign")}
      </button>
      <FieldErrors id={fields.owner.errorId} errors={fields.owner.errors} />
    </Form>
  );
}

function SnoozeForm(props: RowProps) {
  const { t } = useTranslation("activity");
  const { item } = props;
  const [form, fields] = useRulesForm(props.rules.snooze, {
    id: `snooze-${item.id}`,
    lastResult: lastResultFor(props, "snooze"),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-1">
      <CsrfInput />
      <input type="hidden" name="itemId" value={item.id} />
      <input type="hidden" name="intent" value="snooze" />
      <span className="sr-only">{t("queue.snoozeLabel", { locator: item.recordLocator })}</span>
      <button type="submit" name="until" value="hour" className="btn-secondary py-1 text-sm">
        {t("queue.snoozeHour")}
      </button>
      <button type="submit" name="until" value="tomorrow" className="btn-secondary py-1 text-sm">
        {t("queue.snoozeTomorrow")}
      </button>
      <label className="text-xs">
        <span className="block">{t("queue.snoozeDay")}</span>
        <input
          type="date"
          name={fields.day.name}
          className="input py-1 text-sm"
          aria-describedby={fields.day.errorId}
        />
      </label>
      <button type="submit" name="until" value="date" className="btn-secondary py-1 text-sm">
        {t("queue.snoozeUntilDay")}
      </button>
      <FieldErrors id={fields.day.errorId} errors={fields.day.errors} />
    </Form>
  );
}

function DoneForm(props: RowProps) {
  const { t } = useTranslation("activity");
  const { item } = props;
  const [form, fields] = useRulesForm(props.rules.done, {
    id: `done-${item.id}`,
    lastResult: lastResultFor(props, "done"),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex items-end gap-1">
      <CsrfInput />
      <input type="hidden" name="itemId" value={item.id} />
      <label className="text-xs">
        <span className="block">{t("queue.doneNote", { locator: item.recordLocator })}</span>
        <input
          name={fields.note.name}
          maxLength={500}
          className="input py-1 text-sm"
          aria-describedby={fields.note.errorId}
        />
      </label>
      <button type="submit" name="intent" value="done" className="btn-primary py-1 text-sm">
        {t("queue.done")}
      </button>
      <FieldErrors id={fields.note.errorId} errors={fields.note.errors} />
    </Form>
  );
}

function QueueRow(props: RowProps) {
  const { t } = useTranslation("activity");
  const { moment } = useFormatter();
  const { item } = props;
  return (
    <tr className="align-top max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:p-3">
      <td className="px-2 py-2 font-mono font-semibold max-sm:p-0">
        {/* A filed item's bookingId is its quote's id (domain/queue/rules.ts FILED_KINDS). */}
        {(FILED_KINDS as readonly string[]).includes(item.kind) ? (
          <Link to={paths.quote(item.bookingId)} className="link font-sans">
            {t("queue.quoteFor", { name: item.travellers })}
          </Link>
        ) : (
          <Link to={paths.bookingDetails(item.bookingId)} className="link">
            {item.recordLocator || item.bookingId}
          </Link>
        )}
        {props.showAgency ? (
          <span className="block font-sans text-xs font-normal text-slate-600">
            {t("queue.agency")}: {item.agency}
          </span>
        ) : null}
      </td>
      <td className="px-2 py-2 max-sm:p-0">
        {item.travellers}
        {item.note ? (
          <p className="mt-1 whitespace-pre-line text-sm text-slate-700">
            <span className="font-semibold">{t("queue.reminderText")}: </span>
            {item.note}
          </p>
        ) : null}
      </td>
      <td className="px-2 py-2 max-sm:p-0">{item.route}</td>
      <td className="whitespace-nowrap px-2 py-2 max-sm:p-0">
        <time dateTime={item.due}>{moment(item.due)}</time>
      </td>
      <td className="px-2 py-2 max-sm:p-0">{item.owner ?? t("queue.nobody")}</td>
      <td className="space-y-2 px-2 py-2 max-sm:p-0">
        <AssignForm {...props} />
        <SnoozeForm {...props} />
        <DoneForm {...props} />
      </td>
    </tr>
  );
}

export function QueueTables({
  items,
  totals,
  ...rest
}: { items: QueueEntry[]; totals: Record<string, number> } & Omit<RowProps, "item">) {
  const { t } = useTranslation("activity");
  const groups = ITEM_KINDS.map((kind) => ({
    kind,
    items: items.filter((i) => i.kind === kind),
  })).filter((g) => g.items.length > 0);
  if (!groups.length) return <p className="card text-sm text-slate-600">{t("queue.empty")}</p>;
  return (
    <>
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`queue-${g.kind}`} className="space-y-2">
          <h2 id={`queue-${g.kind}`} className="text-lg font-semibold">
            {t(`queue.kinds.${g.kind satisfies ItemKind}`)} (
            {(totals[g.kind] ?? 0) > g.items.length
              ? t("queue.groupMore", { shown: g.items.length, total: totals[g.kind] })
              : g.items.length}
            )
          </h2>
          <DataTable
            caption={t(`queue.kinds.${g.kind}`)}
            cardsOnPhones
            className="card min-w-0 overflow-x-auto max-sm:p-0"
            headers={[
              t("queue.locator"),
              t("queue.travellers"),
              t("queue.route"),
              t("queue.due"),
              t("queue.owner"),
              t("queue.actions"),
            ]}
          >
            {g.items.map((item) => (
              <QueueRow key={item.id} item={item} {...rest} />
            ))}
          </DataTable>
        </section>
      ))}
    </>
  );
}
