import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, NewAccountSchema } from "./account-forms";
import { MyPasswordSchema } from "./my-account";

const errorsOf = (submission: { status?: string; error?: unknown }) =>
  (submission.status === "error" ? submission.error : undefined) as
    Record<string, string[] | null> | undefined;

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("password forms", () => {
  it("My account needs the current password, a strong new one and the same confirmation", () => {
    const result = parseWithZod(form({ oldPassword: "", password: "weak", confirmPassword: "" }), {
      schema: MyPasswordSchema,
    });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      oldPassword: ["validation.FIELD_REQUIRE"],
      password: ["validation.PASSWORD_NOT_STRONG"],
      confirmPassword: ["validation.FIELD_REQUIRE"],
    });
    const ok = parseWithZod(
      form({ oldPassword: "Agent1234", password: "Agent5678", confirmPassword: "Agent5678" }),
      { schema: MyPasswordSchema },
    );
    expect(ok.status).toBe("success");
  });

  it("says the passwords differ together with the other field errors", () => {
    const mine = parseWithZod(
      form({ oldPassword: "", password: "Agent5678", confirmPassword: "Agent5679" }),
      { schema: MyPasswordSchema },
    );
    expect(errorsOf(mine)).toMatchObject({
      oldPassword: ["validation.FIELD_REQUIRE"],
      confirmPassword: ["validation.CONFIRM_PASSWORD"],
    });
    const created = parseWithZod(
      form({ loginName: "", surname: "", password: "Newuser123", confirmPassword: "Newuser124" }),
      { schema: NewAccountSchema },
    );
    expect(errorsOf(created)?.surname).toBeDefined();
    expect(errorsOf(created)?.confirmPassword).toEqual(["validation.CONFIRM_PASSWORD"]);
    const admin = parseWithZod(form({ password: "weak", confirmPassword: "Other1234" }), {
      schema: ChangePasswordSchema,
    });
    expect(errorsOf(admin)?.password).toEqual(["validation.PASSWORD_NOT_STRONG"]);
    expect(errorsOf(admin)?.confirmPassword).toEqual(["validation.CONFIRM_PASSWORD"]);
  });
});
