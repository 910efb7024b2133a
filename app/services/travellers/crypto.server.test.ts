import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dataKey, keyIdOf, keyRing, open, seal, SealBroken } from "./crypto.server";

const oldKey = dataKey(randomBytes(32).toString("base64"));
const newKey = dataKey(randomBytes(32).toString("base64"));
const ring = keyRing(oldKey);

describe("sealing a traveller's values", () => {
  it("opens what it sealed, and never seals the same value the same way twice", () => {
    const a = seal(ring, "K12345678", "document:d1");
    const b = seal(ring, "K12345678", "document:d1");
    expect(a).not.toBe(b);
    expect(a).not.toContain("K12345678");
    expect(open(ring, a, "document:d1")).toBe("K12345678");
    expect(keyIdOf(a)).toBe(oldKey.id);
  });

  it("refuses a tampered value, nonce or tag", () => {
    const sealed = seal(ring, "K12345678", "document:d1");
    const [id, nonce, tag, data] = sealed.split(".") as [string, string, string, string];
    const flip = (s: string) => {
      const bytes = Buffer.from(s, "base64url");
      bytes[0] ^= 1;
      return bytes.toString("base64url");
    };
    for (const broken of [
      [id, nonce, tag, flip(data)],
      [id, flip(nonce), tag, data],
      [id, nonce, flip(tag), data],
    ])
      expect(() => open(ring, broken.join("."), "document:d1")).toThrow(SealBroken);
  });

  it("refuses a value moved to another row or field", () => {
    const sealed = seal(ring, "1980-01-02", "birthDate:t1");
    expect(() => open(ring, sealed, "birthDate:t2")).toThrow(SealBroken);
    expect(() => open(ring, sealed, "document:t1")).toThrow(SealBroken);
  });

  it("opens an old key's values while sealing under the new one; refuses unknown keys", () => {
    const sealedOld = seal(ring, "X1", "b");
    const rotated = keyRing(newKey, [oldKey]);
    expect(open(rotated, sealedOld, "b")).toBe("X1");
    expect(keyIdOf(seal(rotated, "X1", "b"))).toBe(newKey.id);
    expect(() => open(keyRing(newKey), sealedOld, "b")).toThrow(/unknown key/);
  });

  it("takes only 32-byte keys", () => {
    expect(() => dataKey(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
  });
});
