import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { jsonResponse, readJson } from "../envelope";
import type { SimContext } from "../state";

const FareBody = z
  .object({
    // "CX401/2026-12-01": airline, flight number, departure date (airport-local).
    match: z.string().regex(/^[A-Z0-9]{2}\d{1,4}\/\d{4}-\d{2}-\d{2}$/),
    raiseBy: z.number().int().min(0).max(100_000).default(0),
    // The flight is sold no more (its fares leave the searches) until `withdraw: false`.
    withdraw: z.boolean().default(false),
  })
  .strict();

/**
 * `POST /__sim/fares` raises (0: restores) or withdraws the fares of one flight; `GET` lists the
 * changes.
 */
export function fareHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.get("*/__sim/fares", () => jsonResponse(ctx.state.fareChanges)),
    http.post("*/__sim/fares", async ({ request }) => {
      const parsed = FareBody.safeParse(await readJson(request));
      if (!parsed.success)
        return jsonResponse(
          { error: "Bad Request", issues: parsed.error.issues.map((i) => i.message) },
          400,
        );
      const { match, raiseBy, withdraw } = parsed.data;
      ctx.state.fareChanges = [
        ...ctx.state.fareChanges.filter((c) => c.match !== match),
        ...(withdraw
          ? [{ match, raiseBy, withdrawn: true }]
          : raiseBy > 0
            ? [{ match, raiseBy }]
            : []),
      ];
      return jsonResponse(ctx.state.fareChanges);
    }),
  ];
}
