import { Form, Link } from "@remix-run/react";
import type { CommonSearchRQ } from "~/contracts/air";
import { cabinCodes } from "~/domain/code-tables";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * The search again above the results (docs/behaviour.md#the-flight-search-form), kept light: a
 * plain GET form to the search page, which validates it on the server exactly like the full form
 * (and shows the full form, with what was typed, when something is wrong). No validation library
 * reaches this page.
 */
export function SearchBar({ rq }: { rq: CommonSearchRQ }) {
  const { t } = useTranslation("air");
  const legs = rq.searchType === "multiCity" ? rq.oriLocs.length : 1;
  const hidden: [string, string][] = [
    ["searchType", rq.searchType],
    ["paxTypeSelected", rq.paxTypeSelected],
    ...(rq.youngAdultCount ? [] : [["youngAdultCount", "0"] as [string, string]]),
    ["specialCount", String(rq.specialCount || 1)],
    ...(rq.specialPaxType ? [["specialPaxType", rq.specialPaxType] as [string, string]] : []),
    ...(rq.airlineCode || rq.corpCode || rq.fareType.length
      ? [["mode", "advance"] as [string, string]]
      : []),
    ...(rq.airlineCode ? [["airlineCode", rq.airlineCode] as [string, string]] : []),
    ...(rq.corpCode ? [["corpCode", rq.corpCode] as [string, string]] : []),
    ...rq.fareType.map((f) => ["fareType", f] as [string, string]),
  ];
  return (
    <section className="card p-4" aria-labelledby="search-bar-title">
      <div className="mb-2 flex items-center justify-between">
        <h1 id="search-bar-title" className="text-lg font-semibold">
          {t("search.title")}
        </h1>
        <Link to={paths.previousSearch()} className="link text-sm">
          {t("search.moreOptions")}
        </Link>
      </div>
      <Form method="get" action={paths.flightSearch()} className="flex flex-wrap items-end gap-3">
        {hidden.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {Array.from({ length: legs }, (_, i) => (
          <fieldset key={i} className="flex flex-wrap items-end gap-2">
            <legend className="sr-only">{t("search.segment", { n: i + 1 })}</legend>
            <Input
              id={`bar-o${i}`}
              name={`segments[${i}].origin`}
              label={t("search.origin")}
              value={rq.oriLocs[i]}
              width="w-24"
            />
            <Input
              id={`bar-d${i}`}
              name={`segments[${i}].destination`}
              label={t("search.destination")}
              value={rq.desLocs[i]}
              width="w-24"
            />
            <Input
              id={`bar-t${i}`}
              name={`segments[${i}].departureDate`}
              label={t("search.departureDate")}
              value={rq.departureDate[i]}
              type="date"
            />
          </fieldset>
        ))}
        {rq.searchType === "return" ? (
          <Input
            id="bar-r"
            name="returnDate"
            label={t("search.returnDate")}
            value={rq.departureDate[1]}
            type="date"
          />
        ) : null}
        <Input
          id="bar-a"
          name="adultCount"
          label={t("search.adultCount")}
          value={String(rq.adultCount)}
          type="number"
          width="w-20"
        />
        <Input
          id="bar-ch"
          name="childCount"
          label={t("search.childCount")}
          value={String(rq.childCount)}
          type="number"
          width="w-20"
        />
        {rq.youngAdultCount ? (
          <Input
            id="bar-y"
            name="youngAdultCount"
            label={t("search.youngAdultCount")}
            value={String(rq.youngAdultCount)}
            type="number"
            width="w-20"
          />
        ) : null}
        <Input
          id="bar-i"
          name="infantCount"
          label={t("search.infantCount")}
          value={String(rq.infantCount)}
          type="number"
          width="w-20"
        />
        <div>
          <label htmlFor="bar-c" className="label">
            {t("search.cabinType")}
          </label>
          <select id="bar-c" name="cabinType" defaultValue={rq.cabinType} className="input">
            {cabinCodes.map((c) => (
              <option key={c} value={c}>
                {t(`codes:cabin.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {t("search.submit")}
        </button>
      </Form>
      <SearchUsed rq={rq} />
    </section>
  );
}

function Input({
  id,
  name,
  label,
  value,
  type = "text",
  width = "w-40",
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  type?: string;
  width?: string;
}) {
  return (
    <div className={width}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        required
        min={type === "number" ? 0 : undefined}
        max={type === "number" ? 10 : undefined}
        className="input"
      />
    </div>
  );
}

/** What else the search used, changed on the full form ("More options"). */
function SearchUsed({ rq }: { rq: CommonSearchRQ }) {
  const { t } = useTranslation("air");
  const used: [string, string][] = [
    ...(rq.paxTypeSelected === "others" && rq.specialPaxType
      ? [
          [t("search.specialPaxType"), t(`codes:paxType.${rq.specialPaxType}`)] as [string, string],
          [t("search.specialCount"), String(rq.specialCount)] as [string, string],
        ]
      : []),
    ...(rq.airlineCode ? [[t("search.airlineCode"), rq.airlineCode] as [string, string]] : []),
    ...(rq.fareType.length
      ? [[t("search.fareType"), rq.fareType.join(", ")] as [string, string]]
      : []),
    ...(rq.corpCode ? [[t("search.corpCode"), rq.corpCode] as [string, string]] : []),
  ];
  if (!used.length) return null;
  return (
    <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {used.map(([term, value]) => (
        <div key={term} className="flex gap-1">
          <dt className="text-slate-600">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
