import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";
import { Alert, useMessageText } from "./message";
import { ValidationSummary } from "./validation-summary";

/** Why the last submit was refused: the back office's answer, then each field's own problem. */
export function FormProblems({
  failure,
  form,
  labels,
}: {
  failure: Message | null | undefined;
  form: { status?: "success" | "error"; allErrors: Record<string, string[]> };
  labels: Record<string, string>;
}) {
  const { t } = useTranslation("messages");
  const text = useMessageText();
  return (
    <>
      {failure ? <Alert title={t("error.ERROR")}>{text(failure)}</Alert> : null}
      {form.status === "error" ? (
        <ValidationSummary errors={form.allErrors} labels={labels} />
      ) : null}
    </>
  );
}
