import { Link, useLocation } from "@remix-run/react";
import { pageCount, pageWindow } from "~/domain/paging";
import { useTranslation } from "~/i18n/use-translation";

/** Links that keep every other search parameter: paging works without JS and survives reloads. */
export function Pagination({
  page,
  total,
  pageSize = 10,
}: {
  page: number;
  total: number;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  if (total <= pageSize) return null;
  const hrefFor = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `${location.pathname}?${params}`;
  };
  const item = "min-w-[2.25rem] rounded border px-2 py-1 text-center text-sm";
  return (
    <nav aria-label={t("paging.label")} className="mt-4 flex flex-wrap items-center gap-1">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          className={`${item} border-slate-300 hover:bg-slate-50`}
          rel="prev"
        >
          {t("paging.previous")}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={hrefFor(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("paging.page", { page: p })}
            className={`${item} ${p === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50"}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link
          to={hrefFor(page + 1)}
          className={`${item} border-slate-300 hover:bg-slate-50`}
          rel="next"
        >
          {t("paging.next")}
        </Link>
      ) : null}
      <span className="ml-2 text-xs text-slate-500">{t("paging.total", { total })}</span>
    </nav>
  );
}
