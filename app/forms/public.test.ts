import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ContactUsSchema, ForgetPasswordSchema, LoginSchema } from "./public";

const errorsOf = (result: { reply: () => { error?: unknown } }) => result.reply().error;

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("LoginSchema", () => {
  it("needs the login name, password and a 4-character code", () => {
    const result = parseWithZod(form({ loginName: "", password: "", verifyCode: "ABC" }), {
      schema: LoginSchema,
    });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      loginName: ["validation.FIELD_REQUIRE"],
      password: ["validation.FIELD_REQUIRE"],
      verifyCode: ["validation.LENGTH_EXACT?length=4"],
    });
  });
  it("accepts a full form, reads remember-me and hands the login name on as the wire's id", () => {
    const result = parseWithZod(
      form({ loginName: " agent ", password: "Agent1234", verifyCode: "TEST", remember: "on" }),
      { schema: LoginSchema },
    );
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({
      id: "agent",
      remember: true,
    });
  });
});

describe("ContactUsSchema", () => {
  it("requires all five fields with valid email and phone", () => {
    const result = parseWithZod(
      form({ contactName: "A", email: "bad", phone: "12a", company: "", suggestion: "" }),
      { schema: ContactUsSchema },
    );
    expect(errorsOf(result)).toMatchObject({
      email: ["validation.EMAIL_FORMAT"],
      phone: ["validation.TELEPHONE_FORMAT"],
      company: ["validation.FIELD_REQUIRE"],
      suggestion: ["validation.FIELD_REQUIRE"],
    });
  });
  it("phone needs at least 6 digits", () => {
    const ok = { contactName: "A", email: "a@b.co", company: "C", suggestion: "S" };
    expect(parseWithZod(form({ ...ok, phone: "12345" }), { schema: ContactUsSchema }).status).toBe(
      "error",
    );
    expect(parseWithZod(form({ ...ok, phone: "123456" }), { schema: ContactUsSchema }).status).toBe(
      "success",
    );
  });
});

describe("ForgetPasswordSchema", () => {
  it("needs a valid email", () => {
    expect(parseWithZod(form({ email: "x" }), { schema: ForgetPasswordSchema }).status).toBe(
      "error",
    );
    expect(
      parseWithZod(form({ email: "agent@harbourtravel.hk" }), { schema: ForgetPasswordSchema })
        .status,
    ).toBe("success");
  });
});
