import { parse } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

// A layout effect in the browser; the server renders no effects (and would warn of this one).
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A form's typed values across a document reload of the same page (the language switch reloads
 * the document so only one locale is loaded): saved to sessionStorage when the page is left,
 * under `key` (the server's form id: same flow, same draft), and given back once after hydration
 * as the form's new default value, under a new form id (conform reads a default only on mount).
 * A client navigation away (Back, then Forward) saves them too when the form unmounts.
 */
export function useKeptOverReload(key: string): {
  id: string;
  kept: Record<string, unknown> | null;
} {
  const [kept, setKept] = useState<{ key: string; value: Record<string, unknown> } | null>(null);
  const storeKey = `kept-form:${key}`;
  const restored = kept?.key === storeKey ? kept.value : null;
  const id = restored ? `${key}-kept` : key;
  const current = useRef(id);
  current.current = id;
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(storeKey);
      sessionStorage.removeItem(storeKey);
      if (saved) setKept({ key: storeKey, value: JSON.parse(saved) });
    } catch {
      // No storage (private mode) or a damaged entry: the server's values stand.
    }
    const save = () => {
      const form = document.forms.namedItem(current.current);
      if (!form) return;
      const data = new FormData(form);
      data.delete("csrf");
      const { payload } = parse(data, { resolve: () => ({ value: undefined }) });
      try {
        sessionStorage.setItem(storeKey, JSON.stringify(payload));
      } catch {
        // Full or unavailable storage: nothing more to do while the page unloads.
      }
    };
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, [storeKey]);
  // Left by a client navigation (Back, a link): kept too, so Forward finds it. In a layout
  // effect, whose clean-up runs while the form is still in the document.
  useClientLayoutEffect(
    () => () => {
      const form = document.forms.namedItem(current.current);
      if (!form) return;
      const data = new FormData(form);
      data.delete("csrf");
      const { payload } = parse(data, { resolve: () => ({ value: undefined }) });
      try {
        sessionStorage.setItem(storeKey, JSON.stringify(payload));
      } catch {
        // Full or unavailable storage: the server's values stand.
      }
    },
    [storeKey],
  );
  return { id, kept: restored };
}
