import { useNavigate, useSubmit } from "@remix-run/react";
import { useLayoutEffect, useRef, useState, type ReactNode, type SyntheticEvent } from "react";

const ATTR = "data-kept-html";
const useClientLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * A part the server renders in full that hydration leaves as the server's HTML: React creates no
 * component for anything inside it, so a results page's cards cost next to nothing to hydrate
 * (decision record 0105). Its links and forms still work through the router: the wrapper passes a
 * plain click on a link (`data-replace`, `data-keep-scroll` as on `<Link>`) and a form's submit on
 * to it. When `version` changes (what the content shows changed), the part renders live from then
 * on; the focus stays on the same element.
 *
 * `id` names the part in the page (unique); rendered after hydration (a client navigation), the
 * part is live at once.
 */
export function KeptHtml({
  id,
  version,
  className,
  children,
}: {
  id: string;
  version: string;
  className?: string;
  children: ReactNode;
}) {
  const [kept] = useState(() => ({ version, html: serverHtmlOf(id) }));
  const live = !kept.html || kept.version !== version;
  const ref = useRef<HTMLDivElement>(null);
  const focusPath = useRef<number[] | null>(null);
  const navigate = useNavigate();
  const submit = useSubmit();

  // Claimed: a later mount (another page of results) must not take an old copy for its own.
  useClientLayoutEffect(() => ref.current?.removeAttribute(ATTR), []);
  useClientLayoutEffect(() => {
    const path = focusPath.current;
    // Only when the focus was lost with the old HTML (it is on the body then).
    const lost = !document.activeElement || document.activeElement === document.body;
    if (!live || !path || !ref.current || !lost) return;
    let node: Element | undefined = ref.current;
    for (const i of path) node = node?.children[i];
    if (node instanceof HTMLElement) node.focus({ preventScroll: true });
  }, [live]);

  if (typeof document === "undefined")
    return (
      <div {...{ [ATTR]: id }} className={className}>
        {children}
      </div>
    );
  if (live)
    return (
      <div ref={ref} className={className}>
        {children}
      </div>
    );

  const onFocus = (event: SyntheticEvent) => {
    focusPath.current = pathTo(ref.current, event.target as Element);
  };
  // Moved elsewhere (not lost with the element: that blur names no next element).
  const onBlur = (event: React.FocusEvent) => {
    if (event.relatedTarget && !ref.current?.contains(event.relatedTarget))
      focusPath.current = null;
  };
  const onClick = (event: React.MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = (event.target as Element).closest("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !ref.current?.contains(link)) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin)
      return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`, {
      replace: link.hasAttribute("data-replace"),
      preventScrollReset: link.hasAttribute("data-keep-scroll"),
    });
  };
  const send = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
    const onChange = form.hasAttribute("data-submit-on-change");
    submit(submitter instanceof HTMLButtonElement ? submitter : form, {
      method: form.method as "get" | "post",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: onChange,
    });
  };
  const onSubmit = (event: React.FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    send(form, (event.nativeEvent as SubmitEvent).submitter);
  };
  // `data-submit-on-change`: a form that applies each change at once (the results' filters).
  const onChange = (event: React.FormEvent<HTMLDivElement>) => {
    const form = (event.target as HTMLInputElement).form;
    if (form?.hasAttribute("data-submit-on-change")) send(form);
  };
  return (
    // Delegation only: the clicks come from the links inside (Enter on a link clicks it too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={ref}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
      onClick={onClick}
      onSubmit={onSubmit}
      onChange={onChange}
      // Hydration keeps the server's children as they are (nothing to compare or attach); the
      // same object on every render, so React never writes it, but would it have to render the
      // part anew (a hydration mismatch before it), it writes the same HTML.
      dangerouslySetInnerHTML={kept.html ?? undefined}
      suppressHydrationWarning
    />
  );
}

function serverHtmlOf(id: string): { __html: string } | null {
  if (typeof document === "undefined") return null;
  const part = document.querySelector(`[${ATTR}="${CSS.escape(id)}"]`);
  return part ? { __html: part.innerHTML } : null;
}

function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

function pathTo(root: Element | null, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}
