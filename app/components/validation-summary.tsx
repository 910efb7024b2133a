import { useTranslation } from "~/i18n/use-translation";
import { useValidationText } from "./field";
import { Alert } from "./message";

/**
 * The VALIDATION_FAILED danger alert with each failing input's own message
 * (docs/behaviour.md#generic-field-rules).
 */
export function ValidationSummary({
  errors,
  labels,
}: {
  errors: Record<string, string[] | undefined> | undefined;
  labels: Record<string, string>;
}) {
  const { t } = useTranslation("messages");
  const text = useValidationText();
  const entries = Object.entries(errors ?? {}).filter(([name, list]) => name && list?.length);
  if (!entries.length) return null;
  return (
    <Alert title={t("error.VALIDATION_FAILED")}>
      <ul className="list-inside list-disc">
        {entries.map(([name, list]) => (
          <li key={name}>
            {labels[name] ?? name}: {text(list![0])}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
