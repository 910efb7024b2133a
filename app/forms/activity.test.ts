import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH } from "~/domain/activity";
import { NoteSchema } from "./activity";
import { checkValues } from "./field-rules";
import { fieldRules } from "./field-rules.server";

// A textarea's maxlength counts a line break as one character; the form sends it as CR LF.
const note = (lineBreak: string, extra = 0) =>
  `${"a".repeat(1000)}${lineBreak}${"b".repeat(NOTE_MAX_LENGTH - 1001 + extra)}`;

const submit = (body: string) => {
  const form = new FormData();
  form.set("bookingId", "B1");
  form.set("body", body);
  return parseWithZod(form, { schema: NoteSchema });
};

describe("a note's length", () => {
  it("takes a full note with a line break sent as CR LF, stored with one character", () => {
    const result = submit(note("\r\n"));
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.body).toBe(note("\n"));
  });

  it("still refuses one character more", () => {
    expect(submit(note("\r\n", 1)).status).toBe("error");
  });

  it("is counted the same way by the browser's check", () => {
    const rules = fieldRules(NoteSchema);
    expect(checkValues({ bookingId: "B1", body: note("\r\n") }, rules)).toEqual({});
    expect(checkValues({ bookingId: "B1", body: note("\r\n", 1) }, rules)).toHaveProperty("body");
  });
});
