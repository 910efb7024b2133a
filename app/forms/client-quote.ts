import * as z from "zod";
import { msg } from "./messages";
import { oneCharLineBreaks, requiredText } from "./rules";

export const CLIENT_MESSAGE_MAX = 2000;

const message = z
  .string()
  .trim()
  .transform(oneCharLineBreaks)
  .pipe(z.string().max(CLIENT_MESSAGE_MAX, msg("LENGTH_GREATER", { max: CLIENT_MESSAGE_MAX })))
  .optional()
  .transform((v) => v ?? "");

/** The client's answer on the public quote page: one option, an optional message. */
export const ChooseOptionSchema = z.object({
  choice: requiredText().max(64, msg("LENGTH_GREATER", { max: 64 })),
  message,
});

/** After expiry: a request for a new quote, with an optional message. */
export const AskNewQuoteSchema = z.object({ message });
