import { type FieldMeta } from "~/components/form/use-form";
import { Field } from "~/components/field";

/** The new password and its confirmation, as the admin screen and My account both ask for them. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: FieldMeta<string>;
  confirmPassword: FieldMeta<string>;
  labels: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <Field meta={password} label={labels.password} type="password" autoComplete="new-password" />
      <Field
        meta={confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
