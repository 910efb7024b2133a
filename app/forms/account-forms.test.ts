import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  ChangePasswordSchema,
  EditAccountSchema,
  NewAccountSchema,
  parseAccountSearch,
} from "./account-forms";
import { NotificationSearchSchema } from "./notification-search";

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values))
    for (const v of [value].flat()) data.append(key, v);
  return data;
}

const valid = {
  loginName: "kayan.fung",
  nameTitle: "MS",
  surname: "Fung",
  givenName: "Ka Yan",
  email: "kayan@harbourtravel.hk",
  telephone: "91112222",
  password: "Newuser123",
  confirmPassword: "Newuser123",
};

describe("NewAccountSchema (new account dialog, docs/behaviour.md#booking-management-forms)", () => {
  it("accepts a complete account, upper-cases names and reads one or several roles as a list", () => {
    const one = parseWithZod(form({ ...valid, securityGroups: "AIR_BOOKING" }), {
      schema: NewAccountSchema,
    });
    expect(one.status).toBe("success");
    if (one.status === "success")
      expect(one.value).toMatchObject({
        id: "kayan.fung",
        surname: "FUNG",
        givenName: "KA YAN",
        securityGroups: ["AIR_BOOKING"],
      });
    const two = parseWithZod(form({ ...valid, securityGroups: ["AIR_BOOKING", "TICKETING"] }), {
      schema: NewAccountSchema,
    });
    expect(two.status === "success" && two.value.securityGroups).toEqual([
      "AIR_BOOKING",
      "TICKETING",
    ]);
    const none = parseWithZod(form(valid), { schema: NewAccountSchema });
    expect(none.status === "success" && none.value.securityGroups).toEqual([]);
  });

  it.each([
    [
      "password",
      { password: "newuser123", confirmPassword: "newuser123" },
      "validation.PASSWORD_NOT_STRONG",
    ],
    [
      "password",
      { password: "Short1", confirmPassword: "Short1" },
      "validation.PASSWORD_NOT_STRONG",
    ],
    ["confirmPassword", { confirmPassword: "Newuser124" }, "validation.CONFIRM_PASSWORD"],
    ["email", { email: "kayan@" }, "validation.EMAIL_FORMAT"],
    ["telephone", { telephone: "12345" }, "validation.TELEPHONE_FORMAT"],
    ["telephone", { telephone: "9111-2222" }, "validation.TELEPHONE_FORMAT"],
    ["surname", { surname: "" }, "validation.FIELD_REQUIRE"],
    ["nameTitle", { nameTitle: "" }, "validation.FIELD_REQUIRE"],
    ["loginName", { loginName: "ka yan" }, "account:validation.LOGIN_FORMAT"],
  ])("refuses a bad %s with its catalogue key", (field, change, key) => {
    const result = parseWithZod(form({ ...valid, ...change }), { schema: NewAccountSchema });
    expect(result.status).toBe("error");
    expect(result.reply().error?.[field]).toContain(key);
  });
});

describe("EditAccountSchema and ChangePasswordSchema", () => {
  it("reads Active/Inactive as a boolean and requires contact formats", () => {
    const ok = parseWithZod(
      form({
        surname: "chan",
        givenName: "tai man",
        email: "a@b.hk",
        telephone: "912345",
        enabled: "false",
      }),
      { schema: EditAccountSchema },
    );
    expect(ok.status === "success" && ok.value).toMatchObject({
      surname: "CHAN",
      enabled: false,
      securityGroups: [],
    });
    const bad = parseWithZod(
      form({
        surname: "chan",
        givenName: "tai man",
        email: "a@b.hk",
        telephone: "91",
        enabled: "maybe",
      }),
      { schema: EditAccountSchema },
    );
    expect(Object.keys(bad.reply().error ?? {}).sort()).toEqual(["enabled", "telephone"]);
  });

  it("needs a strong password confirmed exactly", () => {
    expect(
      parseWithZod(form({ password: "Changed789", confirmPassword: "Changed789" }), {
        schema: ChangePasswordSchema,
      }).status,
    ).toBe("success");
    expect(
      parseWithZod(form({ password: "Changed789", confirmPassword: "Changed788" }), {
        schema: ChangePasswordSchema,
      }).reply().error?.confirmPassword,
    ).toEqual(["validation.CONFIRM_PASSWORD"]);
    expect(
      parseWithZod(form({ password: "changed", confirmPassword: "changed" }), {
        schema: ChangePasswordSchema,
      }).reply().error?.password,
    ).toEqual(["validation.PASSWORD_NOT_STRONG"]);
  });
});

describe("search parameters", () => {
  it("accounts: unknown status and page fall back to blank and 1", () => {
    expect(
      parseAccountSearch(new URLSearchParams("accountName=%20chan%20&status=MAYBE&page=-3")),
    ).toEqual({ name: "chan", loginName: "", status: "", page: 1 });
    expect(parseAccountSearch(new URLSearchParams("status=INACTIVE&page=2")).status).toBe(
      "INACTIVE",
    );
  });

  it("notifications: PNR upper-cased, dates checked, the end not before the start", () => {
    const ok = parseWithZod(
      new URLSearchParams(
        "recordLocator=k7q2mx&createDateStart=2026-03-01&createDateEnd=2026-03-10&page=2",
      ),
      { schema: NotificationSearchSchema },
    );
    expect(ok.status === "success" && ok.value).toEqual({
      recordLocator: "K7Q2MX",
      createDateStart: "2026-03-01",
      createDateEnd: "2026-03-10",
      page: 2,
    });
    const empty = parseWithZod(new URLSearchParams(""), { schema: NotificationSearchSchema });
    expect(empty.status === "success" && empty.value).toEqual({
      recordLocator: "",
      createDateStart: "",
      createDateEnd: "",
      page: 1,
    });
    const reversed = parseWithZod(
      new URLSearchParams("createDateStart=2026-03-10&createDateEnd=2026-03-01"),
      { schema: NotificationSearchSchema },
    );
    expect(reversed.reply().error?.createDateEnd).toEqual(["validation.DATE_LESS?min=2026-03-10"]);
    expect(
      parseWithZod(new URLSearchParams("createDateStart=2026-02-30"), {
        schema: NotificationSearchSchema,
      }).reply().error?.createDateStart,
    ).toEqual(["validation.INVALID_DATE"]);
    expect(
      parseWithZod(new URLSearchParams("recordLocator=AB-12"), {
        schema: NotificationSearchSchema,
      }).reply().error?.recordLocator,
    ).toEqual(["notification:validation.PNR_FORMAT"]);
  });
});
