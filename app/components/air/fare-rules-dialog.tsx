import { DialogFrame } from "~/components/dialog-frame";
import { Alert, useMessageText } from "~/components/message";
import type { AirRules } from "~/contracts/air";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The fare-rule dialog (docs/behaviour.md#review-baggage-and-the-passenger-form), addressable as
 * `?dialog=rules` so it opens without JS. The paragraphs were sanitised on the server
 * (sanitize-html, simple formatting only) before they reach this component; it renders nothing else
 * as HTML.
 */
export function FareRulesDialog({
  rules,
  failure,
  closeTo,
}: {
  rules: AirRules | null;
  failure: Message | null;
  closeTo: string;
}) {
  const { t } = useTranslation("air");
  const text = useMessageText();
  return (
    <DialogFrame id="fare-rules" title={t("rules.title")} closeTo={closeTo} wide replace>
      {failure ? <Alert title={t("messages:error.ERROR")}>{text(failure)}</Alert> : null}
      {(rules ?? []).map((pair) => (
        <section key={`${pair.departureAirportCode}-${pair.arrivalAirportCode}`} className="mb-4">
          <h3 className="font-semibold">
            {pair.departureAirportCode} → {pair.arrivalAirportCode}
          </h3>
          <ol className="ml-5 list-decimal space-y-2 text-sm">
            {pair.rules.map((rule, i) => (
              <li key={i}>
                <p className="font-medium">{rule.title}</p>
                {rule.paragraphs.map((html, j) => (
                  <div key={j} className="prose-sm" dangerouslySetInnerHTML={{ __html: html }} />
                ))}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </DialogFrame>
  );
}
