import { describe, expect, it } from "vitest";
import { locales } from "~/domain/locales";
import { resources } from "~/i18n/resources.server";
import { flatten, translate } from "~/i18n/translate";
import { messageOptions } from "./message";

// "Please wait 1 seconds" (docs/behaviour.md#review-baggage-and-the-passenger-form): a message
// whose figure decides the grammar takes its plural form from that figure, in every language.
const say = (lng: string, key: string, values: Record<string, number>) => {
  const table = flatten(resources[lng as keyof typeof resources].messages);
  return translate(
    (l, ns) => (ns === "messages" && l === lng ? table : undefined),
    [lng],
    "messages",
    key,
    messageOptions({ key, values }, lng),
  );
};

describe("plural catalogue messages", () => {
  it("one second, two seconds", () => {
    expect(say("en-US", "error.LOGIN_WAIT", { seconds: 1 })).toContain("wait 1 second and");
    expect(say("en-US", "error.LOGIN_WAIT", { seconds: 2 })).toContain("wait 2 seconds and");
  });

  it.each([...locales])("%s writes the figure", (lng) => {
    for (const seconds of [1, 30])
      expect(say(lng, "error.LOGIN_WAIT", { seconds })).toContain(`${seconds}`);
  });
});
