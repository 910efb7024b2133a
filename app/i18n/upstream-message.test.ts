import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Unmatched back-office errors: a translated generic sentence, the back office's text as detail.
describe("the unmatched-error message", () => {
  it.each(["en-US", "zh-CN", "zh-HK"])(
    "%s wraps the back office's words in its own text",
    (loc) => {
      const messages = JSON.parse(readFileSync(`locales/${loc}/messages.json`, "utf8"));
      const text: string = messages.error.UPSTREAM_MESSAGE;
      expect(text).toContain("{{message}}");
      expect(text.replace("{{message}}", "").length).toBeGreaterThan(10);
      expect(text.startsWith(messages.error.RNT_ERR)).toBe(true);
    },
  );
});
