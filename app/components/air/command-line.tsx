import { Form } from "@remix-run/react";
import { Alert } from "~/components/message";
import type { CommandProblem } from "~/domain/air/command-line";
import { localiseValues } from "~/i18n/format-values";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

const helpLines = [
  "helpRoute",
  "helpDate",
  "helpReturn",
  "helpPax",
  "helpCabin",
  "helpSource",
  "helpAirline",
] as const;

/**
 * The command line of the search page (docs/behaviour.md#command-line-search): a GET form to the
 * search page, read on the server (works without JS). A refused line is explained in words above
 * the search form, which the page fills with what was understood.
 */
export function CommandLine({
  command,
  problems,
}: {
  command?: string;
  problems?: CommandProblem[] | null;
}) {
  const { t, i18n } = useTranslation("air");
  return (
    <section className="card space-y-2" aria-labelledby="command-title">
      <Form method="get" action={paths.flightSearch()} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label id="command-title" htmlFor="command-line" className="label">
            {t("command.label")}
          </label>
          <input
            id="command-line"
            name="command"
            type="text"
            defaultValue={command}
            placeholder={t("common:topBar.commandPlaceholder")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            aria-describedby={problems?.length ? "command-problems" : undefined}
            aria-invalid={problems?.length ? true : undefined}
            className="input w-full font-mono uppercase"
          />
        </div>
        <button type="submit" className="btn-primary">
          {t("common:topBar.commandSubmit")}
        </button>
      </Form>
      {problems?.length ? (
        <div id="command-problems">
          <Alert title={t("command.problemTitle")}>
            <ul className="list-inside list-disc">
              {problems.map((p, i) => (
                <li key={i}>
                  {t(
                    p.key.includes(".") ? p.key : `command.error.${p.key}`,
                    localiseValues(p.values, i18n.language),
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-1">{t("command.understood")}</p>
          </Alert>
        </div>
      ) : null}
      <details className="text-sm">
        <summary className="link cursor-pointer">{t("command.help")}</summary>
        <p className="mt-2">{t("command.helpIntro")}</p>
        <ul className="mt-1 list-inside list-disc space-y-0.5 font-mono text-xs">
          {helpLines.map((k) => (
            <li key={k}>{t(`command.${k}`)}</li>
          ))}
        </ul>
        <p className="mt-1 text-xs">{t("command.helpExamples")}</p>
      </details>
    </section>
  );
}
