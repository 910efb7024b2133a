import { Suspense, createElement, lazy, type ComponentType } from "react";

/**
 * A component whose code is a separate chunk the browser fetches only when it first renders (a
 * dialog opened through the URL), so it is not part of the page's first-load script. The server
 * imports it when the module loads and renders it at once, so the HTML (and JS off) is unchanged;
 * with the dialog in the first URL, hydration keeps that HTML until the chunk arrives.
 */
export function loadOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Code: ComponentType<P> =
    typeof document === "undefined"
      ? serverSide(load)
      : (lazy(() =>
          load().then((component) => ({ default: component })),
        ) as unknown as ComponentType<P>);
  function LoadOnUse(props: P) {
    return <Suspense fallback={null}>{createElement(Code, props)}</Suspense>;
  }
  return LoadOnUse;
}

function serverSide<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  // Settled long before the first request: the server bundle evaluates every route at start.
  const ready = load().then((component) => {
    loaded = component;
  });
  return function Loaded(props: P) {
    if (!loaded) throw ready; // suspends; only in the first moments after the start
    return createElement(loaded, props);
  };
}
