import * as z from "zod";
import { msg } from "./messages";

// The generic rules of docs/behaviour.md#generic-field-rules, shared by every form.
export const requiredText = () =>
  z
    .string({ error: msg("FIELD_REQUIRE") })
    .trim()
    .min(1, msg("FIELD_REQUIRE"));

export const email = () => requiredText().pipe(z.email({ error: msg("EMAIL_FORMAT") }));

export const telephone = () => requiredText().regex(/^\d{6,}$/, msg("TELEPHONE_FORMAT"));

export const strongPassword = () =>
  z
    .string({ error: msg("FIELD_REQUIRE") })
    .min(1, msg("FIELD_REQUIRE"))
    .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/, msg("PASSWORD_NOT_STRONG"));

/**
 * A form sends a line break as CR LF while the browser's maxlength counts it as one character:
 * one line break, one character, on both sides.
 */
export const oneCharLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");
