import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled])";

/**
 * What a dialog addressed by the URL (?dialog=...) does once JS runs: focus moves into it (the
 * first field or button, else the first link; confirmations of irreversible actions start on
 * the first link, their Close, so Enter does no harm), Escape goes to `closeTo`, Tab stays
 * inside. Without JS the server-rendered dialog and its close link work as they are.
 */
export function useModal<T extends HTMLElement>(closeTo: string, { startOnField = true } = {}) {
  const panel = useRef<T>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const field = startOnField
      ? node.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea, button")
      : null;
    (field ?? node.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeTo, { replace: true, preventScrollReset: true });
      }
      if (event.key !== "Tab") return;
      const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = node.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeTo, navigate, startOnField]);
  return panel;
}
