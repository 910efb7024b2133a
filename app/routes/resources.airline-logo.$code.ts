import type { LoaderFunctionArgs } from "@remix-run/node";
import { monogramSvg } from "~/domain/air/monogram";

// Airline logos from our own origin (see monogram.ts); public and cacheable.

export function loader({ params }: LoaderFunctionArgs) {
  const code = (params.code ?? "").toUpperCase();
  if (!/^[A-Z0-9]{2}$/.test(code))
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(monogramSvg(code), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
