// The ticket credits page: which credits (GET) and closing one by hand (POST).
import * as z from "zod";

export const CreditsViewSchema = z.object({
  view: z.enum(["open", "closed"]).catch("open").default("open"),
});

export const CloseCreditSchema = z.object({
  creditId: z.string().trim().min(1).max(60),
  state: z.enum(["used", "expired"]),
});
