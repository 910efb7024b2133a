import { describe, expect, it } from "vitest";
import { readQuoteToken, signQuoteToken } from "./quote-token.server";

const secret = "a-test-secret-of-enough-length";
const expiresAt = Date.UTC(2026, 11, 1, 12, 0, 0);
const before = expiresAt - 60_000;

describe("quote links", () => {
  it("reads back the quote id and expiry it signed", () => {
    const token = signQuoteToken({ quoteId: "q-42", expiresAt }, secret);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(readQuoteToken(token, before, secret)).toEqual({
      ok: true,
      quoteId: "q-42",
      expiresAt,
      expired: false,
    });
  });

  it("says expired at and after the expiry, still naming the quote", () => {
    const token = signQuoteToken({ quoteId: "q-42", expiresAt }, secret);
    expect(readQuoteToken(token, expiresAt, secret)).toMatchObject({ ok: true, expired: true });
  });

  it("refuses a link whose quote id was changed", () => {
    const token = signQuoteToken({ quoteId: "q-42", expiresAt }, secret);
    const [, exp, sig] = token.split(".");
    const other = `${Buffer.from("q-43").toString("base64url")}.${exp}.${sig}`;
    expect(readQuoteToken(other, before, secret)).toEqual({ ok: false });
  });

  it("refuses a link whose expiry was stretched", () => {
    const token = signQuoteToken({ quoteId: "q-42", expiresAt }, secret);
    const [id, exp, sig] = token.split(".");
    const later = (parseInt(exp, 36) + 86_400).toString(36);
    expect(readQuoteToken(`${id}.${later}.${sig}`, before, secret)).toEqual({ ok: false });
  });

  it("refuses a link signed under another secret, or malformed", () => {
    const token = signQuoteToken({ quoteId: "q-42", expiresAt }, "another-secret-of-length");
    expect(readQuoteToken(token, before, secret)).toEqual({ ok: false });
    for (const bad of ["", "abc", `${token}x`, token.replace(/\.[^.]+$/, ".short")]) {
      expect(readQuoteToken(bad, before, secret)).toEqual({ ok: false });
    }
  });
});
