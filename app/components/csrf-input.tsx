import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/contracts/root-data";

export function useCsrfToken(): string {
  return useRouteLoaderData<RootData>("root")?.csrf ?? "";
}

/** The hidden token every POST form carries (checked by readProtectedForm). */
export function CsrfInput() {
  return <input type="hidden" name="csrf" value={useCsrfToken()} />;
}
