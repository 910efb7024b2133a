import { useEffect, useRef } from "react";

const wide = "(min-width: 1024px)"; // Tailwind's `lg`, where the page has room beside the results

/**
 * Content that a phone folds behind a summary line (docs/architecture.md#progressive-enhancement)
 * and a desk always shows. A `<details>`: closed in the HTML, so without JavaScript a phone sees
 * the summary first; from `lg` up the stylesheet shows its content and hides the summary
 * (`.narrow-collapse`), and with JavaScript it also opens, so browsers without `::details-content`
 * show it on a desk too.
 */
export function NarrowCollapse({
  summary,
  className,
  children,
}: {
  summary: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const query = window.matchMedia(wide);
    const follow = () => {
      if (ref.current) ref.current.open = query.matches;
    };
    follow();
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, []);
  return (
    <details ref={ref} className={`narrow-collapse group ${className ?? ""}`}>
      <summary className="card mb-2 flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-2 px-4 py-2 text-sm font-semibold lg:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {summary}
      </summary>
      {children}
    </details>
  );
}
