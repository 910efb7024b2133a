// Booking details' "Activity" section: the timeline of every version (newest first)
// and the company's internal notes, added and edited with JavaScript on or off.
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { CsrfInput } from "~/components/csrf-input";
import type { ActivityEvent } from "~/domain/activity";
import type { FormRules } from "~/forms/field-rules";
import { useFormatter } from "~/i18n/use-formatter";
import { paths } from "~/paths";
import type { BookingActivityData, NoteView } from "~/services/activity-pages.server";
import { NoteButtons, useActivityText } from "./activity-parts";

export function BookingActivity({ data }: { data: BookingActivityData }) {
  const { t, action, outcome, fields, who, sent, changes } = useActivityText();
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
                    {who(e)} · <time dateTime={e.at}>{moment(e.at)}</time>
                    {e.requestId ? ` · ${t("section.reference")} ${e.requestId}` : ""}
                  </p>
                  {e.fields.length ? <p className="text-slate-600">{fields(e)}</p> : null}
                  {e.sent ? <p className="text-slate-600">{sent(e)}</p> : null}
                  {e.queue ? <QueueDetails queue={e.queue} /> : null}
                  {e.changes.length ? (
                    <ul aria-label={t("outside.changes")} className="text-slate-700">
                      {changes(e).map((line, i) => (
                        <li key={i} className="break-words">
                          {line}
                        </li>
                      ))}
                    </ul>
                  ) : null}
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

/** A queue item's kind and, on Done, the reminder's own text beside the closing note. */
function QueueDetails({ queue }: { queue: NonNullable<ActivityEvent["queue"]> }) {
  const { t } = useActivityText();
  return (
    <div className="text-slate-700">
      <p className="text-slate-600">
        {t(`queue.kinds.${queue.kind}`, { defaultValue: queue.kind })}
      </p>
      {queue.reminder ? (
        <p className="whitespace-pre-line break-words">
          <span className="font-semibold">{t("queue.reminderText")}: </span>
          {queue.reminder}
        </p>
      ) : null}
      {queue.note ? (
        <p className="whitespace-pre-line break-words">
          <span className="font-semibold">{t("queue.closingNote")}: </span>
          {queue.note}
        </p>
      ) : null}
    </div>
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
  const { t, who } = useActivityText();
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
                {t("notes.by", {
                  name: who({ user: { name: n.author, login: "" }, operator: n.operator }),
                  when: moment(n.at),
                })}
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
      <NoteFormOnUse
        key={edited?.id ?? "new"}
        bookingId={bookingId}
        rules={rules}
        note={edited ?? null}
      />
    </section>
  );
}

type NoteFormProps = { bookingId: string; rules: FormRules; note: NoteView | null };

type Checked = ComponentType<NoteFormProps & { typed?: string }>;
type HandOver = { old: HTMLElement[]; focused: number };

const isArea = (c: HTMLElement): c is HTMLTextAreaElement => c instanceof HTMLTextAreaElement;

const controls = (box: HTMLElement | null) =>
  Array.from(box?.querySelectorAll<HTMLElement>("textarea, button, a[href]") ?? []);

/**
 * The note form as plain HTML (the server checks it) until the agent first points at or focuses
 * it; then the form with client checks (conform, ~11 KB) is fetched and takes its place with what
 * was typed, the focus and the selection, as the look-up inputs do (lookup/lookup-input). The
 * swap waits for a held pointer to be let go, so a click on the buttons is never cut in two.
 */
function NoteFormOnUse(props: NoteFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  const pressed = useRef(false);
  const arrived = useRef<Checked | null>(null);
  const [form, setForm] = useState<{ Checked: Checked } | null>(null);
  const handOver = useRef<HandOver | null>(null);
  const swap = () => {
    if (arrived.current && !pressed.current) setForm({ Checked: arrived.current });
  };
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./note-form").then(
      ({ NoteForm }) => {
        arrived.current = NoteForm;
        swap();
      },
      () => {
        started.current = false; // stays plain; the next focus tries again
      },
    );
  };
  if (form && !handOver.current) {
    // The plain form's controls, kept (a removed textarea keeps its value) for the layout effect.
    const old = controls(box.current);
    handOver.current = { old, focused: old.findIndex((c) => c === document.activeElement) };
  }
  // In the commit's own task: no key press can land between the swap and the focus.
  useLayoutEffect(() => {
    if (!form || !handOver.current) return;
    const { old, focused } = handOver.current;
    const now = controls(box.current);
    const [from, to] = [old.find(isArea), now.find(isArea)];
    if (from && to && to.value !== from.value) to.value = from.value;
    const control = now[focused];
    if (!control) return;
    control.focus();
    if (from && isArea(control))
      control.setSelectionRange(from.selectionStart, from.selectionEnd, from.selectionDirection);
  }, [form]);
  return (
    <div
      ref={box}
      onFocus={load}
      onPointerEnter={load}
      onPointerDown={() => (pressed.current = true)}
      onPointerUp={() => {
        pressed.current = false;
        setTimeout(swap); // after the click this release ends
      }}
      onPointerCancel={() => {
        pressed.current = false;
        swap();
      }}
    >
      {form ? (
        <form.Checked {...props} typed={handOver.current?.old.find(isArea)?.value} />
      ) : (
        <PlainNoteForm {...props} />
      )}
    </div>
  );
}

/** The same markup conform renders (ids, constraints), without its code. */
function PlainNoteForm({ bookingId, rules, note }: NoteFormProps) {
  const { t } = useActivityText();
  const formId = note ? `note-${note.id}` : "note-new";
  const id = `${formId}-body`;
  const constraint = rules.constraint.body;
  return (
    <Form method="post" action={paths.bookingNotes()} id={formId} noValidate className="space-y-2">
      <CsrfInput />
      <input type="hidden" name="bookingId" value={bookingId} />
      {note ? <input type="hidden" name="noteId" value={note.id} /> : null}
      <div>
        <label htmlFor={id} className="label">
          {t("notes.body")}
        </label>
        <textarea
          id={id}
          name="body"
          form={formId}
          aria-describedby={`${id}-error`}
          required={constraint?.required || undefined}
          minLength={constraint?.minLength}
          maxLength={constraint?.maxLength}
          defaultValue={note?.body ?? ""}
          rows={3}
          className="input"
        />
        <div id={`${id}-error`} className="min-h-[1rem]" />
      </div>
      <NoteButtons bookingId={bookingId} editing={!!note} />
    </Form>
  );
}
