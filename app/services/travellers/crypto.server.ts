// Sealing of a traveller's date of birth and document numbers (docs/decisions/0101): AES-256-GCM
// with a fresh 12-byte nonce per value, bound to the row and field it belongs to (additional
// data), so a value copied to another row or field is refused like a tampered one. A sealed value
// names its key: `keyId.nonce.tag.data` (base64url), so old keys keep opening rows until the
// rekey script has moved them.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export type DataKey = { id: string; key: Buffer };
export type KeyRing = { current: DataKey; all: Map<string, DataKey> };

export class SealBroken extends Error {
  constructor(reason: string) {
    super(`sealed traveller value refused: ${reason}`);
    this.name = "SealBroken";
  }
}

/** A key from its base64 text (32 bytes); its id is derived from it, so nobody has to name it. */
export function dataKey(base64: string): DataKey {
  const key = Buffer.from(base64.trim(), "base64");
  if (key.length !== 32) throw new Error("a traveller data key must be 32 bytes, base64-encoded");
  const id = createHash("sha256").update(key).digest("hex").slice(0, 12);
  return { id, key };
}

export function keyRing(current: DataKey, older: DataKey[] = []): KeyRing {
  const all = new Map(older.map((k) => [k.id, k]));
  all.set(current.id, current);
  return { current, all };
}

const b64 = (b: Buffer) => b.toString("base64url");

export function seal(ring: KeyRing, plain: string, boundTo: string): string {
  const { id, key } = ring.current;
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from(boundTo, "utf8"));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [id, b64(nonce), b64(cipher.getAuthTag()), b64(data)].join(".");
}

export const keyIdOf = (sealed: string) => sealed.split(".", 1)[0] ?? "";

export function open(ring: KeyRing, sealed: string, boundTo: string): string {
  const parts = sealed.split(".");
  if (parts.length !== 4) throw new SealBroken("not a sealed value");
  const [id, nonce, tag, data] = parts as [string, string, string, string];
  const k = ring.all.get(id);
  if (!k) throw new SealBroken(`unknown key ${id}`);
  const tagBytes = Buffer.from(tag, "base64url");
  const nonceBytes = Buffer.from(nonce, "base64url");
  if (tagBytes.length !== 16 || nonceBytes.length !== 12) throw new SealBroken("malformed");
  try {
    const decipher = createDecipheriv("aes-256-gcm", k.key, nonceBytes, { authTagLength: 16 });
    decipher.setAAD(Buffer.from(boundTo, "utf8"));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([
      decipher.update(Buffer.from(data, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new SealBroken("authentication failed");
  }
}
