// The work queue: my items and the team's, grouped by kind, due first, with their actions.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { QueueTables } from "~/components/queue/queue-list";
import { DUE_FILTERS, ITEM_KINDS } from "~/domain/queue/rules";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { QueueFilterSchema, queueActionSchemas } from "~/forms/queue";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { actOnItem, queuePage, viewerOf } from "~/services/queue.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";
import { queueClock } from "~/session/test-clock.server";

export const handle = { titleKey: "activity:queue.title" };

const rules = () => ({
  assign: fieldRules(queueActionSchemas.assign),
  snooze: fieldRules(queueActionSchemas.snooze),
  done: fieldRules(queueActionSchemas.done),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const submission = parseForm(new URL(request.url).searchParams, QueueFilterSchema);
  const filter =
    submission.status === "success"
      ? submission.value
      : { view: "mine" as const, kind: "" as const, owner: "", due: "" as const, agency: "" };
  const page = await queuePage(ctx, filter, queueClock(request));
  return { ...page, filter, wholeCompany: viewerOf(ctx).wholeCompany, rules: rules() };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (!(intent in queueActionSchemas)) throw pageError(request, { key: "http.400" }, 400);
  const schema = queueActionSchemas[intent as keyof typeof queueActionSchemas];
  const submission = parseForm(formData, schema);
  const itemId = String(formData.get("itemId") ?? "");
  if (submission.status !== "success")
    return data({ itemId, intent, result: submission.reply() }, { status: 400 });
  const outcome = await actOnItem(ctx, submission.value, queueClock(request));
  if (outcome === "invalid")
    return data(
      {
        itemId,
        intent,
        result: submission.reply({
          fieldErrors:
            intent === "assign"
              ? { owner: ["validation.QUEUE_OWNER"] }
              : { day: ["validation.QUEUE_SNOOZE_PAST"] },
        }),
      },
      { status: 400 },
    );
  // Back to the list the agent was looking at.
  const back = paths.queue(new URL(request.url).search);
  return redirectWithToast(
    request,
    back,
    outcome === "done"
      ? { type: "success", key: `activity:queue.toast.${intent}` }
      : { type: "info", key: "activity:queue.toast.gone" },
    { session: ctx.session },
  );
}

export default function QueuePage() {
  const { items, totals, users, agencyUsers, agencies, filter, wholeCompany, rules } =
    useLoaderData<typeof loader>();
  const total = Object.values(totals).reduce((a, b) => a + b, 0);
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("activity");
  const [params] = useSearchParams();
  const tab = (view: "mine" | "team") => {
    const next = new URLSearchParams(params);
    next.set("view", view);
    return paths.queue(next);
  };
  return (
    <section aria-labelledby="queue-title" className="space-y-4">
      <div>
        <h1 id="queue-title" className="text-xl font-semibold">
          {t("queue.title")}
        </h1>
        <p className="text-sm text-slate-600">
          {wholeCompany ? t("queue.leadCompany") : t("queue.leadOwn")}
        </p>
      </div>
      <nav aria-label={t("queue.views")} className="flex gap-2">
        {(["mine", "team"] as const).map((view) => (
          <Link
            key={view}
            to={tab(view)}
            aria-current={filter.view === view ? "page" : undefined}
            className={filter.view === view ? "btn-primary" : "btn-secondary"}
          >
            {t(`queue.${view}`)}
          </Link>
        ))}
      </nav>
      <Form
        method="get"
        className="card flex flex-wrap items-end gap-3"
        aria-label={t("queue.filters")}
      >
        <input type="hidden" name="view" value={filter.view} />
        <label className="text-sm">
          <span className="label">{t("queue.kind")}</span>
          <select name="kind" defaultValue={filter.kind} className="input">
            <option value="">{t("queue.all")}</option>
            {ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`queue.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {filter.view === "team" && agencies.length ? (
          <label className="text-sm">
            <span className="label">{t("queue.agency")}</span>
            <select name="agency" defaultValue={filter.agency} className="input">
              <option value="">{t("queue.allAgencies")}</option>
              {agencies.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {filter.view === "team" ? (
          <label className="text-sm">
            <span className="label">{t("queue.owner")}</span>
            <select name="owner" defaultValue={filter.owner} className="input">
              <option value="">{t("queue.all")}</option>
              <option value="none">{t("queue.nobody")}</option>
              {users.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="text-sm">
          <span className="label">{t("queue.due")}</span>
          <select name="due" defaultValue={filter.due} className="input">
            {DUE_FILTERS.map((d) => (
              <option key={d} value={d}>
                {t(`queue.dueFilter.${d || "all"}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-secondary">
          {t("queue.filter")}
        </button>
      </Form>
      <p role="status" className="text-sm">
        {t("queue.count", { count: total })}
      </p>
      <QueueTables
        items={items}
        totals={totals}
        users={users}
        agencyUsers={agencyUsers}
        showAgency={filter.view === "team" && agencies.length > 0}
        rules={rules}
        refused={refused && "result" in refused ? refused : undefined}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
