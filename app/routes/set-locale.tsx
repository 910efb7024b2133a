import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import * as z from "zod";
import { locales } from "~/domain/locales";
import { localeCookie } from "~/i18n/i18next.server";
import { readProtectedForm } from "~/session/csrf.server";
import { safeRedirect } from "~/session/flash.server";

const Schema = z.object({ lng: z.enum(locales), redirectTo: z.string().optional() });

export async function action({ request }: ActionFunctionArgs) {
  const { formData } = await readProtectedForm(request);
  const parsed = Schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  return redirect(safeRedirect(parsed.data.redirectTo, "/login"), {
    headers: { "Set-Cookie": await localeCookie.serialize(parsed.data.lng) },
  });
}

export async function loader() {
  return redirect("/login");
}
