// Rebook and ancillary-change entities (docs/behaviour.md#entities) as the portal reads them,
// reusing the air journey's schemas for fares, price lines and price classes.
import * as z from "zod";
import { AirLowFareSchema, FarePriceSchema, PriceClassSchema } from "./air";
import { str, num, flag, list } from "./lenient";

const rphList = z
  .union([z.array(z.coerce.string()), z.coerce.string()])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : v ? v.split(",") : []));

/**
 * Flight change review (docs/behaviour.md#entities). airFarePrices are the change's charges per
 * traveller.
 */
export const RebookReviewSchema = z.object({
  airLowFare: AirLowFareSchema,
  itineraryRPH: z.coerce.string(),
  priceClasses: list(PriceClassSchema),
  holdBooking: flag,
  voidTicket: flag,
  airFarePrices: list(FarePriceSchema),
});
export type RebookReview = z.infer<typeof RebookReviewSchema>;

export const AncillaryOfferSchema = z.object({
  priceOfferId: z.coerce.string(),
  flightSegmentRPH: rphList,
  travelerRph: z.coerce.string(),
  name: str,
  amount: num,
  currency: z.coerce
    .string()
    .nullish()
    .transform((v) => v || "HKD"),
});

export const AncillarySearchSchema = z.object({
  ancillaryBaggageOptions: list(AncillaryOfferSchema),
  travelerInfos: list(
    z.object({ refIndex: num, surname: str, givenName: str, passengerType: str }),
  ),
});

export const AncillaryReviewSchema = z.object({
  baggageInfos: list(
    z.object({
      priceOfferId: z.coerce.string(),
      travelerRPH: z.coerce.string(),
      flightSegmentRPH: rphList,
      description: str,
      amount: num,
      currencyCode: z.coerce
        .string()
        .nullish()
        .transform((v) => v || "HKD"),
    }),
  ),
  totalAmount: num,
  currencyCode: z.coerce
    .string()
    .nullish()
    .transform((v) => v || "HKD"),
});
export type AncillaryReview = z.infer<typeof AncillaryReviewSchema>;
