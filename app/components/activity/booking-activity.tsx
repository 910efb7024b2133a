// Issue 33: booking details' "Activity" section: the timeline of every version (newest first)
// and the company's internal notes, added and edited with JavaScript on or off.
import { getFormProps } from "@conform-to/react";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { TextareaField } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import type { FormRules } from "~/forms/field-rules";
import { useFormatter } from "~/i18n/use-formatter";
import { paths } from "~/paths";
import type { BookingActivityData, NoteView } from "~/services/activity-pages.server";
import { useActivityText } from "./activity-parts";

export function BookingActivity({ data }: { data: BookingActivityData }) {
  const { t, action, outcome, fields } = useActivityText();
  const { moment } = useFormatter();
  const [params] = useSearchParams();
  return (
    <section aria-labelledby="activity-heading" id="activity" className="card min-w-0 space-y-4">
      <h2 id="activity-heading" className="font-semibold">
        {t("section.title")}
      </h2>
      {!data ? (
        <p role="status" className="text-sm text-slate-600">
          {t("section.unavailable")}
        </p>
      ) : (
        <>
          {data.events.length ? (
            <ol aria-label={t("section.title")} className="space-y-2 text-sm">
              {data.events.map((e) => (
                <li key={e.id} className="border-l-2 border-slate-200 pl-3">
                  <p>
                    <strong>{action(e)}</strong>
                    {e.target.version ? (
                      <span className="text-slate-600">
                        {" · "}
                        {t("section.version", { n: e.target.version })}
                      </span>
                    ) : null}
                    {" · "}
                    <span className={e.ending.outcome === "done" ? "" : "text-red-700"}>
                      {outcome(e)}
                    </span>
                  </p>
                  <p className="text-slate-600">
                    {e.user.name || e.user.login} · <time dateTime={e.at}>{moment(e.at)}</time>
                    {e.requestId ? ` · ${t("section.reference")} ${e.requestId}` : ""}
                  </p>
                  {e.fields.length ? <p className="text-slate-600">{fields(e)}</p> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-slate-600">{t("section.empty")}</p>
          )}
          <Notes
            bookingId={data.bookingId}
            notes={data.notes}
            rules={data.rules}
            editing={params.get("editNote")}
          />
        </>
      )}
    </section>
  );
}

function Notes({
  bookingId,
  notes,
  rules,
  editing,
}: {
  bookingId: string;
  notes: NoteView[];
  rules: FormRules;
  editing: string | null;
}) {
  const { t } = useActivityText();
  const { moment } = useFormatter();
  const edited = notes.find((n) => n.id === editing && n.editable);
  return (
    <section aria-labelledby="notes-heading" className="space-y-3">
      <h3 id="notes-heading" className="font-semibold">
        {t("notes.title")}
      </h3>
      <p className="text-xs text-slate-600">{t("notes.lead")}</p>
      {notes.length ? (
        <ul aria-label={t("notes.title")} className="space-y-2 text-sm">
          {notes.map((n) => (
            <li key={n.id} className="rounded border border-slate-200 p-2">
              {/* Plain text: React escapes it; line breaks are kept by the CSS. */}
              <p className="whitespace-pre-wrap break-words">{n.body}</p>
              <p className="text-xs text-slate-600">
                {t("notes.by", { name: n.author, when: moment(n.at) })}
                {n.editedAt ? ` (${t("notes.edited")})` : ""}
                {n.editable ? (
                  <>
                    {" · "}
                    <Link
                      to={`${paths.bookingDetails(bookingId)}&editNote=${n.id}#activity`}
                      className="link"
                      preventScrollReset
                    >
                      {t("notes.edit")}
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t("notes.empty")}</p>
      )}
      <NoteForm
        key={edited?.id ?? "new"}
        bookingId={bookingId}
        rules={rules}
        note={edited ?? null}
      />
    </section>
  );
}

export function NoteForm({
  bookingId,
  rules,
  note,
  lastResult,
  typed,
}: {
  bookingId: string;
  rules: FormRules;
  note: NoteView | null;
  lastResult?: Parameters<typeof useRulesForm>[1]["lastResult"];
  typed?: string;
}) {
  const { t } = useActivityText();
  const [form, fields] = useRulesForm(rules, {
    id: note ? `note-${note.id}` : "note-new",
    lastResult,
    defaultValue: { body: typed ?? note?.body ?? "" },
  });
  return (
    <Form method="post" action={paths.bookingNotes()} {...getFormProps(form)} className="space-y-2">
      <CsrfInput />
      <input type="hidden" name="bookingId" value={bookingId} />
      {note ? <input type="hidden" name="noteId" value={note.id} /> : null}
      <TextareaField meta={fields.body} label={t("notes.body")} rows={3} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {note ? t("notes.save") : t("notes.add")}
        </button>
        {note ? (
          <Link to={`${paths.bookingDetails(bookingId)}#activity`} className="btn-secondary">
            {t("notes.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
