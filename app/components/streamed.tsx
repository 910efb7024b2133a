// A part of a page that may arrive after its shell (docs/architecture.md#a-request-end-to-end):
// with JavaScript, React moves it into place when it streams in. Without, React's little script
// never runs and the part stays hidden where it arrived, at the end of the body; the style below
// (read only without scripts) shows it there in the page's main column, in place of its progress
// notice.
import { Await, useAsyncError } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import type { StreamedFailure } from "~/services/upstream.server";
import { ErrorNotice } from "./error-boundary";
import { useNonce } from "./nonce";

// React streams a part as <div hidden id="S:n"> (a child of body). The frame of the secured
// layout (top bar, menu, main column: `data-shell`, `data-shell-row`, `#main`) becomes one grid,
// so the parts take the rows under the main column, in their `order`.
const ARRIVED = "body>div[hidden]:has(>[data-streamed])";
const FRAME_CSS =
  "body{display:grid;grid-template-columns:minmax(0,1fr);grid-auto-rows:max-content;height:auto;min-height:100%}" +
  "[data-shell],[data-shell-row]{display:contents}" +
  `${ARRIVED}{display:block;grid-column:-2/-1;padding:0 1rem 1rem}` +
  "@media (min-width:768px){" +
  "body{grid-template-columns:14rem minmax(0,1fr);grid-template-rows:repeat(4,max-content) 1fr}" +
  "[data-shell]>header{grid-column:1/-1}[data-shell-row]>nav{grid-row:2/-1}#main{grid-column:2}" +
  `${ARRIVED}{padding:0 1.5rem 1.5rem}}`;

const partCss = (name: string, order: number) =>
  `body>div[hidden]:has(>[data-streamed="${name}"]){order:${order}}` +
  `body:has(>div>[data-streamed="${name}"]) [data-streamed-fallback="${name}"]{display:none}`;

type Props<T> = {
  /** Names the part for the style; unique in the page. */
  name: string;
  /** Where the part goes among the page's streamed parts (1 first), as its fallback stands. */
  order: number;
  /** The value, or a promise of it from the loader (streamed). */
  resolve: T | Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
};

export function Streamed<T>({ name, order, resolve, fallback, children }: Props<T>) {
  const nonce = useNonce();
  return (
    <Suspense
      fallback={
        <div data-streamed-fallback={name}>
          {fallback}
          <noscript>
            <style
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: FRAME_CSS + partCss(name, order) }}
            />
          </noscript>
        </div>
      }
    >
      <Await resolve={resolve} errorElement={<StreamFailed />}>
        {(value) => <div data-streamed={name}>{children(value as T)}</div>}
      </Await>
    </Suspense>
  );
}

// Streamed work settles into its own outcome (`streamed` in upstream.server); a rejected promise
// is the stream's own time limit or a fault of the framework.
function StreamFailed() {
  const error = useAsyncError();
  // In the browser only: on the server, entry.server's onError logs it with the request id.
  if (typeof document !== "undefined") console.error(error);
  return <ErrorNotice message={{ key: "error.UNEXPECTED" }} requestId={null} />;
}

/** The in-page view of streamed work that failed. */
export function StreamedError({ failure }: { failure: StreamedFailure }) {
  return (
    <ErrorNotice message={failure.message} requestId={failure.requestId} signIn={failure.signIn} />
  );
}

/** A progress notice: what is under way, an indeterminate bar, and what to expect. */
export function Progress({ label, hint }: { label: string; hint?: string }) {
  return (
    <div role="status" className="card space-y-3 p-4">
      <p className="font-semibold">{label}</p>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded bg-slate-200">
        <div className="progress-indeterminate h-full w-1/3 rounded bg-brand-500" />
      </div>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
