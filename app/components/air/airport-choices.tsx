import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The airports an ambiguous name ("london") may mean, as choices
 * (docs/behaviour.md#the-flight-search-form). The form is a GET: each choice is this same search
 * with the field set to the airport's code, so it works without JavaScript and keeps everything
 * else that was typed.
 */
export function AirportChoices({
  name,
  typed,
  choices,
}: {
  name: string;
  typed: string;
  choices: { code: string; name: string }[];
}) {
  const { t } = useTranslation("air");
  const location = useLocation();
  const hrefFor = (code: string) => {
    const params = new URLSearchParams(location.search);
    params.set(name, code);
    return `${location.pathname}?${params}`;
  };
  return (
    <ul
      aria-label={t("airportChoices.label", { value: typed })}
      className="mt-1 space-y-0.5 text-sm"
    >
      {choices.map((c) => (
        <li key={c.code}>
          <Link to={hrefFor(c.code)} className="link inline-flex min-h-6 items-center">
            {`${c.name} (${c.code})`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
