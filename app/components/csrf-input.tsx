import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

export function useCsrfToken(): string {
  return useRouteLoaderData<typeof loader>("root")?.csrf ?? "";
}

/** The hidden token every POST form carries (checked by readProtectedForm). */
export function CsrfInput() {
  return <input type="hidden" name="csrf" value={useCsrfToken()} />;
}
