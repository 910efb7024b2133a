import { describe, expect, it } from "vitest";
import { sanitizeRuleHtml } from "~/services/air-cache.server";

describe("fare-rule HTML", () => {
  it("keeps simple formatting and drops scripts, handlers and images", () => {
    const dirty =
      '<p>Changes <b>permitted</b><br>with fee</p><ul><li>one</li></ul><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a><p style="color:red" onclick="x()">y</p>';
    const clean = sanitizeRuleHtml(dirty);
    expect(clean).toBe(
      "<p>Changes <b>permitted</b><br />with fee</p><ul><li>one</li></ul>x<p>y</p>",
    );
    expect(clean).not.toMatch(/script|onerror|onclick|img|javascript|style/i);
  });
});
