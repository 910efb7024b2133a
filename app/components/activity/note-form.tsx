// The note form with its client checks (conform and the field rules): booking details
// fetches it on first use (NoteFormOnUse); the notes page renders it at once.
import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { TextareaField } from "~/components/field";
import { useRulesForm } from "~/components/use-rules-form";
import type { FormRules } from "~/forms/field-rules";
import { paths } from "~/paths";
import type { NoteView } from "~/services/activity-pages.server";
import { NoteButtons, useActivityText } from "./activity-parts";

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
      <NoteButtons bookingId={bookingId} editing={!!note} />
    </Form>
  );
}
