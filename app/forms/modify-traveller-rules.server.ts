import { modifyTravellerSchema } from "./booking-actions";
import { withDayBounds } from "./field-rules";
import { fieldRules } from "./field-rules.server";
import { msg } from "./messages";

/**
 * Modify traveller's field rules, the birth date's "not after today" on blur too
 * (docs/behaviour.md#passenger-details).
 */
export function modifyTravellerRules(today: string) {
  const message = msg("DATE_GREATER", { max: today });
  return withDayBounds(fieldRules(modifyTravellerSchema(today)), {
    birthDate: { max: today, minMessage: message, maxMessage: message },
  });
}
