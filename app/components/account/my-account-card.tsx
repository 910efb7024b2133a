import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { FormProblems } from "~/components/form-problems";
import type { Message } from "~/domain/upstream-error";

/**
 * One of My account's two forms (info, password): a titled card posting its `intent`, with
 * why its last submit was refused above the fields.
 */
export function MyAccountCard<Shape extends Record<string, unknown>>({
  form,
  intent,
  action,
  title,
  lead,
  failure,
  labels,
  submit,
  busy,
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  intent: "info" | "password";
  action: string;
  title: string;
  lead?: React.ReactNode;
  failure: Message | null | undefined;
  labels: Record<string, string>;
  submit: string;
  busy: boolean;
  children: React.ReactNode;
}) {
  const titleId = `mine-${intent}-title`;
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      aria-labelledby={titleId}
      className="card space-y-3"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      {lead}
      <FormProblems failure={failure} form={form} labels={labels} />
      {children}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </Form>
  );
}
