import { type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/field";

type Meta = FieldMetadata<string>;

/**
 * The new password and its confirmation, as adding an account, the admin screen and My account
 * all ask for them; My account asks for the current one first (`oldPassword`).
 */
export function NewPasswordFields({
  oldPassword,
  password,
  confirmPassword,
  labels,
}: {
  oldPassword?: Meta;
  password: Meta;
  confirmPassword: Meta;
  labels: { oldPassword?: string; password: string; confirmPassword: string };
}) {
  return (
    <>
      {oldPassword ? (
        <Field
          meta={oldPassword}
          label={labels.oldPassword ?? ""}
          type="password"
          autoComplete="current-password"
        />
      ) : null}
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
