import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { NOTE_MAX_LENGTH, withoutBidiControls } from "~/domain/activity";
import { NoteSchema } from "./activity";
import { checkValues } from "./field-rules";
import { fieldRules } from "./field-rules.server";

const form = (body: string) => {
  const data = new FormData();
  data.set("bookingId", "B1");
  data.set("body", body);
  return data;
};

describe("a note's text", () => {
  it("loses every bidirectional control, U+202A–U+202E and U+2066–U+2069, and nothing else", () => {
    const controls = "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069";
    // "Refund approved" that an override would show reversed.
    expect(withoutBidiControls(`Refund \u202Edevorppa ton\u202C ok`)).toBe(
      "Refund devorppa ton ok",
    );
    expect(withoutBidiControls(`a${controls}b`)).toBe("ab");
    // Marks that only hint direction (U+200E, U+200F) and Hebrew or Arabic text stay.
    expect(withoutBidiControls("\u200Fשלום \u200Eمرحبا 你好")).toBe("\u200Fשלום \u200Eمرحبا 你好");
  });

  it("made of direction controls only is refused as empty", () => {
    const refused = parseWithZod(form("\u202E\u2066 \u2069"), { schema: NoteSchema });
    expect(refused.status).toBe("error");
    expect(parseWithZod(form("Called \u202Ethe traveller"), { schema: NoteSchema }).status).toBe(
      "success",
    );
  });
});

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
