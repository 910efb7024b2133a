import * as z from "zod";
import { msg } from "./messages";
import { email, requiredText, telephone } from "./rules";

// A field named like a form property (id, name, action, …) hides it: `form.id` would be the input
// (schema-field-names.test.ts). Such fields take another name here and map to the wire's.

export const LoginSchema = z
  .object({
    loginName: requiredText().max(100, msg("LENGTH_GREATER", { max: 100 })),
    password: z
      .string({ error: msg("FIELD_REQUIRE") })
      .min(1, msg("FIELD_REQUIRE"))
      .max(128, msg("LENGTH_GREATER", { max: 128 })),
    verifyCode: requiredText().length(4, msg("LENGTH_EXACT", { length: 4 })),
    remember: z.boolean().optional(),
    redirectTo: z.string().optional(),
  })
  .transform(({ loginName, ...rest }) => ({ id: loginName, ...rest }));

export const ContactUsSchema = z
  .object({
    contactName: requiredText().max(100, msg("LENGTH_GREATER", { max: 100 })),
    email: email(),
    phone: telephone().max(20, msg("LENGTH_GREATER", { max: 20 })),
    company: requiredText().max(200, msg("LENGTH_GREATER", { max: 200 })),
    suggestion: requiredText().max(2000, msg("LENGTH_GREATER", { max: 2000 })),
  })
  .transform(({ contactName, ...rest }) => ({ name: contactName, ...rest }));

export const ForgetPasswordSchema = z.object({ email: email() });
