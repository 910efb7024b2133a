import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { withoutBidiControls } from "~/domain/activity";
import { NoteSchema } from "./activity";

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
