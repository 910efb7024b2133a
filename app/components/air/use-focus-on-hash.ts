import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A leg pick leads to the next leg's heading: the link ends in `#id`, so without JavaScript the
 * browser scrolls there; with it, the heading also takes focus (screen readers hear the new leg).
 */
export function useFocusOnHash<T extends HTMLElement>(id: string) {
  const ref = useRef<T>(null);
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== `#${id}` || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: "start" });
  }, [id, location.key, location.hash]);
  return ref;
}
