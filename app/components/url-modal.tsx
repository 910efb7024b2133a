import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

const FIELD = "input:not([type=hidden]), select, textarea, button";

/**
 * A dialog addressed by the URL (?dialog=...), a native <dialog>. The server renders it open in
 * the page, so it works without JS and closing is a link back to the URL without it. Once
 * hydrated it becomes modal (showModal: the browser traps focus and makes the page behind inert);
 * Escape closes it and goes to `closeTo`, as the close link does. Focus starts on the first field
 * (`startOnField`), else on the first focusable element: for a confirmation, its close link.
 * `!m-0`: a parent's `space-y-*` margin would otherwise leave a strip of the page undimmed.
 */
export function UrlModal({
  closeTo,
  labelledBy,
  startOnField = true,
  overlayClassName = "",
  className,
  children,
}: {
  closeTo: string;
  labelledBy: string;
  startOnField?: boolean;
  overlayClassName?: string;
  className: string;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const close = useRef(closeTo);
  close.current = closeTo;
  useEffect(() => {
    const node = dialog.current;
    if (!node || node.matches(":modal")) return;
    // Dropping `open` hides the server's non-modal dialog without a close event; then modal.
    node.removeAttribute("open");
    node.showModal();
    if (startOnField) node.querySelector<HTMLElement>(FIELD)?.focus();
    // Escape closes the dialog itself (Chrome may not let a cancel event be refused).
    const onClose = () => navigate(close.current, { replace: true, preventScrollReset: true });
    node.addEventListener("close", onClose);
    return () => node.removeEventListener("close", onClose);
  }, [navigate, startOnField]);
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby={labelledBy}
      className={`fixed inset-0 !m-0 h-full max-h-none w-full max-w-none items-start justify-center overflow-y-auto bg-slate-900/40 p-4 text-inherit backdrop:bg-transparent open:flex ${overlayClassName}`}
    >
      <div className={className}>{children}</div>
    </dialog>
  );
}
