// Extension (docs/decisions/0065-penalties-read-from-filed-rules.md, mocks/README.md "Fare rules of
// a booking"): the fare rules filed with one version of a booking's air item, in the shape of
// /air/rules.
import { RulesSchema } from "~/contracts/air";
import { callUpstream, type UpstreamContext } from "./client.server";

export const bookingRules = (ctx: UpstreamContext, bookingId: string, versionNum: number) =>
  callUpstream(
    ctx,
    { method: "POST", path: "/booking/rules", json: { bookingId, versionNum } },
    RulesSchema,
  );
